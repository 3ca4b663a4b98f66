import Foundation
import TrellisUI

/// The orientation of value labels. Trellis draws every label horizontal (see Platform
/// differences).
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    /// The chart decides (horizontal in Trellis).
    public static var automatic: Self { .init(name: "automatic") }
    /// Horizontal labels.
    public static var horizontal: Self { .init(name: "horizontal") }
    /// Labels turned a quarter counterclockwise (drawn horizontal in Trellis).
    public static var vertical: Self { .init(name: "vertical") }
    /// Labels turned a quarter clockwise (drawn horizontal in Trellis).
    public static var verticalReversed: Self { .init(name: "verticalReversed") }
}
