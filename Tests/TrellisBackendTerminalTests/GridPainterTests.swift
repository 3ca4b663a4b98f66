import Testing
import TrellisBackendRaster
import TrellisProtocol
import TrellisRenderer
import TrellisTestSupport
@testable import TrellisBackendTerminal

/// Builds committed items for painter tests.
func item(_ id: NodeID, _ kind: NodeKind, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
          opacity: Double = 1, props: [Property] = [], lines: [String] = []) -> CommittedFrame.Item {
    CommittedFrame.Item(id: id, kind: kind, frame: WireRect(x: x, y: y, width: w, height: h), depth: 0,
                        opacity: opacity, clip: nil, properties: props, lines: lines)
}

let red = WireColor(r: 255, g: 0, b: 0, a: 255)
let blue = WireColor(r: 0, g: 0, b: 255, a: 255)

@Suite struct GridPainterTests {
    func paint(_ items: [CommittedFrame.Item], focus: FocusState = .init(), columns: Int = 8, rows: Int = 3) -> CellGrid {
        GridPainter.paint(CommittedFrame(serial: 1, size: TerminalMetrics.surfaceSize(columns: columns, rows: rows),
                                         items: items), focus: focus, columns: columns, rows: rows)
    }

    @Test func aCellIsTenByTwentyPoints() {
        #expect(TerminalMetrics.surfaceSize(columns: 100, rows: 30) == WireSize(width: 1000, height: 600))
        #expect(TerminalMetrics.centre(column: 3, row: 2) == WirePoint(x: 35, y: 50))
    }

    @Test func textIsMeasuredInCellsLikeTheHeadlessDefaultFont() {
        let m = TerminalMetrics.measure(text: "hello world", proposedWidth: 60, lineLimit: nil)
        #expect(m.lines == ["hello", "world"])
        #expect(m.size == WireSize(width: 50, height: 40))
        #expect(TerminalMetrics.measure(text: "界a", proposedWidth: nil, lineLimit: nil).size.width == 30)
    }

    @Test func aPathFillsTheCellsInsideItOnly() {
        // A right triangle over the left-bottom half of an 80 x 60 box (8 x 3 cells).
        let g = paint([item(1, .shape, 0, 0, 80, 60, props: [.fill(red), .shape(.path),
                                                             .pathData([0, 0, 0, 1, 80, 60, 1, 0, 60, 4])])])
        #expect(g[0, 2].background == RGB(255, 0, 0), "bottom-left is inside")
        #expect(g[7, 0].background == .white, "top-right is outside")
    }

    @Test func aGradientIsSampledAtEachHalfCell() {
        let g = paint([item(1, .shape, 0, 0, 80, 20, props: [.fill(red), .gradient([0, 0, 0.5, 1, 0.5,
                                                                                     0, 1, 0, 0, 1, 1, 0, 0, 1, 1])])])
        #expect(g[0, 0].background.b < 40 && g[0, 0].background.r > 200, "red at the start: \(g[0, 0].background)")
        #expect(g[7, 0].background.b > 200 && g[7, 0].background.r < 40, "blue at the end: \(g[7, 0].background)")
    }

    @Test func aStrokeDrawsTheOutlineNotTheInside() {
        let g = paint([item(1, .shape, 0, 0, 80, 60, props: [.fill(WireColor(r: 0, g: 0, b: 0, a: 0)),
                                                             .stroke(blue), .lineWidth(2)])])
        #expect(g[0, 1].background == RGB(0, 0, 255), "left edge")
        #expect(g[7, 1].background == RGB(0, 0, 255), "right edge")
        #expect(g[3, 1].background == .white, "the middle stays empty")
    }

