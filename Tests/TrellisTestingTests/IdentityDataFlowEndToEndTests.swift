// S9 S11 S14 S15 S16 across the process boundary: identity decides what the daemon
// creates and destroys; data flows through the app and shows on the daemon's screen.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct IDReset: View {
    let log: EventLog
    @State private var key = 0
    var body: some View {
        VStack {
            Counter(name: "C", log: log).id(key)
            Button("new id") { key += 1 }
            Button("same id") { key = key + 0 }
        }
    }
}

struct Reorder: View {
    let log: EventLog
    @State private var items = ["a", "b", "c"]
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { name in
                Counter(name: name, log: log)
            }
            Button("reverse") { items.reverse() }
            Button("drop b") { items.removeAll { $0 == "b" } }
            Button("add b") { items.insert("b", at: 1) }
        }
    }
}

struct ThemeKey: EnvironmentKey {
    static var defaultValue = "plain"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemeReader: View {
    let name: String
    let log: EventLog
    @Environment(\.theme) private var theme
    var body: some View {
        let _ = log("\(name) body")
        Text("\(name) \(theme)")
    }
}

struct ThemedScreen: View {
    let log: EventLog
    @State private var theme = "light"
    var body: some View {
        VStack {
            VStack {
                ThemeReader(name: "inner", log: log)
            }
            .environment(\.theme, theme)
            ThemeReader(name: "outer", log: log)
            Button("dark") { theme = "dark" }
        }
    }
}

struct TitleKey: PreferenceKey {
    static var defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

struct PreferenceScreen: View {
    let log: EventLog
    @State private var title = "none"
    @State private var suffix = "x"
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Text("title \(title)")
            Text("first").preference(key: TitleKey.self, value: "A")
            Text("second").preference(key: TitleKey.self, value: suffix)
            Button("change") { suffix = "y" }
            Button("unrelated \(unrelated)") { unrelated += 1 }
        }
        .onPreferenceChange(TitleKey.self) { value in
            log("preference \(value)")
            title = value
        }
    }
}

struct TwoStates: View {
    @State private var a = 0
    @State private var b = 0
    var body: some View {
        VStack {
            Text("a \(a)")
            Text("b \(b)")
            Button("both") { a += 1; b += 1 }
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Identity and data flow") struct IdentityDataFlow {
        @Test("S9 a changed .id is a new view: state reset, disappear then appear; an equal id changes nothing (S11)")
        func idChangeResetsState() async throws {
            let log = EventLog()
            try await withHost({ IDReset(log: log) }) { host in
                #expect(log.take() == ["C appear"])
                try await host.tap("C 0")
                try await host.tap("C 1")
                let committedBefore = host.events.filter { if case .committed = $0 { true } else { false } }.count
                try await host.tap("same id")
                let committedAfter = host.events.filter { if case .committed = $0 { true } else { false } }.count
                #expect(committedAfter == committedBefore, "setting a state to its current value sends no transaction")
                #expect(try await host.texts().first == "C 2")
                try await host.tap("new id")
                #expect(log.take() == ["C disappear", "C appear"])
                #expect(try await host.texts().first == "C 0")
            }
        }

        @Test("S9 ForEach reorder moves identities: state follows its element, nothing disappears or appears")
        func forEachReorderKeepsState() async throws {
            let log = EventLog()
            try await withHost({ Reorder(log: log) }) { host in
                #expect(log.take() == ["a appear", "b appear", "c appear"])
                try await host.tap("a 0")
                try await host.tap("a 1")
                try await host.tap("b 0")
                try await host.tap("reverse")
                #expect(log.take() == [])
                #expect(try await host.texts().prefix(3) == ["c 0", "b 1", "a 2"])
                // The daemon laid them out in the new order.
                let cY = try #require(try await host.frame(of: "c 0")).minY
                let aY = try #require(try await host.frame(of: "a 2")).minY
                #expect(cY < aY)
                // Removing an element destroys its identity; re-adding it starts fresh.
                try await host.tap("drop b")
                #expect(log.take() == ["b disappear"])
                try await host.tap("add b")
                #expect(log.take() == ["b appear"])
                #expect(try await host.texts().prefix(3) == ["c 0", "b 0", "a 2"])
            }
        }

        @Test("S14 an environment write reaches readers below the writer only; only they run body again")
        func environmentPropagation() async throws {
            let log = EventLog()
            try await withHost({ ThemedScreen(log: log) }) { host in
                #expect(log.take() == ["inner body", "outer body"])
                #expect(try await host.texts().prefix(2) == ["inner light", "outer plain"])
                try await host.tap("dark")
                #expect(log.take() == ["inner body"])
                #expect(try await host.texts().prefix(2) == ["inner dark", "outer plain"])
            }
        }

        @Test("S15 preferences flow up: onPreferenceChange runs once after the first commit, then only when the reduced value changes")
        func preferencePropagation() async throws {
            let log = EventLog()
            try await withHost({ PreferenceScreen(log: log) }) { host in
                #expect(log.take() == ["preference Ax"])
                #expect(try await host.texts().first == "title Ax")
                try await host.tap("unrelated 0")
                #expect(log.take() == [])
                try await host.tap("change")
                #expect(log.take() == ["preference Ay"])
                #expect(try await host.texts().first == "title Ay")
            }
        }

        @Test("S16 S24 one tap that changes two states is one transaction and one commit on the daemon")
        func oneEventOneTransaction() async throws {
            try await withHost({ TwoStates() }) { host in
                @MainActor func commits() -> Int { host.events.filter { if case .committed = $0 { true } else { false } }.count }
                let before = commits()
                try await host.tap("both")
                #expect(commits() == before + 1)
                #expect(try await host.texts().prefix(2) == ["a 1", "b 1"])
            }
        }
    }
}
