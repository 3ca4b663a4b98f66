// Hit testing through drawing transforms: a rotated or scaled view is hit where it is
// drawn, by the tree walk and the committed frame alike.
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Hit testing: rotation, scale and projection")
struct TransformHitTests {
    private func hits(_ f: LayoutFixture, _ point: WirePoint, serial: UInt64) -> (walked: NodeID?, cached: NodeID?) {
        let walked = f.tree.hitTest(point)
        _ = f.tree.committedFrame(serial: serial)
        return (walked, f.tree.hitTest(point))
    }

    @Test("a bar rotated a quarter turn is hit above its centre, not at its old ends")
    func rotated() {
        let f = LayoutFixture()
        let bar = f.frame(f.color(), [.width(100), .height(10)])
        let turned = f.effect(bar, [.rotation(.pi / 2), .tappable(true)])
        let root = f.frame(turned, [.width(200), .height(200)])
        f.layout(root, 200, 200)
        // The bar's frame is (50, 95, 100, 10); drawn turned about its centre (100, 100).
        let above = hits(f, WirePoint(x: 100, y: 60), serial: 1)
        #expect(above.walked == turned && above.cached == turned)
        let oldEnd = hits(f, WirePoint(x: 60, y: 100), serial: 2)
        #expect(oldEnd.walked == nil && oldEnd.cached == nil)
    }

    @Test("a view scaled by 2 is hit over its drawn size; scaled to 0 it is not hit at all")
    func scaled() {
        let f = LayoutFixture()
        let square = f.frame(f.color(), [.width(20), .height(20)])
        let big = f.effect(square, [.scale(WirePoint(x: 2, y: 2)), .tappable(true)])
        let root = f.frame(big, [.width(100), .height(100)])
        f.layout(root, 100, 100)
        // Frame (40, 40, 20, 20), drawn as (30, 30, 40, 40).
        let corner = hits(f, WirePoint(x: 33, y: 33), serial: 1)
        #expect(corner.walked == big && corner.cached == big)
        f.tree.update(big, props: [.scale(WirePoint(x: 0, y: 0))])
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        let centre = hits(f, WirePoint(x: 50, y: 50), serial: 2)
        #expect(centre.walked == nil && centre.cached == nil)
    }
}

@Suite("Scroll views: clipping and input switched off")
struct ScrollSwitchTests {
    @Test("scrollClips(false): content beyond the scroll view is drawn unclipped and hit; scrollEnabled(false): the wheel passes to the enclosing view")
    func clipsAndEnabled() {
        let f = LayoutFixture()
        let tall = f.frame(f.node(.shape, [.tappable(true)]), [.width(100), .height(400)])
        let inner = f.node(.scroll, [.scrollClips(false)], [tall])
        let box = f.frame(inner, [.width(100), .height(100)])
        f.layout(box, 300, 300)
        let items = f.tree.committedFrame(serial: 1).items
        #expect(items.first { $0.kind == .shape }?.clip == nil, "unclipped")
        f.tree.update(inner, props: [.scrollClips(true)])
        f.tree.layout(surface: WireSize(width: 300, height: 300))
        #expect(f.tree.committedFrame(serial: 2).items.first { $0.kind == .shape }?.clip != nil)

        let centre = WirePoint(x: 150, y: 150)
        #expect(f.tree.scrollNodes(containing: centre) == [inner])
        f.tree.update(inner, props: [.scrollEnabled(false)])
        f.tree.layout(surface: WireSize(width: 300, height: 300))
        #expect(f.tree.scrollNodes(containing: centre).isEmpty)
    }
}
