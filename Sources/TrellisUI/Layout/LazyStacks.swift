import TrellisProtocol

/// A vertical stack whose rows appear and disappear as they enter and leave the visible
/// range (render kind `lazyVStack`, S19). Every row's identity (and state) lives as long
/// as the container; the daemon decides which rows take part in layout.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

extension LazyVStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let a: TrellisProtocol.Alignment = alignment.raw == 0 ? .leading : alignment.raw == 2 ? .trailing : .center
        reconcileLazy(node, kind: .lazyVStack, props: stackProps(spacing: spacing, alignment: a), content: content)
    }
}

/// The horizontal lazy stack (render kind `lazyHStack`).
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let a: TrellisProtocol.Alignment = alignment.raw == 0 ? .top : alignment.raw == 2 ? .bottom : .center
        reconcileLazy(node, kind: .lazyHStack, props: stackProps(spacing: spacing, alignment: a), content: content)
    }
}

@MainActor
func reconcileLazy(_ node: GraphNode, kind: NodeKind, props: [Property], content: any View) {
    var count: Int
    if node.graph.lazyRows.enabled, let source = content as? LazyRowSource {
        // Only a prefix of the elements is built; the daemon reserves space for the rest
        // (itemCount is the estimated total of rows) and asks for more with needRows.
        let total = source.elementCount
        node.graph.lazyRows.builtPrefix(node)
        let k = min(node.lazyElementLimit, total)
        node.reconcileChild(.index(0), source.limited(to: k))
        count = node.children.reduce(0) { $0 + $1.roots.count }
        if k > 0 { node.lazyRowsPerElement = max(Double(count) / Double(k), 0.01) }
        count += Int((Double(total - k) * node.lazyRowsPerElement).rounded(.up))
    } else {
        node.reconcileChild(.index(0), content)
        count = node.children.reduce(0) { $0 + $1.roots.count }
    }
    node.render(kind, props + [.itemCount(UInt64(count))], layout: .container)
    node.finishRender()
    if let waiters = node.extra?.rowsBuiltWaiters, !waiters.isEmpty {
        node.ext.rowsBuiltWaiters = []
        for w in waiters { w.rowsBuilt() }
    }
}