    @Test func aRectangleFillsTheCellsItCovers() {
        let g = paint([item(1, .shape, 10, 0, 30, 40, props: [.fill(red)])])
        #expect(g[0, 0].background == .white)
        for c in 1...3 { #expect(g[c, 0].background == RGB(255, 0, 0) && g[c, 1].background == RGB(255, 0, 0)) }
        #expect(g[4, 0].background == .white)
        #expect(g[1, 2].background == .white)
    }

    @Test func aHalfCellFillIsDrawnWithTheUpperHalfBlock() {
        let g = paint([item(1, .shape, 0, 0, 10, 10, props: [.fill(red)])])
        #expect(g[0, 0] == Cell(text: "▀", foreground: RGB(255, 0, 0), background: .white))
    }

    @Test func opacityIsBlendedAgainstWhatIsBelow() {
        let g = paint([item(1, .shape, 0, 0, 80, 60, opacity: 0.5, props: [.fill(WireColor(r: 0, g: 0, b: 0, a: 255))])])
        #expect(g[2, 1].background == RGB(128, 128, 128))
    }

    @Test func aCircleLeavesItsCornersEmpty() {
        // 80×80 points = 8 columns × 4 rows of cells: corner half cells are outside the circle.
        let g = paint([item(1, .shape, 0, 0, 80, 80, props: [.fill(blue), .shape(.circle)])], columns: 8, rows: 4)
        #expect(g[0, 0].background == .white && g[0, 0].text == " ")
        #expect(g[4, 2].background == RGB(0, 0, 255))
    }

    @Test func textIsDrawnAtItsFrameOverTheFillBelowIt() {
        let g = paint([
            item(1, .shape, 0, 0, 80, 20, props: [.fill(blue)]),
            item(2, .text, 10, 0, 20, 20, props: [.text("hi"), .fontWeight(700)], lines: ["hi"]),
        ])
        #expect(g.line(0) == " hi     ")
        #expect(g[1, 0].background == RGB(0, 0, 255))
        #expect(g[1, 0].foreground == .black)
        #expect(g[1, 0].attributes.contains(.bold))
    }

    @Test("a text's runs colour and style their own cells, across a wrapped line")
    func textRunsStyleTheirCells() {
        let none = WireColor(r: 0, g: 0, b: 0, a: 0), line = WireTextLine(color: none, pattern: .solid)
        let bold = WireTextRun(length: 3, fontSize: 0, fontWeight: 700, fontName: "", italic: false,
                               hasForeground: true, foreground: red, hasUnderline: true, underline: line,
                               hasStrikethrough: false, strikethrough: line, baselineOffset: 0, symbol: "", link: false, tracking: 0, hasBackground: false, background: WireColor(r: 0, g: 0, b: 0, a: 0))
        var plain = bold
        plain.length = 3
        (plain.fontWeight, plain.hasForeground, plain.hasUnderline) = (0, false, false)
        var marked = bold
        (marked.hasBackground, marked.background) = (true, blue)
        // "ab cd ef" wrapped as "ab cd" / "ef": "ab " plain, "cd " bold red underlined, "ef" the node's.
        let g = paint([item(1, .text, 0, 0, 80, 40, props: [.text("ab cd ef"), .textRuns([plain, bold])],
                            lines: ["ab cd", "ef"])])
        #expect(g.line(0) == "ab cd   " && g.line(1) == "ef      ")
        #expect(!g[0, 0].attributes.contains(.bold) && g[0, 0].foreground == .black)
        #expect(g[3, 0].attributes.contains(.bold) && g[3, 0].attributes.contains(.underline) && g[4, 0].foreground == RGB(255, 0, 0))
        #expect(!g[0, 1].attributes.contains(.bold) && g[0, 1].foreground == .black, "after the last run: the node's style")
        let m = paint([item(1, .text, 0, 0, 80, 40, props: [.text("ab cd ef"), .textRuns([plain, marked])], lines: ["ab cd", "ef"])])
        #expect(m[3, 0].background == RGB(0, 0, 255) && m[0, 0].background != RGB(0, 0, 255), "a run's background fills its cells")
    }

    @Test func anOpaqueFillAboveTextHidesIt() {
        let g = paint([
            item(2, .text, 0, 0, 20, 20, props: [.text("hi")], lines: ["hi"]),
            item(1, .shape, 0, 0, 80, 20, props: [.fill(blue)]),
        ])
        #expect(g[0, 0].foreground == g[0, 0].background)
    }

    @Test func theFocusedNodeIsShownInInverseVideo() {
        let items = [item(5, .text, 0, 20, 30, 20, props: [.text("tap"), .tappable(true)], lines: ["tap"])]
        let g = paint(items, focus: FocusState(node: 5))
        for c in 0..<3 { #expect(g[c, 1].attributes.contains(.inverse)) }
        #expect(!g[3, 1].attributes.contains(.inverse))
        #expect(!paint(items)[0, 1].attributes.contains(.inverse))
    }

    @Test func aFocusedTextFieldIsUnderlinedAndAScrolledOneShowsItsEnd() {
        let field = item(3, .textField, 0, 0, 80, 20, props: [.text("abcdefghij"), .placeholder("Name")])
        var frame = CommittedFrame(serial: 1, size: WireSize(width: 200, height: 60), items: [field])
        frame.editing = FieldEditing(id: 3, selection: FieldSelection(caret: 10), caret: WireRect(x: 79, y: 0, width: 2, height: 20),
                                     highlights: [], scrollX: 30, bounds: WireRect(x: 0, y: 0, width: 84, height: 20))
        let g = GridPainter.paint(frame, focus: FocusState(node: 3), columns: 20, rows: 3)
        #expect(g.line(0).hasPrefix("defghij"), "scrolled by three cells: \(g.line(0))")
        #expect(g[0, 0].attributes.contains(.underline))
        #expect(g[7, 0].attributes.contains(.inverse), "the caret after the j")
        #expect(g[8, 0].text == " ", "clipped to the field")
        let empty = paint([item(3, .textField, 0, 0, 80, 20, props: [.placeholder("Name")])])
        #expect(empty.line(0).hasPrefix("Name"))
        #expect(empty[0, 0].foreground == RGB(142, 142, 147))
    }

    @Test func wideGraphemesTakeTwoCells() {
        let g = paint([item(1, .text, 0, 0, 30, 20, props: [.text("界a")], lines: ["界a"])])
        #expect(g[0, 0].text == "界" && g[1, 0].text == "" && g[2, 0].text == "a")
        #expect(g.text.hasPrefix("界a"))
    }

    @Test("CJK, Hangul and emoji take two cells when measured and drawn; Arabic and Hebrew one each")
    func wideScriptsMeasureAndDrawTwoCells() {
        let sample = "漢字한😀ab"
        let m = TerminalMetrics.measure(text: sample, proposedWidth: nil, lineLimit: nil)
        #expect(m.size.width == Double(2 + 2 + 2 + 2 + 1 + 1) * TerminalMetrics.cellWidth, "\(m.size)")
        let g = paint([item(1, .text, 0, 0, m.size.width, 20, props: [.text(sample)], lines: [sample])], columns: 12)
        #expect(g[0, 0].text == "漢" && g[1, 0].text == "" && g[2, 0].text == "字" && g[4, 0].text == "한")
        #expect(g[6, 0].text == "😀" && g[7, 0].text == "" && g[8, 0].text == "a" && g[9, 0].text == "b")
        #expect(TerminalMetrics.measure(text: "שלום مرحبا", proposedWidth: nil, lineLimit: nil).size.width
                == 10 * TerminalMetrics.cellWidth)
    }

    @Test func symbolImagesAreDrawnAsACharacter() {
        let g = paint([item(1, .image, 0, 0, 10, 20, props: [.systemName("checkmark")])])
        #expect(g[0, 0].text == "✓")
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol") == "□")
    }

    @Test func everySymbolGlyphTakesOneCell() {
        let g = paint([item(1, .image, 0, 0, 10, 20, props: [.systemName("person.crop.circle")])])
        #expect(g[0, 0].text == "☺")
        for name in SymbolCatalog.names {
            let glyph = SymbolGlyphs.glyph(for: name)
            #expect(TerminalWidth.of(glyph) == 1, "\(name) → \(glyph)")
        }
    }

    @Test func invisibleItemsAreNotDrawn() {
        let g = paint([item(1, .text, 0, 0, 20, 20, opacity: 0, props: [.text("hi")], lines: ["hi"])])
        #expect(g.line(0).trimmingCharacters(in: " ") == "")
    }
}

extension String {
    func trimmingCharacters(in c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s.removeFirst() }
        while s.last == c { s.removeLast() }
        return String(s)
    }
}

