// Navigation transitions (iOS 18): `navigationTransition(.zoom(sourceID:in:))` on a
// pushed or presented view, with `matchedTransitionSource(id:in:)` on the view it zooms
// from. Trellis pushes and presents as it always does (a push replaces the screen, a
// sheet slides up, S27/S28): the zoom from the source's frame is not drawn — see
// PlatformDifferences. The source keeps its look; a configuration's background, clip
// shape and shadow style only the zoom, so they are kept with it.

/// How a pushed or presented view arrives.
public protocol NavigationTransition {}

/// The platform's transition (a push or a sheet).
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A zoom from a matched transition source.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

/// How a matched transition source looks during the zoom.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// A source without styling.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A source with a background, a clip shape and a shadow for the zoom.
public struct _StyledMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    var background: Color?
    var cornerRadius: CGFloat?
    var shadowRadius: CGFloat?
}

extension MatchedTransitionSourceConfiguration {
    private var styled: _StyledMatchedTransitionSourceConfiguration {
        (self as? _StyledMatchedTransitionSourceConfiguration) ?? _StyledMatchedTransitionSourceConfiguration()
    }
    /// The colour behind the source's content during the zoom.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        var c = styled; c.background = style; return c
    }
    /// The shape the source is clipped to during the zoom.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        var c = styled; c.cornerRadius = shape.cornerRadius; return c
    }
    /// The source's shadow during the zoom.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some MatchedTransitionSourceConfiguration {
        var c = styled; c.shadowRadius = radius; return c
    }
}

extension View {
    /// How this view arrives when pushed or presented (drawn as the platform's push or
    /// sheet; see above).
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Marks this view as the source of a zoom transition with `id` in `namespace`.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as the source of a zoom transition, styled by `configuration`.
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C) -> some View { self }
}
