import TrellisProtocol

/// The built-in layouts that are also render kinds: used directly (`HStackLayout { … }`)
/// they render as the stack itself; inside an `AnyLayout` they run as custom layouts, so
/// that switching layouts keeps the subviews' identity and state.
protocol _NativeStackLayout {
    @MainActor func _render<C: View>(in node: GraphNode, content: C)
}

/// A horizontal stack as a `Layout` value (for `AnyLayout`).
public struct HStackLayout: Layout, _NativeStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutRule(horizontal: true, spacing: spacing).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let fraction: CGFloat = alignment.raw == 0 ? 0 : alignment.raw == 2 ? 1 : 0.5
        StackLayoutRule(horizontal: true, spacing: spacing).place(in: bounds, proposal, subviews, crossFraction: fraction)
    }
    func _render<C: View>(in node: GraphNode, content: C) {
        HStack(alignment: alignment, spacing: spacing) { content }._reconcile(in: node)
    }
}

/// A vertical stack as a `Layout` value (for `AnyLayout`).
public struct VStackLayout: Layout, _NativeStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutRule(horizontal: false, spacing: spacing).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let fraction: CGFloat = alignment.raw == 0 ? 0 : alignment.raw == 2 ? 1 : 0.5
        StackLayoutRule(horizontal: false, spacing: spacing).place(in: bounds, proposal, subviews, crossFraction: fraction)
    }
    func _render<C: View>(in node: GraphNode, content: C) {
        VStack(alignment: alignment, spacing: spacing) { content }._reconcile(in: node)
    }
}

/// An overlapping stack as a `Layout` value (for `AnyLayout`).
public struct ZStackLayout: Layout, _NativeStackLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { r, s in
            let c = s.sizeThatFits(proposal)
            return CGSize(width: max(r.width, c.width), height: max(r.height, c.height))
        }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let fx: CGFloat = alignment.horizontal.raw == 0 ? 0 : alignment.horizontal.raw == 2 ? 1 : 0.5
        let fy: CGFloat = alignment.vertical.raw == 0 ? 0 : alignment.vertical.raw == 2 ? 1 : 0.5
        for s in subviews {
            let c = s.sizeThatFits(proposal)
            s.place(at: CGPoint(x: bounds.minX + (bounds.width - c.width) * fx, y: bounds.minY + (bounds.height - c.height) * fy),
                    proposal: proposal)
        }
    }
    func _render<C: View>(in node: GraphNode, content: C) {
        ZStack(alignment: alignment) { content }._reconcile(in: node)
    }
}

/// The stack rule of LayoutModel.md over layout subviews: gaps of `spacing` (8 by
/// default); with a length proposed, the least flexible subviews are offered an equal
/// share of what is left first.
struct StackLayoutRule {
    var horizontal: Bool
    var spacing: CGFloat?

    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
    private func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }

    /// Each subview's size for the stack proposed `p`.
    func sizes(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> [CGSize] {
        let n = subviews.count
        guard n > 0 else { return [] }
        let pm = horizontal ? p.width : p.height, pc = horizontal ? p.height : p.width
        let gap = spacing ?? 8
        guard let length = pm else { return subviews.map { $0.sizeThatFits(proposal(main: nil, cross: pc)) } }
        // Least flexible first (largest minus smallest length), measured once a subview.
        let flexibility = subviews.map {
            main($0.sizeThatFits(proposal(main: .infinity, cross: pc))) - main($0.sizeThatFits(proposal(main: 0, cross: pc)))
        }
        let order = subviews.indices.sorted { a, b in
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var remaining = length - gap * CGFloat(n - 1)
        var out = [CGSize](repeating: .zero, count: n)
        for (k, i) in order.enumerated() {
            let offer = max(remaining / CGFloat(n - k), 0)
            out[i] = subviews[i].sizeThatFits(proposal(main: offer, cross: pc))
            remaining -= main(out[i])
        }
        return out
    }

    func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let s = sizes(p, subviews)
        let m = s.reduce(0) { $0 + main($1) } + (spacing ?? 8) * CGFloat(max(s.count - 1, 0))
        let c = s.reduce(0) { max($0, cross($1)) }
        return horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, crossFraction: CGFloat) {
        let s = sizes(p, subviews)
        var at = horizontal ? bounds.minX : bounds.minY
        let crossLength = horizontal ? bounds.height : bounds.width
        for (i, sub) in subviews.enumerated() {
            let offset = (crossLength - cross(s[i])) * crossFraction
            let point = horizontal ? CGPoint(x: at, y: bounds.minY + offset) : CGPoint(x: bounds.minX + offset, y: at)
            sub.place(at: point, proposal: ProposedViewSize(s[i]))
            at += main(s[i]) + (spacing ?? 8)
        }
    }
}

/// A type-erased layout: switching the layout it wraps (say, from a horizontal to a
/// vertical stack) keeps the subviews' identity and state, and animates their frames.
public struct AnyLayout: Layout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    /// The wrapped layout's cache, whatever its type.
    public struct Cache {
        var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ l: L) -> Cache { Cache(value: l.makeCache(subviews: subviews)) }
        return make(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ l: L) -> CGSize {
            var c = cache.value as? L.Cache ?? l.makeCache(subviews: subviews)
            defer { cache.value = c }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return run(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ l: L) {
            var c = cache.value as? L.Cache ?? l.makeCache(subviews: subviews)
            defer { cache.value = c }
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        run(base)
    }
}

/// A grid as a `Layout` value: `GridLayout { GridRow { … } }` is a `Grid` (rows, columns
/// as wide as their widest cell, column alignment…).
///
/// Inside an `AnyLayout` a grid runs as a custom layout, whose subviews are its content's
/// views as a whole: each subview is a row spanning every column (a `GridRow` there is
/// laid out as one row of its own, its cells not aligned with other rows' columns),
/// stacked `verticalSpacing` apart and aligned by `alignment`'s horizontal part — what a
/// `Grid` does with a child that is not a `GridRow`.
public struct GridLayout: Layout, _NativeStackLayout {
    /// How cells are aligned in their column and row.
    public var alignment: Alignment
    /// The space between columns (nil: 8).
    public var horizontalSpacing: CGFloat?
    /// The space between rows (nil: 8).
    public var verticalSpacing: CGFloat?
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutRule(horizontal: false, spacing: verticalSpacing).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let fraction: CGFloat = alignment.horizontal.raw == 0 ? 0 : alignment.horizontal.raw == 2 ? 1 : 0.5
        StackLayoutRule(horizontal: false, spacing: verticalSpacing).place(in: bounds, proposal, subviews, crossFraction: fraction)
    }
    func _render<C: View>(in node: GraphNode, content: C) {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content }
            ._reconcile(in: node)
    }
}
