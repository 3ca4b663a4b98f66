import Foundation
import TrellisUI

/// Several `AxisMarks` from one block.
public struct TupleAxisContent: AxisContent, AxisContentSpecs {
    let items: [any AxisContent]
    func appendSpecs(to specs: inout [AxisMarksSpec]) {
        for item in items { specs += item.specs }
    }
}

extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {}

extension BuilderConditional: AxisContentSpecs where TrueContent: AxisContent, FalseContent: AxisContent {
    func appendSpecs(to specs: inout [AxisMarksSpec]) {
        switch storage {
        case .first(let c): specs += c.specs
        case .second(let c): specs += c.specs
        }
    }
}
