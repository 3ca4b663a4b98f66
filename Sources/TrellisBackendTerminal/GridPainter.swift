// CommittedFrame in, CellGrid out: how each kind of node looks in a terminal. Pure.
import TrellisProtocol
import TrellisBackendRaster
import TrellisRenderer

/// What is drawn on top of a frame: the focus mark (a text field's caret and selection
/// come with the frame, `CommittedFrame.editing`).
public struct FocusState: Hashable, Sendable {
    /// The focused node, if any.
    public var node: NodeID?

    public init(node: NodeID? = nil) {
        self.node = node
    }
}

/// Paints a committed frame into a grid of cells (see `TerminalMetrics` for the mapping).
///
/// Fills are accumulated per half cell, then resolved: a cell whose halves agree is a
/// blank in that colour, otherwise `▀` with the upper colour as foreground. Text is
/// drawn over fills with its colour blended against the cell's background (terminals
/// have no alpha). The focused node is drawn in inverse video; a focused text field is
/// underlined with a caret after its text.
public struct GridPainter {
    public static let background = RGB.white
    /// Placeholder text colour (SwiftUI's tertiary label on white).
    public static let placeholderColor = WireColor(r: 142, g: 142, b: 147, a: 255)

    let columns: Int
    let rows: Int
    private var upper: [RGB]
    private var lower: [RGB]
    private var glyphs: [Glyph?]
    /// Whether any wide grapheme was drawn (only then must halves be checked in `resolve`).
    private var drewWide = false
    /// The focused field's caret, selection and scroll.
    var editing: FieldEditing?
    /// The surface's decoded bitmaps by key (`bitmap` items draw them as half-block colours).
    var bitmaps: [UInt64: RasterizedImage] = [:]

    private struct Glyph {
        var text: String          // "" = right half of a wide glyph
        var color: RGB
        var attributes: CellAttributes
    }

