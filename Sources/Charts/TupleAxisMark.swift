import Foundation
import TrellisUI

/// Several axis mark parts from one block.
public struct TupleAxisMark: AxisMark, AxisMarkParts {
    let items: [any AxisMark]
    func appendParts(to parts: inout [AxisMarkPart]) {
        for item in items { parts += item.parts }
    }
}

extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {}

extension BuilderConditional: AxisMarkParts where TrueContent: AxisMark, FalseContent: AxisMark {
    func appendParts(to parts: inout [AxisMarkPart]) {
        switch storage {
        case .first(let c): parts += c.parts
        case .second(let c): parts += c.parts
        }
    }
}
