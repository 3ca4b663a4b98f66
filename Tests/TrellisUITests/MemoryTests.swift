import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

@Observable final class LeakStore {
    var rows: [Int] = []
    var selected = -1
}

struct LeakRow: View {
    let id: Int
    let isSelected: Bool
    let select: () -> Void
    var body: some View {
        HStack {
            Text("\(id)").foregroundColor(isSelected ? .red : .primary).onTapGesture(perform: select)
            Button("x") {}
        }
    }
}

struct LeakList: View {
    let store: LeakStore
    var body: some View {
        VStack {
            Button("Create") { store.rows = Array(0..<4500) }
            Button("Clear") { store.rows = [] }
            ForEach(store.rows, id: \.self) { r in
                LeakRow(id: r, isSelected: r == store.selected, select: { store.selected = r })
            }
        }
    }
}

final class WeakBox { weak var node: GraphNode?; init(_ n: GraphNode) { node = n } }

extension TrellisUITests {
    @MainActor @Suite struct Memory {
        @Test("Identities of removed rows are freed once the daemon committed their removal")
        func removedRowsAreFreed() {
            let store = LeakStore()
            let h = Harness(LeakList(store: store))
            h.tap("Create")
            var boxes: [WeakBox] = []
            func collect(_ n: GraphNode) { boxes.append(WeakBox(n)); n.children.forEach(collect) }
            collect(h.host.graph.root!)
            let before = boxes.count
            h.tap("Clear")
            h.tap("Create")
            h.tap("Clear")
            h.settle()
            let alive = boxes.filter { $0.node != nil }.count
            #expect(before >= 4500 * 6)   // a row: LeakRow, HStack, the tap modifier, its Text, Button, its label
            #expect(alive < 100, "\(alive) of \(before) graph nodes still alive after the rows were removed")
            // Releasing also forgets their render ids (the owner table is not a leak).
            let owners = h.host.graph.renderOwner.count
            #expect(owners < 100, "\(owners) render ids still mapped to identities after the rows were removed")
        }
    }
}
