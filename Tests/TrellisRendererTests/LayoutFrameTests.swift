// frame(width:height:) and frame(minWidth:idealWidth:maxWidth:…), padding, fixedSize.
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Layout: frames, padding, fixedSize (S22)")
struct LayoutFrameTests {
    @Test("a fixed width frame reports the width and the child's height, child centred")
    func fixedWidthOnly() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let fr = f.frame(t, [.width(100)])
        f.layout(fr, 300, 300)
        #expect(f.size(fr) == Size(100, 20))
        #expect(f.rect(t, in: fr) == Rect(40, 0, 20, 20))
    }

    @Test("a fixed frame proposes its size: a colour fills it")
    func fixedFrameProposesItsSize() {
        let f = LayoutFixture()
        let c = f.color()
        let fr = f.frame(c, [.width(30), .height(40)])
        f.layout(fr, 300, 300)
        #expect(f.size(c) == Size(30, 40))
    }

    @Test("a fixed frame smaller than its text lets the text wrap and aligns it topLeading")
    func fixedFrameAlignmentTopLeading() {
        let f = LayoutFixture()
        let t = f.text("ab cd")
        let fr = f.frame(t, [.width(30), .height(100), .alignment(.topLeading)])
        f.layout(fr, 300, 300)
        #expect(f.rect(t, in: fr) == Rect(0, 0, 20, 40))
    }

    @Test("a frame without a child is its fixed size")
    func childlessFrame() {
        let f = LayoutFixture()
        let fr = f.frame(nil, [.width(12), .height(34)])
        f.layout(fr, 300, 300)
        #expect(f.size(fr) == Size(12, 34))
    }

    @Test("maxWidth: .infinity takes the whole proposed width; the child stays its size, centred")
    func maxWidthInfinity() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let fr = f.frame(t, [.maxWidth(.infinity)])
        f.layout(fr, 300, 300)
        #expect(f.size(fr) == Size(300, 20))
        #expect(f.rect(t, in: fr) == Rect(140, 0, 20, 20))
    }

    @Test("maxHeight: .infinity with bottom alignment pins the child to the bottom")
    func maxHeightInfinityBottom() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let fr = f.frame(t, [.maxHeight(.infinity), .alignment(.bottom)])
        f.layout(fr, 300, 300)
        #expect(f.size(fr) == Size(20, 300))
        #expect(f.rect(t, in: fr) == Rect(0, 280, 20, 20))
    }

    @Test("only minWidth: a smaller child makes the frame the minimum")
    func onlyMinWidthSmallerChild() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let fr = f.frame(t, [.minWidth(50)])
        f.layout(fr, 300, 300)
        #expect(f.size(fr) == Size(50, 20))
    }

    @Test("only maxWidth: the child's width when smaller than the proposal but capped")
    func onlyMaxWidth() {
        let f = LayoutFixture()
        let t = f.text("hello")
        let fr = f.frame(t, [.maxWidth(30)])
        f.layout(fr, 300, 300)
        // proposes min(300, 30) = 30: the text wraps at 3 characters: "hel" "lo".
        #expect(f.size(fr) == Size(30, 40))
    }

    @Test("min and max both set: the proposal clamped, whatever the child")
    func minAndMaxClampProposal() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let fr = f.frame(t, [.minWidth(40), .maxWidth(120), .minHeight(10), .maxHeight(15)])
        f.layout(fr, 300, 300)
        #expect(f.size(fr) == Size(120, 15))
        let g = LayoutFixture()
        let t2 = g.text("hi")
        let fr2 = g.frame(t2, [.minWidth(40), .maxWidth(120)])
        g.layout(fr2, 10, 300)
        #expect(g.size(fr2).w == 40)
    }

    @Test("an ideal width is what an unspecified proposal gets (fixedSize)")
    func idealWidthWhenUnspecified() {
        let f = LayoutFixture()
        let c = f.color()
        let fr = f.frame(c, [.idealWidth(70), .maxWidth(.infinity)])
        let fixed = f.node(.fixedSize, [.fixedAxes(1)], [fr])
        f.layout(fixed, 300, 50)
        #expect(f.size(fr) == Size(70, 50))
        #expect(f.size(c) == Size(70, 50))
    }

    @Test("padding reports the child plus asymmetric insets and offsets the child")
    func asymmetricPadding() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let p = f.padding(t, top: 1, leading: 2, bottom: 3, trailing: 4)
        f.layout(p, 300, 300)
        #expect(f.size(p) == Size(26, 24))
        #expect(f.rect(t, in: p) == Rect(2, 1, 20, 20))
    }

    @Test("padding proposes the proposal minus the insets: the text wraps inside it")
    func paddingShrinksProposal() {
        let f = LayoutFixture()
        let t = f.text("ab cd")
        let p = f.padding(t, 10)
        f.layout(p, 50, 300)
        #expect(f.size(t) == Size(20, 40))
        #expect(f.size(p) == Size(40, 60))
    }

    @Test("padding never proposes below 0")
    func paddingNeverNegative() {
        let f = LayoutFixture()
        let c = f.color()
        let p = f.padding(c, 16)
        f.layout(p, 20, 20)
        #expect(f.size(c) == Size(0, 0))
        #expect(f.size(p) == Size(32, 32))
    }

    @Test("fixedSize() gives a text its ideal one-line width even in a narrow proposal")
    func fixedSizeText() {
        let f = LayoutFixture()
        let t = f.text("Hello world")
        let fx = f.node(.fixedSize, [], [t])
        f.layout(fx, 50, 300)
        #expect(f.size(t) == Size(110, 20))
        #expect(f.size(fx) == Size(110, 20))
    }

    @Test("fixedSize(horizontal: false, vertical: true) keeps wrapping but the full height")
    func fixedSizeVerticalOnly() {
        let f = LayoutFixture()
        let t = f.text("aa bb cc")
        let fx = f.node(.fixedSize, [.fixedAxes(2)], [t])
        f.layout(fx, 20, 20)
        #expect(f.size(t) == Size(20, 60))
    }

    @Test("fixedSize() of a colour is its ideal 10×10")
    func fixedSizeColour() {
        let f = LayoutFixture()
        let c = f.color()
        let fx = f.node(.fixedSize, [], [c])
        f.layout(fx, 300, 300)
        #expect(f.size(c) == Size(10, 10))
    }
}
