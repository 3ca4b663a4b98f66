import TrellisProtocol

/// Flexible space along the axis of its stack.
public struct Spacer: View, Equatable {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        var p: [Property] = []
        if let m = minLength { p.append(.minLength(Double(max(0, m)))) }
        node.render(.spacer, p, layout: .leaf)
        node.finishRender()
    }
}
