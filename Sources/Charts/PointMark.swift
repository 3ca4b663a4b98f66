import Foundation
import TrellisUI

/// A symbol at a position: scatter plots, or the dots on a line.
public struct PointMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .point)

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = PlotInput(x); record.y = PlotInput(y)
    }
    /// A point at `x`, vertically in the middle of the plot.
    public init<X: Plottable>(x: PlottableValue<X>) { record.x = PlotInput(x) }
    /// A point at `y`, horizontally in the middle of the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = PlotInput(y) }

    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
