// Text spacing: kerning, tracking, line spacing and the font's width. The daemon's text
// engine measures and draws them (properties `tracking`, `lineSpacing`, `fontWidth`):
// Pango's letter spacing, the distance between lines and the font's stretch on the
// raster and X11 backends; the headless backend adds them to its fixed glyph metrics; the
// terminal's character cells cannot move and ignore them (PlatformDifferences.md).
import TrellisProtocol

extension Font {
    /// How wide a font's letters are, for families that have narrower and wider faces.
    ///
    /// Trellis asks the text engine for the family's face nearest to the width (fontconfig's
    /// stretch: condensed, expanded…). Where the family has no such face, Pango draws the
    /// standard one, so the text keeps its natural width; the headless backend scales its
    /// fixed advances by `1 + value`.
    public struct Width: Hashable, Sendable {
        /// The width, 0 for the standard face; negative narrower, positive wider.
        public var value: CGFloat

        /// A width of `value` (-0.3 compressed, -0.2 condensed, 0 standard, 0.2 expanded).
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest face.
        public static let compressed = Width(-0.3)
        /// A narrow face.
        public static let condensed = Width(-0.2)
        /// The regular face.
        public static let standard = Width(0)
        /// A wide face.
        public static let expanded = Width(0.2)
    }

    /// This font in the face of `width`.
    public func width(_ width: Font.Width) -> Font {
        var f = self
        f.widthValue = Double(width.value)
        return f
    }
}

struct KerningKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
struct TrackingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
struct FontWidthKey: EnvironmentKey { static var defaultValue: Font.Width? { nil } }

extension EnvironmentValues {
    /// The extra distance, in points, between the lines of text in this environment
    /// (set with `lineSpacing(_:)`; 0 by default).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    var kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }
    var tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
}

extension View {
    /// Adds `kerning` points after each character of the text in this view (negative
    /// brings characters closer). Trellis's text engine spaces characters one way for
    /// kerning and tracking: both add space after each character (ligatures are not
    /// broken up by tracking as Core Text does).
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.kerning, kerning)
    }

    /// Adds `tracking` points after each character of the text in this view, on top of
    /// any kerning.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, tracking)
    }

    /// Puts `lineSpacing` extra points between the lines of multi-line text in this view
    /// (not after the last line), which makes the text taller.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Sets the font width of the text in this view (nil: the font's own).
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.fontWidth, width)
    }
}

extension Text {
    /// The text with `kerning` extra points after each character.
    public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.kerningValue = kerning; return t }

    /// The text with `tracking` extra points after each character, on top of kerning.
    public func tracking(_ tracking: CGFloat) -> Text { var t = self; t.trackingValue = tracking; return t }

    /// The text in the face of `width` (nil: the font's own).
    public func fontWidth(_ width: Font.Width?) -> Text { var t = self; t.fontWidthValue = width; return t }

    /// The text raised by `baselineOffset` points (lowered when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { var t = self; t.baselineOffsetValue = baselineOffset; return t }

    /// The `tracking`, `lineSpacing` and `fontWidth` properties of a text or text field:
    /// the Text's own values (`text`), else the font's width, else the environment's.
    static func appendSpacing(_ env: EnvironmentValues, font: Font?, text: Text?, lineSpacing: Bool, to p: inout [Property]) {
        let kerning = text?.kerningValue ?? env.kerning, tracking = text?.trackingValue ?? env.tracking
        let total = Double(kerning + tracking)
        if total != 0, total.isFinite { p.append(.tracking(total)) }
        if lineSpacing {
            let s = Double(env.lineSpacing)
            if s > 0, s.isFinite { p.append(.lineSpacing(s)) }
        }
        let width = text?.fontWidthValue.map { Double($0.value) } ?? (font ?? env.font)?.widthValue ?? env.fontWidth.map { Double($0.value) }
        if let w = width, w != 0, w.isFinite { p.append(.fontWidth(w)) }
    }
}
