import TrellisProtocol

/// `allowsHitTesting(_:)`: whether taps and drags reach this view and its subtree
/// (false: they pass through to what lies below; property `hitTesting`).
public struct _AllowsHitTestingModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public var allowsHitTesting: Bool
}

extension _AllowsHitTestingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, allowsHitTesting ? [] : [.hitTesting(false)], content: content)
    }
}

extension View {
    /// Whether this view takes pointer input; when false, taps reach what lies below it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(allowsHitTesting: enabled))
    }
}
