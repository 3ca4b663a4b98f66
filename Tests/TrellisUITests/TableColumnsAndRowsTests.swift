// Table columns and rows through the real daemon core: what the column and row builders
// make, the header row hidden, columns made from a collection, column alignment, columns
// hidden by a column customization, disclosure rows that expand, section header rows,
// rows whose selection is disabled (in a Table and a List), and rows dragged onto a
// ForEach's rows with onInsert.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
import UniformTypeIdentifiers
@testable import TrellisUI

private struct Member: Identifiable, Hashable {
    let id: Int
    let name: String
    let age: Int
    var children: [Member]? = nil
}

private let members = [Member(id: 1, name: "Juan", age: 41), Member(id: 2, name: "Ana", age: 29),
                       Member(id: 3, name: "Mei", age: 35)]

private struct Month: Identifiable {
    let id: Int
    let name: String
}

@MainActor
private func frame(_ c: EmbeddedConnection, _ text: String) -> WireRect? {
    c.node(withText: text).flatMap { c.frame(of: $0) }
}

/// Taps the view whose accessibility label is `label` (the disclosure chevrons).
@MainActor
private func tapLabelled(_ label: String, in h: Harness, sourceLocation: SourceLocation = #_sourceLocation) {
    let c = h.connection
    let node = c.visibleNodes().first { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel(label) }
    guard let node, let f = c.frame(of: node) else {
        Issue.record("nothing is labelled \(label)", sourceLocation: sourceLocation)
        return
    }
    c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
    h.settle(sourceLocation: sourceLocation)
}

@MainActor
private func columns<C: TableColumnContent>(@TableColumnBuilder<Member, Never> _ make: () -> C) -> C { make() }
@MainActor
private func rows<R: TableRowContent>(@TableRowBuilder<Member> _ make: () -> R) -> R { make() }

private struct CustomizedTable: View {
    @State var customization = TableColumnCustomization<Member>()
    var body: some View {
        VStack {
            Button("show notes") { customization[visibility: "note"] = .visible }
            Button("hide age") { customization[visibility: "age"] = .hidden }
            Table(members, columnCustomization: $customization) {
                TableColumn("Name", value: \.name).customizationID("name")
                TableColumn("Age") { Text("\($0.age) y") }.customizationID("age")
                TableColumn("Notes") { Text("note \($0.id)") }.customizationID("note").defaultVisibility(.hidden)
            }
        }
    }
}

private struct SelectableRows: View {
    @State private var selected: Member.ID?
    var body: some View {
        VStack {
            Text("selected \(selected.map(String.init) ?? "none")")
            Table(of: Member.self, selection: $selected) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(members) { m in TableRow(m).selectionDisabled(m.id == 1) }
            }
        }
    }
}

private struct SelectableList: View {
    @State private var selected: Member.ID?
    var body: some View {
        VStack {
            Text("selected \(selected.map(String.init) ?? "none")")
            List(members, selection: $selected) { m in
                Text(m.name).selectionDisabled(m.id == 1)
            }
        }
    }
}

private struct BoundDisclosure: View {
    @State private var open = false
    var body: some View {
        VStack {
            Text(open ? "open" : "closed")
            Table(of: Member.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                DisclosureTableRow(members[0], isExpanded: $open) {
                    TableRow(members[1])
                }
                TableRow(members[2])
            }
        }
    }
}

@MainActor
private final class InsertLog {
    var offsets: [Int] = []
    var providers = 0
}

