// Greedy line breaking shared by backends whose font metrics are additive per grapheme
// (the headless and terminal backends). A backend with a shaping engine (Pango) wraps
// with that engine instead, following the same rules.

/// Breaks text into lines the way `TextMeasurer.measure` specifies: hard breaks at
/// `"\n"`, wrapping at spaces, words wider than the line broken between graphemes (at
/// least one grapheme per line), and truncation to a line limit with "…".
public struct LineBreaker {
    /// Advance width of one grapheme; the width of a string is the sum over its graphemes.
    public var advance: (Character) -> Double

    /// The advance of every printable ASCII character, when they all have the same one
    /// (a monospaced metric): then a one-line ASCII text is measured by counting bytes,
    /// without walking graphemes — the common case of a list's labels.
    public var asciiAdvance: Double?

    public init(asciiAdvance: Double? = nil, advance: @escaping (Character) -> Double) {
        self.asciiAdvance = asciiAdvance
        self.advance = advance
    }

    /// The ellipsis appended to a truncated last line.
    public static let ellipsis: Character = "…"

    /// Lines of `text` for `width` (nil = no wrapping) and `lineLimit` (nil = unlimited).
    /// - Returns: the lines, the widest line's width, and whether text was dropped.
    public func lines(_ text: String, width: Double?, lineLimit: Int?)
        -> (lines: [String], widest: Double, truncated: Bool) {
        if let a = asciiAdvance, let w = Self.printableASCIICount(text) {
            // Every byte is one grapheme of the same width and there is no hard break:
            // one line when it fits (the general path below agrees; tests check it).
            let total = Double(w) * a
            if width.map({ total <= $0 + Self.slack }) ?? true { return ([text], total, false) }
        }
        var out: [String] = []
        var widths: [Double] = []
        var paragraphs: [Int] = []  // the paragraph each line belongs to
        for (k, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let w = width {
                wrap(paragraph, width: w, into: &out, &widths)
            } else {
                out.append(String(paragraph))
                widths.append(measure(paragraph))
            }
            while paragraphs.count < out.count { paragraphs.append(k) }
        }
        var truncated = false
        if let limit = lineLimit, limit >= 1, out.count > limit {
            truncated = true
            // The last kept line shows as much of the rest of its paragraph as fits.
            let p = paragraphs[limit - 1]
            let last = out[(limit - 1)...].indices.filter { paragraphs[$0] == p }.map { out[$0] }
                .joined(separator: " ")
            let fitted = fitWithEllipsis(Substring(last), width: width ?? .infinity)
            out.removeSubrange((limit - 1)...)
            widths.removeSubrange((limit - 1)...)
            out.append(fitted.text)
            widths.append(fitted.width)
        }
        return (out, widths.max() ?? 0, truncated)
    }

    /// The length of `text` when it is printable ASCII only (0x20–0x7E), else nil.
    static func printableASCIICount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes where b < 0x20 || b > 0x7E { return nil }
            return bytes.count
        }
    }

    /// Width of a run of text.
    public func measure(_ s: Substring) -> Double {
        var w = 0.0
        for ch in s { w += advance(ch) }
        return w
    }

    /// Tolerance so that float noise (66.67 vs 66.666…) never moves a line break.
    static let slack = 1e-9

    func wrap(_ paragraph: Substring, width: Double, into out: inout [String], _ widths: inout [Double]) {
        let space = advance(" ")
        var line = ""
        var lineWidth = 0.0
        var open = false  // a line has been started (it may be empty: leading spaces)
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let ww = measure(word)
            if open && lineWidth + space + ww <= width + Self.slack {
                line += " "
                line += word
                lineWidth += space + ww
                continue
            }
            if open {
                out.append(line)
                widths.append(lineWidth)
            }
            // Start a new line with `word`, breaking it if it alone is too wide.
            var piece = ""
            var pieceWidth = 0.0
            for ch in word {
                let a = advance(ch)
                if !piece.isEmpty && pieceWidth + a > width + Self.slack {
                    out.append(piece)
                    widths.append(pieceWidth)
                    piece = ""
                    pieceWidth = 0
                }
                piece.append(ch)
                pieceWidth += a
            }
            line = piece
            lineWidth = pieceWidth
            open = true
        }
        out.append(line)
        widths.append(lineWidth)
    }

    /// The longest prefix of `s` (trailing spaces dropped) that fits `width` with "…"
    /// appended; just "…" when nothing fits.
    func fitWithEllipsis(_ s: Substring, width: Double) -> (text: String, width: Double) {
        let e = advance(Self.ellipsis)
        var kept = ""
        var keptWidth = 0.0
        for ch in s {
            let a = advance(ch)
            if keptWidth + a + e > width + Self.slack { break }
            kept.append(ch)
            keptWidth += a
        }
        while kept.last == " " {
            kept.removeLast()
            keptWidth -= advance(" ")
        }
        kept.append(Self.ellipsis)
        return (kept, keptWidth + e)
    }
}
