// flipsForRightToLeftLayoutDirection(_:): mirrors a view (an arrow, a directional image)
// horizontally when the layout direction is right to left, as a drawing transform about
// the view's centre; layout is unchanged.

/// Mirrors its content when enabled and the environment's layout direction is right to
/// left.
struct _FlipsForRightToLeftModifier: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction
    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}

extension View {
    /// Mirrors this view horizontally in a right-to-left layout, when `enabled`.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipsForRightToLeftModifier(enabled: enabled))
    }
}
