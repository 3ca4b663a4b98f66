import Foundation
import TrellisUI

/// Preset styles of axis marks. Trellis draws every preset as `.automatic` does (see
/// Platform differences).
public struct AxisMarkPreset: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static var automatic: AxisMarkPreset { .init(name: "automatic") }
    public static var aligned: AxisMarkPreset { .init(name: "aligned") }
    public static var extended: AxisMarkPreset { .init(name: "extended") }
    public static var inset: AxisMarkPreset { .init(name: "inset") }
    public var description: String { name }
}
