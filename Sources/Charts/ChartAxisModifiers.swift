import Foundation
import TrellisUI

extension View {
    /// Shows (`.visible`, `.automatic`) or hides (`.hidden`) the x axis; a hidden axis
    /// gives its space to the plot.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxisVisibility = visibility }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxisVisibility = visibility }
    }

    /// Replaces the x axis's marks with `content` (one or more `AxisMarks`).
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let specs = content().specs
        return chartConfiguration { $0.xAxis = specs }
    }

    /// Replaces the y axis's marks with `content`.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let specs = content().specs
        return chartConfiguration { $0.yAxis = specs }
    }

    /// A title for the x axis, under the axis's labels (Trellis centres it there whatever
    /// `position`, `alignment` and `spacing` say: see Platform differences).
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(content: AnyView(Text(label)), position: position)
        return chartConfiguration { $0.xAxisLabel = title }
    }

    /// A title for the x axis.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(content: AnyView(Text(String(label))), position: position)
        return chartConfiguration { $0.xAxisLabel = title }
    }

    /// A title view for the x axis.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content()), position: position)
        return chartConfiguration { $0.xAxisLabel = title }
    }

    /// A title for the y axis, above the plot at its trailing edge (whatever `position`,
    /// `alignment` and `spacing` say: see Platform differences).
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(content: AnyView(Text(label)), position: position)
        return chartConfiguration { $0.yAxisLabel = title }
    }

    /// A title for the y axis.
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(content: AnyView(Text(String(label))), position: position)
        return chartConfiguration { $0.yAxisLabel = title }
    }

    /// A title view for the y axis.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content()), position: position)
        return chartConfiguration { $0.yAxisLabel = title }
    }
}
