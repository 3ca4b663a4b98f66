import Foundation
import TrellisUI

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
