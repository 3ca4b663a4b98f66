// Shape modifiers that move, turn, scale, resize or transform a shape's outline within
// its frame: `offset`, `rotation`, `scale`, `transform` and `size`, each a shape again
// (it can be filled, stroked, clipped to). Their outline is a path computed for the
// laid-out frame, as for any custom shape.

/// A shape moved by an offset within its frame.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    nonisolated public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape turned by an angle about an anchor point of its frame.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape; self.angle = angle; self.anchor = anchor
    }
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let t = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(t)
    }
}

/// A shape scaled about an anchor point of its frame.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape; self.scale = scale; self.anchor = anchor
    }
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let t = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(t)
    }
}

/// A shape with an affine transform applied to its outline.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    nonisolated public init(shape: Content, transform: CGAffineTransform) { self.shape = shape; self.transform = transform }
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape laid out in a frame of a fixed size at its frame's origin.
nonisolated public struct _SizedShape<Content: Shape>: Shape {
    var shape: Content
    var size: CGSize
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}
extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> { RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor) }
}
extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> { ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor) }
}

extension Shape {
    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    /// The shape moved by `x` and `y` within its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }
    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// The shape with `transform` applied to its outline.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
    /// The shape laid out in a `size` frame at its frame's origin.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }
    /// The shape laid out in a `width` × `height` frame at its frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> some Shape { _SizedShape(shape: self, size: CGSize(width: width, height: height)) }
}

/// A transform applied to a view's drawing, computed once (`transformEffect`).
struct _TransformGeometryEffect: GeometryEffect {
    let transform: ProjectionTransform
    func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Draws the view with `transform` applied (about its top-leading corner), without
    /// changing its layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformGeometryEffect(transform: ProjectionTransform(transform)))
    }
    /// Draws the view with `transform` applied (its affine part, about the top-leading
    /// corner), without changing its layout.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_TransformGeometryEffect(transform: transform))
    }
}
