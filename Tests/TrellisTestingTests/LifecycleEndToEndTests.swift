// S8 S17 S18 S20 S21 across the process boundary: the daemon decides what appeared and
// disappeared after each commit; the app's onAppear/onDisappear/task react to its events.
import Testing
import TrellisProtocol
import TrellisTestSupport
import TrellisTesting
import TrellisUI

// The seeds' scenarios (seed 000's toggle, seed 001's ZStack and TabView) are shared with
// TrellisUITests: TrellisTestSupport's SeedScenarios.

struct NestedLifecycle: View {
    let log: EventLog
    @State private var show = true
    var body: some View {
        VStack {
            if show {
                VStack {
                    Text("child a").onAppear { log("a appear") }.onDisappear { log("a disappear") }
                    Text("child b").onAppear { log("b appear") }.onDisappear { log("b disappear") }
                }
                .onAppear { log("parent appear") }
                .onDisappear { log("parent disappear") }
            } else {
                Text("other").onAppear { log("other appear") }.onDisappear { log("other disappear") }
            }
            Button("flip") { show.toggle() }
        }
    }
}

// Seed 003's point: both branches have the same type and the same explicit id.
struct SameTypeBranches: View {
    let log: EventLog
    @State private var flag = true
    var body: some View {
        VStack {
            if flag {
                Counter(name: "A", log: log).id(1)
            } else {
                Counter(name: "A", log: log).id(1)
            }
            Button("switch") { flag.toggle() }
        }
    }
}

struct TaskLifecycle: View {
    let log: EventLog
    @State private var show = true
    @State private var key = 0
    var body: some View {
        VStack {
            if show {
                Text("working")
                    .task(id: key) {
                        let k = key
                        log("task \(k) started")
                        do {
                            try await Task.sleep(nanoseconds: 60_000_000_000)
                            log("task \(k) finished")
                        } catch {
                            log("task \(k) cancelled")
                        }
                    }
            }
            Button("rekey") { key += 1 }
            Button("hide") { show = false }
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Lifecycle") struct Lifecycle {
        @Test("S8 S17 S18 seed 000: the if-toggled Text appears after the commit that shows it, disappears after the one that hides it, every time")
        func seed000Toggle() async throws {
            let log = EventLog()
            try await withHost({ SeedScenarios.ToggleText { log($0) } }) { host in
                #expect(log.take() == [])
                #expect(try await host.texts() == ["Show/Hide Text"])
                try await host.tap("Show/Hide Text")
                #expect(log.take() == ["Text appeared"])
                #expect(try await host.texts() == ["Hello, World!", "Show/Hide Text"])
                try await host.tap("Show/Hide Text")
                #expect(log.take() == ["Text disappeared"])
                #expect(try await host.frame(of: "Hello, World!") == nil)
                try await host.tap("Show/Hide Text")
                #expect(log.take() == ["Text appeared"])
            }
        }

        @Test("S18 seed 001: every ZStack layer appears at start in sibling order; opacity 0 never disappears a layer")
        func seed001ZStackOpacity() async throws {
            let log = EventLog()
            try await withHost({ SeedScenarios.ZStackOpacity { log($0) } }) { host in
                #expect(log.take() == ["1 appear", "2 appear"])
                let before = try await host.nodes().filter { $0.kind == "text" && ($0.text == "1" || $0.text == "2") }
                try await host.tap("select")
                try await host.tap("select")
                try await host.tap("select")
                #expect(log.take() == [])
                // Both layers are still laid out; the hidden one is only transparent.
                let nodes = try await host.nodes()
                let layers = nodes.filter { $0.kind == "text" && ($0.text == "1" || $0.text == "2") }
                #expect(layers.map(\.frame) == before.map(\.frame))
                let opacities = nodes.indices.filter { nodes[$0].text == "1" || nodes[$0].text == "2" }
                    .map { nodes.effectiveOpacity(of: $0) }
                #expect(opacities == [0, 1])
            }
        }

        @Test("S17 S18 parents before children; in one commit every disappearance is reported before any appearance")
        func orderAcrossOneCommit() async throws {
            let log = EventLog()
            try await withHost({ NestedLifecycle(log: log) }) { host in
                #expect(log.take() == ["parent appear", "a appear", "b appear"])
                let eventsBefore = host.events.count
                try await host.tap("flip")
                #expect(log.take() == ["parent disappear", "a disappear", "b disappear", "other appear"])
                // The daemon sent both lists after the same commit, disappearances first.
                let after = host.events[eventsBefore...]
                let lifecycle = after.compactMap { e -> String? in
                    switch e {
                    case .committed: return "committed"
                    case .disappeared: return "disappeared"
                    case .appeared: return "appeared"
                    default: return nil
                    }
                }
                #expect(lifecycle.prefix(3) == ["committed", "disappeared", "appeared"])
                try await host.tap("flip")
                #expect(log.take() == ["other disappear", "parent appear", "a appear", "b appear"])
            }
        }

        @Test("S8 switching an if/else branch makes a new identity even with the same type and the same .id")
        func branchSwitchResetsState() async throws {
            let log = EventLog()
            try await withHost({ SameTypeBranches(log: log) }) { host in
                #expect(log.take() == ["A appear"])
                try await host.tap("A 0")
                try await host.tap("A 1")
                #expect(try await host.texts().first == "A 2")
                try await host.tap("switch")
                #expect(log.take() == ["A disappear", "A appear"])
                #expect(try await host.texts().first == "A 0")
            }
        }

        @Test("S20 seed 001: TabView shows the selected tab, keeps both alive, loads each tab once")
        func seed001TabView() async throws {
            let log = EventLog()
            try await withHost({ SeedScenarios.Tabs { log($0) } }) { host in
                #expect(log.take() == ["tab 1 appear", "load data 1"])
                try await host.tap("Tab 2")
                #expect(log.take() == ["tab 1 disappear", "tab 2 appear", "load data 2"])
                try await host.tap("Tab 1")
                #expect(log.take() == ["tab 2 disappear", "tab 1 appear"])
                try await host.tap("Tab 2")
                #expect(log.take() == ["tab 1 disappear", "tab 2 appear"])
            }
        }

        @Test("S21 task starts with appear, is cancelled when its view disappears, restarts when its id changes")
        func taskCancelledOnDisappear() async throws {
            let log = EventLog()
            try await withHost({ TaskLifecycle(log: log) }) { host in
                try await host.wait(until: "the task to start") { log.lines == ["task 0 started"] }
                _ = log.take()
                try await host.tap("rekey")
                try await host.wait(until: "the task to restart") { log.lines.count == 2 }
                // Cancellation is a signal: the old task logs when it next runs, which may be
                // after the new one started.
                #expect(log.take().sorted() == ["task 0 cancelled", "task 1 started"])
                try await host.tap("hide")
                try await host.wait(until: "the task to be cancelled") { !log.lines.isEmpty }
                #expect(log.take() == ["task 1 cancelled"])
                #expect(try await host.frame(of: "working") == nil)
            }
        }
    }
}
