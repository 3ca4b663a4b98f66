import Foundation
import TrellisUI

/// An axis mark with a style or font applied to its parts.
struct ModifiedAxisMark<Content: AxisMark>: AxisMark, AxisMarkParts {
    let content: Content
    let style: AnyShapeStyle?
    let font: Font?
    func appendParts(to parts: inout [AxisMarkPart]) {
        for part in content.parts {
            switch part {
            case let .gridLine(c, stroke, s): parts.append(.gridLine(centered: c, stroke: stroke, style: s ?? style))
            case let .tick(c, l, stroke, s): parts.append(.tick(centered: c, length: l, stroke: stroke, style: s ?? style))
            case let .label(content, c, s, f): parts.append(.label(content, centered: c, style: s ?? style, font: f ?? font))
            }
        }
    }
}
