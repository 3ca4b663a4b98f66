// RectangleCornerRadii: the four corner radii of an `UnevenRoundedRectangle`, as one
// value (`UnevenRoundedRectangle(cornerRadii:)`, `.rect(cornerRadii:)`).

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension UnevenRoundedRectangle {
    /// A rectangle with the corner radii `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init(topLeadingRadius: cornerRadii.topLeading, bottomLeadingRadius: cornerRadii.bottomLeading,
                  bottomTrailingRadius: cornerRadii.bottomTrailing, topTrailingRadius: cornerRadii.topTrailing, style: style)
    }
    /// The four radii as one value.
    public var cornerRadii: RectangleCornerRadii {
        get { RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                   bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius) }
        set {
            topLeadingRadius = newValue.topLeading; bottomLeadingRadius = newValue.bottomLeading
            bottomTrailingRadius = newValue.bottomTrailing; topTrailingRadius = newValue.topTrailing
        }
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with the corner radii `cornerRadii`.
    @MainActor public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