    public init(columns: Int, rows: Int, background: RGB = GridPainter.background) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let n = self.columns * self.rows
        upper = Array(repeating: background, count: n)
        lower = Array(repeating: background, count: n)
        glyphs = Array(repeating: nil, count: n)
    }

    /// Paints `frame` with `focus` into a `columns` × `rows` grid.
    public static func paint(_ frame: CommittedFrame, focus: FocusState = .init(),
                             columns: Int, rows: Int, bitmaps: [UInt64: RasterizedImage] = [:]) -> CellGrid {
        var p = GridPainter(columns: columns, rows: rows)
        p.editing = frame.editing
        p.bitmaps = bitmaps
        p.paintAll(frame.items[...], focus: focus)
        var grid = p.resolve()
        if let id = focus.node, let item = frame.items.last(where: { $0.id == id }) {
            markFocus(item, editing: frame.editing?.id == id ? frame.editing : nil, in: &grid)
        }
        return grid
    }

    /// Paints whole subtrees in order. A masked overlay (`mask`, `clipShape`) keeps the
    /// half cells of its primary view that its mask paints, and the primary's glyphs in
    /// cells the mask touches: a cell-resolution mask. Shadows and blurs are not drawn in
    /// a terminal.
    mutating func paintAll(_ items: FrameItems.SubSequence, focus: FocusState) {
        var i = items.startIndex
        while i < items.endIndex {
            let item = items[i]
            if item.kind == .overlay && item.isMask {
                let end = CommittedFrame.subtreeEnd(of: i, in: items)
                let first = i + 1
                let primaryEnd = first < end ? CommittedFrame.subtreeEnd(of: first, in: items[..<end]) : end
                paintMasked(items[first..<primaryEnd], mask: items[primaryEnd..<end], focus: focus)
                i = end
            } else {
                if item.opacity > 0 { paint(item, focus: focus) }
                i += 1
            }
        }
    }

    /// A colour no UI uses, marking half cells nothing was painted on.
    private static let unpainted = RGB(1, 2, 3)

    private mutating func paintMasked(_ primary: FrameItems.SubSequence,
                                      mask: FrameItems.SubSequence, focus: FocusState) {
        var content = GridPainter(columns: columns, rows: rows, background: Self.unpainted)
        content.paintAll(primary, focus: focus)
        var stencil = GridPainter(columns: columns, rows: rows, background: Self.unpainted)
        stencil.paintAll(mask, focus: focus)
        for k in 0..<upper.count {
            let maskUpper = stencil.upper[k] != Self.unpainted, maskLower = stencil.lower[k] != Self.unpainted
            if maskUpper, content.upper[k] != Self.unpainted { upper[k] = content.upper[k] }
            if maskLower, content.lower[k] != Self.unpainted { lower[k] = content.lower[k] }
            if maskUpper || maskLower || stencil.glyphs[k] != nil, let g = content.glyphs[k] {
                glyphs[k] = g
                drewWide = drewWide || content.drewWide
            }
        }
    }

    mutating func paint(_ item: CommittedFrame.Item, focus: FocusState) {
        switch item.kind {
        case .shape:
            let polygons = item.shape == .path ? PathGeometry.polygons(item.pathCommands) : []
            fill(item.frame, shape: item.shape, radius: item.cornerRadius, color: item.fill,
                 opacity: item.opacity, clip: item.clip, polygons: polygons, gradient: item.gradient)
            if let stroke = item.stroke {
                let outline = polygons.isEmpty
                    ? [PathGeometry.outline(item.shape, in: item.frame, radius: item.cornerRadius)] : polygons
                strokeOutline(outline, around: item.frame, width: item.lineWidth, color: stroke,
                              opacity: item.opacity, clip: item.clip)
            }
        case .text:
            let node = item.textStyle.resolvedNode(underline: item.underline, strikethrough: item.strikethrough)
            drawLines(item.lines, at: item.frame, color: item.foreground, opacity: item.opacity,
                      attributes: Self.attributes(of: node), clip: item.clip, alignment: item.lineAlignmentFraction,
                      runStyles: Self.runStyles(of: item))
        case .textField:
            let typed = item.text
            if typed.isEmpty {
                drawLines([item.placeholder], at: item.frame, color: Self.placeholderColor,
                          opacity: item.opacity, attributes: [], clip: item.clip)
            } else {
                // A field scrolled to keep its caret in view draws its text shifted (left, or
                // up for a multi-line field), clipped to the field; a multi-line field with
                // more lines than it shows is clipped too.
                var at = item.frame, clip = item.clip
                let e = editing.flatMap { $0.id == item.id ? $0 : nil }
                if let e { at.x -= e.scrollX; at.y -= e.scrollY }
                if item.isMultiline || (e?.scrollX ?? 0) > 0 || (e?.scrollY ?? 0) > 0 {
                    clip = clip.map { $0.intersection(item.frame) ?? WireRect(x: 0, y: 0, width: 0, height: 0) } ?? item.frame
                }
                drawLines(item.isMultiline ? item.lines : [typed], at: at, color: item.foreground, opacity: item.opacity,
                          attributes: [], clip: clip, alignment: item.lineAlignmentFraction)
            }
        case .image where item.property(.bitmap) != nil:
            // A bitmap: its colours averaged per half cell; its box in light gray while its
            // bytes are not defined or do not decode.
            if case .bitmap(let b)? = item.property(.bitmap), let image = bitmaps[b.key] {
                var template: WireColor?
                var slices: (BitmapAxisSlices, BitmapAxisSlices)?
                if case .bitmapDrawing(let d)? = item.property(.bitmapDrawing) {
                    if d.template { template = item.foreground }
                    let i = d.capInsets, tile = d.resizingMode == .tile
                    if b.resizable, b.width > 0, b.height > 0, i.top > 0 || i.leading > 0 || i.bottom > 0 || i.trailing > 0 || tile {
                        slices = (BitmapAxisSlices(natural: b.width, length: item.frame.width, lead: i.leading, trail: i.trailing, tile: tile),
                                  BitmapAxisSlices(natural: b.height, length: item.frame.height, lead: i.top, trail: i.bottom, tile: tile))
                    }
                }
                drawBitmap(image, in: item.frame, template: template, opacity: item.opacity, clip: item.clip, slices: slices)
            } else {
                fill(item.frame, shape: .rectangle, radius: 0, color: WireColor(r: 229, g: 229, b: 234, a: 255),
                     opacity: item.opacity, clip: item.clip)
            }
        case .image:
            let glyph = SymbolGlyphs.glyph(for: item.systemName)
            let w = Double(TerminalWidth.of(glyph)) * TerminalMetrics.cellWidth
            var at = item.frame
            at.x += max(0, (item.frame.width - w) / 2)
            at.y += max(0, (item.frame.height - TerminalMetrics.cellHeight) / 2)
            drawLines([glyph], at: at, color: item.foreground, opacity: item.opacity, attributes: [], clip: item.clip)
        default:
            break   // containers and modifiers draw nothing themselves
        }
    }

    // MARK: fills

    /// Fills the half cells of `rect` inside `shape`. A shape too small to cover any
    /// half-cell centre still paints the half cells its box snaps to (so thin dividers show).
    mutating func fill(_ rect: WireRect, shape: ShapeKind, radius: Double, color: WireColor,
                       opacity: Double, clip: WireRect?, polygons: [[WirePoint]] = [], gradient: GradientFill? = nil) {
        guard rect.width > 0, rect.height > 0, color.a > 0 || gradient != nil else { return }
        // A gradient is sampled at each half cell's centre.
        func colour(_ x: Double, _ y: Double) -> WireColor {
            gradient.map { $0.color(atX: x, y: y, in: rect) } ?? color
        }
        let c0 = TerminalMetrics.column(rect.x)
        let c1 = max(TerminalMetrics.column(rect.x + rect.width), c0 + 1)
        let h0 = Int((rect.y / TerminalMetrics.halfHeight).rounded())
        let h1 = max(Int(((rect.y + rect.height) / TerminalMetrics.halfHeight).rounded()), h0 + 1)
        let test = ShapeTest(rect: rect, shape: shape, radius: radius, polygons: polygons)
        var samples: [(Int, Int)] = []
        var anyInside = false
        for h in h0..<h1 {
            for c in c0..<c1 {
                let x = (Double(c) + 0.5) * TerminalMetrics.cellWidth
                let y = (Double(h) + 0.5) * TerminalMetrics.halfHeight
                if let cl = clip, !(x >= cl.x && x < cl.x + cl.width && y >= cl.y && y < cl.y + cl.height) { continue }
                samples.append((c, h))
                if test.contains(x: x, y: y) {
                    anyInside = true
                    paintHalf(column: c, half: h, color: colour(x, y), opacity: opacity)
                }
            }
        }
        if !anyInside {
            for (c, h) in samples { paintHalf(column: c, half: h, color: color, opacity: opacity) }
        }
    }

    /// A bitmap scaled into `rect` at half-cell resolution: each half cell (10 × 10 points)
    /// takes the average colour of the pixels it covers (weighted by their alpha; at most
    /// 8 × 8 samples), composited with their average alpha — the usual half-block rendering
    /// of images in terminals (each cell `▀`, its upper half the foreground colour). A
    /// template takes `template`'s colour with the image's alpha. With `slices` (a resizable
    /// bitmap's cap insets or tiling, per axis) each half cell samples the part of the bitmap
    /// the nine slices put under it; otherwise the whole image is stretched.
    mutating func drawBitmap(_ image: RasterizedImage, in rect: WireRect, template: WireColor?, opacity: Double, clip: WireRect?,
                             slices: (x: BitmapAxisSlices, y: BitmapAxisSlices)? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        let c0 = TerminalMetrics.column(rect.x)
        let c1 = max(TerminalMetrics.column(rect.x + rect.width), c0 + 1)
        let h0 = Int((rect.y / TerminalMetrics.halfHeight).rounded())
        let h1 = max(Int(((rect.y + rect.height) / TerminalMetrics.halfHeight).rounded()), h0 + 1)
        let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
        for h in h0..<h1 {
            for c in c0..<c1 {
                let x = (Double(c) + 0.5) * TerminalMetrics.cellWidth
                let y = (Double(h) + 0.5) * TerminalMetrics.halfHeight
                if let cl = clip, !(x >= cl.x && x < cl.x + cl.width && y >= cl.y && y < cl.y + cl.height) { continue }
                // The pixels under this half cell, clamped to the image.
                let xa = Double(c) * TerminalMetrics.cellWidth - rect.x, xb = Double(c + 1) * TerminalMetrics.cellWidth - rect.x
                let ya = Double(h) * TerminalMetrics.halfHeight - rect.y, yb = Double(h + 1) * TerminalMetrics.halfHeight - rect.y
                var u = xa * sx ..< xb * sx, v = ya * sy ..< yb * sy
                if let (slx, sly) = slices {
                    // Frame points → bitmap points (nine slices) → image pixels.
                    let px = Double(image.width) / slx.natural, py = Double(image.height) / sly.natural
                    let su = slx.source(max(0, xa), min(rect.width, xb)), sv = sly.source(max(0, ya), min(rect.height, yb))
                    u = su.lowerBound * px ..< su.upperBound * px
                    v = sv.lowerBound * py ..< sv.upperBound * py
                }
                guard let colour = Self.average(image, u: u, v: v) else { continue }
                let painted = template.map { WireColor(r: $0.r, g: $0.g, b: $0.b, a: UInt8(Int($0.a) * Int(colour.a) / 255)) } ?? colour
                paintHalf(column: c, half: h, color: painted, opacity: opacity)
            }
        }
    }

    /// The alpha-weighted average of `image`'s pixels in the ranges (pixel coordinates,
    /// clamped to the image; at least one pixel each way, at most 8 samples each way).
    static func average(_ image: RasterizedImage, u: Range<Double>, v: Range<Double>) -> WireColor? {
        func samples(_ r: Range<Double>, _ size: Int) -> [Int] {
            let lo = max(0, min(Double(size) - 1, r.lowerBound.rounded(.down)))
            let hi = max(lo + 1, min(Double(size), r.upperBound.rounded(.up)))
            let n = min(8, Int(hi - lo))
            return (0..<n).map { Int(lo + (Double($0) + 0.5) * (hi - lo) / Double(n)) }
        }
        guard u.upperBound > 0, v.upperBound > 0, u.lowerBound < Double(image.width), v.lowerBound < Double(image.height) else { return nil }
        var r = 0, g = 0, b = 0, a = 0, n = 0
        for y in samples(v, image.height) {
            for x in samples(u, image.width) {
                let i = (y * image.width + x) * 4, pa = Int(image.rgba[i + 3])
                r += Int(image.rgba[i]) * pa; g += Int(image.rgba[i + 1]) * pa; b += Int(image.rgba[i + 2]) * pa
                a += pa; n += 1
            }
        }
        guard n > 0, a > 0 else { return nil }
        return WireColor(r: UInt8(r / a), g: UInt8(g / a), b: UInt8(b / a), a: UInt8(a / n))
    }

    /// An outline at half-cell resolution: every half cell whose centre lies within half
    /// the line width of the outline (at least half a cell, so the line never breaks).
    mutating func strokeOutline(_ outline: [[WirePoint]], around rect: WireRect, width: Double,
                                color: WireColor, opacity: Double, clip: WireRect?) {
        guard color.a > 0 else { return }
        let reach = max(width / 2, TerminalMetrics.halfHeight / 2)
        let c0 = TerminalMetrics.column(rect.x - reach)
        let c1 = max(TerminalMetrics.column(rect.x + rect.width + reach), c0 + 1)
        let h0 = Int(((rect.y - reach) / TerminalMetrics.halfHeight).rounded(.down))
        let h1 = Int(((rect.y + rect.height + reach) / TerminalMetrics.halfHeight).rounded(.up))
        for h in max(h0, 0)..<max(h1, h0 + 1) {
            for c in max(c0, 0)..<c1 {
                let x = (Double(c) + 0.5) * TerminalMetrics.cellWidth
                let y = (Double(h) + 0.5) * TerminalMetrics.halfHeight
                if let cl = clip, !(x >= cl.x && x < cl.x + cl.width && y >= cl.y && y < cl.y + cl.height) { continue }
                if PathGeometry.distanceToOutline(outline, x: x, y: y) <= reach {
                    paintHalf(column: c, half: h, color: color, opacity: opacity)
                }
            }
        }
    }

    private mutating func paintHalf(column c: Int, half h: Int, color: WireColor, opacity: Double) {
        let row = h >> 1
        guard c >= 0, c < columns, h >= 0, row < rows else { return }
        let i = row * columns + c
        if h & 1 == 0 { upper[i] = upper[i].blending(color, opacity: opacity) }
        else { lower[i] = lower[i].blending(color, opacity: opacity) }
        // A fill above text covers it: the glyph takes the fill too (hidden when opaque).
        if let g = glyphs[i], !g.text.isEmpty {
            glyphs[i]!.color = g.color.blending(color, opacity: opacity)
        }
    }

    // MARK: text

    /// How one character of a text with runs is drawn in its cell.
    struct RunCell {
        var color: WireColor
        var attributes: CellAttributes
        /// The run's background, filling the cell; nil for what lies below.
        var background: WireColor?
    }

    /// For a text with runs: the colour and cell attributes of each character of each of
    /// its lines (bold from a weight of 600 up, italic, underline, strikethrough); nil
    /// without runs.
    static func runStyles(of item: CommittedFrame.Item) -> [[RunCell]]? {
        guard !item.textStyle.runs.isEmpty else { return nil }
        let (text, style) = item.textStyle.displayed(item.text)
        let node = style.resolvedNode(underline: item.underline, strikethrough: item.strikethrough)
        let cells = style.runs.map { style.resolve($0, underline: item.underline, strikethrough: item.strikethrough) }
            .map { RunCell(color: $0.foreground ?? item.foreground, attributes: attributes(of: $0), background: $0.background) }
        let plain = RunCell(color: item.foreground, attributes: attributes(of: node), background: nil)
        return TextRunMap.pieces(of: item.lines, text: text, runs: style.runs).map { pieces in
            pieces.flatMap { p in Array(repeating: p.run.map { cells[$0] } ?? plain, count: p.text.count) }
        }
    }

    /// The cell attributes of text set as `run`: bold from a weight of 600 up, italic,
    /// underline, strikethrough.
    static func attributes(of run: ResolvedTextRun) -> CellAttributes {
        var a: CellAttributes = run.style.fontWeight >= 600 ? .bold : []
        if run.style.isItalic { a.insert(.italic) }
        if run.underline != nil { a.insert(.underline) }
        if run.strikethrough != nil { a.insert(.strikethrough) }
        return a
    }

    mutating func drawLines(_ lines: [String], at frame: WireRect, color: WireColor, opacity: Double,
                            attributes: CellAttributes, clip: WireRect?, alignment: Double = 0,
                            runStyles: [[RunCell]]? = nil) {
        let startColumn = TerminalMetrics.column(frame.x)
        let startRow = TerminalMetrics.row(frame.y)
        var clipCols = 0..<columns, clipRows = 0..<rows
        if let cl = clip {
            clipCols = clamp(TerminalMetrics.column(cl.x)..<TerminalMetrics.column(cl.x + cl.width), columns)
            clipRows = clamp(TerminalMetrics.row(cl.y)..<TerminalMetrics.row(cl.y + cl.height), rows)
        }
        for (i, line) in lines.enumerated() {
            let row = startRow + i
            guard clipRows.contains(row) else { continue }
            var col = startColumn
            if alignment > 0 {
                // Centred or trailing: shift by the spare width, in whole cells.
                let cells = line.reduce(0) { $0 + TerminalWidth.of(String($1)) }
                let spare = frame.width - Double(cells) * TerminalMetrics.cellWidth
                if spare > 0 { col = TerminalMetrics.column(frame.x + spare * alignment) }
            }
            for (k, ch) in line.enumerated() {
                var (color, attributes, background) = (color, attributes, WireColor?.none)
                if let styles = runStyles?[i], k < styles.count {
                    (color, attributes, background) = (styles[k].color, styles[k].attributes, styles[k].background)
                }
                var text = String(ch)
                if ch.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) { text = " " }
                let w = TerminalWidth.of(text)
                defer { col += w }
                guard clipCols.contains(col), w == 1 || clipCols.contains(col + 1) else { continue }
                let i = row * columns + col
                if let background {
                    // A run's background fills its cells (both halves).
                    upper[i] = upper[i].blending(background, opacity: opacity)
                    lower[i] = lower[i].blending(background, opacity: opacity)
                    if w == 2, i + 1 < upper.count {
                        upper[i + 1] = upper[i + 1].blending(background, opacity: opacity)
                        lower[i + 1] = lower[i + 1].blending(background, opacity: opacity)
                    }
                }
                let back = upper[i] == lower[i] ? upper[i] : upper[i].averaged(with: lower[i])
                let fg = back.blending(color, opacity: opacity)
                glyphs[i] = Glyph(text: text, color: fg, attributes: attributes)
                if w == 2 {
                    glyphs[i + 1] = Glyph(text: "", color: fg, attributes: attributes)
                    drewWide = true
                }
            }
        }
    }

    private func clamp(_ r: Range<Int>, _ n: Int) -> Range<Int> {
        let lo = max(0, min(r.lowerBound, n)), hi = max(lo, min(r.upperBound, n))
        return lo..<hi
    }

    // MARK: resolve

    /// The cells: glyphs over fills; split fills as `▀`.
    func resolve() -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        for i in 0..<grid.cells.count {
            let top = upper[i], bottom = lower[i]
            if let g = glyphs[i] {
                if g.text.isEmpty, i > 0, glyphs[i - 1]?.text.isEmpty == false {
                    grid.cells[i] = Cell(text: "", foreground: g.color, background: top, attributes: g.attributes)
                    continue
                }
                if !g.text.isEmpty {
                    let back = top == bottom ? top : top.averaged(with: bottom)
                    grid.cells[i] = Cell(text: g.text, foreground: g.color, background: back, attributes: g.attributes)
                    continue
                }
            }
            grid.cells[i] = top == bottom ? .blank(top) : Cell(text: "▀", foreground: top, background: bottom)
        }
        guard drewWide else { return grid }
        // A wide glyph whose right half was overwritten is shown as a blank.
        for i in 0..<grid.cells.count where TerminalWidth.of(grid.cells[i].text) == 2 {
            if (i + 1) % columns == 0 || !grid.cells[i + 1].text.isEmpty { grid.cells[i].text = " " }
        }
        for i in 0..<grid.cells.count where grid.cells[i].text.isEmpty {
            if i % columns == 0 || TerminalWidth.of(grid.cells[i - 1].text) != 2 { grid.cells[i].text = " " }
        }
        return grid
    }

    /// Inverse video over the focused node's cells; a text field gets an underline, its
    /// selection in inverse video and its caret as an inverse cell instead.
    static func markFocus(_ item: CommittedFrame.Item, editing: FieldEditing?, in grid: inout CellGrid) {
        let f = item.frame
        let c0 = max(0, TerminalMetrics.column(f.x))
        let c1 = min(grid.columns, max(TerminalMetrics.column(f.x + f.width), c0 + 1))
        let r0 = max(0, TerminalMetrics.row(f.y))
        let r1 = min(grid.rows, max(TerminalMetrics.row(f.y + f.height), r0 + 1))
        guard c0 < c1, r0 < r1 else { return }
        guard item.kind == .textField else {
            for r in r0..<r1 { for c in c0..<c1 { grid[c, r].attributes.insert(.inverse) } }
            return
        }
        for c in c0..<c1 { grid[c, r0].attributes.insert(.underline) }
        guard let editing else { return }
        func cells(_ r: WireRect) -> (Range<Int>, Int) {
            let row = min(max(r0, Int((r.y + r.height / 2) / TerminalMetrics.cellHeight)), r1 - 1)
            let a = max(c0, TerminalMetrics.column(r.x)), b = min(c1, max(TerminalMetrics.column(r.x + r.width), a + 1))
            return (a..<max(a, b), row)
        }
        for h in editing.highlights {
            let (columns, row) = cells(h)
            for c in columns { grid[c, row].attributes.insert(.inverse) }
        }
        if let caret = editing.caret {
            let row = min(max(r0, Int((caret.y + caret.height / 2) / TerminalMetrics.cellHeight)), r1 - 1)
            let column = min(max(c0, Int(((caret.x + caret.width / 2) / TerminalMetrics.cellWidth).rounded(.down))), c1 - 1)
            grid[column, row].attributes.insert(.inverse)
            if grid[column, row].text.isEmpty { grid[column, row].text = " " }
        }
    }
}

