import TrellisProtocol

/// The axes of a scroll view.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A scrollable region (render kind `scroll`) whose content is stacked along its axis.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let horizontal = axes == .horizontal
        node.render(.scroll, [.axis(horizontal ? .horizontal : .vertical)], layout: .wrapper)
        var inner: any View = horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
        // contentMargins (Lists/ScrollBehaviors.swift): a padding that scrolls with the content.
        if let m = node.env.contentMargins { inner = AnyView(AnyView(inner).padding(m)) }
        node.reconcileChild(.index(0), inner)
        node.finishRender()
    }
}

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
    if node.graph.lazyRows, let source = content as? LazyRowSource {
        // Only a prefix of the elements is built; the daemon reserves space for the rest
        // (itemCount is the estimated total of rows) and asks for more with needRows.
        let total = source.elementCount
        if !node.graph.lazyRowsAnswered { node.graph.lazyContainers.insert(node) }
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
}

extension ViewGraph {
    /// The welcome's answer to the `lazyRows` the hello announced: without it, every lazy
    /// stack that built a prefix is rebuilt with all its rows.
    func lazyRowsGranted(_ granted: Bool) {
        let was = lazyRows
        lazyRows = granted
        lazyRowsAnswered = true
        let containers = lazyContainers.filter(\.isAlive)
        lazyContainers = []
        guard was, !granted else { return }
        for n in containers { invalidate(n, reason: "lazyRows refused") }
    }

    /// The daemon needs rows up to `end` of the lazy stack rendered as `container`:
    /// raises its element limit to cover them and updates it.
    func needRows(_ container: NodeID, end: UInt64) {
        guard lazyRows, let n = renderOwner[container], n.isAlive, n.renderID == container else { return }
        let elements = Int((Double(end) / n.lazyRowsPerElement).rounded(.up))
        guard elements > n.lazyElementLimit else { return }
        n.lazyElementLimit = elements
        invalidate(n, reason: "needRows")
    }
}
