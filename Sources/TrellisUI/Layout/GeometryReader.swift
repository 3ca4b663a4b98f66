import TrellisProtocol

/// The size a `GeometryReader` was given.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// This reader's frame; TrellisUI knows only the size (origin zero).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}



/// Takes all the space offered and builds its content from that size (render kind
/// `geometry`, which reports its frame). The content is re-evaluated only when the size
/// changes (S23); before the first report it is built with size zero.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.render(.geometry, [.reportsGeometry(true)], layout: .container)
        let size = node.ext.geometrySize ?? .zero
        // The closure's @Observable reads belong to this node (S13), not to the children.
        let child = node.graph.track(node) { content(GeometryProxy(size: size)) }
        node.reconcileChild(.index(0), child)
        node.finishRender()
    }
}
