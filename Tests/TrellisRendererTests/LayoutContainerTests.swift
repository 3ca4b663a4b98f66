// GeometryReader, ScrollView, TextField, Image, shapes and the root.
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Layout: geometry, scroll, text field, image, root (S22, S23)")
struct LayoutContainerTests {
    @Test("S23 GeometryReader takes the whole proposal and places children top-leading")
    func geometryTakesProposal() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let g = f.node(.geometry, [], [t])
        f.layout(g, 300, 200)
        #expect(f.size(g) == Size(300, 200))
        #expect(f.rect(t, in: g) == Rect(0, 0, 20, 20))
    }

    @Test("S23 GeometryReader proposes its size to its content: a colour fills it")
    func geometryProposesItsSize() {
        let f = LayoutFixture()
        let c = f.color()
        let g = f.node(.geometry, [], [c])
        let h = f.hstack(spacing: 0, [f.text("abcd"), g])
        f.layout(h, 200, 50)
        #expect(f.size(g) == Size(160, 50))
        #expect(f.size(c) == Size(160, 50))
    }

    @Test("GeometryReader with an unspecified proposal is 10×10")
    func geometryIdeal() {
        let f = LayoutFixture()
        let g = f.node(.geometry)
        #expect(f.tree.sizeThatFits(g, proposal: .unspecified) == WireSize(width: 10, height: 10))
    }

    @Test("a colour proposed nothing is 10×10; proposed a size, it takes it")
    func shapeSizes() {
        let f = LayoutFixture()
        let c = f.color()
        #expect(f.tree.sizeThatFits(c, proposal: .unspecified) == WireSize(width: 10, height: 10))
        #expect(f.tree.sizeThatFits(c, proposal: ProposedSize(width: 33, height: nil)) == WireSize(width: 33, height: 10))
    }

    @Test("a vertical scroll view takes the proposal; its content gets its ideal height, at the top")
    func verticalScroll() {
        let f = LayoutFixture()
        let rows = (0..<30).map { _ in f.text("row") }
        let v = f.vstack(spacing: 0, rows)
        let sc = f.node(.scroll, [], [v])
        f.layout(sc, 200, 100)
        #expect(f.size(sc) == Size(200, 100))
        #expect(f.size(v) == Size(30, 600))
        #expect(f.rect(v, in: sc) == Rect(85, 0, 30, 600))
    }

    @Test("scroll content is clipped to the scroll view in the committed frame")
    func scrollClipsContent() {
        let f = LayoutFixture()
        let t = f.text("x")
        let sc = f.node(.scroll, [], [t])
        f.layout(sc, 200, 100)
        let item = f.tree.committedFrame(serial: 1).items.first { $0.id == t }!
        #expect(item.clip == f.tree.frame(of: sc))
    }

    @Test("a horizontal scroll view proposes unspecified width: the text stays on one line")
    func horizontalScroll() {
        let f = LayoutFixture()
        let t = f.text("a long line of text")
        let sc = f.node(.scroll, [.axis(.horizontal)], [t])
        f.layout(sc, 50, 100)
        #expect(f.size(t) == Size(190, 20))
        #expect(f.rect(t, in: sc) == Rect(0, 40, 190, 20))
    }

    @Test("a text field is one line tall and takes the proposed width")
    func textFieldFlexibleWidth() {
        let f = LayoutFixture()
        let tf = f.node(.textField, [.text(""), .placeholder("Name")])
        f.layout(tf, 300, 300)
        #expect(f.size(tf) == Size(300, 20))
        #expect(f.tree.sizeThatFits(tf, proposal: .unspecified) == WireSize(width: 40, height: 20))
    }

    @Test("a multi-line field without line bounds (TextEditor) fills what a VStack leaves it; one with bounds (a vertical TextField) is as tall as its lines")
    func textEditorFillsItsStack() {
        let f = LayoutFixture()
        let editor = f.node(.textField, [.text("a\nb"), .multiline(true)])
        let column = f.vstack(spacing: 0, [f.text("meta"), editor])
        f.layout(column, 200, 300)
        #expect(f.size(editor) == Size(200, 280), "the height left under the 20-point text")

        let g = LayoutFixture()
        let field = g.node(.textField, [.text("a\nb"), .multiline(true), .minLines(1)])
        let form = g.vstack(spacing: 0, [g.text("meta"), field])
        g.layout(form, 200, 300)
        #expect(g.size(field) == Size(200, 40), "two lines")
    }

    @Test("a symbol image is a glyph box that scales with the font size")
    func imageScales() {
        let f = LayoutFixture()
        let i = f.node(.image, [.systemName("star")])
        let j = f.node(.image, [.systemName("star"), .fontSize(30)])
        let h = f.hstack(spacing: 0, [i, j])
        f.layout(h, 300, 300)
        #expect(f.size(i) == Size(20, 20))
        #expect(f.size(j) == Size(30, 30))
    }

    @Test("the root is proposed the surface and centred in it")
    func rootCentred() {
        let f = LayoutFixture()
        let t = f.text("hi")
        f.layout(t, 100, 60)
        #expect(f.window(t) == Rect(40, 20, 20, 20))
    }

    @Test("a resized surface re-lays out the root with the new proposal")
    func resizeRelayouts() {
        let f = LayoutFixture()
        let c = f.color()
        f.layout(c, 100, 60)
        f.tree.layout(surface: WireSize(width: 50, height: 40))
        #expect(f.window(c) == Rect(0, 0, 50, 40))
    }
}
