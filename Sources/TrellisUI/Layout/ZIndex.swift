import TrellisProtocol

/// `zIndex(_:)`: the view's place in its siblings' paint order (property `zIndex` on an
/// `effect`); the daemon paints and hit-tests higher values above lower ones.
public struct _ZIndexModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public var index: Double
    public init(index: Double) { self.index = index }
}

extension _ZIndexModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, index == 0 || !index.isFinite ? [] : [.zIndex(index)], content: content)
    }
}

extension View {
    /// Draws this view above its siblings with a lower value (default 0) and below those
    /// with a higher one, whatever their order in the container; layout is unchanged.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(index: value))
    }
}
