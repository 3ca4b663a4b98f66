// Greedy line breaking shared by backends whose font metrics are additive per grapheme
// (the headless and terminal backends). A backend with a shaping engine (Pango) wraps
// with that engine instead, following the same rules.

/// Breaks text into lines the way `TextMeasurer.measure` specifies: hard breaks at
/// `"\n"`, wrapping at spaces, words wider than the line broken between graphemes (at
/// least one grapheme per line), and truncation to a line limit with "…".
public struct LineBreaker {
    /// Advance width of one grapheme; the width of a string is the sum over its graphemes.
    public var advance: (Character) -> Double {
        get {
            switch rule {
            case .uniform(let w): return { _ in w }
            case .perGrapheme(let f): return f
            }
        }
        set { rule = .perGrapheme(newValue) }
    }

    /// How graphemes advance. Uniform metrics (the headless backend's) are a number, not a
    /// closure: a closure capturing the width is a heap allocation per measurement, and
    /// layout measures each text of a long list several times.
    private enum AdvanceRule {
        case uniform(Double)
        case perGrapheme((Character) -> Double)
    }
    private var rule: AdvanceRule

    /// The advance of every printable ASCII character, when they all have the same one
    /// (a monospaced metric): then a one-line ASCII text is measured by counting bytes,
    /// without walking graphemes — the common case of a list's labels.
    public var asciiAdvance: Double?

    public init(asciiAdvance: Double? = nil, advance: @escaping (Character) -> Double) {
        self.asciiAdvance = asciiAdvance
        self.rule = .perGrapheme(advance)
    }

    /// Every grapheme (ASCII or not, and the ellipsis) advances `width`.
    public init(uniformAdvance width: Double) {
        self.asciiAdvance = width
        self.rule = .uniform(width)
    }

    /// The advance of `ch`.
    @inline(__always)
    func advance(of ch: Character) -> Double {
        switch rule {
        case .uniform(let w): return w
        case .perGrapheme(let f): return f(ch)
        }
    }

    /// The ellipsis appended to a truncated last line.
    public static let ellipsis: Character = "…"

    /// Lines of `text` for `width` (nil = no wrapping) and `lineLimit` (nil = unlimited).
    /// - Returns: the lines, the widest line's width, and whether text was dropped.
    public func lines(_ text: String, width: Double?, lineLimit: Int?)
        -> (lines: [String], widest: Double, truncated: Bool) {
        var out: [String] = []
        var widths: [Double] = []
        var paragraphs: [Int] = []  // the paragraph each line belongs to
        if let a = asciiAdvance, let w = Self.printableASCIICount(text) {
            // Every byte is one grapheme of the same width and there is no hard break:
            // measured and wrapped on bytes, with the general path's additions (it agrees
            // bit for bit; tests check it).
            guard let width else {
                var total = 0.0
                for _ in 0 ..< w { total += a }
                return ([text], total, false)
            }
            return asciiLines(text, advance: a, width: width, lineLimit: lineLimit)
        } else {
            for (k, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let w = width {
                    wrap(paragraph, width: w, into: &out, &widths)
                } else {
                    out.append(String(paragraph))
                    widths.append(measure(paragraph))
                }
                while paragraphs.count < out.count { paragraphs.append(k) }
            }
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

    /// The line limit that also keeps the lines within `height` (nil: unbounded) at
    /// `lineHeight` per line: at least one line, and never more than `lineLimit`. A
    /// backend whose line height does not depend on the text breaks lines once with it.
    public static func limit(_ lineLimit: Int?, fitting height: Double?, lineHeight: Double) -> Int? {
        guard let height, height.isFinite, lineHeight > 0 else { return lineLimit }
        let fit = Int(flooring: height / lineHeight + 1e-9, in: 1 ... Int(Int32.max))
        return min(lineLimit ?? fit, fit)
    }

    /// The length of `text` when it is printable ASCII only (0x20–0x7E), else nil.
    static func printableASCIICount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes where b < 0x20 || b > 0x7E { return nil }
            return bytes.count
        }
    }

