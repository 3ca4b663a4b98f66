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
    nonisolated public func path(in rect: CGRect) -> Path { self }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

/// Corner styles of rounded shapes (drawn circular).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

