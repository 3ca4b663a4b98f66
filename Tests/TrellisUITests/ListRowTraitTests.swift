// Row traits a List reads from its rows: listRowSeparator(.hidden) removes the row's
// separator, listRowSeparatorTint colours it, deleteDisabled / moveDisabled take the edit
// controls off that row only.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private struct TraitFruits: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                        .deleteDisabled(fruit.name == "Apple")
                        .moveDisabled(fruit.name == "Banana")
                }
                .onDelete { fruits.remove(atOffsets: $0) }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ListRowTraits {
        /// The 1-point lines wider than a control: separators, their wrappers, and the line in
        /// the card's colour (white) that covers where a card's last row ends.
        func lines(_ c: EmbeddedConnection) -> [NodeID] {
            c.visibleNodes().filter { id in
                guard let f = c.frame(of: id) else { return false }
                return f.height == 1 && f.width > 100
            }
        }

        /// The y of every separator line drawn (not counting a card's covered end).
        func separators(_ h: Harness) -> [Double] {
            let c = h.connection
            let all = lines(c)
            let covered = Set(all.filter { c.property(.fill, of: $0) == .fill(Color.white.wire) }.compactMap { c.frame(of: $0)?.y })
            return Set(all.compactMap { c.frame(of: $0)?.y }).subtracting(covered).sorted()
        }

        /// The separators' fills (not the white cover line).
        func fills(_ h: Harness) -> [Property] {
            let c = h.connection
            return lines(c).compactMap { c.property(.fill, of: $0) }.filter { $0 != .fill(Color.white.wire) }
        }

        @Test("listRowSeparator(.hidden) removes that row's separator; .top alone keeps it; others keep theirs")
        func hiddenSeparator() {
            let all = Harness(List { Text("a"); Text("b"); Text("c") }, width: 400, height: 400)
            // A card's last row shows no separator: two of three are drawn.
            #expect(separators(all).count == 2)
            let h = Harness(List {
                Text("a")
                Text("b").listRowSeparator(.hidden)
                Text("c").listRowSeparator(.hidden, edges: .top)
            }, width: 400, height: 400)
            #expect(separators(h).count == 1, "a's only: b hides its own, c's is the card's end")
            let inForEach = Harness(List(0..<4) { i in Text("row \(i)").listRowSeparator(i % 2 == 0 ? .hidden : .visible) },
                                    width: 400, height: 400)
            #expect(separators(inForEach).count == 1, "row 1's: 0 and 2 hide theirs, 3's is the card's end")
        }

        /// The heights of the rows (44 points or more, as wide as the card: the 400-point list
        /// less its 16-point margins) under the list.
        func rowHeights(_ h: Harness) -> [Double] {
            let c = h.connection
            return c.visibleNodes().compactMap { id -> Double? in
                guard c.kind(of: id) == .vstack, let f = c.frame(of: id), f.width == 368 else { return nil }
                return f.height
            }
        }

        @Test("row traits on a ForEach or a Section reach each of its rows, which stay rows")
        func traitsOnForEachAndSection() {
            let hidden = Harness(List { ForEach(0..<3) { Text("r\($0)") }.listRowSeparator(.hidden) }, width: 400, height: 400)
            #expect(separators(hidden).isEmpty)
            #expect(rowHeights(hidden) == [44, 44, 44], "three rows, not one holding the three texts")
            let section = Harness(List {
                Section("S") { Text("a"); Text("b") }.listRowSeparator(.hidden)
                Text("c")
                Text("d")
            }, width: 400, height: 400)
            // The section's rows hide theirs; c and d keep theirs (d's is not covered: in a list
            // of sections only each section covers its last row's line).
            #expect(separators(section).count == 2, "c's and d's only")
            let backgrounds = Harness(List {
                ForEach(0..<3) { Text("r\($0)") }.listRowBackground(Color.red).listRowInsets(EdgeInsets())
            }, width: 400, height: 400)
            let c = backgrounds.connection
            let red = c.visibleNodes().filter { c.property(.fill, of: $0) == .fill(Color.red.wire) }
            #expect(red.count == 3, "each row has the background")
            let texts = (0..<3).compactMap { c.node(withText: "r\($0)").flatMap { c.frame(of: $0)?.x } }
            #expect(texts == [16, 16, 16], "the ForEach's insets, in the card 16 points in: \(texts)")
        }

        @Test("listRowSeparatorTint colours the row's separator")
        func tint() {
            let h = Harness(List { Text("a").listRowSeparatorTint(.red); Text("b") }, width: 400, height: 400)
            let f = fills(h)
            #expect(f.count == 2)
            #expect(f.contains(.fill(Color.red.wire)), "\(f)")
        }

        @Test("deleteDisabled and moveDisabled take the edit controls off their row only")
        func editTraits() throws {
            let h = Harness(TraitFruits(), width: 400, height: 600)
            h.tap("Edit")
            let c = h.connection
            func controls(_ symbol: String) -> [NodeID] {
                c.visibleNodes().filter { c.property(.systemName, of: $0) == .systemName(symbol) }
            }
            #expect(controls("minus.circle.fill").count == 2, "Apple cannot be deleted")
            // Apple: down; Banana: none (move disabled); Cherry: up.
            #expect(controls("chevron.down").count == 1)
            #expect(controls("chevron.up").count == 1)
            let ups = controls("chevron.up")
            let f = try #require(c.frame(of: ups[0]))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.filter { ["Apple", "Banana", "Cherry"].contains($0) } == ["Apple", "Cherry", "Banana"],
                    "other rows still move around a move-disabled one")
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ModifiedSectionRows {
        @Test("a Section with an environment or trait modifier in a List still makes each of its views a row")
        func modifiedSection() {
            let seps = TrellisUITests.ListRowTraits().separators
            let plain = Harness(List { Section("A") { Text("1"); Text("2") } }, width: 400, height: 400)
            let modified = Harness(List { Section("A") { Text("1"); Text("2") }.headerProminence(.increased) }, width: 400, height: 400)
            // Two rows in a card: one separator between them (one row would show none).
            #expect(seps(plain).count == 1)
            #expect(seps(modified).count == 1, "each view is a row, not one row for the whole section")
        }

        /// A custom modifier that hides what it modifies, written as apps write it.
        struct HiddenWhen: ViewModifier {
            let hidden: Bool
            func body(content: Content) -> some View {
                Group { if hidden { EmptyView() } else { content } }
            }
        }

        @Test("a Section under a custom ViewModifier keeps its rows and its styled header and footer")
        func customModifiedSection() {
            let seps = TrellisUITests.ListRowTraits().separators
            let shown = Harness(Form {
                Section(header: Text("Tip"), footer: Text("How much")) { Text("1"); Text("2") }
                    .modifier(HiddenWhen(hidden: false))
            }, width: 400, height: 400)
            #expect(seps(shown).count == 1, "each of the section's views is a row: one separator between the two")
            // The header is the list's (footnote-sized grey), as without the modifier.
            let plain = Harness(Form { Section(header: Text("Tip"), footer: Text("How much")) { Text("1"); Text("2") } },
                                width: 400, height: 400)
            for text in ["TIP", "How much"] {
                let styled = plain.connection.node(withText: text).flatMap { plain.connection.property(.foreground, of: $0) }
                #expect(styled != nil)
                #expect(shown.connection.node(withText: text).flatMap { shown.connection.property(.foreground, of: $0) } == styled, "\(text)")
                #expect(shown.connection.node(withText: text).flatMap { shown.connection.frame(of: $0) }?.x
                        == plain.connection.node(withText: text).flatMap { plain.connection.frame(of: $0) }?.x)
            }
            let hidden = Harness(Form {
                Section("Tip") { Text("1") }.modifier(HiddenWhen(hidden: true))
                Section("Other") { Text("3") }
            }, width: 400, height: 400)
            #expect(!hidden.texts.contains("TIP") && hidden.texts.contains("3"))
        }
    }
}
