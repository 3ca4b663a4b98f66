import Foundation
import TrellisUI

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
