import TrellisProtocol

/// A vertical stack whose rows appear and disappear as they enter and leave the visible
/// range (render kind `lazyVStack`, S19). Every row's identity (and state) lives as long
/// as the container; the daemon decides which rows take part in layout.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// `pinnedViews`: which parts of the `Section`s among the rows stay in view while their
    /// section scrolls through an enclosing scroll view (headers at the top, footers at the
    /// bottom).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// The parts of a lazy stack's sections that stay pinned to the visible edge of the scroll
/// view while the rest of their section scrolls under them.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers: each stays at the leading (top) edge until the next header pushes
    /// it away.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers: each stays at the trailing (bottom) edge until its section's start
    /// reaches it.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension EnvironmentValues {
    /// The `pinnedViews` of the lazy stack whose rows are being built: a `Section` among
    /// them marks its header or footer `pinned` (Lists/Section.swift). Each lazy stack
    /// sets its own, so a nested one does not inherit it.
    var _pinnedViews: PinnedScrollableViews {
        get { self[PinnedViewsKey.self] }
        set { self[PinnedViewsKey.self] = newValue }
    }
}

private struct PinnedViewsKey: EnvironmentKey { static var defaultValue: PinnedScrollableViews { [] } }

extension GraphNode {
    /// Gives this lazy stack's rows `pinned` as their `_pinnedViews` (written only when it
    /// differs from what the stack inherits: most stacks pin nothing inside nothing).
    func setPinnedViews(_ pinned: PinnedScrollableViews) {
        guard env._pinnedViews != pinned else {
            if extra?.envWrite != nil { ext.envWrite = nil }
            return
        }
        if let w = extra?.envWrite, w.parent.isIdentical(to: env), (w.value as? PinnedScrollableViews) == pinned { return }
        var childEnv = env
        childEnv._pinnedViews = pinned
        ext.envWrite = (env, pinned as Any, childEnv)
    }
}

extension LazyVStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let a: TrellisProtocol.Alignment = alignment.raw == 0 ? .leading : alignment.raw == 2 ? .trailing : .center
        node.setPinnedViews(pinnedViews)
        reconcileLazy(node, kind: .lazyVStack, props: stackProps(spacing: spacing, alignment: a), content: content)
    }
}

/// The horizontal lazy stack (render kind `lazyHStack`).
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// `pinnedViews`: which parts of the `Section`s among the columns stay in view while
    /// their section scrolls (headers at the leading edge, footers at the trailing edge).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

extension LazyHStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let a: TrellisProtocol.Alignment = alignment.raw == 0 ? .top : alignment.raw == 2 ? .bottom : .center
        node.setPinnedViews(pinnedViews)
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
