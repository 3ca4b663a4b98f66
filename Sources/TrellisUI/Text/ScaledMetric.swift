// @ScaledMetric: a number (a padding, an icon size) that grows and shrinks with the
// environment's Dynamic Type size, in the proportions of the body text style's point
// sizes in Apple's Dynamic Type table.

/// A dimension scaled by the environment's `dynamicTypeSize`: the declared value at
/// `.large` (the default size), times the ratio of the body style's point size at the
/// current size to its size at `.large` (17 pt): 14, 15, 16, 17, 19, 21, 23 pt for
/// `xSmall` … `xxxLarge`, and 28, 33, 40, 47, 53 pt for the accessibility sizes. The
/// `relativeTo` text style is accepted; every style scales in the body style's ratios.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    /// A value scaled like the body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }
    /// A value scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the environment's type size.
    public var wrappedValue: Value { baseValue * Value(Self.factor(for: dynamicTypeSize)) }

    /// The body style's point size at `size` over its size at `.large`.
    static func factor(for size: DynamicTypeSize) -> Double {
        let points: Double
        switch size {
        case .xSmall: points = 14
        case .small: points = 15
        case .medium: points = 16
        case .large: points = 17
        case .xLarge: points = 19
        case .xxLarge: points = 21
        case .xxxLarge: points = 23
        case .accessibility1: points = 28
        case .accessibility2: points = 33
        case .accessibility3: points = 40
        case .accessibility4: points = 47
        case .accessibility5: points = 53
        }
        return points / 17
    }
}
