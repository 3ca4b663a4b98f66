import Foundation
import TrellisUI

/// The outlines a chart draws as custom shapes, in the chart's coordinates (each shape is
/// laid out over the whole chart, so its points are where the layout put them).

/// A line through points (a `LineMark` series, a rule, a grid line).
struct ChartLineShape: Shape {
    var points: [CGPoint]
    var interpolation: InterpolationMethod
    func path(in rect: CGRect) -> Path {
        var p = Path()
        interpolation.append(points.map { CGPoint(x: rect.minX + $0.x, y: rect.minY + $0.y) }, to: &p, move: true)
        return p
    }
}

/// An area between a top and a bottom edge (an `AreaMark` series).
struct ChartAreaShape: Shape {
    var top: [CGPoint]
    var bottom: [CGPoint]
    var interpolation: InterpolationMethod
    func path(in rect: CGRect) -> Path {
        let shift = { (q: CGPoint) in CGPoint(x: rect.minX + q.x, y: rect.minY + q.y) }
        var p = Path()
        interpolation.append(top.map(shift), to: &p, move: true)
        interpolation.append(bottom.reversed().map(shift), to: &p, move: false)
        p.closeSubpath()
        return p
    }
}

/// A pie or donut slice (a `SectorMark`).
struct ChartSectorShape: Shape {
    var centre: CGPoint
    var inner: CGFloat
    var outer: CGFloat
    var start: Angle
    var end: Angle
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.minX + centre.x, y: rect.minY + centre.y)
        var p = Path()
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
}
