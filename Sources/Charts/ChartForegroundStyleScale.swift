import Foundation
import TrellisUI

extension View {
    /// The style each series value of `foregroundStyle(by:)` gets: `["Apples": .red,
    /// "Pears": .green]`. Values not listed take the palette's colours.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), AnyShapeStyle($0.value)) }
        return chartConfiguration {
            $0.foregroundStyleScale = ForegroundStyleScale(mapping: pairs, domain: pairs.map(\.0))
        }
    }

    /// The series values in `domain` take the styles of `range`, in order (cycling when
    /// there are more values than styles).
    public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let values = domain.map { PlotValue($0) }
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration {
            $0.foregroundStyleScale = ForegroundStyleScale(range: styles, domain: values)
        }
    }

    /// The series take the styles of `range` in the order they appear.
    public func chartForegroundStyleScale<Range: Collection>(range: Range, type: ScaleType? = nil) -> some View
    where Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration { $0.foregroundStyleScale = ForegroundStyleScale(range: styles) }
    }

    /// Each series value's style from `mapping`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let f: (PlotValue) -> AnyShapeStyle? = { v in v.as(DataValue.self).map { AnyShapeStyle(mapping($0)) } }
        return chartConfiguration { $0.foregroundStyleScale = ForegroundStyleScale(function: f) }
    }
}
