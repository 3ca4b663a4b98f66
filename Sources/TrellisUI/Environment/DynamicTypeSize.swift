extension View {
    /// Sets `\.dynamicTypeSize` for the subtree (text styles and `Font.custom(_:size:)` fonts scale with it; fixed sizes do not).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
}

/// Dynamic type sizes, smallest first (read from `\.dynamicTypeSize`; text-style and custom fonts scale with it in the body style's ratios).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes (`accessibility1` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
