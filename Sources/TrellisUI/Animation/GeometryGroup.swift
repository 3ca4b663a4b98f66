// geometryGroup(): the view's subtree moves as one piece while its frame animates
// (property `geometryGroup` on an effect node; the daemon's animator draws the
// descendants at their final places relative to the group's presented frame).

/// `geometryGroup()` (render kind `effect` with `geometryGroup`).
public struct _GeometryGroupModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

extension _GeometryGroupModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.geometryGroup(true)], content: content)
    }
}

extension View {
    /// Makes this view's geometry a group while it animates: its subviews keep their final
    /// places inside it and move with its animated frame, rather than each sliding from
    /// its old place in the window to its new one — so a subview inserted while the view
    /// moves travels with it instead of appearing at its destination. Layout is unchanged.
    public func geometryGroup() -> some View {
        modifier(_GeometryGroupModifier())
    }
}
