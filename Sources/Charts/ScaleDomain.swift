import Foundation
import TrellisUI

/// The values a scale spans: a closed range of numbers or dates, a list of categories, or
/// `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {}

/// A scale domain, resolved.
enum ScaleDomainValue {
    case range(PlotValue, PlotValue)
    case categories([PlotValue])
    case automatic(includesZero: Bool?, reversed: Bool?)
}

/// Domains the chart can read (every public `ScaleDomain` Charts declares conforms).
protocol ScaleDomainResolving {
    var resolvedDomain: ScaleDomainValue { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension ClosedRange: ScaleDomainResolving where Bound: Plottable {
    var resolvedDomain: ScaleDomainValue { .range(PlotValue(lowerBound), PlotValue(upperBound)) }
}

extension Range: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomainResolving where Bound: Plottable {
    var resolvedDomain: ScaleDomainValue { .range(PlotValue(lowerBound), PlotValue(upperBound)) }
}

extension Array: ScaleDomain where Element: Plottable {}
extension Array: ScaleDomainResolving where Element: Plottable {
    var resolvedDomain: ScaleDomainValue { .categories(map(PlotValue.init)) }
}
