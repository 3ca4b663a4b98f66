// defaultScrollAnchor(_:): where a scroll view's content starts — `.bottom` for a chat
// that opens at its latest message, `.center`, `.trailing`... The scroll view sends one
// `scrollTo` of its content with the anchor when it first shows, so the content's anchor
// point lies on the scroll view's same point. SwiftUI also keeps the anchor when the
// content's size changes (iOS 18's `.sizeChanges` role); Trellis applies it to the
// initial offset only — see PlatformDifferences.

/// What a default scroll anchor applies to (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let raw: Int
    /// Where the scroll view starts.
    public static let initialOffset = ScrollAnchorRole(raw: 0)
    /// How the offset follows a change of the content's size.
    public static let sizeChanges = ScrollAnchorRole(raw: 1)
    /// How content smaller than the scroll view is aligned.
    public static let alignment = ScrollAnchorRole(raw: 2)
}

struct _DefaultScrollAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }

extension EnvironmentValues {
    var _defaultScrollAnchor: UnitPoint? {
        get { self[_DefaultScrollAnchorKey.self] }
        set { self[_DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Starts the scroll views in this view with their content's `anchor` point on the
    /// scroll view's same point (nil: the top leading corner).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\._defaultScrollAnchor, anchor)
    }

    /// The anchor for one role: `.initialOffset` sets where the scroll views start; the
    /// other roles are kept as SwiftUI's defaults (see above).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\._defaultScrollAnchor) { if role == .initialOffset { $0 = anchor } }
    }
}
