import Foundation
import TrellisUI

/// The orientation of value labels. Trellis draws every label horizontal (see Platform
/// differences).
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    public static var automatic: Self { .init(name: "automatic") }
    public static var horizontal: Self { .init(name: "horizontal") }
    public static var vertical: Self { .init(name: "vertical") }
    public static var verticalReversed: Self { .init(name: "verticalReversed") }
}
