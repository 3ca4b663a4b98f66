import Foundation
import TrellisUI

/// One visual part of an axis mark: a grid line, a tick or a value label.
@MainActor @preconcurrency
public protocol AxisMark {}

extension Never: AxisMark {}

/// What an axis mark draws, once resolved.
enum AxisMarkPart {
    case gridLine(centered: Bool, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(centered: Bool, length: CGFloat, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelContent, centered: Bool?, style: AnyShapeStyle?, font: Font?)
}

/// What a value label shows.
enum AxisLabelContent {
    /// The value, formatted as the axis formats it.
    case automatic
    /// The value through a format style (nil when the value is not the style's input).
    case format((PlotValue) -> String?)
    /// An app's view.
    case view(AnyView)
}

/// Axis marks that list their parts themselves.
@MainActor
protocol AxisMarkParts {
    func appendParts(to parts: inout [AxisMarkPart])
}

extension AxisMark {
    /// This mark's parts, in order.
    var parts: [AxisMarkPart] {
        var out: [AxisMarkPart] = []
        (self as? any AxisMarkParts)?.appendParts(to: &out)
        return out
    }

    /// Draws this mark's lines and labels in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        ModifiedAxisMark(content: self, style: AnyShapeStyle(style), font: nil)
    }

    /// Sets the font of this mark's value labels.
    public func font(_ font: Font?) -> some AxisMark {
        ModifiedAxisMark(content: self, style: nil, font: font)
    }
}
