import Foundation
import TrellisUI

/// How overlapping value labels are resolved. Trellis draws every label (see Platform
/// differences).
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    public static var automatic: Self { .init(name: "automatic") }
    public static var disabled: Self { .init(name: "disabled") }
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { .init(name: "greedy") }
    public static var truncate: Self { .init(name: "truncate") }
}
