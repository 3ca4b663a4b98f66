import Foundation
import TrellisUI

/// Preset styles of axis marks. Trellis draws every preset as `.automatic` does (see
/// Platform differences).
public struct AxisMarkPreset: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The chart chooses (the only style Trellis draws).
    public static var automatic: AxisMarkPreset { .init(name: "automatic") }
    /// Labels aligned with their marks; drawn as `.automatic`.
    public static var aligned: AxisMarkPreset { .init(name: "aligned") }
    /// Marks extended across the plot; drawn as `.automatic`.
    public static var extended: AxisMarkPreset { .init(name: "extended") }
    /// Labels inside the plot; drawn as `.automatic`.
    public static var inset: AxisMarkPreset { .init(name: "inset") }
    /// The preset's name.
    public var description: String { name }
}
