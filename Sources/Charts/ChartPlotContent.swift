import Foundation
import TrellisUI

/// The plot area, handed to `chartPlotStyle`'s closure to style: give it a background, a
/// border, a corner radius. The marks are drawn over what the closure returns.
public struct ChartPlotContent: View {
    let size: CGSize
    /// The plot area's frame, empty: the marks are drawn over it.
    public var body: some View {
        Color.clear.frame(width: size.width, height: size.height)
    }
}

extension View {
    /// Styles the plot area: `chartPlotStyle { $0.background(.gray.opacity(0.1)) }`.
    /// Trellis lays the plot out first and draws the closure's result in its frame, so a
    /// closure that changes the plot's size (`frame(height:)`) does not move the marks (see
    /// Platform differences).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }
}
