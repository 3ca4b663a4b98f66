// Lists as SwiftUI draws them: rows full width and leading-aligned, sections with headers
// and footers, delete and move in edit mode, rows bound to their own elements.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct Fruit: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct EditableFruits: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(fruits) { fruit in Text(fruit.name) }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

struct BoundRows: View {
    @State private var fruits = [Fruit(id: 1, name: "a"), Fruit(id: 2, name: "b")]
    var body: some View {
        VStack {
            Text(fruits.map(\.name).joined(separator: ","))
            List($fruits) { $fruit in
                Button("grow \(fruit.name)") { fruit.name += "+" }
            }
        }
    }
}

/// iOS 16's editable bound rows: `List($items, editActions:)` and `ForEach($items, id:)`.
struct EditActionFruits: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    @State private var tags = ["x", "y"]
    var body: some View {
        VStack {
            EditButton()
            Text(fruits.map(\.name).joined(separator: ","))
            List($fruits, editActions: .delete) { $fruit in Text(fruit.name) }
            ForEach($tags, id: \.self) { $tag in Button("tag \(tag)") { tag += "!" } }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Lists {
        @Test("List($items, editActions: .delete): the delete control removes the element from the bound collection; ForEach($items, id:) binds each row")
        func editActionsDelete() throws {
            let h = Harness(EditActionFruits(), width: 400, height: 600)
            h.tap("Edit")
            let c = h.connection
            let minus = try #require(c.visibleNodes().first {
                c.kind(of: $0) == .image && c.property(.systemName, of: $0) == .systemName("minus.circle.fill")
            })
            #expect(!c.visibleNodes().contains { c.property(.systemName, of: $0) == .systemName("chevron.down") },
                    "no move controls: only .delete was allowed")
            let f = try #require(c.frame(of: minus))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.contains("Banana,Cherry"), "\(h.texts)")
            h.tap("tag y")
            #expect(h.texts.contains("tag y!"), "\(h.texts)")
        }

        @Test("List(0..<3) rows are leading-aligned in a card 16 points in, their content 16 points inside it, one under the other")
        func rowsFullWidthLeading() throws {
            let h = Harness(List(0..<3) { Text("Row \($0)") }, width: 800, height: 600)
            let c = h.connection
            var lastY = -1.0
            for i in 0..<3 {
                let f = try #require(c.frame(of: c.node(withText: "Row \(i)")!))
                #expect(f.x == 32, "leading, 16 into a card inset 16: \(f)")
                #expect(f.y > lastY)
                lastY = f.y
            }
            // The row (its frame node) spans the window minus the insets.
            let text = c.node(withText: "Row 0")!
            var n: NodeID? = text
            var widest = 0.0
            while let x = n { widest = max(widest, c.frame(of: x)?.width ?? 0); n = c.parent(of: x) }
            #expect(widest == 800)
        }

        @Test("Sections show their header and footer around their rows, in order")
        func sections() throws {
            let h = Harness(List {
                Section("Fruits") { Text("Apple"); Text("Pear") }
                Section { Text("Carrot") } header: { Text("Vegetables") } footer: { Text("Fresh daily") }
            }, width: 400, height: 600)
            // The default (inset grouped) style shows headers in upper case, footers as written.
            #expect(h.texts == ["FRUITS", "Apple", "Pear", "VEGETABLES", "Carrot", "Fresh daily"])
            let c = h.connection
            let headerNode = try #require(c.node(withText: "FRUITS"))
            let header = try #require(c.frame(of: headerNode))
            let apple = try #require(c.frame(of: c.node(withText: "Apple")!))
            #expect(header.x == apple.x && header.y < apple.y, "lined up with the rows' content: \(c.snapshot())")
            #expect(c.property(.fontSize, of: c.node(withText: "FRUITS")!) == .fontSize(15))
            // A plain list shows them as written, 16 points in.
            let plain = Harness(List {
                Section("Fruits") { Text("Apple") }
            }.listStyle(.plain), width: 400, height: 600)
            #expect(plain.texts == ["Fruits", "Apple"])
            let plainHeader = try #require(plain.connection.node(withText: "Fruits"))
            #expect(plain.connection.frame(of: plainHeader)?.x == 16)
        }

        @Test("S31 the default list is inset grouped: white cards on the grouped background, rounded by their sections; .textCase(nil), .plain, .grouped and scrollContentBackground(.hidden) change it")
        func insetGroupedLook() throws {
            func fills(_ h: Harness) -> [(Property, WireRect)] {
                h.connection.visibleNodes().compactMap { id in
                    guard let f = h.connection.property(.fill, of: id), let r = h.connection.frame(of: id) else { return nil }
                    return (f, r)
                }
            }
            func corners(_ h: Harness) -> Int {
                h.connection.visibleNodes().filter { id in
                    h.connection.kind(of: id) == .shape && h.connection.frame(of: id).map { $0.width == 10 && $0.height == 10 } == true
                        && h.connection.property(.fill, of: id) == .fill(Color.systemGroupedBackground.wire)
                }.count
            }
            let list = List { Section("Fruit") { Text("Apple"); Text("Pear") } }
            let grouped = Harness(list, width: 400, height: 300)
            let g = fills(grouped)
            #expect(g.contains { $0.0 == .fill(Color.systemGroupedBackground.wire) && $0.1.width == 400 && $0.1.height == 300 },
                    "the grouped background fills the list")
            #expect(g.contains { $0.0 == .fill(Color.white.wire) && $0.1.x == 16 && $0.1.width == 368 }, "each row a white card 16 in")
            // The section's four, the list's own four (for rows in no section) and the two a
            // section draws for rows before it, which lie on the margins here, grey on grey.
            #expect(corners(grouped) == 10, "the section rounds its card's four corners")
            // Rows in no section before a section are a card of their own: rounded at its foot.
            let loose = Harness(List { Text("Inbox"); Section("Recent") { Text("Ada") } }, width: 400, height: 300)
            let inbox = try #require(loose.connection.node(withText: "Inbox").flatMap { loose.connection.frame(of: $0) })
            let feet = loose.connection.visibleNodes().compactMap { id -> WireRect? in
                guard loose.connection.property(.fill, of: id) == .fill(Color.systemGroupedBackground.wire),
                      let f = loose.connection.frame(of: id), f.width == 10, f.height == 10 else { return nil }
                return f
            }.filter { $0.y > inbox.y && $0.y < inbox.y + 44 }
            #expect(feet.count == 2, "two corners at the foot of Inbox's card: \(feet)")

            let asWritten = Harness(List { Section { Text("Apple") } header: { Text("Fruit").textCase(nil) } }, width: 400, height: 300)
            #expect(asWritten.texts.contains("Fruit"))

            let plain = Harness(list.listStyle(.plain), width: 400, height: 300)
            #expect(!fills(plain).contains { $0.0 == .fill(Color.systemGroupedBackground.wire) } && corners(plain) == 0)
            #expect(plain.texts.contains("Fruit"))

            let full = Harness(list.listStyle(.grouped), width: 400, height: 300)
            #expect(fills(full).contains { $0.0 == .fill(Color.white.wire) && $0.1.x == 0 && $0.1.width == 400 }, "full-width cards")
            #expect(corners(full) == 0)

            // A row's own background replaces the card's white: a clear one shows the grey.
            let clear = Harness(List { Text("Floating").listRowBackground(Color.clear) }, width: 400, height: 300)
            #expect(!fills(clear).contains { $0.0 == .fill(Color.white.wire) && $0.1.height >= 44 }, "no white card behind the row")

            // The table appearance's background, as apps set it before scrollContentBackground
            // existed: clear shows the app's background. (Set and reset on the main actor
            // without a suspension, so no other test's list sees it.)
            UITableView.appearance().backgroundColor = .clear
            let viaAppearance = Harness(list.background(Color.teal), width: 400, height: 300)
            UITableView.appearance().backgroundColor = nil
            #expect(!fills(viaAppearance).contains { $0.0 == .fill(Color.systemGroupedBackground.wire) })
            #expect(fills(viaAppearance).contains { $0.0 == .fill(Color.teal.wire) })

            let hidden = Harness(list.scrollContentBackground(.hidden).background(Color.teal), width: 400, height: 300)
            let h = fills(hidden)
            #expect(!h.contains { $0.0 == .fill(Color.systemGroupedBackground.wire) }, "no grey background, no grey corners")
            #expect(h.contains { $0.0 == .fill(Color.teal.wire) } && h.contains { $0.0 == .fill(Color.white.wire) },
                    "the app's background behind the cards")
        }

        @Test("EditButton reveals delete controls; deleting removes the element through onDelete")
        func deleteInEditMode() throws {
            let h = Harness(EditableFruits(), width: 400, height: 600)
            #expect(h.connection.firstNode(ofKind: .image) == nil, "no controls before editing")
            h.tap("Edit")
            #expect(h.texts.contains("Done"))
            let c = h.connection
            let minus = try #require(c.visibleNodes().first {
                c.kind(of: $0) == .image && c.property(.systemName, of: $0) == .systemName("minus.circle.fill")
            })
            let f = try #require(c.frame(of: minus))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.filter { ["Apple", "Banana", "Cherry"].contains($0) } == ["Banana", "Cherry"])
            h.tap("Done")
            #expect(h.connection.firstNode(ofKind: .image) == nil)
        }

        @Test("onMove: the move controls reorder through move(fromOffsets:toOffset:)")
        func moveInEditMode() throws {
            let h = Harness(EditableFruits(), width: 400, height: 600)
            h.tap("Edit")
            let c = h.connection
            let downs = c.visibleNodes().filter { c.property(.systemName, of: $0) == .systemName("chevron.down") }
            let down = try #require(downs.first)
            let f = try #require(c.frame(of: down))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.filter { ["Apple", "Banana", "Cherry"].contains($0) } == ["Banana", "Apple", "Cherry"])
        }

        @Test("S12 List($items): each row edits its own element through its binding")
        func boundRows() {
            let h = Harness(BoundRows(), width: 400, height: 600)
            h.tap("grow b")
            #expect(h.texts.first == "a,b+")
            h.tap("grow a")
            #expect(h.texts.first == "a+,b+")
        }

        @Test("swipeActions are hidden until the row is dragged sideways; the tiles then sit at that edge, the first outermost, in the button's tint; a tap runs one and closes the row; a full swipe runs the first")
        func swipeActions() throws {
            struct Rows: View {
                @State private var log: [String] = []
                var body: some View {
                    VStack {
                        Text("log \(log.joined(separator: ","))")
                        List(0..<2, id: \.self) { i in
                            Text("Mail \(i)")
                                .swipeActions {
                                    Button("Flag \(i)") { log.append("flag\(i)") }.tint(.orange)
                                    Button("Mute \(i)") { log.append("mute\(i)") }
                                }
                                .swipeActions(edge: .leading) {
                                    Button("Read \(i)") { log.append("read\(i)") }.tint(.blue)
                                }
                        }
                    }
                }
            }
            let h = Harness(Rows(), width: 400, height: 300)
            let c = h.connection
            // The frames of the texts showing `text` (the row's actions also have copies
            // that are never drawn: its accessibility actions, over the row's centre).
            func frames(_ text: String) -> [WireRect] {
                c.visibleNodes().filter { c.kind(of: $0) == .text && c.property(.text, of: $0) == .text(text) }
                    .compactMap { c.frame(of: $0) }.sorted { $0.x < $1.x }
            }
            #expect(frames("Flag 1").count == 1 && frames("Read 1").count == 1, "only the accessibility copies: \(h.texts)")
            let row = try #require(c.frame(of: c.node(withText: "Mail 1")!))
            // Dragged left by more than half the two tiles: they stay open.
            c.drag(from: WirePoint(x: row.x + 200, y: row.y + row.height / 2), to: WirePoint(x: row.x + 100, y: row.y + row.height / 2))
            h.settle()
            let flag = try #require(frames("Flag 1").last)
            let mute = try #require(frames("Mute 1").last)
            #expect(flag.x > mute.x && flag.x > 300, "the first action is outermost: flag \(flag), mute \(mute)")
            #expect(frames("Flag 0").count == 1, "only the dragged row opened")
            let tile = try #require(c.visibleNodes().first { c.kind(of: $0) == .text && c.frame(of: $0) == flag })
            #expect(c.tappableAncestor(of: tile) != nil, "\(c.snapshot())")
            c.tap(at: WirePoint(x: flag.x + flag.width / 2, y: flag.y + flag.height / 2))
            h.settle()
            #expect(h.texts.first == "log flag1")
            #expect(frames("Flag 1").count == 1, "the row closed after its action ran")
            // A full swipe to the right runs the leading edge's first action.
            c.drag(from: WirePoint(x: row.x + 20, y: row.y + row.height / 2), to: WirePoint(x: row.x + 330, y: row.y + row.height / 2))
            h.settle()
            #expect(h.texts.first == "log flag1,read1")
        }

        @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) behave as SwiftUI's")
        func indexSetHelpers() {
            var a = [0, 1, 2, 3, 4]
            a.remove(atOffsets: IndexSet([1, 3]))
            #expect(a == [0, 2, 4])
            var b = [0, 1, 2, 3, 4]
            b.move(fromOffsets: IndexSet([0]), toOffset: 3)
            #expect(b == [1, 2, 0, 3, 4])
            var c = [0, 1, 2, 3, 4]
            c.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
            #expect(c == [0, 3, 4, 1, 2])
            var d = [0, 1, 2]
            d.move(fromOffsets: IndexSet([0]), toOffset: 3)
            #expect(d == [1, 2, 0])
        }
    }
}
