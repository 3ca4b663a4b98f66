// The id → slot map behind the render tree and the structure mirror must behave exactly as
// a Dictionary under any sequence of inserts, overwrites and removals — including the
// removals that shift entries back into earlier holes — for dense, sparse and clustered
// ids (seeded).
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct NodeSlotMapTests {
    @Test func behavesAsADictionaryUnderRandomEdits() {
        var rng = TestSeed.generator(0x510_7AB)
        for shape in 0..<6 {
            var map = NodeSlotMap()
            var reference: [NodeID: Int32] = [:]
            // Dense ids (what the client library hands out), sparse 64-bit ids, ids
            // clustered in a few runs, and the edge values.
            func id() -> NodeID {
                switch shape {
                case 0: return NodeID.random(in: 1...3_000, using: &rng)
                case 1: return NodeID.random(in: 0...NodeID.max, using: &rng)
                case 2: return NodeID(Int.random(in: 0..<4, using: &rng)) << 40 | NodeID.random(in: 0..<500, using: &rng)
                // Dense runs mixed with ids spread over 2^22: pages are refused while the
                // map is sparse, so ids land in the hash first and move into their page
                // when it is allocated later.
                case 3: return Bool.random(using: &rng) ? NodeID.random(in: 0..<(1 << 22), using: &rng)
                                                        : NodeID.random(in: 0..<6_000, using: &rng)
                // Around the paged range's end (2^26) and a page's edges.
                case 4: return (1 << 26) + NodeID.random(in: 0..<2_048, using: &rng) - 1_024
                default: return [0, 1, NodeID.max, NodeID.max - 1, 1 << 63].randomElement(using: &rng)!
                }
            }
            for step in 0..<40_000 {
                let k = id()
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5:
                    let v = Int32.random(in: 0...Int32.max, using: &rng)
                    map[k] = v
                    reference[k] = v
                case 5..<8:
                    map[k] = nil
                    reference[k] = nil
                default:
                    // Bulk removal, as clearing a list does.
                    if step % 97 == 0 {
                        for key in reference.keys.shuffled(using: &rng).prefix(reference.count / 2) {
                            map[key] = nil
                            reference[key] = nil
                        }
                    }
                }
                #expect(map[k] == reference[k], "shape \(shape), step \(step), id \(k)")
                #expect(map.count == reference.count)
            }
            for (k, v) in reference { #expect(map[k] == v, "shape \(shape), id \(k)") }
            #expect(Set(map.keys) == Set(reference.keys))
            #expect(map.keys.count == reference.count)
        }
    }

    @Test func sparseIdsDoNotAllocateAPageEach() {
        // 20,000 ids 2^12 apart: each alone in its page. Paging them all would take
        // 80 MB; the density rule sends all but the first pages to the hash.
        var map = NodeSlotMap()
        for i in 0..<20_000 { map[NodeID(i) << 12] = Int32(i) }
        #expect(map.pagedBlockCount <= 64 + 8 * 20_000 / 1_024 + 1)
        for i in 0..<20_000 { #expect(map[NodeID(i) << 12] == Int32(i)) }
        // Dense ids are paged: 20,000 ids fill 20 pages.
        var dense = NodeSlotMap()
        for i in 0..<20_000 { dense[NodeID(i) + 1] = Int32(i) }
        #expect(dense.pagedBlockCount == 20)
        for i in 0..<20_000 { dense[NodeID(i) + 1] = nil }
        #expect(dense.pagedBlockCount == 0 && dense.count == 0)
    }

    @Test func reservingKeepsTheContents() {
        var map = NodeSlotMap()
        for i in 0..<100 { map[NodeID(i) * 7] = Int32(i) }
        map.reserveCapacity(50_000)
        for i in 0..<100 { #expect(map[NodeID(i) * 7] == Int32(i)) }
        #expect(map[3] == nil)
        #expect(map.count == 100)
    }

    @Test func theSetBehavesAsASet() {
        var rng = TestSeed.generator(0x5E7_1D5)
        var set = NodeIDSet()
        var reference = Set<NodeID>()
        for _ in 0..<20_000 {
            let k = Bool.random(using: &rng) ? NodeID.random(in: 0...2_000, using: &rng)
                                              : [NodeID.max, 0, 1 << 63].randomElement(using: &rng)!
            if Bool.random(using: &rng) { set.insert(k); reference.insert(k) } else { set.remove(k); reference.remove(k) }
            #expect(set.contains(k) == reference.contains(k))
            #expect(set.count == reference.count)
        }
        #expect(NodeIDSet(reference).count == reference.count)
        for k in reference { #expect(set.contains(k)) }
    }
}
