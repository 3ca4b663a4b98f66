// Text measurement: the only thing layout asks of a backend.
import TrellisProtocol

/// The font a run of text is set in; resolved from a node's `fontSize`, `fontWeight`
/// and `fontName` properties (absent → the defaults below, SwiftUI's `.body`-like size).
public struct TextStyle: Hashable, Sendable {
    // Stored in this order, with the rarely set values out of line, so that the
    // style stays 40 bytes (as before they existed): every render node's layout params
    // hold one (daemon bytes per node, scripts/bench).

    /// Points; the headless backend's metrics are defined at 20.
    public var fontSize: Double
    /// 100...900, 400 regular, 700 bold.
    public var fontWeight: UInt16
    /// The italic face.
    public var isItalic: Bool
    /// tracking, lineSpacing, fontWidth and runs; nil while none is set.
    @usableFromInline var extras: Extras?
    /// A family name, or `nil` for the backend's system font.
    public var fontName: String?

    /// Extra points after every character (`tracking`: SwiftUI's kerning plus tracking).
    public var tracking: Double {
        get { extras?.tracking ?? 0 }
        set { setExtras(tracking: newValue, lineSpacing: lineSpacing, fontWidth: fontWidth, runs: runs) }
    }
    /// Extra points between lines (`lineSpacing`), not after the last one.
    public var lineSpacing: Double {
        get { extras?.lineSpacing ?? 0 }
        set { setExtras(tracking: tracking, lineSpacing: newValue, fontWidth: fontWidth, runs: runs) }
    }
    /// The face's width, SwiftUI's `Font.Width` value (`fontWidth`: 0 standard, -0.2
    /// condensed, 0.2 expanded).
    public var fontWidth: Double {
        get { extras?.fontWidth ?? 0 }
        set { setExtras(tracking: tracking, lineSpacing: lineSpacing, fontWidth: newValue, runs: runs) }
    }
    /// Styled runs of the text (`textRuns`, Drawing/TextRuns.swift): part of the style
    /// because they change how the text measures, so a measurement cached for one set of
    /// runs is not reused for another.
    public var runs: [WireTextRun] {
        get { extras?.runs ?? [] }
        set { setExtras(tracking: tracking, lineSpacing: lineSpacing, fontWidth: fontWidth, runs: newValue) }
    }

    /// Whether none of tracking, line spacing, font width and runs is set: layout and the
    /// measurers take their plain path for such a style (most texts) without reading each.
    @inlinable
    public var isPlain: Bool { extras == nil }

    /// Whether a run is a symbol (shown as its glyph: `displayed(_:)`). A plain style
    /// answers without looking at runs: layout asks this of every text it measures.
    @inline(__always)
    public var hasSymbolRuns: Bool {
        guard let extras, !extras.runs.isEmpty else { return false }
        return extras.runs.contains { !$0.symbol.isEmpty }
    }

    private mutating func setExtras(tracking: Double, lineSpacing: Double, fontWidth: Double, runs: [WireTextRun]) {
        extras = tracking == 0 && lineSpacing == 0 && fontWidth == 0 && runs.isEmpty
            ? nil : Extras(tracking: tracking, lineSpacing: lineSpacing, fontWidth: fontWidth, runs: runs)
    }

    /// The rarely set values, compared and hashed by value.
    @usableFromInline final class Extras: Hashable, Sendable {
        @usableFromInline let tracking: Double, lineSpacing: Double, fontWidth: Double
        let runs: [WireTextRun]
        init(tracking: Double, lineSpacing: Double, fontWidth: Double, runs: [WireTextRun]) {
            (self.tracking, self.lineSpacing, self.fontWidth, self.runs) = (tracking, lineSpacing, fontWidth, runs)
        }
        @usableFromInline static func == (a: Extras, b: Extras) -> Bool {
            a === b || (a.tracking == b.tracking && a.lineSpacing == b.lineSpacing && a.fontWidth == b.fontWidth
                        && a.runs == b.runs)
        }
        @usableFromInline func hash(into h: inout Hasher) {
            h.combine(tracking)
            h.combine(lineSpacing)
            h.combine(fontWidth)
            h.combine(runs.count)
            if let first = runs.first { h.combine(first) }
        }
    }

    public static let defaultFontSize: Double = 20

    public init(fontSize: Double = TextStyle.defaultFontSize, fontWeight: UInt16 = 400,
                fontName: String? = nil, isItalic: Bool = false,
                tracking: Double = 0, lineSpacing: Double = 0, fontWidth: Double = 0) {
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.fontName = fontName
        self.isItalic = isItalic
        setExtras(tracking: tracking, lineSpacing: lineSpacing, fontWidth: fontWidth, runs: [])
    }

