import Foundation
import TrellisUI

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
