extension View {
    /// Sets `\.dynamicTypeSize` for the subtree (fonts do not scale with it yet).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
}

/// Dynamic type sizes, smallest first (read from `\.dynamicTypeSize`; fonts do not scale yet).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes (`accessibility1` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
