import Foundation
import TrellisUI

/// A pie or donut slice (a `SectorMark`), its corners rounded by `cornerRadius` points.
struct ChartSectorShape: Shape {
    var centre: CGPoint
    var inner: CGFloat
    var outer: CGFloat
    var start: Angle
    var end: Angle
    var cornerRadius: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.minX + centre.x, y: rect.minY + centre.y)
        let a0 = start.radians, a1 = end.radians
        func point(_ r: CGFloat, _ a: Double) -> CGPoint { CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a))) }
        // The radius no larger than half the ring's width or half the outer edge's length.
        let r = max(0, min(cornerRadius, (outer - inner) / 2, outer * CGFloat(a1 - a0) / 2))
        var p = Path()
        guard r > 0.5 else {
            if inner > 0 {
                p.addArc(center: c, radius: outer, startAngle: start, endAngle: end, clockwise: false)
                p.addArc(center: c, radius: inner, startAngle: end, endAngle: start, clockwise: true)
            } else {
                p.move(to: c)
                p.addArc(center: c, radius: outer, startAngle: start, endAngle: end, clockwise: false)
            }
            p.closeSubpath()
            return p
        }
        // Each corner is a fillet tangent to the radial edge and to the arc's tangent there.
        let outerIn = Double(r / outer)
        if inner > 0 {
            p.move(to: point((inner + outer) / 2, a0))
        } else {
            p.move(to: c)
        }
        p.addArc(tangent1End: point(outer, a0), tangent2End: point(outer, a0 + outerIn), radius: r)
        p.addArc(center: c, radius: outer, startAngle: .radians(a0 + outerIn), endAngle: .radians(a1 - outerIn), clockwise: false)
        p.addArc(tangent1End: point(outer, a1), tangent2End: point(inner, a1), radius: r)
        if inner > 0 {
            let innerIn = min(Double(r / inner), (a1 - a0) / 2)
            p.addArc(tangent1End: point(inner, a1), tangent2End: point(inner, a1 - innerIn), radius: r)
            p.addArc(center: c, radius: inner, startAngle: .radians(a1 - innerIn), endAngle: .radians(a0 + innerIn), clockwise: true)
            p.addArc(tangent1End: point(inner, a0), tangent2End: point(outer, a0), radius: r)
        } else {
            p.addLine(to: c)
        }
        p.closeSubpath()
        return p
    }
}
