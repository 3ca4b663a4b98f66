// S27: sheets, covers, alerts and dialogs are window-level layers, whatever view presents
// them; their backdrop blocks the window; their content appears and disappears without
// the presenter disappearing; dismiss, bindings and onDismiss close them.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct SheetFromRow: View {
    @State private var shown = false
    @State private var dismissed = 0
    var body: some View {
        VStack {
            Text("dismissed \(dismissed)")
            List(0..<3, id: \.self) { i in
                Button("Row \(i)") { if i == 1 { shown = true } }
                    .sheet(isPresented: i == 1 ? $shown : .constant(false), onDismiss: { dismissed += 1 }) {
                        SheetBody()
                    }
            }
        }
    }
}

struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Sheet \(count)")
            Button("More") { count += 1 }
            Button("Done") { dismiss() }
        }
        .onAppear { Log.print("sheet appear") }
        .onDisappear { Log.print("sheet disappear") }
    }
}

struct AlertHost: View {
    @State private var shown = false
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Ask") { shown = true }
            Text(log.joined(separator: ","))
        }
        .alert("Important message title", isPresented: $shown) {
            Button("Delete", role: .destructive) { log.append("deleted") }
            Button("Cancel", role: .cancel) { log.append("cancelled") }
        } message: {
            Text("This cannot be undone")
        }
    }
}

struct DialogHost: View {
    @State private var shown = false
    @State private var picked = "none"
    var body: some View {
        VStack {
            Button("Choose") { shown = true }
            Text("picked \(picked)")
        }
        .confirmationDialog("Pick one", isPresented: $shown, titleVisibility: .visible) {
            Button("Red") { picked = "red" }
            Button("Blue") { picked = "blue" }
        }
    }
}

struct Thing: Identifiable { let id: Int }

struct ItemSheetHost: View {
    @State private var item: Thing?
    var body: some View {
        VStack {
            Button("One") { item = Thing(id: 1) }
            Button("Two") { item = Thing(id: 2) }
        }
        .sheet(item: $item) { thing in
            VStack {
                Text("Thing \(thing.id)")
                StatefulCounter()
                Button("Switch") { item = Thing(id: 3 - thing.id) }
            }
        }
    }
}

struct StatefulCounter: View {
    @State private var n = 0
    var body: some View { Button("count \(n)") { n += 1 } }
}

struct NestedHost: View {
    @State private var sheet = false
    @State private var alert = false
    var body: some View {
        Button("Open") { sheet = true }
            .sheet(isPresented: $sheet) {
                Button("Warn") { alert = true }
                    .alert("Careful", isPresented: $alert) { Button("OK") {} }
            }
    }
}

struct CoverHost: View {
    @State private var shown = false
    var body: some View {
        Button("Cover") { shown = true }
            .fullScreenCover(isPresented: $shown) {
                CoverBody()
            }
    }
}

struct CoverBody: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close cover") { dismiss() } }
}

extension TrellisUITests {
    @MainActor @Suite struct Presentations {
        @Test("S27 a sheet presented from a List row is laid out against the whole window, above everything")
        func sheetFromRowCoversWindow() throws {
            let h = Harness(SheetFromRow(), width: 800, height: 600)
            h.tap("Row 1")
            let c = h.connection
            let layers = c.tree.layers
            #expect(layers.count == 1)
            let layer = try #require(layers.first)
            #expect(c.frame(of: layer) == WireRect(x: 0, y: 0, width: 800, height: 600))
            let title = try #require(c.node(withText: "Sheet 0"))
            let f = try #require(c.frame(of: title))
            #expect(f.y > 24 && f.y + f.height < 600 && f.x > 300 && f.x < 500, "centred in the sheet: \(f)")
            // Drawn after (above) every row.
            let order = c.tree.committedFrame(serial: 0).items.map(\.id)
            let rowText = try #require(c.node(withText: "Row 2"))
            #expect(order.firstIndex(of: title)! > order.firstIndex(of: rowText)!)
        }

        @Test("S27 the backdrop blocks the window: a row under it cannot be tapped")
        func backdropBlocks() {
            let h = Harness(SheetFromRow(), width: 800, height: 600)
            h.tap("Row 1")
            #expect(!h.connection.tap(text: "Row 2"), "the row under the sheet must not take the tap")
            h.tap("More")
            #expect(h.texts.contains("Sheet 1"))
        }

