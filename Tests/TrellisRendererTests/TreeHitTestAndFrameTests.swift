// Hit-testing and the committed frame handed to backends.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

@Suite("RenderTree hit-testing and committed frames")
struct TreeHitTestAndFrameTests {
    @Test("a tap hits the nearest tappable ancestor of the content under the point")
    func nearestTappableAncestor() {
        let f = LayoutFixture()
        let label = f.text("tap me")
        let button = f.padding(label, 10)
        f.tree.update(button, props: [.tappable(true)])
        let other = f.text("no")
        let root = f.vstack(spacing: 0, [button, other])
        f.layout(root, 200, 200)
        let l = f.tree.frame(of: label)!
        #expect(f.tree.hitTest(WirePoint(x: l.x + 1, y: l.y + 1)) == button)
        let o = f.tree.frame(of: other)!
        #expect(f.tree.hitTest(WirePoint(x: o.x + 1, y: o.y + 1)) == nil)
        #expect(f.tree.hitTest(WirePoint(x: -5, y: -5)) == nil)
    }

    @Test("the empty area of a padding or stack is not hit (no content shape)")
    func emptyAreaNotHit() {
        let f = LayoutFixture()
        let label = f.text("x")
        let button = f.padding(label, 20)
        f.tree.update(button, props: [.tappable(true)])
        f.layout(button, 200, 200)
        let b = f.tree.frame(of: button)!
        #expect(f.tree.hitTest(WirePoint(x: b.x + 2, y: b.y + 2)) == nil)
    }

    @Test("later siblings and overlays are on top")
    func laterIsOnTop() {
        let f = LayoutFixture()
        let under = f.color(), over = f.color()
        f.tree.update(under, props: [.tappable(true)])
        f.tree.update(over, props: [.tappable(true)])
        let z = f.zstack([under, over])
        f.layout(z, 100, 100)
        #expect(f.tree.hitTest(WirePoint(x: 50, y: 50)) == over)
        let g = LayoutFixture()
        let base = g.color(), badge = g.color()
        g.tree.update(base, props: [.tappable(true)])
        let ov = g.node(.overlay, [], [base, g.frame(badge, [.width(10), .height(10)])])
        g.layout(ov, 100, 100)
        #expect(g.tree.hitTest(WirePoint(x: 50, y: 50)) == nil)  // the badge covers the centre
        #expect(g.tree.hitTest(WirePoint(x: 5, y: 5)) == base)
    }

    @Test("a background's secondary view is behind its primary view")
    func backgroundIsBehind() {
        let f = LayoutFixture()
        let label = f.text("hi"), fill = f.color()
        f.tree.update(fill, props: [.tappable(true)])
        let bg = f.node(.background, [], [label, fill])
        f.layout(bg, 100, 100)
        #expect(f.tree.hitTest(WirePoint(x: 50, y: 50)) == nil)  // the text is on top
        let order = f.tree.committedFrame(serial: 1).items.map(\.id)
        #expect(order == [bg, fill, label])
    }

    @Test("offsets move what is hit; transparent views are not hit")
    func offsetAndOpacity() {
        let f = LayoutFixture()
        let c = f.frame(f.color(), [.width(10), .height(10)])
        f.tree.update(c, props: [.tappable(true), .offset(WirePoint(x: 30, y: 0))])
        f.layout(c, 100, 100)
        #expect(f.tree.hitTest(WirePoint(x: 50, y: 50)) == nil)
        #expect(f.tree.hitTest(WirePoint(x: 80, y: 50)) == c)
        f.tree.update(c, props: [.opacity(0)])
        #expect(f.tree.hitTest(WirePoint(x: 80, y: 50)) == nil)
    }

    @Test("content scrolled out of a scroll view's frame is clipped from hit-testing")
    func scrollClipsHits() {
        let f = LayoutFixture()
        let rows = (0..<20).map { _ in f.frame(f.color(), [.width(50), .height(20)]) }
        for r in rows { f.tree.update(r, props: [.tappable(true)]) }
        let sc = f.node(.scroll, [], [f.vstack(spacing: 0, rows)])
        let root = f.frame(sc, [.height(100)])
        f.layout(root, 100, 300)
        let frame = f.tree.frame(of: sc)!
        #expect(f.tree.hitTest(WirePoint(x: 50, y: frame.y + 10)) == rows[0])
        #expect(f.tree.hitTest(WirePoint(x: 50, y: frame.y + 110)) == nil)
    }

    @Test("committed frame: paint order, depth, effective opacity, text lines, surface size")
    func committedFrameContents() {
        let f = LayoutFixture()
        let t = f.text("Hello world", [.opacity(0.5)])
        let e = f.effect(t, [.opacity(0.5)])
        let v = f.vstack([e, f.color()])
        f.layout(v, 60, 100)
        let frame = f.tree.committedFrame(serial: 7)
        #expect(frame.serial == 7)
        #expect(frame.size == WireSize(width: 60, height: 100))
        #expect(frame.items.map(\.depth) == [0, 1, 2, 1])
        let text = frame.items[2]
        #expect(text.id == t)
        #expect(text.opacity == 0.25)
        #expect(text.lines == ["Hello", "world"])
        #expect(text.frame == f.tree.frame(of: t))
        #expect(text.text == "Hello world")
        #expect(frame.items[3].fill == WireColor(r: 255, g: 0, b: 0))
    }
}
