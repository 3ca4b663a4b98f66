// The mapping between the daemon's points and terminal character cells.
import TrellisProtocol
import TrellisRenderer

/// How points map to cells: **one cell is 10 × 20 points**, the size of one grapheme
/// at the default font size (20) in the headless backend, so a layout measured by the
/// terminal backend matches a headless one for single-width text at the default size.
///
/// - Text: every grapheme is one cell (10 points) wide, two for wide graphemes (CJK,
///   emoji); a line is one cell (20 points) tall whatever the font size, because a
///   terminal cannot scale type. Weight ≥ 600 is drawn bold.
/// - Fills (shapes, backgrounds) are drawn at **half-cell** resolution: a cell's upper
///   and lower halves (10 × 10 points each) can differ, drawn with `▀`, so circles and
///   capsules keep their proportions.
/// - A point (x, y) lies in column `⌊x / 10⌋`, row `⌊y / 20⌋`; a click in a cell is a
///   tap at the cell's centre. The surface of a C × R terminal is 10C × 20R points.
public enum TerminalMetrics {
    public static let cellWidth: Double = 10
    public static let cellHeight: Double = 20
    /// Height of one fill sample (half a cell).
    public static let halfHeight: Double = 10

    /// The surface size in points of a terminal of `columns` × `rows` cells.
    public static func surfaceSize(columns: Int, rows: Int) -> WireSize {
        WireSize(width: Double(columns) * cellWidth, height: Double(rows) * cellHeight)
    }

    /// The point at the centre of a cell (where a click in it taps).
    public static func centre(column: Int, row: Int) -> WirePoint {
        WirePoint(x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.5) * cellHeight)
    }

    /// The cell column a horizontal edge at `x` points snaps to.
    static func column(_ x: Double) -> Int { Int((x / cellWidth).rounded()) }
    /// The cell row a vertical edge at `y` points snaps to.
    static func row(_ y: Double) -> Int { Int((y / cellHeight).rounded()) }

    /// Measures text in cells: the `LineBreaker` rules with per-grapheme advances of
    /// 10 or 20 points, one 20-point line per line.
    public static func measure(text: String, proposedWidth: Double?, proposedHeight: Double?,
                               lineLimit: Int?) -> TextMetrics {
        measure(text: text, proposedWidth: proposedWidth,
                lineLimit: LineBreaker.limit(lineLimit, fitting: proposedHeight, lineHeight: cellHeight))
    }

    /// `measure`'s size without its lines' strings.
    public static func size(text: String, proposedWidth: Double?, proposedHeight: Double?, lineLimit: Int?) -> WireSize {
        let limit = LineBreaker.limit(lineLimit, fitting: proposedHeight, lineHeight: cellHeight)
        let r = breaker.size(text, width: proposedWidth, lineLimit: limit)
        return WireSize(width: r.widest, height: Double(r.lineCount) * cellHeight)
    }

    /// Graphemes advance one or two cells.
    static var breaker: LineBreaker { LineBreaker(asciiAdvance: cellWidth) { Double(TerminalWidth.of($0)) * cellWidth } }

    public static func measure(text: String, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        let r = breaker.lines(text, width: proposedWidth, lineLimit: lineLimit)
        return TextMetrics(size: WireSize(width: r.widest, height: Double(r.lines.count) * cellHeight),
                           lines: r.lines, lineHeight: cellHeight, isTruncated: r.truncated)
    }
}
