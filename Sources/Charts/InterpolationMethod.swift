import Foundation
import TrellisUI

/// How a line or an area joins its points: straight segments, smooth curves, or steps.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable { case linear, catmullRom(Double), cardinal(Double), monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind

    /// Straight segments between the points.
    public static var linear: InterpolationMethod { .init(kind: .linear) }
    /// A smooth curve through every point (centripetal Catmull-Rom).
    public static var catmullRom: InterpolationMethod { .init(kind: .catmullRom(0.5)) }
    /// A Catmull-Rom curve with the given `alpha` (0 uniform, 0.5 centripetal, 1 chordal).
    /// Trellis draws every alpha as a uniform Catmull-Rom curve (see Platform differences).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .init(kind: .catmullRom(alpha)) }
    /// A smooth cardinal spline through every point (tension 0).
    public static var cardinal: InterpolationMethod { .init(kind: .cardinal(0)) }
    /// A cardinal spline with `tension` (0 a Catmull-Rom curve, 1 straight segments).
    public static func cardinal(tension: Double) -> InterpolationMethod { .init(kind: .cardinal(tension)) }
    /// A smooth curve that never overshoots the data between points (monotone in x).
    public static var monotone: InterpolationMethod { .init(kind: .monotone) }
    /// Steps that change value at each point and hold it until the next.
    public static var stepStart: InterpolationMethod { .init(kind: .stepStart) }
    /// Steps that change value halfway between points.
    public static var stepCenter: InterpolationMethod { .init(kind: .stepCenter) }
    /// Steps that hold the previous value until each point.
    public static var stepEnd: InterpolationMethod { .init(kind: .stepEnd) }

    /// The curve through `points` (in plot coordinates) appended to `path`, starting with a
    /// line (or a move when `move` is true) to the first point.
    func append(_ points: [CGPoint], to path: inout Path, move: Bool) {
        guard let first = points.first else { return }
        if move { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch kind {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart:
            for i in 1..<points.count {
                path.addLine(to: CGPoint(x: points[i - 1].x, y: points[i].y))
                path.addLine(to: points[i])
            }
        case .stepEnd:
            for i in 1..<points.count {
                path.addLine(to: CGPoint(x: points[i].x, y: points[i - 1].y))
                path.addLine(to: points[i])
            }
        case .stepCenter:
            for i in 1..<points.count {
                let mid = (points[i - 1].x + points[i].x) / 2
                path.addLine(to: CGPoint(x: mid, y: points[i - 1].y))
                path.addLine(to: CGPoint(x: mid, y: points[i].y))
                path.addLine(to: points[i])
            }
        case .catmullRom:
            cardinal(points, tension: 0, into: &path)
        case .cardinal(let tension):
            cardinal(points, tension: tension, into: &path)
        case .monotone:
            monotone(points, into: &path)
        }
    }

    /// A cardinal spline as cubic Béziers (tension 0 is the uniform Catmull-Rom curve).
    private func cardinal(_ p: [CGPoint], tension: Double, into path: inout Path) {
        let k = (1 - tension) / 6
        for i in 0..<(p.count - 1) {
            let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, p.count - 1)]
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k)
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k)
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// Fritsch–Carlson monotone cubic interpolation as cubic Béziers.
    private func monotone(_ p: [CGPoint], into path: inout Path) {
        let n = p.count
        var slopes = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            slopes[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx
        }
        var tangents = [Double](repeating: 0, count: n)
        tangents[0] = slopes[0]
        tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) {
            tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
        }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
            let s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                tangents[i] = t * a * slopes[i]
                tangents[i + 1] = t * b * slopes[i]
            }
        }
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.addCurve(to: p[i + 1],
                          control1: CGPoint(x: p[i].x + dx, y: p[i].y + tangents[i] * dx),
                          control2: CGPoint(x: p[i + 1].x - dx, y: p[i + 1].y - tangents[i + 1] * dx))
        }
    }
}
