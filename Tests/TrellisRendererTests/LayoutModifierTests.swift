// ZStack, background/overlay, offset, opacity, effect nodes, layoutPriority.
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Layout: ZStack, background, overlay, effects (S22)")
struct LayoutModifierTests {
    @Test("ZStack alignment bottomTrailing pins smaller layers to that corner")
    func zstackBottomTrailing() {
        let f = LayoutFixture()
        let big = f.frame(nil, [.width(100), .height(50)])
        let t = f.text("hi")
        let z = f.zstack(alignment: .bottomTrailing, [big, t])
        f.layout(z, 300, 300)
        #expect(f.rect(t, in: z) == Rect(80, 30, 20, 20))
    }

    @Test("ZStack size is the union of its highest-priority layers only")
    func zstackPriorityUnion() {
        let f = LayoutFixture()
        let small = f.frame(nil, [.width(40), .height(30), .layoutPriority(1)])
        let large = f.frame(nil, [.width(100), .height(100)])
        let z = f.zstack([small, large])
        f.layout(z, 300, 300)
        #expect(f.size(z) == Size(40, 30))
        #expect(f.rect(large, in: z) == Rect(-30, -35, 100, 100))
    }

    @Test("a ZStack proposes its whole proposal to every layer: a colour fills it")
    func zstackColourFills() {
        let f = LayoutFixture()
        let c = f.color(), t = f.text("hi")
        let z = f.zstack([c, t])
        f.layout(z, 120, 80)
        #expect(f.size(z) == Size(120, 80))
        #expect(f.rect(t, in: z) == Rect(50, 30, 20, 20))
    }

    @Test("background is sized by its primary; the secondary colour is proposed that size")
    func backgroundSizedByPrimary() {
        let f = LayoutFixture()
        let t = f.text("hello"), c = f.color()
        let bg = f.node(.background, [], [t, c])
        f.layout(bg, 300, 300)
        #expect(f.size(bg) == Size(50, 20))
        #expect(f.rect(c, in: bg) == Rect(0, 0, 50, 20))
    }

    @Test("overlay aligns a smaller secondary by its alignment (topTrailing)")
    func overlayAlignment() {
        let f = LayoutFixture()
        let base = f.frame(nil, [.width(100), .height(60)])
        let badge = f.text("9")
        let ov = f.node(.overlay, [.alignment(.topTrailing)], [base, badge])
        f.layout(ov, 300, 300)
        #expect(f.size(ov) == Size(100, 60))
        #expect(f.rect(badge, in: ov) == Rect(90, 0, 10, 20))
    }

    @Test("a secondary larger than the primary overflows it, centred, without growing it")
    func secondaryOverflows() {
        let f = LayoutFixture()
        let base = f.frame(nil, [.width(20), .height(20)])
        let big = f.frame(nil, [.width(40), .height(40)])
        let ov = f.node(.overlay, [], [base, big])
        f.layout(ov, 300, 300)
        #expect(f.size(ov) == Size(20, 20))
        #expect(f.rect(big, in: ov) == Rect(-10, -10, 40, 40))
    }

    @Test("offset moves a node and its subtree but not its siblings or its parent's size")
    func offsetHasNoLayoutEffect() {
        let f = LayoutFixture()
        let a = f.text("a")
        let inner = f.text("b")
        let b = f.padding(inner, 0)
        let h = f.hstack(spacing: 0, [a, b])
        f.layout(h, 100, 100)
        let before = f.rect(a, in: h)
        f.tree.update(b, props: [.offset(WirePoint(x: 5, y: 7))])
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.rect(a, in: h) == before)
        #expect(f.size(h) == Size(20, 20))
        #expect(f.rect(b, in: h) == Rect(15, 7, 10, 20))
        #expect(f.rect(inner, in: h) == Rect(15, 7, 10, 20))
    }

    @Test("negative padding shrinks a view to zero but not below: the stack's next child starts where the padded one does")
    func negativePaddingClampsAtZero() {
        let f = LayoutFixture()
        // An 80-wide side bar pushed out by trailing padding -100 (a hidden side menu).
        let side = f.frame(nil, [.width(80), .height(40)])
        let padded = f.padding(side, trailing: -100)
        let main = f.frame(nil, [.width(50), .height(40)])
        let h = f.hstack(spacing: 0, [padded, main])
        f.layout(h, 300, 100)
        #expect(f.size(padded) == Size(0, 40))
        #expect(f.rect(main, in: h) == Rect(0, 0, 50, 40))
        #expect(f.rect(side, in: h) == Rect(0, 0, 80, 40), "the padded view keeps its own size and origin")
        // Less negative than the child: the difference, as before.
        let g = LayoutFixture()
        let t = g.frame(nil, [.width(80), .height(40)])
        let p = g.padding(t, leading: -30)
        g.layout(p, 300, 100)
        #expect(g.size(p) == Size(50, 40))
        #expect(g.rect(t, in: p) == Rect(-30, 0, 80, 40))
    }

    @Test("opacity changes nothing in layout")
    func opacityHasNoLayoutEffect() {
        let f = LayoutFixture()
        let a = f.text("a", [.opacity(0)]), b = f.text("b")
        let h = f.hstack(spacing: 0, [a, b])
        f.layout(h, 100, 100)
        #expect(f.rect(b, in: h) == Rect(10, 0, 10, 20))
    }

    @Test("an effect node is transparent for layout and carries layoutPriority for its stack")
    func effectCarriesPriority() {
        let f = LayoutFixture()
        let red = f.color()
        let green = f.effect(f.frame(f.color(), [.minWidth(40), .maxWidth(120)]), [.layoutPriority(1)])
        let h = f.hstack(spacing: 0, [red, green])
        f.layout(h, 200, 50)
        #expect(f.size(green).w == 120)
        #expect(f.size(red).w == 80)
    }

    @Test("an empty effect, padding-less frame or background without children is 0×0 or its fixed size")
    func emptyContainers() {
        let f = LayoutFixture()
        let e = f.node(.effect)
        let bg = f.node(.background)
        let h = f.hstack(spacing: 0, [e, bg])
        f.layout(h, 100, 100)
        #expect(f.size(e) == Size(0, 0))
        #expect(f.size(bg) == Size(0, 0))
    }
}
