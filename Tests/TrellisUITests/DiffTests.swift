import Testing
import TrellisTestSupport
import TrellisProtocol
@testable import TrellisUI

/// Applies child-list ops the way the daemon does (move index counts after removal).
func applyChildOps(_ start: [NodeID], _ ops: [ClientMessage]) -> [NodeID] {
    var list = start
    for op in ops {
        switch op {
        case let .insert(_, c, i): list.insert(c, at: Int(i))
        case let .move(_, c, i): list.removeAll { $0 == c }; list.insert(c, at: Int(i))
        case let .remove(_, c): list.removeAll { $0 == c }
        case let .destroy(c): list.removeAll { $0 == c }
        default: break
        }
    }
    return list
}

/// Syncs `old` to `new` on `g` and checks that the ops reach `new` (destroyed ids leave
/// the list without an op of the sync) with the fewest moves.
@MainActor
private func checkSync(_ g: ViewGraph, _ old: [NodeID], _ new: [NodeID], _ what: String) {
    g.syncChildren(parent: 999, old: old, new: new)
    let start = old.filter { !g.teardown.destroyed.contains($0) }
    #expect(applyChildOps(start, g.writer.ops) == new, "\(what): \(g.writer.ops)")
    let survivors = old.filter { new.contains($0) }
    let positions = survivors.map { new.firstIndex(of: $0)! }
    let minimalMoves = survivors.count - ViewGraph.longestIncreasing(positions).count
    let moves = g.writer.ops.filter { if case .move = $0 { return true }; return false }.count
    #expect(moves == minimalMoves, "\(what)")
}

extension TrellisUITests {
    @MainActor @Suite struct ChildListDiff {
        @Test("S9 child-list diff: random reorders, inserts and removals reach the target with minimal moves")
        func randomized() {
            var rng = TestSeed.generator(0xD1FF)
            for _ in 0..<300 {
                let g = ViewGraph()
                let n = Int.random(in: 0...12, using: &rng)
                let old = (0..<n).map { NodeID($0 + 1) }
                var new = old.filter { _ in Bool.random(using: &rng) || Bool.random(using: &rng) }
                new.shuffle(using: &rng)
                for k in 0..<Int.random(in: 0...3, using: &rng) { new.insert(NodeID(100 + k), at: Int.random(in: 0...new.count, using: &rng)) }
                for o in old where !new.contains(o) && Bool.random(using: &rng) { g.teardown.destroyed.insert(o) }
                checkSync(g, old, new, "\(old) -> \(new)")
            }
        }

        @Test("S9 child-list diff of a long list edited in one place: only the changed middle gets ops")
        func longListLocalEdits() {
            var rng = TestSeed.generator(0xD1FF_2)
            for _ in 0..<300 {
                let g = ViewGraph()
                let n = Int.random(in: 1...400, using: &rng)
                let old = (0..<n).map { NodeID($0 + 1) }
                var new = old
                let i = Int.random(in: 0..<n, using: &rng), j = Int.random(in: 0..<n, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: new.swapAt(i, j)                                        // swap two rows
                case 1: new.remove(at: i)                                       // remove one
                case 2: new.insert(NodeID(10_000 + i), at: j)                   // insert one
                case 3: new.insert(new.remove(at: i), at: min(j, new.count - 1))  // move one
                default:                                                        // replace a run
                    let lo = min(i, j), hi = max(i, j)
                    new.replaceSubrange(lo ..< hi, with: (lo ..< hi).map { NodeID(20_000 + $0) })
                }
                for o in old where !new.contains(o) && Bool.random(using: &rng) { g.teardown.destroyed.insert(o) }
                checkSync(g, old, new, "\(old.count) rows, edit at \(i)/\(j)")
            }
        }

        @Test("longest increasing subsequence")
        func lis() {
            #expect(ViewGraph.longestIncreasing([3, 1, 2, 5, 4]).map { [3, 1, 2, 5, 4][$0] } == [1, 2, 4])
            #expect(ViewGraph.longestIncreasing([]).isEmpty)
        }
    }
}
