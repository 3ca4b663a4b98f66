import Foundation
import TrellisUI

/// A line through points (a `LineMark` series, a rule, a grid line). Like every shape a
/// chart draws, it is laid out over the whole chart and its points are in the chart's
/// coordinates, where `ChartLayout` put them.
struct ChartLineShape: Shape {
    var points: [CGPoint]
    var interpolation: InterpolationMethod
    func path(in rect: CGRect) -> Path {
        var p = Path()
        interpolation.append(points.map { CGPoint(x: rect.minX + $0.x, y: rect.minY + $0.y) }, to: &p, move: true)
        return p
    }
}
