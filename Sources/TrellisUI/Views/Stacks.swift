import TrellisProtocol

/// Horizontal position of a view in its container.
public struct HorizontalAlignment: Hashable, Sendable {
    let raw: Int
    public static let leading = HorizontalAlignment(raw: 0)
    public static let center = HorizontalAlignment(raw: 1)
    public static let trailing = HorizontalAlignment(raw: 2)
}

/// Vertical position of a view in its container.
public struct VerticalAlignment: Hashable, Sendable {
    let raw: Int
    public static let top = VerticalAlignment(raw: 0)
    public static let center = VerticalAlignment(raw: 1)
    public static let bottom = VerticalAlignment(raw: 2)
    public static let firstTextBaseline = VerticalAlignment(raw: 0)
    public static let lastTextBaseline = VerticalAlignment(raw: 2)
}

/// A 2D alignment (for `ZStack`, `frame`, `background`, `overlay`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var wire: TrellisProtocol.Alignment {
        switch (horizontal.raw, vertical.raw) {
        case (1, 1): .center
        case (0, 1): .leading
        case (2, 1): .trailing
        case (1, 0): .top
        case (1, 2): .bottom
        case (0, 0): .topLeading
        case (2, 0): .topTrailing
        case (0, 2): .bottomLeading
        default: .bottomTrailing
        }
    }
}

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
        node.render(.hstack, stackProps(spacing: spacing, alignment: a), layout: .container)
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
        node.render(.vstack, stackProps(spacing: spacing, alignment: a), layout: .container)
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
        node.render(.zstack, stackProps(spacing: nil, alignment: alignment.wire), layout: .container)
        node.reconcileStackContent(content)
        node.finishRender()
    }
}

/// Flexible space along the axis of its stack.
public struct Spacer: View, Equatable {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        var p: [Property] = []
        if let m = minLength { p.append(.minLength(Double(max(0, m)))) }
        node.render(.spacer, p, layout: .leaf)
        node.finishRender()
    }
}

/// A thin line (a 1-point rectangle of gray).
public struct Divider: View {
    public init() {}
    public var body: some View {
        Rectangle().fill(Color.gray.opacity(0.4)).frame(height: 1)
    }
}

/// A symbol image (`Image(systemName:)`), drawn by the daemon's backend.
public struct Image: View, Equatable {
    public typealias Body = Never
    let systemName: String
    var isResizable = false
    /// A system symbol (symbol variants apply), not a named image.
    var isSymbol = true
    public init(systemName: String) { self.systemName = systemName }
    public init(_ name: String) { self.systemName = name; isSymbol = false }
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
}

extension Image: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        var p: [Property] = [.systemName(systemName)]
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, into: &p)
        Image.applySymbolEnvironment(node.env, isSymbol: isSymbol, to: &p)
        node.render(.image, p, layout: .leaf)
        node.finishRender()
    }
}
