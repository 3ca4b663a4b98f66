// Stacks: gaps, alignment, ordering by priority and flexibility, Spacer, overflow.
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Layout: stacks (S22)")
struct LayoutStackTests {
    @Test("VStack puts the default gap of 8 between children and centres them")
    func vstackDefaultGapCentred() {
        let f = LayoutFixture()
        let a = f.text("aaaa"), b = f.text("bb")
        let v = f.vstack([a, b])
        f.layout(v, 300, 300)
        #expect(f.size(v) == Size(40, 48))
        #expect(f.rect(a, in: v) == Rect(0, 0, 40, 20))
        #expect(f.rect(b, in: v) == Rect(10, 28, 20, 20))
    }

    @Test("VStack alignment leading and trailing place narrower children at the edges")
    func vstackAlignment() {
        for (alignment, x) in [(Alignment.leading, 0.0), (.trailing, 20.0), (.topLeading, 0.0), (.bottomTrailing, 20.0)] {
            let f = LayoutFixture()
            let a = f.text("aaaa"), b = f.text("bb")
            let v = f.vstack(alignment: alignment, [a, b])
            f.layout(v, 300, 300)
            #expect(f.rect(b, in: v).x == x, "alignment \(alignment)")
        }
    }

    @Test("HStack alignment top and bottom place shorter children at the edges")
    func hstackAlignment() {
        for (alignment, y) in [(Alignment.top, 0.0), (.bottom, 20.0), (.center, 10.0)] {
            let f = LayoutFixture()
            let tall = f.text("a\nb"), short = f.text("c")
            let h = f.hstack(alignment: alignment, [tall, short])
            f.layout(h, 300, 300)
            #expect(f.rect(short, in: h).y == y, "alignment \(alignment)")
        }
    }

    @Test("a stack proposed nothing along its axis gives each child its ideal size")
    func unspecifiedProposalGivesIdeals() {
        let f = LayoutFixture()
        let c = f.color(), t = f.text("Hello world")
        let h = f.hstack(spacing: 0, [c, t])
        #expect(f.tree.sizeThatFits(h, proposal: ProposedSize(width: nil, height: 50)) == WireSize(width: 120, height: 50))
    }

    @Test("children that do not fit overflow the proposal; the stack reports their sum")
    func overflowIsNotSqueezed() {
        let f = LayoutFixture()
        let kids = (0..<3).map { _ in f.frame(nil, [.width(100), .height(10)]) }
        let h = f.hstack(kids)
        f.layout(h, 200, 100)
        #expect(f.size(h) == Size(316, 10))
        #expect(f.rect(kids[2], in: h).x == 216)
        #expect(f.window(h).x == -58)  // centred in the 200-wide surface
    }

    @Test("Spacer in a VStack is 0 wide and takes the remaining height")
    func spacerInVStack() {
        let f = LayoutFixture()
        let a = f.text("a"), sp = f.spacer(), b = f.text("b")
        let v = f.vstack(spacing: 0, [a, sp, b])
        f.layout(v, 100, 200)
        #expect(f.rect(sp, in: v) == Rect(5, 20, 0, 160))
        #expect(f.rect(b, in: v).y == 180)
    }

    @Test("Spacer minLength is kept even when the texts need the room")
    func spacerMinLength() {
        let f = LayoutFixture()
        let a = f.text("aaa"), sp = f.spacer(minLength: 30), b = f.text("bbb")
        let h = f.hstack(spacing: 0, [a, sp, b])
        f.layout(h, 80, 100)
        #expect(f.size(sp).w == 30)
        // 80 - 30 leaves 50 for the texts: 25 each, so each wraps into 2-character lines.
        #expect(f.size(a) == Size(20, 40))
    }

    @Test("Spacer is sized last even when it comes first")
    func spacerSizedLast() {
        let f = LayoutFixture()
        let sp = f.spacer(), t = f.text("abc")
        let h = f.hstack(spacing: 0, [sp, t])
        f.layout(h, 100, 20)
        #expect(f.rect(sp, in: h) == Rect(0, 10, 70, 0))
        #expect(f.rect(t, in: h) == Rect(70, 0, 30, 20))
    }

    @Test("two spacers share the free space equally")
    func twoSpacersShare() {
        let f = LayoutFixture()
        let s1 = f.spacer(), t = f.text("ab"), s2 = f.spacer()
        let h = f.hstack(spacing: 0, [s1, t, s2])
        f.layout(h, 100, 20)
        #expect(f.size(s1).w == 40)
        #expect(f.size(s2).w == 40)
        #expect(f.rect(t, in: h).x == 40)
    }

