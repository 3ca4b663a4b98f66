// The prefix/suffix-trimmed lifecycle diff equals the whole-frame diff on seeded random
// frame sequences (insertions, removals, moves, replacements, recreated ids).
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct LifecycleTrackerTests {
    @Test func trimmedDiffEqualsTheWholeFrameDiff() {
        let seed = TestSeed.value(0x11FE)
        var rng = SplitMix64(seed: seed)
        var fast = LifecycleTracker()
        var whole = LifecycleTracker()
        var frame: [NodeID] = []
        var next: NodeID = 1
        for step in 0 ..< 600 {
            var recreated: Set<NodeID> = []
            for _ in 0 ..< 1 + rng.next() % 4 {
                switch rng.next() % 6 {
                case 0, 1:   // insert a run of new ids
                    let at = Int(rng.next() % UInt64(frame.count + 1))
                    let run = (0 ..< 1 + rng.next() % 5).map { _ -> NodeID in next += 1; return next }
                    frame.insert(contentsOf: run, at: at)
                case 2:   // remove a run
                    guard !frame.isEmpty else { continue }
                    let at = Int(rng.next() % UInt64(frame.count))
                    frame.removeSubrange(at ..< Swift.min(frame.count, at + 1 + Int(rng.next() % 4)))
                case 3:   // swap two ids (a move)
                    guard frame.count > 1 else { continue }
                    frame.swapAt(Int(rng.next() % UInt64(frame.count)), Int(rng.next() % UInt64(frame.count)))
                case 4:   // an id destroyed and created again in place
                    guard !frame.isEmpty else { continue }
                    recreated.insert(frame[Int(rng.next() % UInt64(frame.count))])
                default:  // an id destroyed that is gone
                    guard !frame.isEmpty else { continue }
                    let at = Int(rng.next() % UInt64(frame.count))
                    recreated.insert(frame.remove(at: at))
                }
            }
            let a = fast.advance(to: frame, recreated: NodeIDSet(recreated))
            let b = whole.advanceRebuilding(to: frame, recreated: NodeIDSet(recreated))
            #expect(a.disappeared == b.disappeared && a.appeared == b.appeared, "seed \(seed), step \(step)")
            let visibleDiffers = (1 ... next).contains { fast.isVisible($0) != whole.isVisible($0) }
            #expect(!visibleDiffers, "seed \(seed), step \(step)")
            #expect(fast.order == whole.order)
        }
    }
}
