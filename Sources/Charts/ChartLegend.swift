import Foundation
import TrellisUI

/// The legend under (or over) a chart: one swatch and label per series of
/// `foregroundStyle(by:)`, or the app's own legend view.
struct ChartLegend: View {
    let series: ChartSeries
    let config: ChartConfiguration
    /// A column (a legend beside the chart) instead of a row.
    let vertical: Bool

    var body: some View {
        if let custom = config.legendContent {
            custom
        } else if vertical {
            VStack(alignment: .leading, spacing: 6) { entries }
        } else {
            HStack(spacing: 12) { entries }
        }
    }

    /// A swatch (or the series' symbol) and the label of each series.
    var entries: some View {
        ForEach(Array(series.legend.enumerated()), id: \.offset) { _, entry in
            HStack(spacing: 4) {
                if let symbol = entry.symbol {
                    symbol.fill(entry.style).frame(width: 8, height: 8)
                } else {
                    Circle().fill(entry.style).frame(width: 8, height: 8)
                }
                Text(verbatim: entry.label).font(.caption).foregroundStyle(Color.secondary)
            }
        }
    }
}
