// A frame updated from the previous one after a layout that kept the structure equals the
// frame built afresh, item for item, on seeded random trees and edits (texts, sizes,
// spacing, alignment, colours, and structural edits in between), at changing surfaces.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct FrameRelayoutTests {
    static func expectSame(_ a: CommittedFrame, _ b: CommittedFrame, _ context: String) -> Bool {
        guard a.items.count == b.items.count else {
            Issue.record("\(context): \(a.items.count) items vs \(b.items.count)")
            return false
        }
        for (x, y) in zip(a.items, b.items) {
            let same = x.id == y.id && x.kind == y.kind && x.frame == y.frame && x.depth == y.depth
                && x.opacity == y.opacity && x.clip == y.clip && x.properties == y.properties
                && x.lines == y.lines && x.transform == y.transform
            if !same {
                Issue.record("\(context): item \(x.id) \(x.kind): updated \(x.frame) \(x.lines) vs fresh \(y.frame) \(y.lines)")
                return false
            }
        }
        return true
    }

    @Test func anUpdatedFrameEqualsAFreshOne() {
        let base = TestSeed.value(0xF4A3E)
        var updated = 0
        for round in 0..<40 {
            var surface = WireSize(width: 400, height: 300)
            var r = RandomTrees.laidOut(seed: base &+ UInt64(round), surface: surface)
            _ = r.tree.committedFrame(serial: 0)
            for step in 0..<15 {
                // Mostly edits that keep the structure (the path under test), some that do not.
                let texts = r.model.nodes.filter { $0.value.kind == .text }.map(\.key).sorted()
                let frames = r.model.nodes.filter { $0.value.kind == .frame }.map(\.key).sorted()
                for _ in 0..<(1 + r.int(3)) {
                    switch r.int(6) {
                    case 0 where !texts.isEmpty:
                        r.set(texts[r.int(texts.count)], .text(RandomTrees.words[r.int(RandomTrees.words.count)]))
                    case 1 where !frames.isEmpty:
                        r.set(frames[r.int(frames.count)], .width(Double(5 + r.int(120))))
                    case 2 where !frames.isEmpty:
                        r.set(frames[r.int(frames.count)], .height(Double(5 + r.int(60))))
                    default:
                        r.edit()
                    }
                }
                if r.chance(0.1) { surface = WireSize(width: Double(100 + r.int(500)), height: Double(100 + r.int(500))) }
                r.tree.layout(surface: surface)
                let before = r.tree.store.statistics.framesRelaidOut
                let frame = r.tree.committedFrame(serial: UInt64(step + 1))
                updated += r.tree.store.statistics.framesRelaidOut - before
                var fresh = r.tree.store
                fresh.frameCache = nil
                let expected = fresh.committedFrame(serial: UInt64(step + 1))
                if !Self.expectSame(frame, expected, "seed \(base), round \(round), step \(step)") { return }
            }
        }
        print("FrameRelayoutTests: the incremental path ran \(updated) times")
        #expect(updated > 100, "the incremental path ran \(updated) times")
    }
}
