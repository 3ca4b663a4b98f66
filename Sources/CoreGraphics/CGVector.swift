import Foundation

/// A two-dimensional vector: a direction and length (a velocity, an offset, a gradient's
/// direction), kept apart from `CGPoint`, which is a position. Linux's Foundation has the
/// other CG geometry types but not this one.
public struct CGVector: Equatable, Hashable, Codable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector with both components zero.
    public init() { self.init(dx: 0, dy: 0) }

    /// The vector `(dx, dy)`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    /// The vector `(dx, dy)` from `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector `(dx, dy)` from integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: CustomDebugStringConvertible {
    public var debugDescription: String { "(\(dx), \(dy))" }
}

// Codable: Apple's Foundation encodes a CGVector as the unkeyed pair [dx, dy]; the
// synthesized keyed form would not read there, so spell it out.
extension CGVector {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

extension CGPoint {
    /// Whether this point equals `point2` (the CoreGraphics spelling of `==`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether this size equals `size2` (the CoreGraphics spelling of `==`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether this rectangle covers the same area as `rect2`: CoreGraphics compares the
    /// standardized rectangles, so a rectangle with a negative width equals its flipped twin,
    /// and two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
