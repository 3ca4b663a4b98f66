import TrellisProtocol

/// A grid whose children flow into the columns `columns` describes, left to right, then
/// row by row (render kind `lazyVGrid`). Every child is built and sent: the daemon does
/// not yet ask for a grid's rows as it does for a `LazyVStack`'s.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with `columns`, cells aligned by `alignment` unless an item says otherwise,
    /// rows `spacing` apart (nil: the default, 8).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let fallback = Alignment(horizontal: alignment, vertical: .center)
        renderLazyGrid(node, .lazyVGrid, columns.map { $0.wire(fallback: fallback) }, spacing: spacing, content: content)
    }
}

/// A lazy grid's render node: its items (one flexible item when there are none, as the
/// daemon requires at least one) and its children.
@MainActor
func renderLazyGrid<C: View>(_ node: GraphNode, _ kind: NodeKind, _ items: [WireGridItem],
                                     spacing: CGFloat?, content: C) {
    let list = items.isEmpty ? [GridItem().wire(fallback: .center)] : items
    var p: [Property] = [.gridItems(list)]
    if let s = spacing { p.append(.spacing(Double(max(0, s)))) }
    node.render(kind, p, layout: .container)
    node.reconcileStackContent(content)
    node.finishRender()
}
