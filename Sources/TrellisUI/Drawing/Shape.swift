import TrellisProtocol

/// A 2-D shape. Write `path(in:)` for a custom shape; as a view a shape fills the space
/// it is offered with the foreground colour. The built-in shapes are drawn natively by the
/// daemon; a custom shape's path travels on the wire (`pathData`) and is recomputed for
/// the laid-out size once the daemon reports it.
public protocol Shape: View, Animatable where Body == Never {
    /// The outline of the shape in `rect`. Not isolated to the main actor, as in SwiftUI:
    /// model code computes shapes' paths from any context (`Rectangle().path(in:)`).
    nonisolated func path(in rect: CGRect) -> Path
    var _shapeKind: ShapeKind { get }
    var _cornerRadius: Double? { get }
    /// `trim(from:to:)`: the untrimmed outline and the fractions, drawn (and animated) by
    /// the daemon. Nil for an untrimmed shape.
    func _trim(in rect: CGRect) -> (path: Path, from: Double, to: Double)?
    /// The kind of shape this is, for styles that resolve by it (default `.fill`).
    static var role: ShapeRole { get }
    /// The size the shape takes for `proposal`: by default all that is offered, with 10
    /// points on an axis given no proposal (`replacingUnspecifiedDimensions()`).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public var _shapeKind: ShapeKind { .path }
    public var _cornerRadius: Double? { nil }
    public func _trim(in rect: CGRect) -> (path: Path, from: Double, to: Double)? { nil }
    public static var role: ShapeRole { .fill }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: nil)
    }
    public func foregroundColor(_ color: Color?) -> _ShapeView<Self, Color> {
        _ShapeView(shape: self, style: color ?? .primary, stroke: nil)
    }
}

/// Properties of a shape node; a stroke without a fill sends a transparent fill.
@MainActor
func shapeProperties(_ shape: some Shape, fill: Color?, stroke: (Color, StrokeStyle)?, node: GraphNode) -> [Property] {
    if shape is ContainerRelativeShape, let container = _containerShape(at: node) {
        return shapeProperties(container, fill: fill, stroke: stroke, node: node)
    }
    let kind = shape._shapeKind
    var p: [Property] = [.shape(kind), .fill((fill ?? .clear).wire(in: node.env))]
    if let r = shape._cornerRadius { p.append(.cornerRadius(r)) }
    if let (color, style) = stroke { p += strokeProperties(color.wire(in: node.env), style) }
    if kind == .path {
        // Computed for the size the daemon reported last (a nominal 100 x 100 before the
        // first layout; the daemon scales it until the real size arrives).
        let size = node.extra?.geometrySize ?? CGSize(width: 100, height: 100)
        let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let trim = shape._trim(in: rect)
        if let trim { p.append(.trim([trim.from, trim.to])) }
        let data = (trim?.path ?? shape.path(in: rect)).wireData
        if data.allSatisfy(\.isFinite) {
            p.append(.pathData(data))
        } else {
            TrellisLog.emit("\(type(of: shape)): path(in:) produced a non-finite coordinate; drawing nothing")
            p.append(.pathData([]))
        }
        p.append(.pathSize(WireSize(width: max(size.width, 0.001), height: max(size.height, 0.001))))
        p.append(.reportsGeometry(true))
    }
    return p
}

/// The properties of a stroke of `color` in `style` (what a shape node needs besides its
/// geometry and fill).
func strokeProperties(_ color: WireColor, _ style: StrokeStyle) -> [Property] {
    var p: [Property] = [.stroke(color), .lineWidth(Double(max(style.lineWidth, 0)))]
    if !style.dash.isEmpty { p.append(.dash(style.dash.map { Double(max($0, 0)) })) }
    if style.lineCap != .butt { p.append(.lineCap(style.lineCap == .round ? .round : .square)) }
    if style.lineJoin != .miter { p.append(.lineJoin(style.lineJoin == .round ? .round : .bevel)) }
    if style.miterLimit != 10, style.miterLimit > 0, style.miterLimit.isFinite {
        p.append(.miterLimit(Double(style.miterLimit)))
    }
    return p
}

/// A shape filled and/or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    /// A stroke instead of the fill (`stroke`, `strokeBorder`).
    var stroke: StrokeStyle?
    /// Already inside the layout that gives a self-sizing shape its size.
    var isSized = false
}

/// The layout of a custom shape whose `sizeThatFits(_:)` answers something else than the
/// proposal: the shape's own answer is the container's size, and the shape fills it.
/// Shapes that take what they are offered (all built-in ones) are plain leaves.
struct _ShapeSizingLayout<S: Shape>: Layout {
    let shape: S

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)) }
    }

}

