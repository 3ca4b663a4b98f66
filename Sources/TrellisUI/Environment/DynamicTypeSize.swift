extension View {
    /// Sets `\.dynamicTypeSize` for the subtree (text styles and `Font.custom(_:size:)` fonts scale with it; fixed sizes do not).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Keeps the Dynamic Type size of the views below within `range`: a size outside it —
    /// the user's, or one a view below sets — is clamped to the range's nearest end. Nested
    /// ranges keep the sizes both allow.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSizeLimits) { limits in
            let inside = DynamicTypeSize.allCases.filter { range.contains($0) && (limits?.contains($0) ?? true) }
            // An empty intersection keeps the nearest allowed size: the new range's end.
            guard let low = inside.first, let high = inside.last else {
                let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
                if let only = allowed.first { limits = only...only }
                return
            }
            limits = low...high
        }
    }
}

/// Dynamic type sizes, smallest first (read from `\.dynamicTypeSize`; text-style and custom fonts scale with it in the body style's ratios).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes (`accessibility1` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct DynamicTypeSizeLimitsKey: EnvironmentKey {
    static var defaultValue: ClosedRange<DynamicTypeSize>? { nil }
}
