import TrellisProtocol

/// Takes all the space offered and builds its content from that size (render kind
/// `geometry`, which reports its frame). The content is re-evaluated only when the size
/// changes (S23) — and when the frame moves, if the content read its position
/// (`frame(in: .global)`, a named space, an anchor); before the first report it is built
/// with size zero at the origin.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.render(.geometry, [.reportsGeometry(true)], layout: .container)
        let proxy = GeometryProxy(node: node)
        // The closure's @Observable reads belong to this node (S13), not to the children.
        let child = node.graph.track(node) { content(proxy) }
        // A content that measured where the reader is must follow it when it moves.
        node.ext.positionDependent = proxy.reads.position
        node.reconcileChild(.index(0), child)
        node.finishRender()
    }
}
