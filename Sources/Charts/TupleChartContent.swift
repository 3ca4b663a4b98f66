import Foundation
import TrellisUI

/// Several pieces of chart content in one block, plotted in order.
public struct TupleChartContent: ChartContent, PrimitiveChartContent {
    let items: [any ChartContent]
    init(_ items: [any ChartContent]) { self.items = items }
    func collectMarks(into marks: inout [MarkRecord]) {
        for item in items { item.appendMarks(to: &marks) }
    }
}
