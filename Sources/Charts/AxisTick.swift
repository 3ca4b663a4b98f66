import Foundation
import TrellisUI

/// A short tick on the axis at the mark's value.
public struct AxisTick: AxisMark, AxisMarkParts {
    let centered: Bool
    let length: CGFloat
    let stroke: StrokeStyle?
    /// A tick, `length` points long (`.automatic`: 4).
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {
        self.centered = centered ?? false
        self.length = length.points
        self.stroke = stroke
    }
    func appendParts(to parts: inout [AxisMarkPart]) {
        parts.append(.tick(centered: centered, length: length, stroke: stroke, style: nil))
    }
    /// A tick's length.
    public struct Length: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        let points: CGFloat
        /// The default length (4 points).
        public static var automatic: Length { Length(points: 4) }
        /// A length in points.
        public static func length(_ value: CGFloat) -> Length { Length(points: value) }
        /// Reaches from the axis to the end of the value labels (drawn as 4 points in
        /// Trellis: see Platform differences).
        public static var label: Length { Length(points: 4) }
        init(points: CGFloat) { self.points = points }
        /// A length in points from a literal.
        public init(floatLiteral value: Double) { points = CGFloat(value) }
        /// A length in points from a literal.
        public init(integerLiteral value: Int) { points = CGFloat(value) }
    }
}
