// ShapeView (iOS 17): a shape already filled or stroked that can be filled or stroked
// again, each layer drawn over the ones before — `Capsule().fill(.yellow).stroke(.blue,
// lineWidth: 8)`. Each layer is one shape node in a stack over the earlier layers (the
// `background`), all the size the stack is offered, as the shapes are.

/// A view that draws a shape and offers it for further fills and strokes.
public protocol ShapeView<Content>: View {
    /// The kind of shape drawn.
    associatedtype Content: Shape
    /// The shape this view draws, for the next layer to draw again.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// This view with the shape filled with `content` over it.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// This view with the shape's outline in `content` over it, centred on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This view with the shape's outline, `lineWidth` wide, in `content` over it.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// This view with the shape's outline drawn inside its edge in `content` over it.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This view with the shape's outline, `lineWidth` wide, inside its edge over it.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape view filled over another (`ShapeView.fill`).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// What fills it.
    public var style: Style
    /// How it is filled (Trellis fills by the non-zero rule; see PlatformDifferences.md).
    public var fillStyle: FillStyle
    /// The layers under this one.
    public var background: Background

    /// A fill of `shape` with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            _ShapeView(shape: shape, style: style, stroke: nil)
        }
    }
}

/// A shape view stroked over another (`ShapeView.stroke`).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape outlined.
    public var shape: Content
    /// What draws the outline.
    public var style: Style
    /// The outline's width, dash, caps and joins.
    public var strokeStyle: StrokeStyle
    /// Whether edges are smoothed (Trellis always smooths them).
    public var isAntialiased: Bool
    /// The layers under this one.
    public var background: Background

    /// An outline of `shape` in `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            _ShapeView(shape: shape, style: style, stroke: strokeStyle)
        }
    }
}

/// A shape view stroked inside its edge over another (`ShapeView.strokeBorder`).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape outlined.
    public var shape: Content
    /// What draws the outline.
    public var style: Style
    /// The outline's width, dash, caps and joins.
    public var strokeStyle: StrokeStyle
    /// Whether edges are smoothed (Trellis always smooths them).
    public var isAntialiased: Bool
    /// The layers under this one.
    public var background: Background

    /// An outline inside the edge of `shape` in `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            _ShapeView(shape: shape.inset(by: strokeStyle.lineWidth / 2), style: style, stroke: strokeStyle)
        }
    }
}
