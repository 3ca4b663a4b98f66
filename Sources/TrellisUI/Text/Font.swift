import TrellisProtocol

/// A font, resolved by the client into the daemon's `fontSize` / `fontWeight` /
/// `fontName` properties.
///
/// Sizes: the daemon's headless metrics are 10 px per character at size 20, so
/// `Font.body` is 20 and the other text styles keep SwiftUI's proportions to body (17 pt):
/// largeTitle 40, title 33, title2 26, title3 24, headline 20 semibold, subheadline 18,
/// callout 19, footnote 15, caption 14, caption2 13. Text without a font sends no size
/// (the daemon's default, 20).
public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var size: Double {
            switch self {
            case .largeTitle: 40
            case .title: 33
            case .title2: 26
            case .title3: 24
            case .headline: 20
            case .subheadline: 18
            case .body: 20
            case .callout: 19
            case .footnote: 15
            case .caption: 14
            case .caption2: 13
            }
        }
    }

    public struct Weight: Hashable, Sendable {
        let value: UInt16
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    var size: Double
    var weight: Weight?
    var name: String?
    var isItalic = false
    /// The text style whose Dynamic Type scaling the size follows (nil: a fixed size).
    var scaling: TextStyle?
    /// `width(_:)`: the face's width (`Font.Width.value`), nil for the standard face.
    var widthValue: Double?

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(size: TextStyle.headline.size, weight: .semibold)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    init(style: TextStyle) { size = style.size; scaling = style }
    init(size: Double, weight: Weight? = nil, name: String? = nil) {
        self.size = size
        self.weight = weight
        self.name = name
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: Double(size), weight: weight, name: design?.familyName)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = style == .headline ? Font.headline : Font(style: style)
        f.scaling = style
        if let w = weight { f.weight = w }
        f.name = design?.familyName
        return f
    }
    /// A font named `name` — a family, full or PostScript name of a font the app ships (a
    /// `.ttf`/`.otf`/`.ttc` among its resources or listed under `UIAppFonts` in its
    /// Info.plist) or of one installed on the system — at `size`, scaled with Dynamic Type
    /// like the body style. The app's font file is sent to the daemon once per connection
    /// (the daemon never reads the app's files) and is visible to this app's session only;
    /// a name no font has is drawn in the default font, and the daemon logs it once.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// `custom(_:size:)` scaled with Dynamic Type like `textStyle` (every style scales in the
    /// body style's ratios, as `ScaledMetric` does).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var f = Font(size: Double(size), name: name)
        f.scaling = textStyle
        return f
    }

    /// `custom(_:size:)` at a size Dynamic Type does not change.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: Double(fixedSize), name: name) }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }

    var properties: [Property] {
        var p: [Property] = []
        appendProperties(to: &p)
        return p
    }

    /// The font's properties appended to `p` (no intermediate array).
    func appendProperties(to p: inout [Property]) {
        p.append(.fontSize(size))
        if let w = weight { p.append(.fontWeight(w.value)) }
        if let n = name { p.append(.fontName(n)) }
        if isItalic { p.append(.italic(true)) }
    }

    /// The font's properties at the environment's Dynamic Type size, with a name of a font
    /// the app ships resolved to its family, weight and slant, and that file defined on
    /// `graph`'s connection.
    @MainActor
    func appendProperties(to p: inout [Property], env: EnvironmentValues, graph: ViewGraph) {
        var f = self
        if scaling != nil, env.dynamicTypeSize != .large {
            f.size = (size * ScaledMetric<Double>.factor(for: env.dynamicTypeSize) * 100).rounded() / 100
        }
        if let n = name, let (file, face) = AppFontFile.named(n) {
            graph.writer.defineFont(file)
            f.name = face.family
            if f.weight == nil, face.weight != 400 { f.weight = Weight(value: face.weight) }
            if face.isItalic { f.isItalic = true }
        }
        f.appendProperties(to: &p)
    }
}
