import Foundation
import TrellisUI

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
