// aspectRatio, position, zIndex, Grid and the lazy grids (LayoutModel.md: "Aspect ratio",
// "Position", "Grid", "Lazy grids"; rule S22).
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Layout: aspect ratio, position, z-order and grids (S22)")
struct LayoutGridTests {
    private func aspect(_ child: NodeID, _ f: LayoutFixture, ratio: Double?, fill: Bool = false) -> NodeID {
        var p: [Property] = fill ? [.contentMode(.fill)] : []
        if let r = ratio { p.append(.aspectRatio(r)) }
        return f.node(.aspectRatio, p, [child])
    }

    @Test("S22 aspectRatio(2, .fit) proposes the largest 2:1 size inside the proposal")
    func aspectFit() {
        let f = LayoutFixture()
        let c = f.color()
        let a = aspect(c, f, ratio: 2)
        f.layout(a, 300, 300)
        #expect(f.size(a) == Size(300, 150))
        #expect(f.size(c) == Size(300, 150))
        f.layout(a, 100, 300)
        #expect(f.size(c) == Size(100, 50))
    }

    @Test("S22 aspectRatio(2, .fill) proposes the smallest 2:1 size covering the proposal")
    func aspectFill() {
        let f = LayoutFixture()
        let c = f.color()
        let a = aspect(c, f, ratio: 2, fill: true)
        f.layout(a, 300, 300)
        #expect(f.size(c) == Size(600, 300))
    }

    @Test("S22 aspectRatio with one axis unspecified follows the other; with none, fits the child's ideal size")
    func aspectUnspecified() {
        let f = LayoutFixture()
        let c = f.color()
        let a = aspect(c, f, ratio: 2)
        #expect(f.tree.sizeThatFits(a, proposal: ProposedSize(width: 100, height: nil)) == WireSize(width: 100, height: 50))
        #expect(f.tree.sizeThatFits(a, proposal: ProposedSize(width: nil, height: 30)) == WireSize(width: 60, height: 30))
        #expect(f.tree.sizeThatFits(a, proposal: .unspecified) == WireSize(width: 10, height: 5))
    }

    @Test("S22 aspectRatio(nil) (scaledToFit) takes the ratio of the child's ideal size; a rigid child keeps its size")
    func aspectFromIdeal() {
        let f = LayoutFixture()
        let c = f.color()
        let flexible = f.frame(c, [.idealWidth(40), .idealHeight(20), .maxWidth(.infinity), .maxHeight(.infinity)])
        let a = aspect(flexible, f, ratio: nil)
        f.layout(a, 300, 300)
        #expect(f.size(a) == Size(300, 150))
        let t = f.text("abcd")
        let b = aspect(t, f, ratio: 3)
        f.layout(b, 300, 300)
        #expect(f.size(b) == Size(40, 20), "aspectRatio reports the size its child chooses")
    }

    @Test("S22 position(x:y:) takes the proposal and centres its child on the point")
    func position() {
        let f = LayoutFixture()
        let t = f.text("hi")
        let p = f.node(.position, [.position(WirePoint(x: 50, y: 30))], [t])
        f.layout(p, 200, 100)
        #expect(f.size(p) == Size(200, 100))
        #expect(f.rect(t, in: p) == Rect(40, 20, 20, 20))
        #expect(f.tree.sizeThatFits(p, proposal: .unspecified) == WireSize(width: 10, height: 10))
    }

