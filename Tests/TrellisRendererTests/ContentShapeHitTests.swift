// contentShape: the area where a subtree is hit, drawn or not (trellis.idl, property 68).
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Hit testing: contentShape")
struct ContentShapeHitTests {
    /// Hit-tests `point` twice: walking the tree, then from the committed frame's items.
    private func hits(_ f: LayoutFixture, _ point: WirePoint, serial: UInt64) -> (walked: NodeID?, cached: NodeID?) {
        let walked = f.tree.hitTest(point)
        _ = f.tree.committedFrame(serial: serial)
        return (walked, f.tree.hitTest(point))
    }

    @Test("a rectangle content shape makes a stack's empty gaps hit; without it they are not")
    func rectangleFillsGaps() {
        let f = LayoutFixture()
        let row = f.hstack(spacing: 0, [f.text("a"), f.spacer(), f.text("b")])
        let shaped = f.effect(row, [.contentShape(.rectangle)])
        let tap = f.effect(shaped, [.tappable(true)])
        f.layout(tap, 200, 20)
        let gap = WirePoint(x: 100, y: 10)
        let r = hits(f, gap, serial: 1)
        #expect(r.walked == tap && r.cached == tap)

        let g = LayoutFixture()
        let plain = g.effect(g.hstack(spacing: 0, [g.text("a"), g.spacer(), g.text("b")]), [.tappable(true)])
        g.layout(plain, 200, 20)
        let p = hits(g, gap, serial: 1)
        #expect(p.walked == nil && p.cached == nil, "the spacer's area is empty")
    }

    @Test("a mask (clipped(), clipShape, mask) is never hit: a button clipped to its row is still tapped, walking the tree and from the frame")
    func maskIsNotHit() {
        let f = LayoutFixture()
        let button = f.effect(f.frame(f.color(), [.width(80), .height(20)]), [.tappable(true)])
        let clipped = f.node(.overlay, [.isMask(true)], [button, f.color(WireColor(r: 0, g: 0, b: 0))])
        f.layout(clipped, 80, 20)
        let r = hits(f, WirePoint(x: 40, y: 10), serial: 1)
        #expect(r.walked == button && r.cached == button)
    }

    @Test("a circle content shape: its corners are not hit, even where content is drawn; its inside is")
    func circleLeavesCornersOut() {
        let f = LayoutFixture()
        let square = f.frame(f.color(), [.width(100), .height(100)])
        let shaped = f.effect(square, [.contentShape(.circle), .tappable(true)])
        f.layout(shaped, 100, 100)
        let corner = hits(f, WirePoint(x: 5, y: 5), serial: 1)
        #expect(corner.walked == nil && corner.cached == nil)
        let inside = hits(f, WirePoint(x: 50, y: 90), serial: 2)
        #expect(inside.walked == shaped && inside.cached == shaped)
    }

    @Test("a capsule content shape follows its round ends")
    func capsule() {
        let f = LayoutFixture()
        let bar = f.frame(nil, [.width(200), .height(40)])
        let shaped = f.effect(bar, [.contentShape(.capsule), .tappable(true)])
        f.layout(shaped, 200, 40)
        #expect(hits(f, WirePoint(x: 2, y: 2), serial: 1).walked == nil)
        #expect(hits(f, WirePoint(x: 20, y: 20), serial: 2).cached == shaped)
        #expect(hits(f, WirePoint(x: 100, y: 1), serial: 3).walked == shaped)
    }

    @Test("a handler inside the content shape is found when only the shape is hit")
    func handlerInside() {
        let f = LayoutFixture()
        let row = f.hstack(spacing: 0, [f.text("a"), f.spacer(), f.text("b")])
        let tap = f.effect(row, [.tappable(true)])
        let shaped = f.effect(tap, [.contentShape(.rectangle)])
        f.layout(shaped, 200, 20)
        let r = hits(f, WirePoint(x: 100, y: 10), serial: 1)
        #expect(r.walked == tap && r.cached == tap)
    }
}
