// safeAreaInset(edge:alignment:spacing:content:): content placed along an edge of the
// view, which gives up that much room to it, as SwiftUI shrinks the view's safe area by
// the inset (a bar under a list: the list ends above the bar and its last row is not
// covered). Trellis lays the two out in a stack along the edge's axis.

extension View {
    /// Puts `content` along the top or bottom edge of this view; the view keeps the rest
    /// of the room. `spacing` separates them (none when nil).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }
    /// Puts `content` along the leading or trailing edge of this view; the view keeps the
    /// rest of the room.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}