    @Test("zIndex paints a sibling above later ones and is hit first; equal values keep child order")
    func zIndexOrder() {
        let f = LayoutFixture()
        let red = f.node(.shape, [.fill(WireColor(r: 255, g: 0, b: 0)), .tappable(true)])
        let green = f.node(.shape, [.fill(WireColor(r: 0, g: 255, b: 0)), .tappable(true)])
        let z = f.zstack([red, green])
        f.layout(z, 100, 100)
        let centre = WirePoint(x: 50, y: 50)
        #expect(f.tree.hitTest(centre) == green)
        #expect(paintOrder(f, [red, green], serial: 1) == [red, green])
        f.tree.update(red, props: [.zIndex(1)])
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.tree.hitTest(centre) == red)
        #expect(paintOrder(f, [red, green], serial: 2) == [green, red])
        #expect(f.tree.hitTest(centre) == red, "hit from the cached frame agrees")
        f.tree.update(green, props: [.zIndex(1)])
        f.tree.layout(surface: WireSize(width: 100, height: 100))
        #expect(f.tree.hitTest(centre) == green, "equal zIndex: the later child is on top")
        #expect(paintOrder(f, [red, green], serial: 3) == [red, green])
    }

    private func paintOrder(_ f: LayoutFixture, _ ids: [NodeID], serial: UInt64) -> [NodeID] {
        let items = f.tree.committedFrame(serial: serial).items
        return items.map(\.id).filter(ids.contains)
    }

    // MARK: Grid

    private func row(_ f: LayoutFixture, _ cells: [NodeID], _ props: [Property] = []) -> NodeID {
        f.node(.gridRow, props, cells)
    }

    @Test("S22 Grid: columns as wide as their widest cell, rows as tall as their tallest, 8 apart; cells centred")
    func gridColumnsAndRows() {
        let f = LayoutFixture()
        let a = f.text("a"), b = f.text("bbb"), c = f.text("cc"), d = f.text("d")
        let g = f.node(.grid, [], [row(f, [a, b]), row(f, [c, d])])
        f.layout(g, 400, 400)
        #expect(f.size(g) == Size(58, 48))
        #expect(f.rect(a, in: g) == Rect(5, 0, 10, 20))
        #expect(f.rect(b, in: g) == Rect(28, 0, 30, 20))
        #expect(f.rect(c, in: g) == Rect(0, 28, 20, 20))
        #expect(f.rect(d, in: g) == Rect(38, 28, 10, 20))
    }

    @Test("S22 Grid: spacing, verticalSpacing and gridColumnAlignment")
    func gridSpacingAndColumnAlignment() {
        let f = LayoutFixture()
        let a = f.text("a"), x = f.text("x"), c = f.text("ccc"), y = f.text("y")
        let trailing = f.effect(a, [.gridColumnAlignment(.trailing)])
        let g = f.node(.grid, [.spacing(2), .verticalSpacing(5), .alignment(.leading)],
                       [row(f, [trailing, x]), row(f, [c, y])])
        f.layout(g, 400, 400)
        #expect(f.size(g) == Size(42, 45))
        #expect(f.rect(a, in: g) == Rect(20, 0, 10, 20), "column 0 is trailing-aligned")
        #expect(f.rect(x, in: g) == Rect(32, 0, 10, 20), "column 1 takes the grid's leading alignment")
        #expect(f.rect(c, in: g) == Rect(0, 25, 30, 20))
    }

    @Test("S22 Grid: a cell spanning two columns that needs more widens the last; a plain child spans every column")
    func gridSpans() {
        let f = LayoutFixture()
        let wide = f.text("aaaa"), b = f.text("b"), c = f.text("c"), title = f.text("t")
        let spanning = f.effect(f.padding(wide, 0), [.gridCellColumns(2)])
        let g = f.node(.grid, [], [row(f, [spanning]), row(f, [b, c]), title])
        f.layout(g, 400, 400)
        #expect(f.size(g) == Size(40, 76))
        #expect(f.rect(wide, in: g) == Rect(0, 0, 40, 20))
        #expect(f.rect(c, in: g) == Rect(24, 28, 10, 20), "column 1 widened to 22, the cell centred in it")
        #expect(f.rect(title, in: g) == Rect(15, 56, 10, 20), "a plain child is one cell across the grid")
    }

    @Test("S22 Grid: gridCellUnsizedAxes — a colour neither sizes its row nor is sized by it; flexible columns share the width")
    func gridUnsizedCells() {
        let f = LayoutFixture()
        let t = f.text("ab")
        let colour = f.color()
        let unsized = f.effect(colour, [.gridCellUnsizedAxes(2)])
        let g = f.node(.grid, [], [row(f, [t, unsized])])
        f.layout(g, 400, 400)
        #expect(f.size(g) == Size(400, 20))
        #expect(f.rect(colour, in: g) == Rect(28, 0, 372, 20))
    }

    @Test("S22 Grid: gridCellAnchor places a cell's content by a unit point; a row's alignment overrides the grid's")
    func gridAnchorAndRowAlignment() {
        let f = LayoutFixture()
        let tall = f.frame(f.color(), [.width(30), .height(60)])
        let a = f.text("a"), b = f.text("b")
        let anchored = f.effect(b, [.gridCellAnchor(WirePoint(x: 1, y: 0))])
        let g = f.node(.grid, [], [row(f, [tall, a, f.frame(anchored, [.width(40)])], [.alignment(.bottom)])])
        f.layout(g, 400, 400)
        #expect(f.rect(a, in: g) == Rect(38, 40, 10, 20), "bottom-aligned by its row")
        #expect(f.rect(b, in: g) == Rect(56 + 15, 0, 10, 20),
                "the anchor set inside the frame is read through it: the cell goes to the top, not the row's bottom")
    }

    // MARK: lazy grids

    private func items(_ list: [WireGridItem]) -> Property { .gridItems(list) }
    private func flexible(spacing: Double = 8, alignment: Alignment = .center) -> WireGridItem {
        WireGridItem(size: .flexible, minimum: 10, maximum: .infinity, spacing: spacing, alignment: alignment)
    }

    @Test("S22 LazyVGrid: three flexible columns share the width; square cells flow row by row")
    func lazyVGridFlexible() {
        let f = LayoutFixture()
        let cells = (0..<5).map { _ in aspect(f.color(), f, ratio: 1) }
        let g = f.node(.lazyVGrid, [items([flexible(), flexible(), flexible()])], cells)
        f.layout(g, 316, 600)
        #expect(f.size(g) == Size(316, 208))
        #expect(f.rect(cells[0], in: g) == Rect(0, 0, 100, 100))
        #expect(f.rect(cells[2], in: g) == Rect(216, 0, 100, 100))
        #expect(f.rect(cells[3], in: g) == Rect(0, 108, 100, 100))
        #expect(f.rect(cells[4], in: g) == Rect(108, 108, 100, 100))
    }

    @Test("S22 LazyVGrid: an adaptive item holds as many columns of its minimum as fit; fixed items keep their width")
    func lazyVGridAdaptiveAndFixed() {
        let f = LayoutFixture()
        let cells = (0..<5).map { _ in f.text("x") }
        let adaptive = WireGridItem(size: .adaptive, minimum: 50, maximum: .infinity, spacing: 10, alignment: .leading)
        let g = f.node(.lazyVGrid, [items([adaptive]), .spacing(0)], cells)
        f.layout(g, 250, 600)
        // floor((250 + 10) / (50 + 10)) = 4 columns of (250 - 30) / 4 = 55.
        #expect(f.size(g) == Size(250, 40))
        #expect(f.rect(cells[1], in: g) == Rect(65, 0, 10, 20))
        #expect(f.rect(cells[4], in: g) == Rect(0, 20, 10, 20))

        let h = LayoutFixture()
        let kids = (0..<2).map { _ in h.color() }
        let fixed = WireGridItem(size: .fixed, minimum: 50, maximum: 50, spacing: 8, alignment: .center)
        let g2 = h.node(.lazyVGrid, [items([fixed, flexible()])], kids)
        h.layout(g2, 200, 600)
        #expect(h.rect(kids[0], in: g2) == Rect(0, 0, 50, 10))
        #expect(h.rect(kids[1], in: g2) == Rect(58, 0, 142, 10))
    }

    @Test("S22 LazyVGrid: an adaptive item's maximum bounds each column, not the item: 358 points of adaptive(150...240) are two columns of 171")
    func lazyVGridAdaptiveMaximumPerColumn() {
        let f = LayoutFixture()
        let cells = (0..<3).map { _ in f.color() }
        let adaptive = WireGridItem(size: .adaptive, minimum: 150, maximum: 240, spacing: 16, alignment: .top)
        let g = f.node(.lazyVGrid, [items([adaptive]), .spacing(0)], cells)
        f.layout(g, 358, 800)
        #expect(f.rect(cells[0], in: g).w == 171 && f.rect(cells[1], in: g).x == 187, "\(f.rect(cells[1], in: g))")
        #expect(f.rect(cells[2], in: g).x == 0 && f.rect(cells[2], in: g).y > 0)
        // Wider than its columns' maxima allow: more columns, each at most 240.
        let w = LayoutFixture()
        let more = (0..<4).map { _ in w.color() }
        let g2 = w.node(.lazyVGrid, [items([adaptive]), .spacing(0)], more)
        w.layout(g2, 1000, 800)
        #expect(w.rect(more[1], in: g2).w <= 240 && w.rect(more[1], in: g2).y == 0 && w.rect(more[3], in: g2).y == 0)
    }

    @Test("S22 LazyVGrid: an unbounded or huge width makes a bounded number of adaptive columns (a stack probing an adaptive grid in a form row crashed the daemon)")
    func lazyVGridAdaptiveUnbounded() {
        let adaptive = WireGridItem(size: .adaptive, minimum: 44, maximum: .infinity, spacing: 12, alignment: .center)
        // Far too wide for whole columns to be counted one by one: at most 1,000.
        let f = LayoutFixture()
        let cells = (0..<3).map { _ in f.color() }
        let g = f.node(.lazyVGrid, [items([adaptive])], cells)
        f.layout(g, 1e300, 600)
        #expect(f.rect(cells[1], in: g).x > 0)

        // The grid in a row beside a label, measured by its stack.
        let r = LayoutFixture()
        let icons = (0..<6).map { _ in r.color() }
        let grid = r.node(.lazyVGrid, [items([adaptive])], icons)
        let row = r.node(.hstack, [], [r.text("Icon"), r.padding(grid, 4)])
        r.layout(row, 300, 600)
        #expect(r.size(grid).w > 0 && r.size(grid).w <= 300)
    }

    @Test("S22 LazyVGrid: a flexible item's maximum is kept and the others share what it leaves")
    func lazyVGridClamped() {
        let f = LayoutFixture()
        let kids = (0..<2).map { _ in f.color() }
        let capped = WireGridItem(size: .flexible, minimum: 10, maximum: 40, spacing: 0, alignment: .center)
        let g = f.node(.lazyVGrid, [items([capped, flexible(spacing: 0)])], kids)
        f.layout(g, 200, 600)
        #expect(f.rect(kids[0], in: g) == Rect(0, 0, 40, 10))
        #expect(f.rect(kids[1], in: g) == Rect(40, 0, 160, 10))
    }

    @Test("S22 LazyHGrid: rows are the tracks; children flow top to bottom, then column by column")
    func lazyHGrid() {
        let f = LayoutFixture()
        let cells = ["a", "bb", "c"].map { f.text($0) }
        let row = WireGridItem(size: .fixed, minimum: 30, maximum: 30, spacing: 4, alignment: .leading)
        let g = f.node(.lazyHGrid, [items([row, row])], cells)
        f.layout(g, 400, 400)
        #expect(f.size(g) == Size(38, 64))
        #expect(f.rect(cells[0], in: g) == Rect(0, 5, 10, 20))
        #expect(f.rect(cells[1], in: g) == Rect(0, 39, 20, 20))
        #expect(f.rect(cells[2], in: g) == Rect(28, 5, 10, 20))
    }
}

