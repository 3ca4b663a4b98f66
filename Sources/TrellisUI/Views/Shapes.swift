import TrellisProtocol

/// A 2D shape; as a view it fills the proposed space with the foreground colour.
public protocol Shape: View where Body == Never {
    var _shapeKind: ShapeKind { get }
    var _cornerRadius: Double? { get }
}

extension Shape {
    public var _cornerRadius: Double? { nil }
    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }
    public func foregroundColor(_ color: Color?) -> _ShapeView<Self, Color> {
        _ShapeView(shape: self, style: color ?? .primary)
    }
}

func shapeProperties(kind: ShapeKind, radius: Double?, fill: Color) -> [Property] {
    var p: [Property] = [.shape(kind), .fill(fill.wire)]
    if let r = radius { p.append(.cornerRadius(r)) }
    return p
}

/// A shape filled with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
}

extension _ShapeView: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.render(.shape, shapeProperties(kind: shape._shapeKind, radius: shape._cornerRadius, fill: style.resolvedColor), layout: .leaf)
        node.finishRender()
    }
}

@MainActor
struct ShapeRenderer {
    static func reconcile(_ s: some Shape, in node: GraphNode) {
        let fill = node.env.foregroundColor ?? .primary
        node.render(.shape, shapeProperties(kind: s._shapeKind, radius: s._cornerRadius, fill: fill), layout: .leaf)
        node.finishRender()
    }
}

public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    public var _shapeKind: ShapeKind { .rectangle }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct Circle: Shape, PrimitiveView {
    public init() {}
    public var _shapeKind: ShapeKind { .circle }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct Ellipse: Shape, PrimitiveView {
    public init() {}
    public var _shapeKind: ShapeKind { .ellipse }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct Capsule: Shape, PrimitiveView {
    public init() {}
    public var _shapeKind: ShapeKind { .capsule }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

public struct RoundedRectangle: Shape, PrimitiveView {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public var _shapeKind: ShapeKind { .roundedRectangle }
    public var _cornerRadius: Double? { Double(cornerRadius) }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}
