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

    init(style: TextStyle) { size = style.size }
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
        if let w = weight { f.weight = w }
        f.name = design?.familyName
        return f
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: Double(size), name: name) }
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
}
