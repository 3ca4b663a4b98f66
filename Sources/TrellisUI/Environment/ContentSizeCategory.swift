// ContentSizeCategory: the older name of the text size the user chose, read and written
// as `\.sizeCategory`, which is `\.dynamicTypeSize` under another name: setting one sets
// the other, as in SwiftUI.

/// The user's preferred text size, in its pre-`DynamicTypeSize` form.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a dynamic type size.
    public init?(_ size: DynamicTypeSize) {
        guard let i = DynamicTypeSize.allCases.firstIndex(of: size) else { return nil }
        self = ContentSizeCategory.allCases[i]
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension DynamicTypeSize {
    /// The dynamic type size of a content size category.
    public init?(_ category: ContentSizeCategory) {
        guard let i = ContentSizeCategory.allCases.firstIndex(of: category) else { return nil }
        self = DynamicTypeSize.allCases[i]
    }
}

extension EnvironmentValues {
    /// The preferred text size, as a content size category (the same value as
    /// `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { if let s = DynamicTypeSize(newValue) { dynamicTypeSize = s } }
    }
}
