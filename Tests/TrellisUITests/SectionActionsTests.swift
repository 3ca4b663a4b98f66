// sectionActions(content:): the actions are rows after the section's content and before its
// footer; a section inside does not repeat them; on a view that is no section nothing shows.
import Testing
@testable import TrellisUI

private struct Categories: View {
    @State var categories = ["Climate", "Lights"]
    var body: some View {
        List {
            Text("Home")
            Section {
                ForEach(categories, id: \.self) { Text($0) }
                Section("Inner") { Text("Nested") }
            } header: {
                Text("Categories")
            } footer: {
                Text("Rooms you control")
            }
            .sectionActions {
                Button("Add Category") { categories.append("Category \(categories.count + 1)") }
            }
            Text("Not a section").sectionActions { Text("Never shown") }
        }
    }
}

@MainActor
@Suite(.perTestLog) struct SectionActionsTests {
    @Test("the actions are rows after the content, before the footer, shown once; they act")
    func actionsAfterContent() {
        let h = Harness(Categories())
        // Section headers in upper case, as the default (inset grouped) list shows them.
        #expect(h.texts == ["Home", "CATEGORIES", "Climate", "Lights", "INNER", "Nested", "Add Category",
                            "Rooms you control", "Not a section"], "\(h.texts)")
        h.tap("Add Category")
        #expect(h.texts.firstIndex(of: "Category 3").map { $0 < h.texts.firstIndex(of: "Add Category")! } == true,
                "the new row comes before the action: \(h.texts)")
        #expect(!h.texts.contains("Never shown"))
        // Each of the section's views is a row of its own (the actions do not merge them).
        let rows = h.connection.visibleNodes().filter { h.connection.kind(of: $0) == .text }
            .compactMap { id -> (String, Double)? in
                guard case .text(let t)? = h.connection.property(.text, of: id), let f = h.connection.frame(of: id) else { return nil }
                return (t, f.x)
            }
        let climate = rows.first { $0.0 == "Climate" }?.1, lights = rows.first { $0.0 == "Lights" }?.1
        #expect(climate != nil && climate == lights, "rows start at the same x: \(rows)")
    }
}
