// Image scales: a symbol is sized by the font around it, and `imageScale(_:)` makes it
// smaller or larger than that font, as SF Symbols' small, medium and large scales do.
import TrellisProtocol

extension Image {
    /// The size of a symbol relative to the font it is drawn with.
    public enum Scale: Hashable, CaseIterable, Sendable {
        case small, medium, large

        /// SF Symbols' proportions of the small and large scales to the medium one
        /// (the symbol at the font's size).
        var factor: Double {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
    /// The scale of the symbols in this environment (`.medium`: the font's size).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view at `scale`, relative to their font: `.small` is
    /// about 0.78 of the font's size, `.large` about 1.29.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

extension Image {
    /// The symbol's name and font size as the environment's variant, redaction and scale make them.
    @MainActor
    static func applySymbolEnvironment(_ env: EnvironmentValues, isSymbol: Bool, to p: inout [Property]) {
        if isSymbol, env.symbolVariants != .none, let i = p.firstIndex(where: { if case .systemName = $0 { true } else { false } }),
           case .systemName(let name) = p[i] {
            p[i] = .systemName(env.symbolVariants.apply(to: name))
        }
        if env.drawsRedacted { Redaction.redactSymbol(&p) }   // Environment/Redaction.swift
        let factor = env.imageScale.factor
        guard factor != 1 else { return }
        if let i = p.firstIndex(where: { if case .fontSize = $0 { true } else { false } }), case .fontSize(let s) = p[i] {
            p[i] = .fontSize(s * factor)
        } else {
            p.append(.fontSize(Font.TextStyle.body.size * factor))
        }
    }
}
