import TrellisProtocol

/// A container that arranges its rows in a two-dimensional table whose columns line up
/// (render kind `grid`). Each `GridRow` is a row of cells; any other child is one cell
/// across every column. Columns are as wide as their widest cell and rows as tall as
/// their tallest; the daemon lays it out (LayoutModel.md, "Grid").
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid whose cells are aligned by `alignment` unless a column or row says
    /// otherwise, with the given gaps between columns and rows (nil: the default, 8).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        var p = stackProps(spacing: horizontalSpacing, alignment: alignment.wire)
        if let v = verticalSpacing { p.append(.verticalSpacing(Double(max(0, v)))) }
        node.render(.grid, p, layout: .container)
        node.reconcileStackContent(content)
        node.finishRender()
    }
}

/// One row of a `Grid` (render kind `gridRow`): each view in it is a cell in the next
/// column (or in `gridCellColumns(_:)` columns).
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells are aligned vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        var p: [Property] = []
        if let a = alignment { p.append(.alignment(a.raw == 0 ? .top : a.raw == 2 ? .bottom : .center)) }
        node.render(.gridRow, p, layout: .container)
        node.reconcileStackContent(content)
        node.finishRender()
    }
}

/// The grid-cell modifiers: properties on an `effect` wrapper that the enclosing grid reads
/// from its cell (through other single-child modifiers).
public struct _GridCellModifier: ViewModifier, Equatable {
    public typealias Body = Never
    enum Setting: Equatable {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case anchor(UnitPoint)
        case unsizedAxes(Axis.Set)
    }
    let setting: Setting
}

extension _GridCellModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let p: Property
        switch setting {
        case .columns(let n): p = .gridCellColumns(UInt16(min(max(n, 1), 4096)))
        case .columnAlignment(let h):
            p = .gridColumnAlignment(h.raw == 0 ? .leading : h.raw == 2 ? .trailing : .center)
        case .anchor(let u):
            let x = Double(u.x), y = Double(u.y)
            p = .gridCellAnchor(WirePoint(x: x.isFinite ? x : 0.5, y: y.isFinite ? y : 0.5))
        case .unsizedAxes(let axes):
            p = .gridCellUnsizedAxes((axes.contains(.horizontal) ? 1 : 0) | (axes.contains(.vertical) ? 2 : 0))
        }
        node.renderWrapper(.effect, [p], content: content)
    }
}

extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellModifier(setting: .columns(count)))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellModifier(setting: .columnAlignment(guide)))
    }

    /// Places this cell's content at `anchor` within its cell, whatever the column's and
    /// row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellModifier(setting: .anchor(anchor)))
    }

    /// On `axes`, this cell does not size its column or row and takes the size the other
    /// cells give it (for colours and dividers that would otherwise take all the space).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellModifier(setting: .unsizedAxes(axes)))
    }
}
