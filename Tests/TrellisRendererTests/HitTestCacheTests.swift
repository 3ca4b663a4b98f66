// Hit testing from the committed frame's items equals hit testing by walking the tree,
// on seeded random trees (stacks, overlapping layers, offsets, invisible and pass-through
// subtrees, clipping scroll views) and after paint-only changes that keep the frame.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct HitTestCacheTests {
    @Test func theFrameScanFindsWhatTheTreeWalkFinds() throws {
        let seed = TestSeed.value(0x417)
        var rng = SplitMix64(seed: seed)
        for round in 0 ..< 6 {
            let h = SessionHarness()
            var ops: [ClientMessage] = [.create(id: 1, kind: .zstack, props: [])]
            var containers: [NodeID] = [1]
            var childCount: [NodeID: UInt32] = [1: 0]
            var leaves: [NodeID] = []
            var scrolls: Set<NodeID> = []
            var next: NodeID = 2
            for _ in 0 ..< 60 {
                let open = containers.filter { !scrolls.contains($0) || childCount[$0, default: 0] == 0 }
                let parent = open[Int(rng.next() % UInt64(open.count))]   // a scroll view takes one child
                let id = next
                next += 1
                var props: [Property] = []
                if rng.next() % 4 == 0 { props.append(.offset(WirePoint(x: Double(rng.next() % 80) - 40,
                                                                      y: Double(rng.next() % 80) - 40))) }
                if rng.next() % 8 == 0 { props.append(.opacity(0)) }
                if rng.next() % 8 == 0 { props.append(.hitTesting(false)) }
                if rng.next() % 3 == 0 { props.append(.tappable(true)) }
                let kind: NodeKind
                switch rng.next() % 6 {
                case 0: kind = .vstack
                case 1: kind = .hstack
                case 2: kind = .zstack
                case 3: kind = .scroll
                case 4: kind = .text; props.append(.text("item \(id)"))
                default:
                    // A sized frame node around a shape that fills it.
                    kind = .shape
                    let frame = next
                    next += 1
                    ops.append(.create(id: frame, kind: .frame, props: [.width(Double(10 + rng.next() % 90)),
                                                                         .height(Double(10 + rng.next() % 90))]))
                }
                props = props.filter { $0.tag.isValid(for: kind) }
                ops.append(.create(id: id, kind: kind, props: props))
                if kind == .shape { ops.append(.insert(parent: id + 1, child: id, index: 0)) }
                let placed = kind == .shape ? id + 1 : id   // a shape hangs under its frame
                ops.append(.insert(parent: parent, child: placed, index: childCount[parent, default: 0]))
                childCount[parent, default: 0] += 1
                if kind == .text || kind == .shape { leaves.append(id) } else {
                    containers.append(id)
                    if kind == .scroll { scrolls.insert(id) }
                }
            }
            let events = h.send(txn(1, ops + [.setRoot(id: 1)]))
            #expect(!events.contains { if case .error = $0 { true } else { false } }, "seed \(seed): \(events)")
            for step in 0 ..< 4 {
                if step > 0 {   // paint-only changes keep the frame; hit-testing flags are read live
                    let id = leaves[Int(rng.next() % UInt64(leaves.count))]
                    h.send(txn(UInt64(step + 1), [.update(id: id, props: [.hitTesting(step % 2 == 0),
                                                                          .fill(WireColor(r: 9, g: 9, b: 9))])]))
                    h.send(.ack(serial: h.session.frameSerial))
                }
                let store = h.tree.store
                for _ in 0 ..< 300 {
                    let p = WirePoint(x: Double(rng.next() % 420) - 10, y: Double(rng.next() % 620) - 10)
                    let scanned = try #require(store.hitFromFrameCache(p), "seed \(seed): no current frame")
                    #expect(scanned == store.hitByWalking(p), "seed \(seed), round \(round), step \(step), point \(p)")
                }
            }
        }
    }
}
