import TrellisProtocol

/// Runs an action when the view is tapped (`effect` with `tappable`).
public struct _TapGestureModifier: ViewModifier {
    public typealias Body = Never
    public var count: Int
    let action: () -> Void
}

extension _TapGestureModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.ext.tapAction = action
        node.renderWrapper(.effect, tappableProps, content: content)
    }
}

/// Shared, so reconciling a tap target (every row of a list, on each update) allocates no array.
let tappableProps: [Property] = [.tappable(true)]

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
