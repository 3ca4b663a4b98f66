import TrellisProtocol

/// A shape that can be inset, for `strokeBorder`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: drawn inside a padding of that amount.
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape, PrimitiveView {
    let base: Base
    let amount: CGFloat
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }
    public var _shapeKind: ShapeKind { base._shapeKind }
    public var _cornerRadius: Double? { base._cornerRadius.map { max($0 - Double(amount), 0) } }
    @MainActor func _reconcile(in node: GraphNode) {
        node.renderWrapper(.padding, [.insets(WireInsets(top: Double(amount), leading: Double(amount),
                                                         bottom: Double(amount), trailing: Double(amount)))],
                           content: _ShapeLeaf(shape: self))
    }
}

/// How far a shape is inset (read by `_ShapeView` to draw it inside a padding).
protocol _InsetAmountProviding { var _insetAmount: CGFloat { get } }
extension _InsetShape: _InsetAmountProviding { var _insetAmount: CGFloat { amount } }

/// A shape node with properties already resolved.
struct _ShapePropertiesLeaf: View, PrimitiveView {
    typealias Body = Never
    let properties: [Property]
    func _reconcile(in node: GraphNode) {
        node.render(.shape, properties, layout: .leaf)
        node.finishRender()
    }
}

/// The shape itself under an inset shape's padding.
struct _ShapeLeaf<S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let shape: S
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(shape, in: node) }
}

extension Rectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) } }
extension Circle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) } }
extension Ellipse: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) } }
extension Capsule: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) } }
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Shape {
    /// The outline in `content`, `lineWidth` wide, centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }
    /// The outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
    }
}

extension InsettableShape {
    /// The outline drawn inside the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, S> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, ForegroundStyle> {
        inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
    }
    public func strokeBorder(style: StrokeStyle) -> _ShapeView<InsetShape, ForegroundStyle> {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }
}
