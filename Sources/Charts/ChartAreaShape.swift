import Foundation
import TrellisUI

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