/// Whether `shape` sizes itself: a custom (path) shape whose `sizeThatFits(_:)` differs
/// from the default for one of a few probing proposals.
func shapeSizesItself(_ shape: some Shape) -> Bool {
    guard shape._shapeKind == .path else { return false }
    let probes = [ProposedViewSize.unspecified, .zero, ProposedViewSize(width: 37, height: 91),
                  ProposedViewSize(width: 240, height: nil), ProposedViewSize(width: nil, height: 55)]
    return probes.contains { shape.sizeThatFits($0) != $0.replacingUnspecifiedDimensions() }
}

/// A self-sizing shape's leaf inside its `_ShapeSizingLayout`.
struct _SelfSizedShapeLeaf<S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let shape: S
    func _reconcile(in node: GraphNode) { ShapeRenderer.leaf(shape, in: node) }
}

extension _ShapeView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        if !isSized, shapeSizesItself(shape) {
            var inner = self
            inner.isSized = true
            _CustomLayoutView(layout: _ShapeSizingLayout(shape: shape), content: inner)._reconcile(in: node)
            return
        }
        if let paint = style as? ImagePaint {
            node.renderWrapper(.padding, [.insets(WireInsets(top: 0, leading: 0, bottom: 0, trailing: 0))],
                               content: _ImagePaintShape(shape: shape, paint: paint, stroke: stroke))
            return
        }
        let color = style.resolvedColor(in: node.env)
        var props = stroke.map { shapeProperties(shape, fill: nil, stroke: (color, $0), node: node) }
            ?? shapeProperties(shape, fill: color, stroke: nil, node: node)
        if stroke == nil, let g = style.wireGradient(in: node.env.colorScheme), g.count >= 8 {
            props.append(.gradient(g))
        }
        // Shadows of the style (`.blue.shadow(.inner(radius: 4))`): the last of each kind
        // applies. An inner shadow shades a fill only.
        for shadow in style.shadowStyles {
            switch shadow.kind {
            case .drop: props.removeAll { $0.tag == .shadow }; props.append(.shadow(shadow.wire(in: node.env)))
            case .inner where stroke == nil:
                props.removeAll { $0.tag == .innerShadow }; props.append(.innerShadow(shadow.wire(in: node.env)))
            case .inner: break
            }
        }
        if let inset = shape as? _InsetAmountProviding, inset._insetAmount != 0 {
            // An inset built-in shape (strokeBorder): the shape inside a padding.
            let a = Double(inset._insetAmount)
            node.renderWrapper(.padding, [.insets(WireInsets(top: a, leading: a, bottom: a, trailing: a))],
                               content: _ShapePropertiesLeaf(properties: props))
            return
        }
        node.render(.shape, props, layout: .leaf)
        node.finishRender()
    }
}

@MainActor
struct ShapeRenderer {
    static func reconcile(_ s: some Shape, in node: GraphNode) {
        if shapeSizesItself(s) {
            _CustomLayoutView(layout: _ShapeSizingLayout(shape: s), content: _SelfSizedShapeLeaf(shape: s))._reconcile(in: node)
            return
        }
        leaf(s, in: node)
    }

    /// The shape as one `shape` render node filling its frame, in the foreground colour.
    static func leaf(_ s: some Shape, in node: GraphNode) {
        let fill = node.env.foregroundColor ?? .primary
        node.render(.shape, shapeProperties(s, fill: fill, stroke: nil, node: node), layout: .leaf)
        node.finishRender()
    }
}

public struct Rectangle: Shape, PrimitiveView {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    public var _shapeKind: ShapeKind { .rectangle }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct Circle: Shape, PrimitiveView {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public var _shapeKind: ShapeKind { .circle }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct Ellipse: Shape, PrimitiveView {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var _shapeKind: ShapeKind { .ellipse }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct Capsule: Shape, PrimitiveView {
    public var style: RoundedCornerStyle
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public var _shapeKind: ShapeKind { .capsule }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct RoundedRectangle: Shape, PrimitiveView {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
    public var _shapeKind: ShapeKind { .roundedRectangle }
    public var _cornerRadius: Double? { Double(cornerRadius) }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

// The shape shorthands of SwiftUI 5 (`.clipShape(.rect(cornerRadius: 8))`, `.circle`).
extension Shape where Self == Rectangle {
    /// A rectangle.
    @MainActor public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    @MainActor public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    @MainActor public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have their own radii.
    @MainActor public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centred in the frame.
    @MainActor public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    @MainActor public static var capsule: Capsule { Capsule() }
    /// A capsule with `style` corners.
    @MainActor public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    @MainActor public static var ellipse: Ellipse { Ellipse() }
}