@Suite("Layout: customLayout nodes (the client's Layout)")
struct CustomLayoutNodeTests {
    private func entry(_ w: Double?, _ h: Double?, _ size: (Double, Double)) -> WireLayoutSize {
        WireLayoutSize(unspecified: (w == nil ? 1 : 0) | (h == nil ? 2 : 0), proposalWidth: w ?? 0, proposalHeight: h ?? 0,
                       width: size.0, height: size.1)
    }

    @Test("S22 the size is the table's entry for the proposal, else the nearest with the same unspecified axes")
    func sizeTable() {
        let f = LayoutFixture()
        let n = f.node(.customLayout, [.layoutSizes([entry(nil, nil, (50, 20)), entry(100, 100, (100, 40)),
                                                     entry(300, 100, (300, 20))])])
        #expect(f.tree.sizeThatFits(n, proposal: .unspecified) == WireSize(width: 50, height: 20))
        #expect(f.tree.sizeThatFits(n, proposal: ProposedSize(width: 100, height: 100)) == WireSize(width: 100, height: 40))
        #expect(f.tree.sizeThatFits(n, proposal: ProposedSize(width: 250, height: 100)) == WireSize(width: 300, height: 20))
        #expect(f.tree.sizeThatFits(n, proposal: ProposedSize(width: 80, height: nil)) == WireSize(width: 50, height: 20),
                "no entry with a width only: the first entry")
        let empty = f.node(.customLayout)
        #expect(f.tree.sizeThatFits(empty, proposal: ProposedSize(width: 80, height: nil)) == WireSize(width: 80, height: 10))
    }

    @Test("S22 children are proposed and placed as the placements say, by their anchor")
    func placements() {
        let f = LayoutFixture()
        let a = f.text("ab"), b = f.color(), c = f.text("c")
        let n = f.node(.customLayout, [
            .layoutSizes([entry(200, 100, (200, 100))]),
            .placements([
                WirePlacement(x: 10, y: 5, anchorX: 0, anchorY: 0, unspecified: 3, proposalWidth: 0, proposalHeight: 0),
                WirePlacement(x: 100, y: 50, anchorX: 0.5, anchorY: 0.5, unspecified: 0, proposalWidth: 40, proposalHeight: 30),
            ]),
        ], [a, b, c])
        f.layout(n, 200, 100)
        #expect(f.rect(a, in: n) == Rect(10, 5, 20, 20))
        #expect(f.rect(b, in: n) == Rect(80, 35, 40, 30))
        #expect(f.rect(c, in: n) == Rect(0, 0, 10, 20), "no placement: its ideal size at the origin")
    }
}

