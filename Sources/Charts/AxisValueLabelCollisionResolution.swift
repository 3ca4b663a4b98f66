import Foundation
import TrellisUI

/// How overlapping value labels are resolved. Trellis draws every label (see Platform
/// differences).
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    /// The chart decides (Trellis draws every label).
    public static var automatic: Self { .init(name: "automatic") }
    /// Every label is drawn.
    public static var disabled: Self { .init(name: "disabled") }
    /// Labels are dropped greedily by priority (Trellis draws every label).
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { .init(name: "greedy") }
    /// Labels are truncated to fit (Trellis draws them whole).
    public static var truncate: Self { .init(name: "truncate") }
}