    /// The height of `lines` lines of `lineHeight` each with the style's spacing between
    /// them.
    @inlinable
    public func height(lines: Int, lineHeight: Double) -> Double {
        guard lines > 0 else { return 0 }
        guard let extras else { return Double(lines) * lineHeight }
        return Double(lines) * lineHeight + Double(lines - 1) * extras.lineSpacing
    }

    /// How many lines fit `height` (`LineBreaker.limit` with the spacing between lines).
    @inlinable
    public func lineLimit(_ lineLimit: Int?, fitting height: Double?, lineHeight: Double) -> Int? {
        guard let extras, extras.lineSpacing != 0 else {
            return LineBreaker.limit(lineLimit, fitting: height, lineHeight: lineHeight)
        }
        let spacing = extras.lineSpacing
        return LineBreaker.limit(lineLimit, fitting: height.map { $0 + spacing }, lineHeight: lineHeight + spacing)
    }
}

/// The result of measuring a text: its laid-out lines and the size they take.
///
/// The lines are exactly what a backend draws (already wrapped and truncated), so
/// drawing never re-runs line breaking and always agrees with layout.
public struct TextMetrics: Hashable, Sendable {
    /// Width of the widest line and height of all lines.
    public var size: WireSize
    /// The lines, in order; a truncated last line ends with "…".
    public var lines: [String]
    /// Height of one line; baselines are this plus the style's `lineSpacing` apart.
    public var lineHeight: Double
    /// Whether text was dropped to honour the width or line limit.
    public var isTruncated: Bool

    public init(size: WireSize, lines: [String], lineHeight: Double, isTruncated: Bool = false) {
        self.size = size
        self.lines = lines
        self.lineHeight = lineHeight
        self.isTruncated = isTruncated
    }
}

/// Measures text for layout. The measuring part of a `Backend`, separate so a
/// `RenderTree` can be built and tested with metrics alone.
///
/// Layout phase. Must be **pure**: the same arguments always give the same result
/// (the render tree caches results per node and per proposal, and measures a node
/// several times per layout). Must not touch drawing state.
public protocol TextMeasurer: AnyObject {
    /// Sets `text` in `style`:
    /// - `proposedWidth == nil` (unspecified or infinite): one line per hard line
    ///   break (`"\n"`), each at its natural width.
    /// - otherwise wraps at word boundaries to fit `proposedWidth`, breaking a word that
    ///   alone is wider (a zero or tiny width still yields at least one grapheme per line).
    /// - `lineLimit` (nil = unlimited, else ≥ 1) keeps that many lines; if text was
    ///   dropped, the last kept line ends in "…" (shortened so it fits the width).
    func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics

    /// `measure` for a proposal that also bounds the height (`proposedHeight`, nil =
    /// unbounded): lines that do not fit are dropped as if `lineLimit` were the number
    /// that fits (at least one), the last kept line ending in "…". Layout asks this of
    /// every text in a stack it probes; a backend that knows its line height before
    /// breaking lines answers in one pass (see `LineBreaker.limit`). The default
    /// measures, then measures again with the fitting limit when the lines are too tall.
    func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                 lineLimit: Int?) -> TextMetrics

    /// The `size` of that measurement, for layout's sizing passes (a stack probes each
    /// child at several widths and keeps only the sizes); a backend can skip making the
    /// lines' strings. The default measures.
    func size(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
              lineLimit: Int?) -> WireSize

    /// The size of a symbol image (`Image(systemName:)`) in `style`: a glyph box that
    /// scales with the font size. Layout phase, pure.
    func symbolSize(_ name: String, style: TextStyle) -> WireSize
}

extension TextMeasurer {
    public func size(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                     lineLimit: Int?) -> WireSize {
        measure(text: text, style: style, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                lineLimit: lineLimit).size
    }

    public func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                        lineLimit: Int?) -> TextMetrics {
        let m = measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
        guard let h = proposedHeight, m.lines.count > 1, m.size.height > h,
              let fit = style.lineLimit(nil, fitting: h, lineHeight: m.lineHeight), fit < m.lines.count
        else { return m }
        return measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: fit)
    }

    /// Default symbol box: a square one line tall (as wide as two average glyphs).
    public func symbolSize(_ name: String, style: TextStyle) -> WireSize {
        let h = measure(text: "M", style: style, proposedWidth: nil, lineLimit: nil).lineHeight
        return WireSize(width: h, height: h)
    }
}