@Suite("Layout: ViewThatFits")
struct ViewThatFitsLayoutTests {
    @Test("S22 shows the first child whose ideal width fits, else the last; only it is laid out and drawn")
    func choosesFirstFit() {
        let f = LayoutFixture()
        let long = f.text("a long label"), short = f.text("short"), tiny = f.text("s")
        let v = f.node(.viewThatFits, [.fixedAxes(1)], [long, short, tiny])
        let root = f.frame(v, [.width(80), .height(40)])
        f.layout(root, 200, 200)
        #expect(f.size(v) == Size(50, 20))
        #expect(f.tree.frame(of: short) != nil)
        #expect(f.tree.frame(of: long) == nil && f.tree.frame(of: tiny) == nil)
        #expect(!f.tree.laidOutNodes().contains(long))
        #expect(f.tree.committedFrame(serial: 1).items.map(\.id).filter { [long, short, tiny].contains($0) } == [short])
        // Narrower than every ideal width: the last child.
        f.tree.update(root, props: [.width(5)])
        f.tree.layout(surface: WireSize(width: 200, height: 200))
        #expect(f.tree.frame(of: tiny) != nil && f.tree.frame(of: short) == nil)
        #expect(f.tree.committedFrame(serial: 2).items.map(\.id).filter { [long, short, tiny].contains($0) } == [tiny])
    }
}

