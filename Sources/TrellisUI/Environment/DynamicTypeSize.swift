extension View {
    /// Sets `\.dynamicTypeSize` for the subtree (text styles and `Font.custom(_:size:)` fonts scale with it; fixed sizes do not).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Keeps the Dynamic Type size of the views below within `range`: a size outside it —
    /// the user's, or one a view below sets — is clamped to the range's nearest end. Nested
    /// ranges keep the sizes both allow.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSizeLimits) { limits in
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let low = allowed.first, let high = allowed.last else { return }
            guard let outer = limits else { limits = low...high; return }
            // Nested ranges keep the sizes both allow; ranges that do not meet keep the new
            // range's end nearest the outer one.
            let lo = max(low, outer.lowerBound), hi = min(high, outer.upperBound)
            if lo <= hi { limits = lo...hi } else { limits = high < outer.lowerBound ? high...high : low...low }
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