    @Test("the least flexible child is sized first: a text keeps its width next to a colour")
    func leastFlexibleFirst() {
        let f = LayoutFixture()
        let c = f.color(), t = f.text("abcd")
        let h = f.hstack(spacing: 0, [c, t])
        f.layout(h, 100, 20)
        #expect(f.size(t).w == 40)
        #expect(f.size(c).w == 60)
    }

    @Test("lower-priority groups keep their minimum: priority 1 text cannot take the spacer's 8")
    func lowerPriorityMinimumsSetAside() {
        let f = LayoutFixture()
        let t = f.text("aaaaaaaaaa", [.layoutPriority(1)])
        let c = f.frame(f.color(), [.minWidth(20)])
        let h = f.hstack(spacing: 0, [t, c])
        f.layout(h, 100, 100)
        #expect(f.size(t).w == 80)  // 100 - 20 (the colour's minimum), wrapped to 8 characters
        #expect(f.size(c).w == 20)
    }

    @Test("equally flexible children are sized in their order (stable)")
    func stableOrderForEqualFlexibility() {
        let f = LayoutFixture()
        let kids = [f.color(), f.color(), f.color()]
        let h = f.hstack(spacing: 0, kids)
        f.layout(h, 100, 10)
        // 100/3, then (100 - 33.33)/2, then the rest: all 33.33.
        #expect(kids.allSatisfy { close(f.size($0).w, 100.0 / 3) })
        #expect(close(f.rect(kids[2], in: h).x, 200.0 / 3))
    }

    @Test("a proposal smaller than the gaps proposes 0, never a negative size")
    func negativeAvailableProposesZero() {
        let f = LayoutFixture()
        let kids = [f.color(), f.color(), f.color()]
        let h = f.hstack(spacing: 10, kids)
        f.layout(h, 5, 10)
        #expect(kids.allSatisfy { f.size($0).w == 0 })
        #expect(f.size(h).w == 20)
    }

    @Test("an empty stack is 0×0")
    func emptyStack() {
        let f = LayoutFixture()
        let v = f.vstack([])
        f.layout(v, 100, 100)
        #expect(f.size(v) == Size(0, 0))
    }

    @Test("LazyVStack and LazyHStack stack the rows they have like VStack and HStack, and take the cross size offered")
    func lazyStacksLikeStacks() {
        let f = LayoutFixture()
        let rows = [f.text("one"), f.text("two"), f.text("three")]
        let lazy = f.node(.lazyVStack, [.spacing(4)], rows)
        f.layout(lazy, 200, 400)
        // As wide as offered (a VStack of the same rows is 50 wide), rows centred in it.
        #expect(f.size(lazy) == Size(200, 68))
        #expect(f.rect(rows[2], in: lazy) == Rect(75, 48, 50, 20))
        let g = LayoutFixture()
        let cols = [g.text("a"), g.text("bb")]
        let lazyH = g.node(.lazyHStack, [], cols)
        g.layout(lazyH, 200, 400)
        #expect(g.size(lazyH).h == 400)
        #expect(g.rect(cols[1], in: lazyH) == Rect(18, 190, 20, 20))
        // Leading alignment lines the rows up at the offered width's leading edge.
        let l = LayoutFixture()
        let items = [l.text("a"), l.text("three")]
        let leading = l.node(.lazyVStack, [.spacing(4), .alignment(.topLeading)], items)
        let plain = l.vstack(alignment: .topLeading, [l.text("a"), l.text("three")])
        let both = l.vstack(spacing: 0, [leading, plain])
        l.layout(both, 300, 400)
        #expect(l.size(leading).w == 300 && l.rect(items[0], in: leading).x == 0)
        #expect(l.size(plain).w == 50, "a VStack still hugs its widest child")
    }

    @Test("a custom spacing replaces the default gap, also next to a Spacer")
    func customSpacingNextToSpacer() {
        let f = LayoutFixture()
        let a = f.text("a"), sp = f.spacer(), b = f.text("b")
        let h = f.hstack(spacing: 2, [a, sp, b])
        f.layout(h, 100, 20)
        #expect(f.rect(sp, in: h) == Rect(12, 10, 76, 0))
    }
}
