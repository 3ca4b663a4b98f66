// Hit testing from the committed frame's items equals hit testing by walking the tree,
// on seeded random trees (stacks, overlapping layers, offsets, invisible and pass-through
// subtrees, clipping scroll views), after paint-only changes that keep the frame and after
// text edits that lay nodes out again (the frame's items are updated in place). Trees of
// hundreds of nodes span several chunks of items, so the chunks' hit bounds are checked:
// a chunk skipped wrongly would miss the walk's answer.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct HitTestCacheTests {
    @Test func theFrameScanFindsWhatTheTreeWalkFinds() throws {
        let seed = TestSeed.value(0x417)
        var rng = SplitMix64(seed: seed)
        for round in 0 ..< 8 {
            let h = SessionHarness()
            var ops: [ClientMessage] = [.create(id: 1, kind: .zstack, props: [])]
            var containers: [NodeID] = [1]
            var childCount: [NodeID: UInt32] = [1: 0]
            var leaves: [NodeID] = []
            var texts: [NodeID] = []
            var scrolls: Set<NodeID> = []
            var next: NodeID = 2
            for _ in 0 ..< (round < 6 ? 60 : 450) {
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
                case 4: kind = .text; props.append(.text("item \(id)")); texts.append(id)
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
            for step in 0 ..< 6 {
                if step > 0 && step % 2 == 0 && !texts.isEmpty {
                    // A text grows or shrinks: layout places nodes again, and the frame's
                    // items are replaced where they moved.
                    let id = texts[Int(rng.next() % UInt64(texts.count))]
                    h.send(txn(UInt64(step + 1), [.update(id: id, props: [.text(String(repeating: "w", count: Int(rng.next() % 30)))])]))
                    h.send(.ack(serial: h.session.clock.serial))
                } else if step > 0 {   // paint-only changes keep the frame; hit-testing flags are read live
                    let id = leaves[Int(rng.next() % UInt64(leaves.count))]
                    h.send(txn(UInt64(step + 1), [.update(id: id, props: [.hitTesting(step % 2 == 0),
                                                                          .fill(WireColor(r: 9, g: 9, b: 9))])]))
                    h.send(.ack(serial: h.session.clock.serial))
                }
                let store = h.tree.store
                let items = Array(try #require(store.frameCache, "seed \(seed): no current frame").items)
                for n in 0 ..< 300 {
                    // Half at random, half just inside an item's edges and corners: where a
                    // chunk's hit bounds that missed an item's move would turn a hit away.
                    var p = WirePoint(x: Double(rng.next() % 420) - 10, y: Double(rng.next() % 620) - 10)
                    if n % 2 == 1, !items.isEmpty {
                        let f = items[Int(rng.next() % UInt64(items.count))].frame
                        let inset = 0.25
                        p = WirePoint(x: rng.next() % 2 == 0 ? f.x : f.x + f.width - inset,
                                      y: rng.next() % 2 == 0 ? f.y : f.y + f.height - inset)
                    }
                    let scanned = try #require(store.hitFromFrameCache(p), "seed \(seed): no current frame")
                    #expect(scanned == store.hitByWalking(p), "seed \(seed), round \(round), step \(step), point \(p)")
                }
            }
        }
    }

    /// A row that grows pushes every row after it down, past where the last chunks'
    /// items were: the frame is updated in place (no rebuild), and the chunks' hit bounds
    /// must follow, or a tap on the moved last row finds nothing.
    @Test func boundsFollowItemsMovedByARelayout() throws {
        let h = SessionHarness()
        let rows = 600   // three chunks of items
        // Row 0 is a text in a frame of a fixed height; the others are texts.
        var ops: [ClientMessage] = [.create(id: 1, kind: .vstack, props: [.spacing(0)]),
                                    .create(id: 10_000, kind: .text, props: [.text("first")])]
        for r in 0 ..< rows {
            let id = NodeID(r + 2)
            if r == 0 {
                ops += [.create(id: id, kind: .frame, props: [.height(20)]), .insert(parent: id, child: 10_000, index: 0)]
            } else {
                ops.append(.create(id: id, kind: .text, props: [.text("row \(r)")]))
            }
            ops.append(.insert(parent: 1, child: id, index: UInt32(r)))
        }
        h.send(txn(1, ops + [.setRoot(id: 1)]))
        let firstFrame = try #require(h.tree.store.frameCache)
        let before = try #require(Array(firstFrame.items).last { $0.id == NodeID(rows + 1) })
        let relaidOut = h.tree.statistics.framesRelaidOut
        h.send(txn(2, [.update(id: 2, props: [.height(400)])]))
        h.send(.ack(serial: h.session.clock.serial))
        #expect(h.tree.statistics.framesRelaidOut == relaidOut + 1, "the frame was updated in place")
        let store = h.tree.store
        let items = Array(try #require(store.frameCache).items)
        let last = try #require(items.last { $0.id == NodeID(rows + 1) })
        #expect(last.frame.y > before.frame.y + before.frame.height, "the last row moved below where it was")
        for p in [WirePoint(x: last.frame.x + 1, y: last.frame.y + last.frame.height - 0.5),
                  WirePoint(x: last.frame.x, y: last.frame.y)] {
            let scanned = try #require(store.hitFromFrameCache(p))
            #expect(scanned >= 0 && scanned == store.hitByWalking(p), "point \(p), frame \(last.frame)")
        }
    }
}
