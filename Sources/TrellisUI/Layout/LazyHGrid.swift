import TrellisProtocol

/// A grid whose children flow into the rows `rows` describes, top to bottom, then column
/// by column (render kind `lazyHGrid`). Every child is built and sent, as for `LazyVGrid`.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with `rows`, cells aligned by `alignment` unless an item says otherwise,
    /// columns `spacing` apart (nil: the default, 8).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHGrid: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let fallback = Alignment(horizontal: .center, vertical: alignment)
        renderLazyGrid(node, .lazyHGrid, rows.map { $0.wire(fallback: fallback) }, spacing: spacing, content: content)
    }
}
