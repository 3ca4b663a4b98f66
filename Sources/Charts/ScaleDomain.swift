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

/// The automatic domain, optionally without zero or reversed.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainResolving {
    let includesZero: Bool?
    let reversed: Bool?
    var resolvedDomain: ScaleDomainValue { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain the data needs (numbers include zero).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's domain; `includesZero: false` fits the data only, `reversed: true` runs
    /// the axis the other way.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// The kind of a scale. Trellis draws `.linear`, `.date` and `.category`; the others are
/// drawn linearly (see Platform differences).
public struct ScaleType: Hashable, Sendable {
    let name: String
    public static var linear: ScaleType { .init(name: "linear") }
    public static var log: ScaleType { .init(name: "log") }
    public static var squareRoot: ScaleType { .init(name: "squareRoot") }
    public static func power(exponent: Double = 1) -> ScaleType { .init(name: "power") }
    public static var symmetricLog: ScaleType { .init(name: "symmetricLog") }
    public static var date: ScaleType { .init(name: "date") }
    public static var category: ScaleType { .init(name: "category") }
}

extension View {
    /// The x scale's domain: the values the plot's width spans (a range is used exactly,
    /// without rounding to nice values; an array lists categories in order).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let d = (domain as? ScaleDomainResolving)?.resolvedDomain
        return chartConfiguration { $0.xDomain = d }
    }

    /// The y scale's domain: the values the plot's height spans.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let d = (domain as? ScaleDomainResolving)?.resolvedDomain
        return chartConfiguration { $0.yDomain = d }
    }
}