        @Test("S27 S17 S18 presenting appears the content, the presenter stays; dismiss() closes it and runs onDismiss")
        func lifecycleAndDismiss() {
            let h = Harness(SheetFromRow(), width: 800, height: 600)
            _ = Log.take()
            h.tap("Row 1")
            #expect(Log.take() == ["sheet appear"])
            let presenterDisappeared = h.connection.received.contains {
                if case .disappeared = $0 { return true } else { return false }
            }
            #expect(!presenterDisappeared)
            h.tap("Done")
            #expect(Log.take() == ["sheet disappear"])
            #expect(h.connection.tree.layers.isEmpty)
            #expect(h.texts.contains("dismissed 1"))
            // Presented again: a new identity with fresh state.
            h.tap("Row 1")
            h.tap("More")
            h.tap("Done")
            h.tap("Row 1")
            #expect(h.texts.contains("Sheet 0"))
        }

        @Test("S27 an alert is a centred 270-point card over the whole window; any button closes it")
        func alertCard() throws {
            let h = Harness(AlertHost(), width: 800, height: 600)
            h.tap("Ask")
            let c = h.connection
            let title = try #require(c.node(withText: "Important message title"))
            let f = try #require(c.frame(of: title))
            #expect(f.x >= 265 && f.x + f.width <= 535, "inside a 270-point card centred in 800: \(f)")
            let lines = c.tree.committedFrame(serial: 0).items.first { $0.id == title }?.lines ?? []
            #expect(lines.allSatisfy { !$0.contains("…") }, "the title is not truncated: \(lines)")
            #expect(h.texts.contains("This cannot be undone"))
            h.tap("Delete")
            #expect(c.tree.layers.isEmpty)
            #expect(h.texts.contains("deleted"))
            h.tap("Ask")
            h.tap("Cancel")
            #expect(h.texts.contains("deleted,cancelled"))
        }

        @Test("S27 a confirmation dialog lists its buttons and adds Cancel; choosing closes it")
        func confirmationDialog() {
            let h = Harness(DialogHost(), width: 400, height: 600)
            h.tap("Choose")
            #expect(h.texts.contains("Pick one"))
            #expect(h.texts.contains("Cancel"))
            h.tap("Blue")
            #expect(h.texts.contains("picked blue"))
            #expect(h.connection.tree.layers.isEmpty)
            h.tap("Choose")
            h.tap("Cancel")
            #expect(h.texts.contains("picked blue"))
            #expect(h.connection.tree.layers.isEmpty)
        }

        @Test("S27 S9 sheet(item:): another item replaces the content with a new identity")
        func sheetItem() {
            let h = Harness(ItemSheetHost(), width: 400, height: 600)
            h.tap("One")
            #expect(h.texts.contains("Thing 1"))
            h.tap("count 0")
            #expect(h.texts.contains("count 1"))
            h.tap("Switch")
            #expect(h.texts.contains("Thing 2"))
            #expect(h.texts.contains("count 0"), "a different item is a new presentation")
        }

        @Test("S27 nested presentations stack: an alert from a sheet is drawn above the sheet")
        func nested() throws {
            let h = Harness(NestedHost(), width: 400, height: 600)
            h.tap("Open")
            h.tap("Warn")
            let c = h.connection
            #expect(c.tree.layers.count == 2)
            let careful = try #require(c.node(withText: "Careful"))
            let warn = try #require(c.node(withText: "Warn"))
            let order = c.tree.committedFrame(serial: 0).items.map(\.id)
            #expect(order.firstIndex(of: careful)! > order.firstIndex(of: warn)!)
            #expect(c.tree.layers.last == c.tree.layers.first { layer in
                var n: NodeID? = careful
                while let x = n, x != layer { n = c.parent(of: x) }
                return n == layer
            })
            h.tap("OK")
            #expect(c.tree.layers.count == 1)
        }

        @Test("S27 fullScreenCover covers the window opaquely; dismiss closes it")
        func cover() throws {
            let h = Harness(CoverHost(), width: 400, height: 300)
            h.tap("Cover")
            let c = h.connection
            let layer = try #require(c.tree.layers.first)
            #expect(c.frame(of: layer) == WireRect(x: 0, y: 0, width: 400, height: 300))
            h.tap("Close cover")
            #expect(c.tree.layers.isEmpty)
        }

        @Test("S27 removing the presenter removes its presentation")
        func presenterRemoved() {
            struct Host: View {
                @State private var showRow = true
                @State private var shown = true
                var body: some View {
                    VStack {
                        Text(showRow ? "row shown" : "row gone")
                        if showRow {
                            Text("row").sheet(isPresented: $shown) {
                                Button("Remove the presenter") { showRow = false }
                                    .onDisappear { Log.print("content disappear") }
                            }
                        }
                    }
                }
            }
            let h = Harness(Host(), width: 400, height: 300)
            #expect(h.connection.tree.layers.count == 1)
            _ = Log.take()
            h.tap("Remove the presenter")
            #expect(h.connection.tree.layers.isEmpty)
            #expect(h.texts == ["row gone"])
            #expect(Log.take() == ["content disappear"])
        }
    }
}