@Suite("Layout: explicit alignment guides")
struct AlignmentGuideLayoutTests {
    @Test("S22 a VStack(alignment: .leading) lines up a child's explicit leading guide with the others' leading edges")
    func vstackLeading() {
        let f = LayoutFixture()
        let a = f.text("aaaa"), b = f.text("bb")
        // b's leading guide is its trailing edge (1 × width): b ends where a starts.
        let guided = f.effect(b, [.alignmentGuides([0, 1, 0, 0])])
        let v = f.vstack(spacing: 0, alignment: .leading, [a, guided])
        f.layout(v, 400, 400)
        #expect(f.size(v) == Size(60, 40), "the stack is as wide as the children lined up")
        #expect(f.rect(a, in: v) == Rect(20, 0, 40, 20))
        #expect(f.rect(b, in: v) == Rect(0, 20, 20, 20))
    }

    @Test("S22 an HStack(alignment: .top) offsets a child by a constant top guide, read through padding")
    func hstackTopThroughPadding() {
        let f = LayoutFixture()
        let a = f.text("a"), b = f.text("b")
        let guided = f.padding(f.effect(b, [.alignmentGuides([3, 0, 0, -10])]), top: 5)
        let h = f.hstack(spacing: 0, alignment: .top, [a, guided])
        f.layout(h, 400, 400)
        // b's top guide lies at 5 - 10 = -5 in the padding: the padding's top goes 5 below a's.
        #expect(f.rect(a, in: h) == Rect(0, 0, 10, 20))
        #expect(f.rect(b, in: h) == Rect(10, 10, 10, 20))
        #expect(f.size(h) == Size(20, 30))
    }
}

