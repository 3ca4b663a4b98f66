// S29 across a real daemon death: SIGKILL the daemon, start a new one on the same socket,
// and the app re-sends its tree; its state, navigation and presentations are intact and no
// lifecycle action runs again for views that stayed.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

@MainActor
final class ReconnectModel: ObservableObject {
    @Published var items: [String] = []
}

struct ReconnectApp: View {
    let log: EventLog
    @StateObject private var model = ReconnectModel()
    @State private var count = 0
    @State private var showSheet = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("Add") { count += 1; model.items.append("Item \(count)") }
                Text("Count \(count)")
                ForEach(model.items, id: \.self) { Text($0) }
                NavigationLink("Details") {
                    Text("Detail screen")
                        .onAppear { log("detail appear") }
                        .onDisappear { log("detail disappear") }
                        .toolbar { Button("Sheet") { showSheet = true } }
                }
            }
            .onAppear { log("root appear") }
            .onDisappear { log("root disappear") }
            .task { log("root task") }
            .navigationTitle("Home")
        }
        .sheet(isPresented: $showSheet) {
            VStack {
                Text("In the sheet").onAppear { log("sheet appear") }
                Button("Close") { showSheet = false }
            }
        }
    }
}

/// Content that swaps what it renders on its own (its parent does not update).
struct SwitchingContent: View {
    @State private var on = false
    var body: some View {
        if on { Text("Switched") } else { Button("Switch") { on = true } }
    }
}

struct LifecycleAroundSwitch: View {
    let log: EventLog
    var body: some View {
        VStack {
            SwitchingContent()
                .onAppear { log("appear") }
                .onDisappear { log("disappear") }
        }
    }
}

struct ManyRows: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<10_000, id: \.self) { i in Text("Row \(i)") }
            }
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Reconnect after a daemon restart (S29)") struct Reconnect {
        @Test("S29 after SIGKILL and a new daemon, state, path and sheet survive; no lifecycle action runs again")
        func stateSurvivesRestart() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 600, { ReconnectApp(log: log) }) { host in
                try await host.tap("Add")
                try await host.tap("Add")
                try await host.tap("Details")
                try await host.tap("Sheet")
                #expect(try await host.texts().contains("In the sheet"))
                _ = log.take()
                let oldPid = host.daemon.processIdentifier
                try await host.restartDaemon()
                #expect(host.daemon.processIdentifier != oldPid)
                #expect(host.viewHost.resyncCount == 1)
                let texts = try await host.texts()
                #expect(texts.contains("In the sheet"), "sheet re-sent: \(texts)")
                #expect(texts.contains("Detail screen"), "pushed screen re-sent: \(texts)")
                #expect(log.take() == [], "no onAppear/onDisappear/task after the resync")
                // The app keeps working against the new daemon, with its old state.
                try await host.tap("Close")
                #expect(try await !host.texts().contains("In the sheet"))
                try await host.tap("Back")
                #expect(log.take() == ["detail disappear", "root appear", "root task"], "a pop re-runs task as usual")
                try await host.tap("Add")
                let after = try await host.texts()
                #expect(after.contains("Count 3") && after.contains("Item 1") && after.contains("Item 3"), "\(after)")
            }
        }

        @Test("S29 a view whose content switched on its own is still appeared after a resync: no onDisappear")
        func contentSwitchedThenResync() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 600, { LifecycleAroundSwitch(log: log) }) { host in
                #expect(log.take() == ["appear"])
                try await host.tap("Switch")
                #expect(try await host.texts().contains("Switched"))
                #expect(log.take() == [], "the view stayed: its content changed")
                try await host.restartDaemon()
                #expect(try await host.texts().contains("Switched"))
                #expect(log.take() == [], "the new daemon reports the new content appeared: the view never went away")
            }
        }

        @Test("S29 changes made while no daemon is connected reach the new daemon in the resync")
        func changesWhileDisconnected() async throws {
            try await withHost(width: 400, height: 600, { ReconnectApp(log: EventLog()) }) { host in
                try await host.tap("Add")
                try await host.restartDaemon()
                try await host.restartDaemon()
                #expect(host.viewHost.resyncCount == 2)
                try await host.tap("Add")
                #expect(try await host.texts().contains("Count 2"))
            }
        }

        @Test("S29 a 10k-node tree resyncs in one transaction (prints the time)")
        func largeTreeResync() async throws {
            try await withHost(width: 400, height: 600, { ManyRows() }) { host in
                let nodes = host.viewHost.renderNodeCount
                #expect(nodes >= 10_000)
                let seconds = try await host.restartDaemon()
                print("resync of \(nodes) render nodes: \(Int(seconds * 1000)) ms (debug build, includes settle)")
                let texts = try await host.texts()
                #expect(texts.contains("Row 0"))
            }
        }
    }
}
