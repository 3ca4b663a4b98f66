// Freed slots come back in the order they were freed (each run of frees since the last
// allocation), so a list built again after a clear lies in memory in tree order, as the
// first one did; and nothing freed is lost or handed out twice.
import Testing
import TrellisProtocol
import TrellisTestSupport
import TrellisBackendHeadless
@testable import TrellisRenderer

@Suite struct SlotFreeListTests {
    @Test func aRunOfFreesComesBackInTheOrderFreed() {
        var list = SlotFreeList()
        for s: Int32 in [5, 6, 7] { list.append(s) }
        #expect(list.popLast() == 5)
        list.append(9)
        list.append(10)
        // The latest run first, each run in the order freed.
        #expect([list.popLast(), list.popLast(), list.popLast(), list.popLast()] == [9, 10, 6, 7])
        #expect(list.popLast() == nil)
    }

    @Test func handsOutExactlyWhatWasFreed() {
        var rng = TestSeed.generator(0x5107)
        var list = SlotFreeList()
        var model: [Int32: Int] = [:]
        var next: Int32 = 0
        for _ in 0..<20_000 {
            if Int.random(in: 0..<3, using: &rng) < 2 {
                list.append(next); model[next, default: 0] += 1; next += 1
            } else if let s = list.popLast() {
                #expect(model[s] == 1, "slot \(s) handed out without being free")
                model[s] = nil
            } else {
                #expect(model.isEmpty)
            }
            #expect(list.count == model.count)
        }
    }

    @Test func aListBuiltAfterAClearTakesItsSlotsInTreeOrder() {
        let tree = RenderTree(measurer: HeadlessBackend())
        func build(from first: NodeID) -> [NodeID] {
            var rows: [NodeID] = []
            for r in 0..<50 {
                let row = first + NodeID(r * 3), a = row + 1, b = row + 2
                tree.create(row, kind: .hstack, props: [])
                tree.create(a, kind: .text, props: [.text("a")])
                tree.create(b, kind: .text, props: [.text("b")])
                tree.insert(a, into: row, at: 0)
                tree.insert(b, into: row, at: 1)
                tree.insert(row, into: 1, at: r)
                rows.append(row)
            }
            return rows
        }
        tree.create(1, kind: .vstack, props: [])
        tree.setRoot(1)
        let first = build(from: 10)
        for row in first { _ = tree.destroy(row) }
        _ = build(from: 1000)
        // Pre-order of the rebuilt list: each row, then its two texts.
        let order = (0..<150).map { tree.store.slotOf[1000 + NodeID($0)]! }
        #expect(order == order.sorted(), "slots of the rebuilt list are not in tree order: \(order.prefix(12))")
    }
}
