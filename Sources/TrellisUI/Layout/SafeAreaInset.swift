/// `safeAreaInset(edge:…)`: the inset content sits at the edge, across the whole side,
/// and the modified view takes what is left. A Linux window has no safe area of its own,
/// so the view's safe area is exactly the inset: the two are laid out as a stack with the
/// view flexible and the inset at its ideal size (a scroll view's content does not
/// scroll under the inset, as it does under a translucent bar on iOS).
public struct _SafeAreaInsetLayout<Inset: View>: ViewModifier {
    enum Placement { case top, bottom, leading, trailing }
    let placement: Placement
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment
    let spacing: CGFloat?
    let inset: Inset

    public func body(content: Content) -> some View {
        // No default gap: the inset starts where the view's safe area ends.
        let gap = spacing ?? 0
        switch placement {
        case .top: return AnyView(VStack(alignment: horizontal, spacing: gap) { inset; content })
        case .bottom: return AnyView(VStack(alignment: horizontal, spacing: gap) { content; inset })
        case .leading: return AnyView(HStack(alignment: vertical, spacing: gap) { inset; content })
        case .trailing: return AnyView(HStack(alignment: vertical, spacing: gap) { content; inset })
        }
    }
}

extension View {
    /// Shows `content` above or below this view, which is inset by its height (plus
    /// `spacing`, 0 by default); `alignment` places `content` across the width.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetLayout(placement: edge == .top ? .top : .bottom, horizontal: alignment, vertical: .center,
                                      spacing: spacing, inset: content()))
    }

    /// Shows `content` beside this view, which is inset by its width (plus `spacing`, 0
    /// by default); `alignment` places `content` along the height.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetLayout(placement: edge == .leading ? .leading : .trailing, horizontal: .center,
                                      vertical: alignment, spacing: spacing, inset: content()))
    }

    /// Adds `length` (16 by default) to the safe area on `edges`. Without a system safe
    /// area on Linux this insets the view's content like padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `insets` to the safe area; on Linux, like padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` to the safe area on every edge; on Linux, like padding.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}
