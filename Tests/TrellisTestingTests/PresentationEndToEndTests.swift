// S27 across the process boundary: a real trellisd lays presentations out against the
// window and draws them above everything, whichever view presented them.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct RowSheetApp: View {
    let log: EventLog
    @State private var editing: Int?
    var body: some View {
        List(0..<5, id: \.self) { i in
            Button("Row \(i)") { editing = i }
                .sheet(isPresented: Binding(get: { editing == i }, set: { if !$0 { editing = nil } })) {
                    RowEditor(row: i, log: log)
                }
        }
    }
}

struct RowEditor: View {
    let row: Int
    let log: EventLog
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    var body: some View {
        VStack {
            Text("Editing row \(row)")
            TextField("Name", text: $name)
            Button("Save") { log("saved \(row) \(name)"); dismiss() }
        }
        .onAppear { log("editor appear") }
        .onDisappear { log("editor disappear") }
    }
}

extension EndToEnd {
    @MainActor @Suite("Presentations (S27)") struct Presentations {
        @Test("S27 a sheet from a 20-point List row covers the window; its field is on screen; rows cannot be tapped under it")
        func sheetFromRow() async throws {
            let log = EventLog()
            try await withHost(width: 800, height: 600, { RowSheetApp(log: log) }) { host in
                try await host.tap("Row 3")
                #expect(log.take() == ["editor appear"])
                let nodes = try await host.nodes()
                let field = try #require(nodes.first { $0.kind == "textField" })
                #expect(field.frame.y >= 24 && field.frame.y + field.frame.height <= 600, "on screen: \(field.frame)")
                let title = try #require(try await host.frame(of: "Editing row 3"))
                #expect(abs(title.midX - 400) < 1, "centred in the window: \(title)")
                // Every row is drawn before (under) the sheet.
                let rowIndex = try #require(nodes.lastIndex { $0.text == "Row 4" })
                let titleIndex = try #require(nodes.firstIndex { $0.text == "Editing row 3" })
                #expect(rowIndex < titleIndex)
                await #expect(throws: TestHostError.self) { try await host.tap("Row 4") }
                try await host.tap(at: CGPoint(x: field.frame.x + 5, y: field.frame.y + 5))
                try await host.type("Ann")
                try await host.tap("Save")
                #expect(log.take() == ["saved 3 Ann", "editor disappear"])
                #expect(try await host.texts() == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
            }
        }

        @Test("S27 an alert is a whole card in the middle of the window, not squeezed into its presenter")
        func alertNotSqueezed() async throws {
            struct App: View {
                @State private var shown = false
                var body: some View {
                    HStack {
                        Button("Go") { shown = true }
                            .frame(width: 64, height: 82)
                            .alert("Important", isPresented: $shown) {
                                Button("Delete", role: .destructive) {}
                                Button("Cancel", role: .cancel) {}
                            }
                        Spacer()
                    }
                }
            }
            try await withHost(width: 800, height: 600, { App() }) { host in
                try await host.tap("Go")
                let title = try #require(try await host.frame(of: "Important"))
                #expect(abs(title.midX - 400) < 1)
                #expect(try await host.texts().contains("Delete"))
                #expect(try await host.texts().contains("Cancel"))
                try await host.tap("Cancel")
                #expect(try await host.texts() == ["Go"])
            }
        }
    }
}
