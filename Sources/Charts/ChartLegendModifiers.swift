import Foundation
import TrellisUI

extension View {
    /// Shows or hides the legend (`.automatic` shows it when `foregroundStyle(by:)` or
    /// `symbol(by:)` made series).
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// Puts the legend above the chart (`.top`), under it (`.bottom`, `.automatic`), or
    /// in a column beside it (`.leading`, `.trailing`); `alignment`'s horizontal part
    /// places a legend above or under the chart (leading by default). The corner positions
    /// are drawn under the chart and `spacing` has no effect (see Platform differences).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legendPosition = position; $0.legendAlignment = alignment }
    }

    /// Replaces the legend with `content`, at `position`.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                           spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfiguration {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendContent = view
            if $0.legendVisibility == .automatic { $0.legendVisibility = .visible }
        }
    }
}
