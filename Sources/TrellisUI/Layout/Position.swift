import TrellisProtocol

/// `position(x:y:)` (render kind `position`): the view takes the space it is offered and
/// puts its content's centre at the point, in its own coordinates.
public struct _PositionLayout: ViewModifier, Equatable {
    public typealias Body = Never
    public var position: CGPoint
    public init(position: CGPoint) { self.position = position }
}

extension _PositionLayout: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let x = Double(position.x), y = Double(position.y)
        // A non-finite coordinate cannot be placed: the origin, as for an unset one.
        let at = WirePoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        node.renderWrapper(.position, [.position(at)], content: content)
    }
}

extension View {
    /// Places the centre of this view at `position` in its parent's coordinate space,
    /// taking all the space the parent offers.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Places the centre of this view at (`x`, `y`) in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
