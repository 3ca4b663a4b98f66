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
                #expect(row.minX == 16 && row.minY >= 44, "rows start below the bar, 16 in: \(row)")
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
