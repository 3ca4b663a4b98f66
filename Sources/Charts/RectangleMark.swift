import Foundation
import TrellisUI

/// A rectangle: a cell of a heat map (two categories), or a region between values.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .rectangle)

    /// A rectangle centred at `x`, `y`: a category's whole band, or `width`/`height`
    /// points (20 by default) around a number.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record.x = PlotInput(x); record.y = PlotInput(y); record.width = width; record.height = height
    }
    /// The rectangle between `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = PlotInput(xStart); record.xEnd = PlotInput(xEnd); record.y = PlotInput(yStart); record.yEnd = PlotInput(yEnd)
    }
    /// A rectangle at `x` (its band, or `width` points) from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record.x = PlotInput(x); record.y = PlotInput(yStart); record.yEnd = PlotInput(yEnd); record.width = width
    }
    /// A rectangle at `y` (its band, or `height` points) from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record.x = PlotInput(xStart); record.xEnd = PlotInput(xEnd); record.y = PlotInput(y); record.height = height
    }

    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
