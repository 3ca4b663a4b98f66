import Foundation
import TrellisUI

/// The area under a line, filled: consecutive marks of one series make one area, and
/// series stack on each other by default.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .area)

    /// A point of the area's top edge at `x`, `y` (the area reaches down to zero, or to
    /// the series below it when stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record.x = PlotInput(x); record.y = PlotInput(y); record.stacking = stacking
    }

    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        record.x = PlotInput(x); record.y = PlotInput(y); record.series = PlotInput(series).value; record.stacking = stacking
    }

    /// A vertical slice of a band from `yStart` to `yEnd` at `x` (not stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = PlotInput(x); record.y = PlotInput(yStart); record.yEnd = PlotInput(yEnd); record.stacking = .unstacked
    }

    /// A horizontal slice of a band from `xStart` to `xEnd` at `y` (not stacked).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = PlotInput(xStart); record.xEnd = PlotInput(xEnd); record.y = PlotInput(y); record.stacking = .unstacked
    }

    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
