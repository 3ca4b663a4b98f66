import Foundation
import TrellisUI

/// A straight line across the plot: a threshold, an average, or a range on one axis.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .rule)

    /// A vertical line at `x`, the plot's full height.
    public init<X: Plottable>(x: PlottableValue<X>) { record.x = PlotInput(x) }
    /// A horizontal line at `y`, the plot's full width.
    public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = PlotInput(y) }

    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = PlotInput(x); record.y = PlotInput(yStart); record.yEnd = PlotInput(yEnd)
    }
    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = PlotInput(xStart); record.xEnd = PlotInput(xEnd); record.y = PlotInput(y)
    }
    /// A vertical line at `x` between fixed positions in points (nil: the plot's edge).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = PlotInput(x); record.fixedYStart = yStart ?? .nan; record.fixedYEnd = yEnd ?? .nan
    }
    /// A horizontal line at `y` between fixed positions in points (nil: the plot's edge).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record.y = PlotInput(y); record.fixedXStart = xStart ?? .nan; record.fixedXEnd = xEnd ?? .nan
    }

    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
