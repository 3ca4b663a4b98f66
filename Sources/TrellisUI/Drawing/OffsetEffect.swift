import TrellisProtocol

/// Draws a view shifted, without changing its layout (`effect` with `offset`).
public struct _OffsetEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var offset: CGSize
    public init(offset: CGSize) { self.offset = offset }
}

extension _OffsetEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.offset(WirePoint(x: Double(offset.width), y: Double(offset.height)))], content: content)
    }
}

extension View {
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> { modifier(_OffsetEffect(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }
}
