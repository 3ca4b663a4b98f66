import Foundation
import TrellisUI

/// The styles and symbols of a chart's marks: each mark's explicit `foregroundStyle`, or
/// its series' style from `foregroundStyle(by:)` (the palette or
/// `chartForegroundStyleScale`), and the legend that lists the series.
struct ChartSeries {
    /// The colours series get in order when no `chartForegroundStyleScale` says otherwise.
    /// Swift Charts' own palette starts with the accent blue, then green and orange; the
    /// later colours are Trellis's choice.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    /// A mark without a style or a series: the accent colour, as Swift Charts draws it.
    static let defaultStyle = AnyShapeStyle(Color.blue)

    /// One line of the legend.
    struct Entry {
        var label: String
        var style: AnyShapeStyle
        var symbol: BasicChartSymbolShape?
    }

    /// The resolved style of each mark, by index.
    var styles: [AnyShapeStyle] = []
    /// The resolved point symbol of each mark (nil: none drawn on lines; circle for points).
    var symbols: [BasicChartSymbolShape?] = []
    var legend: [Entry] = []
    /// The label of the values the legend lists (`foregroundStyle(by: .value("Type", …))`).
    var legendTitle: String?

    /// `tint`: the foreground colour set around the chart (`.foregroundColor(.green)` or
    /// `.foregroundStyle(.green)` on it), which marks without a style of their own take,
    /// as in Swift Charts; without one they take the accent blue.
    init(records: [MarkRecord], scale: ForegroundStyleScale?, tint: Color? = nil) {
        let unstyled = tint.map { AnyShapeStyle($0) } ?? Self.defaultStyle
        var keys: [PlotValue] = scale?.domain ?? []
        for r in records { if let k = r.styleKey?.value, !keys.contains(k) { keys.append(k) } }
        var symbolKeys: [PlotValue] = []
        for r in records { if let k = r.symbolKey, !symbolKeys.contains(k) { symbolKeys.append(k) } }
        legendTitle = records.lazy.compactMap { $0.styleKey?.label }.first

        func style(for key: PlotValue, index: Int) -> AnyShapeStyle {
            if let scale {
                if let pair = scale.mapping.first(where: { $0.0 == key }) { return pair.1 }
                if let f = scale.function, let s = f(key) { return s }
                if !scale.range.isEmpty { return scale.range[index % scale.range.count] }
            }
            return AnyShapeStyle(Self.palette[index % Self.palette.count])
        }
        // Numbers without a scale are a continuous series: the accent colour from faint (the
        // smallest value) to full (the largest), as Swift Charts grades numeric styles.
        let numbers = keys.compactMap { k -> Double? in if case .number(let v) = k { return v } else { return nil } }
        let continuous = scale == nil && !keys.isEmpty && numbers.count == keys.count
        let keyStyles: [AnyShapeStyle]
        if continuous, let lo = numbers.min(), let hi = numbers.max() {
            keyStyles = numbers.map { v in AnyShapeStyle(Color.blue.opacity(0.2 + 0.8 * (hi == lo ? 1 : (v - lo) / (hi - lo)))) }
        } else {
            keyStyles = keys.enumerated().map { style(for: $0.element, index: $0.offset) }
        }
        func symbol(for key: PlotValue) -> BasicChartSymbolShape {
            let i = symbolKeys.firstIndex(of: key) ?? 0
            return BasicChartSymbolShape.sequence[i % BasicChartSymbolShape.sequence.count]
        }

        for r in records {
            if let s = r.style {
                styles.append(s)
            } else if let k = r.styleKey?.value, let i = keys.firstIndex(of: k) {
                styles.append(keyStyles[i])
            } else {
                styles.append(unstyled)
            }
            symbols.append(r.symbol ?? r.symbolKey.map(symbol(for:)))
        }
        // The legend: the colour series, each with its symbol when symbols follow the same
        // values; else the symbol series alone.
        if continuous, let lo = numbers.min(), let hi = numbers.max() {
            // The legend of a continuous series: its two ends.
            legend = [Entry(label: PlotValue.number(lo).label, style: AnyShapeStyle(Color.blue.opacity(0.2)), symbol: nil),
                      Entry(label: PlotValue.number(hi).label, style: AnyShapeStyle(Color.blue), symbol: nil)]
            return
        }
        for (i, k) in keys.enumerated() {
            let sym = records.first { $0.styleKey?.value == k && $0.symbolKey == k }.map { _ in symbol(for: k) }
            legend.append(Entry(label: k.label, style: keyStyles[i], symbol: sym))
        }
        if keys.isEmpty {
            for k in symbolKeys {
                legend.append(Entry(label: k.label, style: AnyShapeStyle(Color.secondary), symbol: symbol(for: k)))
            }
        }
    }
}
