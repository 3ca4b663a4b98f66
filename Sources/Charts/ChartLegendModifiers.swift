import Foundation
import TrellisUI

extension View {
    /// Shows or hides the legend (`.automatic` shows it when `foregroundStyle(by:)` or
    /// `symbol(by:)` made series).
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// Puts the legend above the chart (`.top`) or under it (any other position: Trellis
    /// draws leading and trailing legends under the chart, see Platform differences).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legendPosition = position }
    }

    /// Replaces the legend with `content`, at `position`.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                           spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfiguration {
            $0.legendPosition = position
            $0.legendContent = view
            if $0.legendVisibility == .automatic { $0.legendVisibility = .visible }
        }
    }
}