private struct InsertingTable: View {
    let log: InsertLog
    var body: some View {
        Table(of: Member.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(members) { m in
                TableRow(m).itemProvider { NSItemProvider(object: m.name as NSString) }
            }
            .onInsert(of: [.text]) { offset, providers in
                log.offsets.append(offset)
                log.providers += providers.count
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite("Table columns and rows") struct TableColumnsAndRows {
        @Test("the builders keep several columns and several rows, in the order written")
        func builderContents() {
            let two = columns {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }
            #expect(two._tableColumns.count == 2)
            let one = columns { TableColumn("Name", value: \.name) }
            #expect(one._tableColumns.count == 1)
            let several = rows {
                TableRow(members[0])
                TableRow(members[1])
                ForEach(members) { TableRow($0) }
            }
            #expect(several._tableRowValues.map(\.id) == [1, 2, 1, 2, 3])
        }

        @Test("tableColumnHeaders(.hidden) leaves out the row of column titles; the rows move up")
        func hiddenHeaders() throws {
            let shown = Harness(Table(members) { TableColumn("Name", value: \.name) }, width: 300, height: 300)
            let hidden = Harness(Table(members) { TableColumn("Name", value: \.name) }.tableColumnHeaders(.hidden),
                                 width: 300, height: 300)
            #expect(shown.texts.first == "Name")
            #expect(!hidden.texts.contains("Name") && hidden.texts.contains("Juan"), "\(hidden.texts)")
            let shownY = try #require(frame(shown.connection, "Juan")).y
            let hiddenY = try #require(frame(hidden.connection, "Juan")).y
            #expect(hiddenY < shownY, "no header above the first row: \(hiddenY) vs \(shownY)")
        }

        @Test("TableColumnForEach makes a column per element, each under its own title, after the static ones")
        func columnsFromACollection() throws {
            let months = [Month(id: 1, name: "Jan"), Month(id: 2, name: "Feb")]
            let h = Harness(Table(members) {
                TableColumn("Name", value: \.name)
                TableColumnForEach(months) { month in
                    TableColumn(month.name) { m in Text("\(m.name)-\(month.name)") }
                }
            }, width: 600, height: 300)
            let c = h.connection
            #expect(h.texts.prefix(3) == ["Name", "Jan", "Feb"], "\(h.texts)")
            let jan = try #require(frame(c, "Jan")), feb = try #require(frame(c, "Feb"))
            #expect(jan.x < feb.x)
            #expect(frame(c, "Ana-Jan")?.x == jan.x && frame(c, "Ana-Feb")?.x == feb.x)
        }

        @Test("alignment: numeric and trailing columns end at the column's right edge, center centres title and cells")
        func alignment() throws {
            let h = Harness(Table(members) {
                TableColumn("Name", value: \.name).width(100)
                TableColumn("Age") { Text("\($0.age)") }.width(200).alignment(.numeric)
                TableColumn("Note") { Text($0.age > 30 ? "senior" : "junior") }.width(100).alignment(.center)
                TableColumn("Id") { Text("#\($0.id)") }.width(80).alignment(.trailing)
            }, width: 700, height: 300)
            let c = h.connection
            let ageRight = 16.0 + 100 + 12 + 200
            for text in ["Age", "41", "29"] {
                let f = try #require(frame(c, text))
                #expect(abs(f.x + f.width - ageRight) < 0.5, "\(text) ends at \(f.x + f.width), not \(ageRight)")
            }
            let noteCentre = ageRight + 12 + 50
            for text in ["Note", "senior", "junior"] {
                let f = try #require(frame(c, text))
                #expect(abs(f.x + f.width / 2 - noteCentre) < 0.5, "\(text) centred at \(f.x + f.width / 2)")
            }
            let idRight = ageRight + 12 + 100 + 12 + 80
            let id = try #require(frame(c, "#2"))
            #expect(abs(id.x + id.width - idRight) < 0.5)
            #expect(frame(c, "Name")?.x == 16, "the default alignment is leading")
        }

        @Test("a column customization hides columns; a column hidden by default shows once the customization shows it")
        func customization() throws {
            let h = Harness(CustomizedTable(), width: 600, height: 400)
            #expect(h.texts.contains("Age") && h.texts.contains("41 y"))
            #expect(!h.texts.contains("Notes") && !h.texts.contains("note 1"), "hidden by default: \(h.texts)")
            h.tap("hide age")
            #expect(!h.texts.contains("Age") && !h.texts.contains("41 y"), "\(h.texts)")
            h.tap("show notes")
            #expect(h.texts.contains("Notes") && h.texts.contains("note 1"), "\(h.texts)")
            let name = try #require(frame(h.connection, "Name")), notes = try #require(frame(h.connection, "Notes"))
            #expect(frame(h.connection, "note 2")?.x == notes.x && notes.x > name.x, "the shown column takes the hidden one's place")
        }

        @Test("TableColumnCustomization is Codable and RawRepresentable: only the choices made are kept")
        func customizationStorage() throws {
            var c = TableColumnCustomization<Member>()
            #expect(c[visibility: "age"] == .automatic)
            c[visibility: "age"] = .hidden
            c[visibility: "note"] = .visible
            let data = try JSONEncoder().encode(c)
            let back = try JSONDecoder().decode(TableColumnCustomization<Member>.self, from: data)
            #expect(back == c && back[visibility: "age"] == .hidden && back[visibility: "note"] == .visible,
                    "\(String(decoding: data, as: UTF8.self)) decoded as \(back.visibilities)")
            #expect(TableColumnCustomization<Member>(rawValue: c.rawValue) == c)
            c.resetVisibility()
            #expect(c == TableColumnCustomization<Member>())
            let behaviours: TableColumnCustomizationBehavior = .all
            #expect(behaviours.contains(.visibility) && behaviours.contains(.reorder) && !TableColumnCustomizationBehavior().contains(.resize))
        }

        @Test("a DisclosureTableRow's chevron shows and hides its rows, indented under it, through its binding")
        func disclosureRow() throws {
            let h = Harness(BoundDisclosure(), width: 400, height: 400)
            #expect(h.texts.contains("Juan") && !h.texts.contains("Ana") && h.texts.contains("Mei"), "collapsed: \(h.texts)")
            #expect(h.texts.contains("closed"))
            tapLabelled("Expand", in: h)
            #expect(h.texts.contains("Ana") && h.texts.contains("open"), "\(h.texts)")
            let juan = try #require(frame(h.connection, "Juan")), ana = try #require(frame(h.connection, "Ana"))
            #expect(ana.y > juan.y && ana.x > juan.x, "the child row comes next, indented: \(juan) \(ana)")
            tapLabelled("Collapse", in: h)
            #expect(!h.texts.contains("Ana") && h.texts.contains("closed"))
        }

        @Test("Table(_:children:) and OutlineGroup rows: elements with children expand on a tap on their chevron")
        func hierarchicalTable() throws {
            let tree = [Member(id: 10, name: "Family", age: 0, children: [Member(id: 11, name: "Kid", age: 5),
                                                                           Member(id: 12, name: "Baby", age: 1)]),
                        Member(id: 20, name: "Alone", age: 50)]
            let h = Harness(Table(tree, children: \.children) {
                TableColumn("Name", value: \.name)
            }, width: 400, height: 400)
            #expect(h.texts.contains("Family") && h.texts.contains("Alone") && !h.texts.contains("Kid"), "\(h.texts)")
            tapLabelled("Expand", in: h)
            #expect(h.texts.contains("Kid") && h.texts.contains("Baby"), "\(h.texts)")
            #expect((frame(h.connection, "Kid")?.x ?? 0) > (frame(h.connection, "Family")?.x ?? 0))

            let outline = Harness(Table(of: Member.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                OutlineGroup(tree, children: \.children)
            }, width: 400, height: 400)
            #expect(!outline.texts.contains("Kid"))
            tapLabelled("Expand", in: outline)
            #expect(outline.texts.contains("Kid"), "\(outline.texts)")
        }

        @Test("a Section of table rows draws a header row across the table above its rows")
        func sectionHeaderRow() throws {
            let h = Harness(Table(of: Member.self) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            } rows: {
                Section("Adults") {
                    TableRow(members[0])
                    TableRow(members[2])
                }
                Section { TableRow(members[1]) } header: { Text("Others") }
            }, width: 400, height: 400)
            let c = h.connection
            let adults = try #require(frame(c, "Adults")), others = try #require(frame(c, "Others"))
            let juan = try #require(frame(c, "Juan")), ana = try #require(frame(c, "Ana"))
            #expect(adults.y < juan.y && juan.y < others.y && others.y < ana.y, "\(h.texts)")
            #expect(!h.texts.contains("35") || h.texts.contains("Mei"))
        }

        @Test("selectionDisabled rows do not select on a tap, in a Table and in a List; the others do")
        func selectionDisabled() throws {
            let table = Harness(SelectableRows(), width: 400, height: 400)
            // A row that cannot be selected takes no tap at all (nothing to tap there).
            _ = table.connection.tap(text: "Juan")
            table.settle()
            #expect(table.texts.contains("selected none"), "\(table.texts)")
            table.tap("Ana")
            #expect(table.texts.contains("selected 2"), "\(table.texts)")

            let list = Harness(SelectableList(), width: 400, height: 400)
            _ = list.connection.tap(text: "Juan")
            list.settle()
            #expect(list.texts.contains("selected none"), "\(list.texts)")
            list.tap("Mei")
            #expect(list.texts.contains("selected 3"), "\(list.texts)")
        }

        @Test("a row with an item provider drags; dropping it on a ForEach with onInsert inserts before or after the row")
        func dragAndInsert() throws {
            let log = InsertLog()
            let h = Harness(InsertingTable(log: log), width: 400, height: 400)
            let c = h.connection
            let juan = try #require(frame(c, "Juan")), mei = try #require(frame(c, "Mei"))
            // Juan's row onto the lower half of Mei's row (rows are 44 points, text centred).
            c.drag(from: WirePoint(x: juan.x + 5, y: juan.y + juan.height / 2),
                   to: WirePoint(x: mei.x + 5, y: mei.y + mei.height / 2 + 12), steps: 6)
            h.settle()
            #expect(log.offsets == [3] && log.providers == 1, "after Mei: \(log.offsets)")
            c.drag(from: WirePoint(x: juan.x + 5, y: juan.y + juan.height / 2),
                   to: WirePoint(x: mei.x + 5, y: mei.y + mei.height / 2 - 12), steps: 6)
            h.settle()
            #expect(log.offsets == [3, 2], "before Mei: \(log.offsets)")
        }
    }
}
