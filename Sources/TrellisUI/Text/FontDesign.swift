// fontDesign(_:): the design (serif, monospaced, rounded) of the text in a subtree. The
// daemon draws text with a font family it is given by name; the designs map to the
// fontconfig families every Linux system has: "serif" and "monospace". Rounded has no
// common family on Linux and draws in the default face, as does `.default`.
import TrellisProtocol

struct FontDesignKey: EnvironmentKey { static var defaultValue: Font.Design? { nil } }

extension EnvironmentValues {
    /// The font design of text below (nil: the font's own).
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

extension Font.Design {
    /// The fontconfig family drawn for this design (nil: the default family).
    var familyName: String? {
        switch self {
        case .serif: "serif"
        case .monospaced: "monospace"
        case .default, .rounded: nil
        }
    }
}

extension Font {
    /// This font in its monospaced design (the "monospace" family).
    public func monospaced() -> Font { var f = self; f.name = Font.Design.monospaced.familyName; return f }
    /// This font with digits of equal width: the font itself, as digits already have equal
    /// widths in the daemon's fonts (as `View.monospacedDigit()`).
    public func monospacedDigit() -> Font { self }
}

extension View {
    /// Draws the text below in `design` (nil: the fonts' own design).
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }
}

extension Text {
    /// The environment's text case, font design and redaction applied to a text's properties.
    @MainActor
    static func applyTextEnvironment(_ env: EnvironmentValues, baselineOffset: CGFloat? = nil, to p: inout [Property]) {
        if env.textCase != nil, let i = p.firstIndex(where: { if case .text = $0 { true } else { false } }),
           case .text(let s) = p[i] {
            p[i] = .text(displayed(s, in: env))
        }
        if let family = env.fontDesign?.familyName, !p.contains(where: { if case .fontName = $0 { true } else { false } }) {
            p.append(.fontName(family))
        }
        if env.drawsRedacted { Redaction.redactText(&p) }   // Environment/Redaction.swift
        applyBaselineOffset(baselineOffset ?? env.baselineOffset, to: &p)   // Text/BaselineOffset.swift
    }
}
