// Symbol variants: `.symbolVariant(.fill)` makes `Image(systemName: "heart")` below it
// draw `heart.fill`, as SwiftUI does, by adding the variant's suffixes to the symbol's
// name in SF Symbols' order (slash, then the enclosing shape, then fill).

/// A variant of a symbol: filled, enclosed in a shape, slashed, or a combination
/// (`SymbolVariants.circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFill = false
    var isSlash = false

    /// No variant. `symbolVariant(.none)` adds nothing; to make symbols ignore the
    /// variants around them, set `.environment(\.symbolVariants, .none)`.
    public static let none = SymbolVariants()
    /// The symbol in a circle (`person.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol in a square (`person.square`).
    public static let square = SymbolVariants(shape: .square)
    /// The symbol in a rectangle (`person.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The filled symbol (`heart.fill`).
    public static let fill = SymbolVariants(isFill: true)
    /// The symbol with a slash through it (`bell.slash`).
    public static let slash = SymbolVariants(isSlash: true)

    /// This variant in a circle as well.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// This variant in a square as well.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// This variant in a rectangle as well.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant, filled.
    public var fill: SymbolVariants { var v = self; v.isFill = true; return v }
    /// This variant with a slash.
    public var slash: SymbolVariants { var v = self; v.isSlash = true; return v }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFill || isFill) && (!other.isSlash || isSlash)
    }

    /// `self` with the parts of `other` added (an inner `symbolVariant` adds to the outer).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFill: isFill || other.isFill, isSlash: isSlash || other.isSlash)
    }

    /// The name of `symbol` in this variant: the suffixes it does not have yet, in SF
    /// Symbols' order (`bell` + slash + circle + fill = `bell.slash.circle.fill`).
    func apply(to symbol: String) -> String {
        guard self != .none else { return symbol }
        var parts = symbol.split(separator: ".").map(String.init)
        func has(_ s: String) -> Bool { parts.contains(s) }
        let fill = has("fill") || isFill
        parts.removeAll { $0 == "fill" }
        if isSlash && !has("slash") { parts.append("slash") }
        if let shape, !has("circle") && !has("square") && !has("rectangle") {
            switch shape {
            case .circle: parts.append("circle")
            case .square: parts.append("square")
            case .rectangle: parts.append("rectangle")
            }
        }
        if fill { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    /// The variant symbols below draw in (`.none` unless set).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes the symbols in this view draw `variant` (added to any variant set above).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.adding(variant) }
    }
}
