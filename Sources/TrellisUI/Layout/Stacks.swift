import TrellisProtocol

func stackProps(spacing: CGFloat?, alignment: TrellisProtocol.Alignment) -> [Property] {
    var p: [Property] = []
    if spacing != nil && alignment != .center { p.reserveCapacity(2) }   // one allocation, not two
    if let s = spacing { p.append(.spacing(Double(max(0, s)))) }
    if alignment != .center { p.append(.alignment(alignment)) }
    return p
}

/// Arranges its children in a row (render kind `hstack`).
public struct HStack<Content: View>: View {
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

extension HStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let a: TrellisProtocol.Alignment = alignment.raw == 0 ? .top : alignment.raw == 2 ? .bottom : .center
        var p = stackProps(spacing: spacing, alignment: a)
        if let c = customAlignmentProperty(vertical: alignment) { p.append(c) }
        node.render(.hstack, p, layout: .container)
        node.reconcileStackContent(content)
        node.finishRender()
    }
}

/// Arranges its children in a column (render kind `vstack`).
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let a: TrellisProtocol.Alignment = alignment.raw == 0 ? .leading : alignment.raw == 2 ? .trailing : .center
        var p = stackProps(spacing: spacing, alignment: a)
        if let c = customAlignmentProperty(horizontal: alignment) { p.append(c) }
        node.render(.vstack, p, layout: .container)
        node.reconcileStackContent(content)
        node.finishRender()
    }
}

/// Overlays its children, later ones on top (render kind `zstack`). Every layer takes part
/// in layout, so every layer appears (S18).
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        var p = stackProps(spacing: nil, alignment: alignment.wire)
        if let c = alignment.customProperty { p.append(c) }
        node.render(.zstack, p, layout: .container)
        node.reconcileStackContent(content)
        node.finishRender()
    }
}
