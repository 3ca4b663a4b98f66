import Foundation
import TrellisUI

/// Everything the chart modifiers (`chartXScale`, `chartXAxis`, `chartLegend`, …) set,
/// carried to the `Chart` below them through the environment.
struct ChartConfiguration {
    var xDomain: ScaleDomainValue?
    var yDomain: ScaleDomainValue?
    var xRange: PlotDimensionScaleRange?
    var yRange: PlotDimensionScaleRange?
    var xAxisVisibility: Visibility = .automatic
    var yAxisVisibility: Visibility = .automatic
    var xAxis: [AxisMarksSpec]?
    var yAxis: [AxisMarksSpec]?
    var xAxisLabel: AxisTitle?
    var yAxisLabel: AxisTitle?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendContent: AnyView?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var foregroundStyleScale: ForegroundStyleScale?
    var overlay: ((ChartProxy) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var selection = ChartSelection()
}

private struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Sets part of the configuration of the charts below this view.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
