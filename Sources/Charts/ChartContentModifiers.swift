import Foundation
import TrellisUI

/// Chart content with a modifier applied to each of its marks. An inner modifier wins
/// over an outer one (`ForEach { BarMark(…).foregroundStyle(.red) }.foregroundStyle(.blue)`
/// draws red bars), as SwiftUI's environment-like modifiers do.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void
    func collectMarks(into marks: inout [MarkRecord]) {
        let start = marks.count
        content.appendMarks(to: &marks)
        for i in start..<marks.count { modify(&marks[i]) }
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }

    /// Draws the marks in `style` instead of the series colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let any = AnyShapeStyle(style)
        return modified { if $0.style == nil { $0.style = any } }
    }

    /// Colours the marks by `value`: each distinct value gets the next colour of the
    /// chart's palette (or of `chartForegroundStyleScale`), the legend lists them, and
    /// lines and areas of different values are different series.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let input = PlotInput(value)
        return modified { if $0.styleKey == nil { $0.styleKey = (input.label, input.value) } }
    }

    /// Gives the marks a symbol per distinct `value` (circle, square, triangle, …): points
    /// draw it and lines draw it at each point.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = PlotInput(value).value
        return modified { if $0.symbolKey == nil { $0.symbolKey = key } }
    }

    /// Draws the marks' points with `symbol` (a line then shows a symbol at each point).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        if let basic = symbol as? BasicChartSymbolShape {
            return modified { if $0.symbol == nil && $0.customSymbol == nil { $0.symbol = basic } }
        }
        let shape = AnyShape(symbol)
        return modified { if $0.symbol == nil && $0.customSymbol == nil { $0.customSymbol = shape } }
    }

    /// Draws `symbol`'s view, centred, at each of the marks' points.
    public func symbol<V: View>(@ViewBuilder symbol: @escaping () -> V) -> some ChartContent {
        modified { if $0.symbolView == nil { $0.symbolView = { AnyView(symbol()) } } }
    }

    /// The symbol's size as an area in square points (default 30).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = size } }
    }

    /// The symbol's size as a width and height in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = size.width * size.height } }
    }

    /// How lines and areas join their points (default `.linear`).
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { if $0.interpolation == nil { $0.interpolation = method } }
    }

    /// The stroke of lines and rules: width, dash, caps and joins.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { if $0.lineStyle == nil { $0.lineStyle = style } }
    }

    /// Multiplies the marks' opacity by `opacity`.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// Rounds the corners of bars, rectangles and sectors by `radius` points (`style` has
    /// no effect: corners are circular).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { if $0.cornerRadius == nil { $0.cornerRadius = radius } }
    }

    /// Places marks that share a position side by side, one slot per distinct `value`
    /// (grouped bars), instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = PlotInput(value).value
        return modified { if $0.positionKey == nil { $0.positionKey = key } }
    }

    /// Shows `content` next to each mark: above a vertical bar's end by default, centred
    /// on a sector with `.overlay`.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping () -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: { AnyView(content()) })
        return modified { $0.annotations.append(annotation) }
    }

    /// Shows `content` next to each mark, kept inside the plot or the chart along the axes
    /// `overflowResolution` fits (a selection's callout near the chart's edge stays whole).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping () -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                                        overflow: overflowResolution, content: { AnyView(content()) })
        return modified { $0.annotations.append(annotation) }
    }

    /// Accepted for source compatibility; has no effect in Trellis (a chart's accessibility
    /// elements are not built: see Platform differences).
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }

    /// Accepted for source compatibility; has no effect in Trellis (see Platform differences).
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
}
