// The reused frame (paint-only commits) equals a frame built afresh, through seeded
// random mixes of paint, layout and structure changes.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisRenderer

@Suite struct FrameCacheTests {
    @Test func paintOnlyCommitsReuseTheFrameAndMatchAFreshBuild() throws {
        let seed = TestSeed.value(7)
        var rng = SplitMix64(seed: seed)
        let h = SessionHarness()
        var ops: [ClientMessage] = [.create(id: 1, kind: .vstack, props: [])]
        for r in 0..<30 {
            let id = NodeID(10 + r)
            ops += [.create(id: id, kind: r % 2 == 0 ? .text : .shape, props: r % 2 == 0 ? [.text("row \(r)")] : []),
                    .insert(parent: 1, child: id, index: UInt32(r))]
        }
        h.send(txn(1, ops + [.setRoot(id: 1)]))
        for t in 2..<200 {
            let r = Int(rng.next() % 30), id = NodeID(10 + r)
            let op: ClientMessage
            switch rng.next() % 5 {
            case 0, 1: op = r % 2 == 0 ? .update(id: id, props: [.foreground(WireColor(r: UInt8(t % 256), g: 0, b: 0))])
                                       : .update(id: id, props: [.fill(WireColor(r: 0, g: UInt8(t % 256), b: 0))])
            case 2: op = .update(id: id, props: [.tappable(t % 2 == 0)])
            case 3: op = r % 2 == 0 ? .update(id: id, props: [.text("row \(r) v\(t)")]) : .update(id: id, props: [.opacity(0.5)])
            default: op = .move(parent: 1, child: id, index: UInt32(rng.next() % 30))
            }
            h.send(txn(UInt64(t), [op]))
            h.send(.ack(serial: h.session.clock.serial))
            let shown = try #require(h.session.lastFrame).snapshotText
            h.tree.store.frameCache = nil
            let fresh = h.tree.committedFrame(serial: h.session.clock.serial).snapshotText
            #expect(shown == fresh, "seed \(seed), commit \(t): \(op)")
        }
        // About half the commits change paint only (colours, tappable): those reuse the frame.
        #expect(h.tree.statistics.framesReused > 40, "\(h.tree.statistics)")
    }

    @Test func aReusedFrameLeavesThePreviousFrameAsItWasAndItsDamageIsTheChangedNode() throws {
        let h = SessionHarness()
        h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .text, props: [.text("a")]),
                   .create(id: 3, kind: .text, props: [.text("b")]), .insert(parent: 1, child: 2, index: 0),
                   .insert(parent: 1, child: 3, index: 1), .setRoot(id: 1)))
        let before = try #require(h.session.lastFrame)
        h.send(.ack(serial: 1))
        h.send(txn(2, .update(id: 3, props: [.foreground(WireColor(r: 255, g: 0, b: 0))])))
        let after = try #require(h.session.lastFrame)
        #expect(h.tree.statistics.framesReused == 1)
        #expect(before.items[2].properties.count == 1, "the previous frame must not change: \(before.items[2].properties)")
        let damage = Damage.between(before, after)
        guard case .rects(let rects) = damage else { Issue.record("damage \(damage)"); return }
        let b = try #require(h.tree.frame(of: 3))
        #expect(rects.allSatisfy { $0.y <= b.y && $0.y + $0.height >= b.y + b.height }, "\(rects)")
    }

    @Test func aCreateWithARepeatedTagKeepsOneEntryWithTheLastValue() throws {
        let h = SessionHarness()
        let red = WireColor(r: 255, g: 0, b: 0)
        h.send(txn(1, .create(id: 1, kind: .text, props: [.text("first"), .foreground(red), .text("last")]),
                   .setRoot(id: 1)))
        let item = try #require(h.session.lastFrame?.items.first)
        #expect(item.properties == [.text("last"), .foreground(red)])
        #expect(item.lines == ["last"])
    }

    /// Destroying a node without a parent (here a layer, then the root) changes the top
    /// level, not any node's children: the cached frame must not be reused or updated in
    /// place after it, or the destroyed content would still be drawn.
    @Test func destroyingALayerOrTheRootIsNotDrawnFromTheCachedFrame() {
        let f = LayoutFixture()
        let root = f.vstack([f.text("base")])
        let layer = f.text("sheet")
        f.tree.setLayers([layer])
        f.layout(root, 300, 200)
        _ = f.tree.committedFrame(serial: 1)
        f.tree.destroy(layer)
        f.tree.layout(surface: WireSize(width: 300, height: 200))
        let afterLayer = f.tree.committedFrame(serial: 2)
        #expect(!afterLayer.items.contains { $0.id == layer }, "the destroyed layer is still drawn")
        #expect(afterLayer.items.contains { $0.id == root })
        f.tree.destroy(root)
        f.tree.layout(surface: WireSize(width: 300, height: 200))
        #expect(f.tree.committedFrame(serial: 3).items.isEmpty, "the destroyed root is still drawn")
    }
}
