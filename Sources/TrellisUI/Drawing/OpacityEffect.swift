import TrellisProtocol

/// Makes a view transparent (render kind `effect`, property `opacity`). An invisible
/// view still takes part in layout: it does not disappear (S18).
public struct _OpacityEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var opacity: Double
    public init(opacity: Double) { self.opacity = opacity }
}

extension _OpacityEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.renderWrapper(.effect, [.opacity(max(0, min(1, opacity)))], content: content)
    }
}

extension View {
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> { modifier(_OpacityEffect(opacity: opacity)) }
}

extension View {
    /// Hides the view: it keeps its place in layout but is not drawn and takes no input.
    public func hidden() -> some View {
        modifier(_OpacityEffect(opacity: 0)).allowsHitTesting(false)
    }
}
