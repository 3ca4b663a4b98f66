import TrellisProtocol

/// A custom layout: code of the app that sizes a container and places its subviews.
///
/// The layout runs in the app, the subviews' sizes are known to the daemon: a container
/// with a custom layout is a `customLayout` render node whose size (for the proposals the
/// daemon may make) and subview placements the app computes with the subviews' sizes the
/// daemon last reported (`layoutMeasured`). A proposal the layout asks about for the first
/// time is measured after the next commit, and the layout runs again with the answer: a
/// new custom layout can take a frame or two to settle.
public protocol Layout {
    /// Data the layout keeps between its two calls (`Void` when it needs none).
    associatedtype Cache = Void

    /// The stack orientation and similar facts about the layout.
    static var layoutProperties: LayoutProperties { get }

    /// The size the container chooses for `proposal`, given its subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview (`LayoutSubview.place(at:anchor:proposal:)`) within `bounds`,
    /// the container's frame for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The spacing the container wants around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date when the subviews changed (by default, makes a new one).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// An explicit horizontal guide for the container, or nil.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// An explicit vertical guide for the container, or nil.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    typealias Subviews = LayoutSubviews
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays out `content`'s views with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _CustomLayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A container laid out by a custom `Layout` (render kind `customLayout`).
public struct _CustomLayoutView<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content
}

extension _CustomLayoutView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        // A stack layout used directly is the stack itself; inside AnyLayout it runs as
        // a custom layout, so that switching layouts keeps one render node.
        if let native = layout as? _NativeStackLayout {
            native._render(in: node, content: content)
            return
        }
        node.reconcileStackContent(content)
        let subviewNodes = node.subviewNodes()
        let state = node.ext.customLayout ?? CustomLayoutState()
        node.ext.customLayout = state
        state.beginPass(subviews: subviewNodes.count)
        let subviews = LayoutSubviews((0..<subviewNodes.count).map {
            LayoutSubview(index: $0, measurements: state, traits: subviewNodes[$0].traitsDownward())
        })
        var cache = layout.makeCache(subviews: subviews)
        let placed = state.placedProposal ?? .unspecified
        var table: [WireLayoutSize] = []
        var placedSize = CGSize.zero
        for p in CustomLayoutState.probes(around: placed) {
            let s = layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
            if p == placed { placedSize = s }
            table.append(CustomLayoutState.entry(p, s))
        }
        layout.placeSubviews(in: CGRect(origin: .zero, size: placedSize), proposal: placed, subviews: subviews, cache: &cache)
        node.render(.customLayout, [.layoutSizes(table), .placements(state.placements),
                                    .measureProposals(state.requested.map(CustomLayoutState.wire))], layout: .container)
        node.finishRender()
    }
}

extension GraphNode {
    /// The graph nodes of this container's subviews, one per render root of its
    /// children, in order (a ForEach's elements are subviews of their own).
    func subviewNodes() -> [GraphNode] {
        var out: [GraphNode] = []
        func collect(_ n: GraphNode) {
            for c in n.children {
                if c.roots.count == 1 { out.append(c) } else if c.roots.count > 1 { collect(c) }
            }
        }
        collect(self)
        return out
    }

    /// The traits set on this node or the single-child chain below it (the modifiers of
    /// a subview), the outermost value first.
    func traitsDownward() -> [ObjectIdentifier: Any] {
        var traits: [ObjectIdentifier: Any] = [:]
        var n: GraphNode? = self
        while let m = n {
            for (k, v) in m.extra?.traits ?? [:] where traits[k] == nil { traits[k] = v }
            n = m.children.count == 1 ? m.children.first : nil
        }
        return traits
    }
}
