import Foundation
import TrellisUI

/// A grid line across the plot at the mark's value.
public struct AxisGridLine: AxisMark, AxisMarkParts {
    let centered: Bool
    let stroke: StrokeStyle?
    /// A grid line; `centered` puts it in the middle of a category's band (the default
    /// for categories is the band's start).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered ?? false
        self.stroke = stroke
    }
    func appendParts(to parts: inout [AxisMarkPart]) { parts.append(.gridLine(centered: centered, stroke: stroke, style: nil)) }
}
