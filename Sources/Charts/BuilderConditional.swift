import Foundation
import TrellisUI

/// One of two branches, as `if`/`else` chose: chart content, axis content or axis marks,
/// as its branches are.
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {}

extension BuilderConditional: PrimitiveChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    func collectMarks(into marks: inout [MarkRecord]) {
        switch storage {
        case .first(let c): c.appendMarks(to: &marks)
        case .second(let c): c.appendMarks(to: &marks)
        }
    }
}
