// NodeTable (the client's id-indexed maps) against a Dictionary model: seeded random
// inserts, overwrites and removals in the order a client allocates ids (mostly rising,
// cleared in bulk), plus ids far beyond any page.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

extension TrellisUITests {
    @Suite struct NodeTables {
        @Test("a NodeTable agrees with a Dictionary after every seeded edit, and frees emptied pages")
        func matchesDictionary() {
            var rng = TestSeed.generator(0x7AB1E)
            var table = NodeTable<Int>()
            var model: [NodeID: Int] = [:]
            var next: NodeID = 1
            for step in 0..<20_000 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5:   // a new id, as allocateID hands them out
                    table[next] = step; model[next] = step; next += 1
                case 5, 6:    // overwrite or remove a recent id
                    let id = NodeID.random(in: (next > 64 ? next - 64 : 1)...next, using: &rng)
                    let v: Int? = Bool.random(using: &rng) ? step : nil
                    table[id] = v; model[id] = v
                case 7:       // clear a run of ids (a list cleared), by assignment or removeValue
                    let from = NodeID.random(in: 1...next, using: &rng)
                    let moving = Bool.random(using: &rng)
                    for id in from..<min(next, from + 3000) {
                        if moving { #expect(table.removeValue(id) == model.removeValue(forKey: id)) } else {
                            table[id] = nil; model[id] = nil
                        }
                    }
                case 8:       // an id no allocator produces
                    let id = NodeID.random(in: (1 << 40)...(1 << 63), using: &rng)
                    let v: Int? = Bool.random(using: &rng) ? step : nil
                    table[id] = v; model[id] = v
                    if Bool.random(using: &rng) { #expect(table.removeValue(id) == model.removeValue(forKey: id)) }
                default:
                    let id = NodeID.random(in: 0...(next + 2048), using: &rng)
                    #expect(table[id] == model[id])
                }
                #expect(table.count == model.count)
            }
            #expect(table.entries.map(\.0) == model.keys.sorted())
            #expect(table.entries.allSatisfy { model[$0.0] == $0.1 })
            for id in model.keys { table[id] = nil }
            #expect(table.count == 0)
            #expect(table.allocatedSlots == 0, "every page freed once empty")
        }
    }
}
