// Path: the outline of a custom Shape, built with SwiftUI's methods. Arcs, ellipses and
// rounded rectangles become cubic curves; the result travels on the wire as the
// `pathData` commands of protocol/trellis.idl.
import TrellisProtocol

/// An outline made of lines and curves.
public struct Path: Equatable {
    enum Element: Equatable {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint), close
    }
    var elements: [Element] = []
    var current: CGPoint?
    var start: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) {
        var p = Path()
        build(&p)
        self = p
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint? { current }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(p))
        current = p
        start = p
    }
    public mutating func addLine(to p: CGPoint) {
        if current == nil { move(to: p); return }
        elements.append(.line(p))
        current = p
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        if current == nil { move(to: c) }
        elements.append(.quad(c, p))
        current = p
    }
    public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        if current == nil { move(to: c1) }
        elements.append(.curve(c1, c2, p))
        current = p
    }
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.close)
        current = start
    }
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r); return }
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addQuarter(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addQuarter(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addQuarter(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addQuarter(center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: .pi)
        closeSubpath()
    }
    public mutating func addEllipse(in r: CGRect) {
        let c = CGPoint(x: r.midX, y: r.midY), rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: r.maxX, y: r.midY))
        for k in 0..<4 { addQuarter(center: c, rx: rx, ry: ry, from: Double(k) * .pi / 2) }
        closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (y grows
    /// downwards, so `clockwise` is as seen on screen turned upside down, as in SwiftUI).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var a0 = startAngle.radians, a1 = endAngle.radians
        // SwiftUI's clockwise flag is in a flipped coordinate space: clockwise == decreasing angle.
        if clockwise { while a1 > a0 { a1 -= 2 * .pi } } else { while a1 < a0 { a1 += 2 * .pi } }
        let startPoint = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if current == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)), 1)
        let step = (a1 - a0) / Double(segments)
        for k in 0..<segments { addArcSegment(center: center, rx: radius, ry: radius, from: a0 + Double(k) * step, sweep: step) }
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and from there
    /// to `tangent2End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = current else { move(to: p1); return }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: p1); return }
        let angle = acos(max(min((v1.x * v2.x + v1.y * v2.y) / (l1 * l2), 1), -1))
        guard angle > 1e-6, angle < .pi - 1e-6 else { addLine(to: p1); return }
        let d = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        addLine(to: t1)
        addQuadCurve(to: t2, control: p1)
    }

    private mutating func addQuarter(center c: CGPoint, rx: Double, ry: Double, from a0: Double) {
        addArcSegment(center: c, rx: rx, ry: ry, from: a0, sweep: .pi / 2)
    }

    /// One cubic Bézier for an arc of at most a quarter turn.
    private mutating func addArcSegment(center c: CGPoint, rx: Double, ry: Double, from a0: Double, sweep: Double) {
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let a1 = a0 + sweep
        let p0 = CGPoint(x: c.x + rx * cos(a0), y: c.y + ry * sin(a0))
        let p3 = CGPoint(x: c.x + rx * cos(a1), y: c.y + ry * sin(a1))
        let c1 = CGPoint(x: p0.x - k * rx * sin(a0), y: p0.y + k * ry * cos(a0))
        let c2 = CGPoint(x: p3.x + k * rx * sin(a1), y: p3.y - k * ry * cos(a1))
        addCurve(to: p3, control1: c1, control2: c2)
    }

    /// The path's commands as the protocol's `pathData`.
    var wireData: [Double] {
        var out: [Double] = []
        for e in elements {
            switch e {
            case .move(let p): out += [0, p.x, p.y]
            case .line(let p): out += [1, p.x, p.y]
            case .quad(let c, let p): out += [2, c.x, c.y, p.x, p.y]
            case .curve(let c1, let c2, let p): out += [3, c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: out.append(4)
            }
        }
        return out
    }
}

extension Path: Shape, PrimitiveView {
    public func path(in rect: CGRect) -> Path { self }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

/// Corner styles of rounded shapes (drawn circular).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// An affine transform (accepted by `addArc`; identity is applied).
public struct CGAffineTransform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// How an outline is drawn.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// How the open ends of a stroked outline are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How the segments of a stroked outline meet.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// A shape that can be inset, for `strokeBorder`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: drawn inside a padding of that amount.
public struct _InsetShape<Base: Shape>: InsettableShape, PrimitiveView {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }
    public var _shapeKind: ShapeKind { base._shapeKind }
    public var _cornerRadius: Double? { base._cornerRadius.map { max($0 - Double(amount), 0) } }
    func _reconcile(in node: GraphNode) {
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

/// The foreground style of the environment, as a shape style (`.foreground`).
public struct ForegroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { .init() } }

/// The accent or tint colour, as a shape style (`.tint`).
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { .init() } }

/// A colour gradient. Until the daemon draws gradients, shapes filled with one are drawn
/// in the colour halfway along it.
public struct Gradient: Equatable {
    public struct Stop: Equatable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
    }
    public init(stops: [Stop]) { self.stops = stops }

    /// The colour at the middle of the gradient.
    var middle: Color {
        guard let first = stops.first else { return .clear }
        guard stops.count > 1 else { return first.color }
        let a = stops[(stops.count - 1) / 2].color, b = stops[stops.count / 2].color
        return Color(red: (a.red + b.red) / 2, green: (a.green + b.green) / 2, blue: (a.blue + b.blue) / 2,
                     opacity: (a.alpha + b.alpha) / 2)
    }
}

/// A gradient along a line through the shape (drawn by the daemon: protocol `gradient`).
public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient around a centre by angle (a conic gradient), drawn by the daemon: clockwise
/// on screen from `startAngle` to `endAngle`, 0 pointing to the trailing edge. Equal
/// angles (the default) sweep one full turn from that angle, as in SwiftUI.
public struct AngularGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == AngularGradient {
    /// A conic gradient: one full turn from `angle` around `center`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension Gradient {
    /// The stops as the protocol lists them: location, r, g, b, a (sorted by location).
    var wireStops: [Double] {
        stops.sorted { $0.location < $1.location }.flatMap { s -> [Double] in
            func c(_ v: Double) -> Double { min(max(v, 0), 1) }
            return [c(Double(s.location)), c(s.color.red), c(s.color.green), c(s.color.blue), c(s.color.alpha)]
        }
    }
}

extension ShapeStyle {
    /// The protocol's `gradient` value of a gradient style, or nil for a plain colour.
    var wireGradient: [Double]? {
        switch self {
        case let g as LinearGradient:
            return [0, g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y] + g.gradient.wireStops
        case let g as RadialGradient:
            return [1, g.center.x, g.center.y, max(g.startRadius, 0), max(g.endRadius, 0)] + g.gradient.wireStops
        case let g as AngularGradient:
            return [2, g.center.x, g.center.y, g.startAngle.radians, g.endAngle.radians] + g.gradient.wireStops
        case let s as _ShapeStyleResolving:
            return s._wireGradient
        default:
            return nil
        }
    }
}

extension ShapeStyle {
    /// The colour this style draws with in `env` (gradients: their middle colour).
    @MainActor
    func resolvedColor(in env: EnvironmentValues) -> Color {
        switch self {
        case let c as Color: return c
        case is ForegroundStyle: return env.foregroundColor ?? .primary
        case is TintShapeStyle: return env.tintColor ?? .accentColor
        case let g as LinearGradient: return g.gradient.middle
        case let g as RadialGradient: return g.gradient.middle
        case let g as AngularGradient: return g.gradient.middle
        case let s as _ShapeStyleResolving: return s._resolvedColor(in: env)
        default: return .primary
        }
    }
}
