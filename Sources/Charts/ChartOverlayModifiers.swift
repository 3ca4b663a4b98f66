import Foundation
import TrellisUI

extension View {
    /// Draws `content` over the chart, with a proxy that converts positions to values:
    /// the view for hover and drag selection. The overlay covers the whole chart; subtract
    /// the plot's origin (the chart's top leading corner unless a y axis is on the leading
    /// side) before converting.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.overlay = { AnyView(content($0)) } }
    }
}

extension View {
    /// Draws `content` behind the chart's marks, with a proxy that converts positions to
    /// values (a highlighted band, a custom grid). It covers the whole chart, as
    /// `chartOverlay`'s content does.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.background = { AnyView(content($0)) } }
    }
}