    /// `lines` for printable ASCII wrapped at `width`. Lines are byte ranges in a
    /// scratch buffer on the stack (a text has at most one line per byte, plus one), and
    /// only the lines kept become strings: a stack probing a row at width 0 gets one line
    /// per grapheme, and with a line limit (its height) keeps one or two of them.
    func asciiLines(_ text: String, advance a: Double, width: Double, lineLimit: Int?)
        -> (lines: [String], widest: Double, truncated: Bool) {
        let whole = text
        return wrappedASCII(text, advance: a, width: width) { bytes, ranges, widths in
            if ranges.count == 1 { return ([whole], widths[0], false) }   // the whole text
            func line(_ k: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[ranges[k]]), as: UTF8.self) }
            var out: [String] = []
            var widest = Widest()
            let kept = Self.kept(ranges.count, lineLimit)
            out.reserveCapacity(kept)
            for k in 0 ..< (kept < ranges.count ? kept - 1 : kept) {
                out.append(line(k))
                widest.add(widths[k])
            }
            guard kept < ranges.count else { return (out, widest.value, false) }
            let tail = UnsafeBufferPointer(rebasing: ranges[(kept - 1)...])
            let fit = fitASCII(bytes, tail, advance: a, width: width)
            var last = String(decoding: fit.bytes(bytes, tail), as: UTF8.self)
            last.append(Self.ellipsis)
            out.append(last)
            widest.add(fit.width)
            return (out, widest.value, true)
        }
    }

    /// What `lines` would return, without making its strings: the number of lines and
    /// the widest one's width. Layout sizes a text this way while it probes a stack.
    public func size(_ text: String, width: Double?, lineLimit: Int?) -> (lineCount: Int, widest: Double) {
        guard let a = asciiAdvance, let width, Self.printableASCIICount(text) != nil else {
            let r = lines(text, width: width, lineLimit: lineLimit)
            return (r.lines.count, r.widest)
        }
        return wrappedASCII(text, advance: a, width: width) { bytes, ranges, widths in
            if ranges.count == 1 { return (1, widths[0]) }
            var widest = Widest()
            let kept = Self.kept(ranges.count, lineLimit)
            for k in 0 ..< (kept < ranges.count ? kept - 1 : kept) { widest.add(widths[k]) }
            if kept < ranges.count {
                widest.add(fitASCII(bytes, UnsafeBufferPointer(rebasing: ranges[(kept - 1)...]), advance: a, width: width).width)
            }
            return (kept, widest.value)
        }
    }

    /// How many of `count` lines a line limit keeps.
    private static func kept(_ count: Int, _ lineLimit: Int?) -> Int {
        guard let limit = lineLimit, limit >= 1, count > limit else { return count }
        return limit
    }

    /// The widest of several line widths as `Array.max()` picks it (the first of equals).
    private struct Widest {
        private var best: Double?
        var value: Double { best ?? 0 }
        mutating func add(_ w: Double) { if best == nil || w > best! { best = w } }
    }

    /// Wraps printable ASCII `text` at `width` into lines (byte ranges and widths in stack
    /// scratch, valid only inside `body`).
    private func wrappedASCII<R>(_ text: String, advance a: Double, width: Double,
                                 _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Range<Int>>,
                                          UnsafeBufferPointer<Double>) -> R) -> R {
        var text = text
        return text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: bytes.count + 1) { ranges in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: bytes.count + 1) { widths in
                    let count = wrapASCII(bytes, advance: a, width: width, ranges: ranges, widths: widths)
                    return body(bytes, UnsafeBufferPointer(rebasing: ranges[..<count]),
                                UnsafeBufferPointer(rebasing: widths[..<count]))
                }
            }
        }
    }

    /// `fitWithEllipsis` of the lines `ranges` joined by single spaces (the general
    /// path's last kept line), read from `bytes` without building that string: how many
    /// of its bytes are kept (trailing spaces dropped) and the width with "…".
    private func fitASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ ranges: UnsafeBufferPointer<Range<Int>>,
                          advance a: Double, width: Double) -> ASCIIFit {
        let e = advance(of: Self.ellipsis)
        var keptWidth = 0.0
        var kept = 0
        var trailingSpaces = 0
        fill: for (n, r) in ranges.enumerated() {
            for i in (n > 0 ? r.lowerBound - 1 : r.lowerBound) ..< r.upperBound {
                if keptWidth + a + e > width + Self.slack { break fill }
                let isSpace = i < r.lowerBound || bytes[i] == 0x20   // the joining space, or one in the line
                trailingSpaces = isSpace ? trailingSpaces + 1 : 0
                kept += 1
                keptWidth += a
            }
        }
        for _ in 0 ..< trailingSpaces { keptWidth -= a }
        return ASCIIFit(count: kept - trailingSpaces, width: keptWidth + e)
    }

    private struct ASCIIFit {
        /// Bytes of the joined lines kept before "…".
        var count: Int
        /// Their width plus the ellipsis'.
        var width: Double

        /// The kept bytes: the lines joined by single spaces, cut at `count`.
        func bytes(_ text: UnsafeBufferPointer<UInt8>, _ ranges: UnsafeBufferPointer<Range<Int>>) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(count)
            for (n, r) in ranges.enumerated() where out.count < count {
                if n > 0 { out.append(0x20) }
                for i in r where out.count < count { out.append(text[i]) }
            }
            return out
        }
    }

    /// Width of a run of text.
    public func measure(_ s: Substring) -> Double {
        var w = 0.0
        for ch in s { w += advance(of: ch) }
        return w
    }

    /// Tolerance so that float noise (66.67 vs 66.666…) never moves a line break.
    static let slack = 1e-9

    func wrap(_ paragraph: Substring, width: Double, into out: inout [String], _ widths: inout [Double]) {
        let space = advance(of: " ")
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
                let a = advance(of: ch)
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

    /// `wrap` for printable ASCII (one paragraph) whose characters all advance `a`: the
    /// same greedy algorithm with the same additions, on bytes, giving each line as the
    /// byte range it covers (lines are contiguous runs of the text: words rejoined by the
    /// single spaces that separated them). A stack probing its rows at width 0 wraps
    /// every label to one grapheme per line; walking graphemes and building each line
    /// character by character was half of laying out a long list. The lines go to
    /// `ranges` and `widths` (room for `bytes.count + 1` each); returns how many.
    func wrapASCII(_ bytes: UnsafeBufferPointer<UInt8>, advance a: Double, width: Double,
                   ranges out: UnsafeMutableBufferPointer<Range<Int>>,
                   widths: UnsafeMutableBufferPointer<Double>) -> Int {
        var count = 0
        func emit(_ r: Range<Int>, _ w: Double) {
            out[count] = r
            widths[count] = w
            count += 1
        }
        let space = a
        var lineStart = 0, lineEnd = 0
        var lineWidth = 0.0
        var open = false  // a line has been started (it may be empty: leading spaces)
        var i = 0
        while true {
            var j = i   // the word is bytes[i ..< j]
            while j < bytes.count && bytes[j] != 0x20 { j += 1 }
            var ww = 0.0
            for _ in i ..< j { ww += a }
            if open && lineWidth + space + ww <= width + Self.slack {
                lineEnd = j
                lineWidth += space + ww
            } else {
                if open {
                    emit(lineStart ..< lineEnd, lineWidth)
                }
                // Start a new line with the word, breaking it if it alone is too wide.
                var pieceStart = i
                var pieceWidth = 0.0
                for k in i ..< j {
                    if k > pieceStart && pieceWidth + a > width + Self.slack {
                        emit(pieceStart ..< k, pieceWidth)
                        pieceStart = k
                        pieceWidth = 0
                    }
                    pieceWidth += a
                }
                lineStart = pieceStart
                lineEnd = j
                lineWidth = pieceWidth
                open = true
            }
            if j >= bytes.count { break }
            i = j + 1   // past the space
        }
        emit(lineStart ..< lineEnd, lineWidth)
        return count
    }

    /// The longest prefix of `s` (trailing spaces dropped) that fits `width` with "…"
    /// appended; just "…" when nothing fits.
    func fitWithEllipsis(_ s: Substring, width: Double) -> (text: String, width: Double) {
        let e = advance(of: Self.ellipsis)
        var kept = ""
        var keptWidth = 0.0
        for ch in s {
            let a = advance(of: ch)
            if keptWidth + a + e > width + Self.slack { break }
            kept.append(ch)
            keptWidth += a
        }
        while kept.last == " " {
            kept.removeLast()
            keptWidth -= advance(of: " ")
        }
        kept.append(Self.ellipsis)
        return (kept, keptWidth + e)
    }
}