/// Whether a point lies inside a shape drawn in `rect` (the shape rules of the raster
/// backend, sampled at cell centres).
struct ShapeTest {
    var rect: WireRect
    var shape: ShapeKind
    var radius: Double
    /// A `path` shape's outline, flattened (empty for the built-in shapes).
    var polygons: [[WirePoint]] = []

    func contains(x: Double, y: Double) -> Bool {
        let r = rect
        guard x >= r.x, y >= r.y, x < r.x + r.width, y < r.y + r.height else { return false }
        let cx = r.x + r.width / 2, cy = r.y + r.height / 2
        switch shape {
        case .path:
            return PathGeometry.contains(polygons, x: x, y: y)
        case .rectangle:
            return true
        case .circle:
            let rad = min(r.width, r.height) / 2
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= rad * rad
        case .ellipse:
            let dx = (x - cx) / (r.width / 2), dy = (y - cy) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case .capsule, .roundedRectangle:
            let rad = shape == .capsule ? min(r.width, r.height) / 2 : min(radius, r.width / 2, r.height / 2)
            let qx = max(r.x + rad - x, 0, x - (r.x + r.width - rad))
            let qy = max(r.y + rad - y, 0, y - (r.y + r.height - rad))
            return qx * qx + qy * qy <= rad * rad
        }
    }
}
