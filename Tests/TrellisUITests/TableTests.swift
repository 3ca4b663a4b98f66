// Table through the real daemon core: a header row names the columns, every row shows one
// cell per column in the same column positions, a sortable header changes the sort order
// binding (the app sorts), and rows select.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct TablePerson: Identifiable, Hashable {
    let id: Int
    let name: String
    let age: Int
}

private let tablePeople = [TablePerson(id: 1, name: "Juan", age: 41), TablePerson(id: 2, name: "Ana", age: 29),
                           TablePerson(id: 3, name: "Mei", age: 35)]

private struct SortedPeople: View {
    @State private var order = [KeyPathComparator(\TablePerson.name)]
    @State private var selected: TablePerson.ID?
    var body: some View {
        VStack {
            Text("selected \(selected.map(String.init) ?? "none")")
            Table(tablePeople.sorted(using: order), selection: $selected, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age) years") }
                TableColumn("Note") { p in Text(p.age > 30 ? "senior" : "junior") }.width(80)
            }
        }
    }
}

@MainActor
private func frameX(_ c: EmbeddedConnection, _ text: String) -> Double? {
    c.node(withText: text).flatMap { c.frame(of: $0) }?.x
}

@MainActor
private func y(_ c: EmbeddedConnection, _ text: String) -> Double {
    c.node(withText: text).flatMap { c.frame(of: $0) }?.y ?? -1
}

extension TrellisUITests {
    @MainActor @Suite struct Tables {
        @Test("a header row names the columns; each row's cells line up under their column's title")
        func columnsLineUp() throws {
            let h = Harness(Table(tablePeople) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }, width: 400, height: 300)
            let c = h.connection
            #expect(h.texts.prefix(2) == ["Name", "Age"], "\(h.texts)")
            #expect(h.texts.contains("Juan") && h.texts.contains("29"))
            let nameX = try #require(frameX(c, "Name")), ageX = try #require(frameX(c, "Age"))
            #expect(frameX(c, "Juan") == nameX && frameX(c, "Ana") == nameX)
            #expect(frameX(c, "41") == ageX && frameX(c, "29") == ageX)
            #expect(nameX == 16 && ageX > 150, "two equal flexible columns: \(nameX), \(ageX)")
            #expect(y(c, "Juan") < y(c, "Ana") && y(c, "Ana") < y(c, "Mei"), "rows in the data's order")
        }

        @Test("tapping a sortable title puts its comparator first, again reverses it; the app's sort follows")
        func sorting() throws {
            let h = Harness(SortedPeople(), width: 500, height: 300)
            let c = h.connection
            #expect(y(c, "Ana") < y(c, "Juan") && y(c, "Juan") < y(c, "Mei"), "sorted by name")
            h.tap("Age")
            #expect(y(c, "29 years") < y(c, "35 years") && y(c, "35 years") < y(c, "41 years"), "sorted by age")
            h.tap("Age")
            #expect(y(c, "41 years") < y(c, "35 years") && y(c, "35 years") < y(c, "29 years"), "reversed")
            #expect(!h.texts.isEmpty)
            #expect(c.node(withText: "Note").map { c.tappableAncestor(of: $0) == nil } == true, "a column without a comparator does not sort")
        }

        @Test("tapping a row selects it")
        func selection() throws {
            let h = Harness(SortedPeople(), width: 500, height: 300)
            #expect(h.texts.contains("selected none"))
            h.tap("Mei")
            #expect(h.texts.contains("selected 3"), "\(h.texts)")
        }

        @Test("a fixed-width column keeps its width; rows from a row builder")
        func fixedWidthAndRowBuilder() throws {
            let h = Harness(Table(of: TablePerson.self) {
                TableColumn("Name", value: \.name).width(100)
                TableColumn("Age") { Text("\($0.age)") }
            } rows: {
                TableRow(tablePeople[0])
                if tablePeople.count > 1 { TableRow(tablePeople[1]) }
            }, width: 400, height: 300)
            let c = h.connection
            #expect(h.texts.contains("Juan") && h.texts.contains("Ana") && !h.texts.contains("Mei"))
            let age = try #require(frameX(c, "Age"))
            #expect(abs(age - (16 + 100 + 12)) < 0.01, "after a 100-point column and the 12-point gap: \(age)")
        }
    }
}

private struct FramedTableStyle: TableStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { Text("styled"); configuration.table }
    }
}

extension TrellisUITests.Tables {
    @Test("tableStyle: the built-in styles draw the one look; a custom style wraps the table")
    func styles() throws {
        let plain = Harness(Table(tablePeople) { TableColumn("Name", value: \.name) }.tableStyle(.inset), width: 300, height: 200)
        #expect(plain.texts.first == "Name")
        let custom = Harness(Table(tablePeople) { TableColumn("Name", value: \.name) }.tableStyle(FramedTableStyle()),
                             width: 300, height: 200)
        #expect(custom.texts.prefix(2) == ["styled", "Name"], "\(custom.texts)")
    }
}
