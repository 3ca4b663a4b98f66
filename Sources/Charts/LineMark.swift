import Foundation
import TrellisUI

/// A point of a line: consecutive marks of one series are joined in data order.
/// Series come from `foregroundStyle(by:)`, `symbol(by:)` or the `series:` argument.
public struct LineMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .line)

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = PlotInput(x); record.y = PlotInput(y)
    }

    /// A point of the line named by `series` (several lines in one colour).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = PlotInput(x); record.y = PlotInput(y); record.series = PlotInput(series).value
    }

    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
