// S28 and lists across the process boundary: a real trellisd lays out the bar, the rows
// and the pushed screens; push and pop report disappear-then-appear in one commit.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct ContactsApp: View {
    let log: EventLog
    var body: some View {
        NavigationStack {
            List(["Ann", "Bob", "Cid"], id: \.self) { name in
                NavigationLink(name) { ContactDetail(name: name, log: log) }
            }
            .navigationTitle("Contacts")
            .onAppear { log("list appear") }
            .onDisappear { log("list disappear") }
        }
    }
}

struct ContactDetail: View {
    let name: String
    let log: EventLog
    var body: some View {
        Text("Calling \(name)")
            .navigationTitle(name)
            .onAppear { log("detail appear") }
            .onDisappear { log("detail disappear") }
    }
}

extension EndToEnd {
    @MainActor @Suite("Navigation and lists (S28)") struct Navigation {
        @Test("S28 a NavigationLink row pushes the detail: the list disappears, the detail appears; Back reverses it")
        func pushAndPop() async throws {
            let log = EventLog()
            try await withHost(width: 400, height: 600, { ContactsApp(log: log) }) { host in
                #expect(log.take() == ["list appear"])
                let title = try #require(try await host.frame(of: "Contacts"))
                #expect(title.minY < 44 && abs(title.midX - 200) < 1, "title centred in the bar: \(title)")
                let row = try #require(try await host.frame(of: "Bob"))
                #expect(row.minX == 32 && row.minY >= 44, "rows start below the bar, 16 into a card 16 in: \(row)")
                try await host.tap("Bob")
                #expect(log.take() == ["list disappear", "detail appear"])
                #expect(try await host.texts().contains("Calling Bob"))
                try await host.tap("Back")
                #expect(log.take() == ["detail disappear", "list appear"])
                #expect(try await host.texts().contains("Contacts"))
            }
        }
    }
}

struct SettingsTabsApp: View {
    @State private var volume = 2
    var body: some View {
        TabView {
            Form {
                Section("Sound") {
                    Picker("Volume", selection: $volume) {
                        Text("Low").tag(1)
                        Text("Medium").tag(2)
                        Text("High").tag(3)
                    }
                    LabeledContent("Output", value: "Speakers")
                }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            Text("About screen")
                .tabItem { Label("About", systemImage: "info.circle") }
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Forms and tabs as SwiftUI draws them") struct FormsAndTabs {
        @Test("S20 S31 a Form in a TabView: rows span the window, values trailing; the tab bar sits at the bottom")
        func formInTabs() async throws {
            try await withHost(width: 400, height: 600, { SettingsTabsApp() }) { host in
                let label = try #require(try await host.frame(of: "Volume"))
                let value = try #require(try await host.frame(of: "Medium"))
                // In a card 16 points in: the label 16 points inside it, values at its trailing edge.
                #expect(label.minX == 32 && value.maxX > 330 && abs(value.minY - label.minY) < 1, "\(label) \(value)")
                let output = try #require(try await host.frame(of: "Speakers"))
                #expect(output.maxX > 340)
                let tab = try #require(try await host.frame(of: "About"))
                #expect(tab.maxY > 570, "tab bar at the bottom: \(tab)")
                try await host.tap("Volume")
                try await host.tap("High")
                #expect(try await host.texts().contains("High"))
                try await host.tap("About")
                #expect(try await host.texts().contains("About screen"))
            }
        }
    }
}
