import Foundation
import TrellisUI

/// A bar: a category's (or a date's) value as the length of a rectangle. Bars with the
/// same position stack unless `position(by:)` puts them side by side.
public struct BarMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .bar)

    /// A bar at `x` reaching `y` (vertical when `x` is a category or a date; horizontal
    /// when `y` is a category and `x` a number).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = PlotInput(x); record.y = PlotInput(y)
        record.width = width; record.height = height; record.stacking = stacking
    }

    /// A vertical bar at `x` from `yStart` to `yEnd` (a range, not stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record.x = PlotInput(x); record.y = PlotInput(yStart); record.yEnd = PlotInput(yEnd)
        record.width = width; record.stacking = .unstacked
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd` (a range, not stacked).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record.x = PlotInput(xStart); record.xEnd = PlotInput(xEnd); record.y = PlotInput(y)
        record.height = height; record.stacking = .unstacked
    }

    /// A vertical bar at `x` between fixed positions in points (nil: the plot's edge).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = PlotInput(x); record.fixedYStart = yStart ?? .nan; record.fixedYEnd = yEnd ?? .nan
        record.width = width; record.stacking = .unstacked
    }

    /// A horizontal bar at `y` between fixed positions in points (nil: the plot's edge).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.y = PlotInput(y); record.fixedXStart = xStart ?? .nan; record.fixedXEnd = xEnd ?? .nan
        record.height = height; record.stacking = .unstacked
    }

    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
