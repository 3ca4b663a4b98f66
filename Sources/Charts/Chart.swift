import Foundation
import TrellisUI

/// A chart: marks plotted against automatic (or configured) scales, with axes and a legend.
///
/// The chart evaluates its content into marks each time its body runs, then lays them out
/// for the size it is given (it takes all the space it is offered, as Swift Charts'
/// `Chart` does: give it a `frame(height:)` in a stack).
public struct Chart<Content: ChartContent>: View {
    let content: () -> Content
    @Environment(\.chartConfiguration) private var config
    @Environment(\.foregroundColor) private var tint

    /// A chart of the marks in `content`.
    public init(@ChartContentBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// The legend, axis titles and the laid-out plot.
    public var body: some View {
        let records = content().marks
        let series = ChartSeries(records: records, scale: config.foregroundStyleScale, tint: tint)
        let config = self.config
        let legendShown = config.legendVisibility != .hidden && (!series.legend.isEmpty || config.legendContent != nil)
            && !(config.legendVisibility == .automatic && series.legend.isEmpty)
        let position = config.legendPosition.kind
        let side = legendShown && (position == .leading || position == .trailing)
        HStack(spacing: 12) {
            if side && position == .leading { ChartLegend(series: series, config: config, vertical: true) }
            VStack(alignment: .leading, spacing: 8) {
                if legendShown && position == .top { legendRow(series, config) }
                if let title = config.yAxisLabel {
                    HStack { Spacer(minLength: 0); title.content.font(.caption).foregroundStyle(Color.secondary) }
                }
                GeometryReader { proxy in
                    ChartCanvas(layout: ChartLayout(records: records, series: series, config: config, size: proxy.size),
                                size: proxy.size, config: config)
                }
                if let title = config.xAxisLabel {
                    HStack { Spacer(minLength: 0); title.content.font(.caption).foregroundStyle(Color.secondary); Spacer(minLength: 0) }
                }
                if legendShown && !side && position != .top { legendRow(series, config) }
            }
            if side && position == .trailing { ChartLegend(series: series, config: config, vertical: true) }
        }
    }

    /// The legend above or under the plot, placed by `chartLegend(position:alignment:)`'s
    /// alignment (leading by default).
    @ViewBuilder
    private func legendRow(_ series: ChartSeries, _ config: ChartConfiguration) -> some View {
        let h = config.legendAlignment?.horizontal ?? .leading
        HStack(spacing: 0) {
            if h != .leading { Spacer(minLength: 0) }
            ChartLegend(series: series, config: config, vertical: false)
            if h != .trailing { Spacer(minLength: 0) }
        }
    }
}

extension Chart {
    /// A chart with `content` for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = { ForEach(data, id: id, content: content) }
    }

    /// A chart with `content` for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        self.content = { ForEach(data, content: content) }
    }
}