@Suite("Layout: custom alignment guides")
struct CustomAlignmentGuideLayoutTests {
    @Test("S22 a custom guide set inside HStacks lines up across a VStack (the rows shift; the stack is as wide as they reach)")
    func customGuideThroughStacks() {
        let f = LayoutFixture()
        let label1 = f.text("ab"), value1 = f.text("x")
        let label2 = f.text("abcd"), value2 = f.text("y")
        // Custom guide 6: each value's leading edge.
        let row1 = f.hstack(spacing: 0, [label1, f.effect(value1, [.alignmentGuides([6, 0, 0, 0])])])
        let row2 = f.hstack(spacing: 0, [label2, f.effect(value2, [.alignmentGuides([6, 0, 0, 0])])])
        let v = f.node(.vstack, [.spacing(0), .customAlignment([6, 0, 0, 0])], [row1, row2])
        f.layout(v, 400, 400)
        #expect(f.rect(value1, in: v).x == f.rect(value2, in: v).x, "one column: \(f.rect(value1, in: v)) \(f.rect(value2, in: v))")
        #expect(f.rect(value2, in: v).x == 40)
        #expect(f.rect(label1, in: v).x == 20)
        #expect(f.size(v) == Size(50, 40))
    }

    @Test("S22 without explicit values a custom guide aligns children at its default plane")
    func customDefault() {
        let f = LayoutFixture()
        let a = f.text("aaaa"), b = f.text("bb")
        // Default: a quarter of the width.
        let v = f.node(.vstack, [.spacing(0), .customAlignment([6, 0.25, 0, 0])], [a, b])
        f.layout(v, 400, 400)
        #expect(f.rect(a, in: v).x + 10 == f.rect(b, in: v).x + 5)
    }

    @Test("customAlignment takes groups of four with a custom guide number (6...65535)")
    func validation() {
        func code(_ p: [Property]) -> ErrorCode? {
            errorEvent(SessionHarness().send(txn(1, .create(id: 1, kind: .vstack, props: p), .setRoot(id: 1))))?.code
        }
        #expect(code([.customAlignment([6, 0, 0, 0])]) == nil)
        #expect(code([.customAlignment([2, 0, 0, 0])]) == .invalidValue)
        #expect(code([.customAlignment([6, 0, 0])]) == .invalidValue)
        #expect(code([.alignmentGuides([7.5, 0, 0, 0])]) == .invalidValue)
    }
}