extension GridPainterTests {
    @Test func underlinedAndStruckTextGetTheirCellAttributesWrittenAsSGR4And9() {
        let line = WireTextLine(color: WireColor(r: 0, g: 0, b: 0, a: 0), pattern: .solid)
        let g = paint([
            item(1, .text, 0, 0, 20, 20, props: [.text("ab"), .underline(line), .strikethrough(line)], lines: ["ab"]),
        ])
        #expect(g[0, 0].attributes.contains(.underline) && g[0, 0].attributes.contains(.strikethrough))
        let out = AnsiRenderer(colorMode: .trueColor).render(from: nil, to: g)
        #expect(out.contains("\u{1B}[0;4;9;"))
    }
}

@Suite struct BitmapHalfBlockTests {
    /// A 2 × 2 image: red, green on top; blue, transparent below.
    static let quad = RasterizedImage(width: 2, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0])

    func paint(_ props: [Property], bitmaps: [UInt64: RasterizedImage]) -> CellGrid {
        let frame = CommittedFrame(serial: 1, size: TerminalMetrics.surfaceSize(columns: 8, rows: 3), items: [
            item(1, .image, 0, 0, 40, 40, props: [.bitmap(WireBitmap(key: 7, width: 2, height: 2, resizable: true))] + props),
        ])
        return GridPainter.paint(frame, columns: 8, rows: 3, bitmaps: bitmaps)
    }

    @Test("a bitmap is drawn as half-block colours scaled to its frame; transparent pixels show what is behind")
    func colours() {
        // 40 × 40 points = 4 columns × 4 half rows: each pixel covers 2 columns × 2 half rows.
        let g = paint([], bitmaps: [7: Self.quad])
        #expect(g[0, 0].background == RGB(255, 0, 0) && g[1, 0].background == RGB(255, 0, 0))
        #expect(g[2, 0].background == RGB(0, 255, 0))
        #expect(g[0, 1].background == RGB(0, 0, 255))
        #expect(g[2, 1].background == .white, "a transparent pixel leaves the background")
        #expect(g[4, 0].background == .white, "nothing outside the frame")
    }

    @Test("a cell over two image rows is ▀ with the upper colour in front; a template takes the foreground; no bytes: gray box")
    func halvesTemplateAndPlaceholder() {
        // 2 × 2 pixels into 20 × 20 points: each pixel is one column × one half row.
        let frame = CommittedFrame(serial: 1, size: TerminalMetrics.surfaceSize(columns: 8, rows: 3), items: [
            item(1, .image, 0, 0, 20, 20, props: [.bitmap(WireBitmap(key: 7, width: 2, height: 2, resizable: true))]),
        ])
        let g = GridPainter.paint(frame, columns: 8, rows: 3, bitmaps: [7: Self.quad])
        #expect(g[0, 0].text == "▀" && g[0, 0].foreground == RGB(255, 0, 0) && g[0, 0].background == RGB(0, 0, 255),
                "\(g[0, 0])")
        let orange = WireColor(r: 255, g: 149, b: 0, a: 255)
        let tinted = paint([.bitmapDrawing(WireBitmapDrawing(template: true, interpolation: .medium, antialiased: true, resizingMode: .stretch,
                                                              capInsets: WireInsets(top: 0, leading: 0, bottom: 0, trailing: 0))),
                            .foreground(orange)], bitmaps: [7: Self.quad])
        #expect(tinted[0, 0].background == RGB(255, 149, 0) && tinted[2, 0].background == RGB(255, 149, 0))
        #expect(tinted[2, 1].background == .white)
        #expect(paint([], bitmaps: [:])[0, 0].background == RGB(229, 229, 234), "undefined: the gray box")
    }

    @Test("an SVG image (decoded as the terminal backend decodes it: rasterized once) is drawn as half blocks")
    func vectorImage() throws {
        let svg = try #require(RasterizedImage.decoding(TestImages.barSVG))
        // 20 × 10 points natural, drawn into 80 × 40 points: 8 columns × 8 half rows.
        let frame = CommittedFrame(serial: 1, size: TerminalMetrics.surfaceSize(columns: 8, rows: 4), items: [
            item(1, .image, 0, 0, 80, 40, props: [.bitmap(WireBitmap(key: 7, width: 20, height: 10, resizable: true))]),
        ])
        let g = GridPainter.paint(frame, columns: 8, rows: 4, bitmaps: [7: svg])
        #expect(g[0, 0].background == RGB(0, 0, 255) && g[3, 1].background == RGB(0, 0, 255), "the left half is blue")
        #expect(g[4, 0].background == .white && g[7, 0].background == .white, "transparent beside the thin bar")
    }

    /// A 3 × 1 image: red, green, blue columns.
    static let strip = RasterizedImage(width: 3, height: 1, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255])

    /// The strip (natural 30 × 20 points) in a `width` × 20 frame with `drawing`; the
    /// colours of the first row's cells.
    func stripRow(width: Double, _ drawing: WireBitmapDrawing?) -> [RGB] {
        let frame = CommittedFrame(serial: 1, size: TerminalMetrics.surfaceSize(columns: 12, rows: 2), items: [
            item(1, .image, 0, 0, width, 20, props: [.bitmap(WireBitmap(key: 3, width: 30, height: 20, resizable: true))]
                 + (drawing.map { [.bitmapDrawing($0)] } ?? [])),
        ])
        let g = GridPainter.paint(frame, columns: 12, rows: 2, bitmaps: [3: Self.strip])
        return (0..<Int(width / 10)).map { g[$0, 0].background }
    }

    @Test("cap insets keep the caps at their natural size and stretch the middle; tile repeats it; caps past the bitmap count as 0")
    func capInsetsAndTiles() {
        let red = RGB(255, 0, 0), green = RGB(0, 255, 0), blue = RGB(0, 0, 255)
        func drawing(_ lead: Double, _ trail: Double, _ mode: ImageResizingMode = .stretch) -> WireBitmapDrawing {
            WireBitmapDrawing(template: false, interpolation: .medium, antialiased: true, resizingMode: mode,
                              capInsets: WireInsets(top: 0, leading: lead, bottom: 0, trailing: trail))
        }
        let whole = stripRow(width: 100, nil)   // stretched whole: a third each, averaged where a cell spans two pixels
        #expect(whole.prefix(3).allSatisfy { $0 == red } && whole[4] == green && whole.suffix(3).allSatisfy { $0 == blue }, "\(whole)")
        #expect(stripRow(width: 100, drawing(10, 10)) == [red] + Array(repeating: green, count: 8) + [blue], "caps of 10 points")
        #expect(stripRow(width: 60, drawing(0, 0, .tile)) == [red, green, blue, red, green, blue], "tiled")
        #expect(stripRow(width: 100, drawing(20, 20)) == whole, "caps adding up past the bitmap count as 0")
    }
}
