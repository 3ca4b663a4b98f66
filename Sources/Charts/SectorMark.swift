import Foundation
import TrellisUI

/// A slice of a pie or donut chart: its angle is its value's share of the sum of all
/// sectors' values. Sectors go clockwise from twelve o'clock in data order.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .sector)

    /// A sector whose angle is proportional to `angle`.
    ///
    /// - Parameters:
    ///   - angle: The value whose share of all sectors' values is this sector's share of
    ///     the circle.
    ///   - innerRadius: automatic (0: a pie), points, `.ratio` of the outer radius (a
    ///     donut), or `.inset` from it.
    ///   - outerRadius: automatic (half the plot's shorter side), points, `.ratio` or `.inset`.
    ///   - angularInset: points left empty on each side of the sector, between slices.
    public init<P: Plottable>(angle: PlottableValue<P>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        record.angle = PlotInput(angle)
        record.innerRadius = innerRadius; record.outerRadius = outerRadius; record.angularInset = angularInset
    }

    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
