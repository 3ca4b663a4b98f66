import Foundation
import TrellisUI

/// The kind of a scale. Trellis draws `.linear`, `.date` and `.category`; the others are
/// drawn linearly (see Platform differences).
public struct ScaleType: Hashable, Sendable {
    let name: String
    /// Values proportional to positions.
    public static var linear: ScaleType { .init(name: "linear") }
    /// A logarithmic scale (drawn linearly in Trellis).
    public static var log: ScaleType { .init(name: "log") }
    /// A square-root scale (drawn linearly in Trellis).
    public static var squareRoot: ScaleType { .init(name: "squareRoot") }
    /// A power scale (drawn linearly in Trellis).
    public static func power(exponent: Double = 1) -> ScaleType { .init(name: "power") }
    /// A symmetric logarithmic scale (drawn linearly in Trellis).
    public static var symmetricLog: ScaleType { .init(name: "symmetricLog") }
    /// Dates on a linear time scale.
    public static var date: ScaleType { .init(name: "date") }
    /// Categories in bands.
    public static var category: ScaleType { .init(name: "category") }
}
