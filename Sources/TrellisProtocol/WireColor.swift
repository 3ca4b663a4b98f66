/// An sRGB colour with straight (non-premultiplied) alpha, 8 bits per channel.
/// On the wire it is the u32 `0xRRGGBBAA` in little-endian byte order (bytes AA BB GG RR).
public struct WireColor: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Builds a colour from its packed `0xRRGGBBAA` form (the wire value).
    @inlinable
    public init(rgba: UInt32) {
        self.r = UInt8(truncatingIfNeeded: rgba >> 24)
        self.g = UInt8(truncatingIfNeeded: rgba >> 16)
        self.b = UInt8(truncatingIfNeeded: rgba >> 8)
        self.a = UInt8(truncatingIfNeeded: rgba)
    }

    /// The packed `0xRRGGBBAA` form (the wire value).
    @inlinable
    public var rgba: UInt32 {
        UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
    }

    public static let black = WireColor(r: 0, g: 0, b: 0)
    public static let white = WireColor(r: 255, g: 255, b: 255)
    public static let clear = WireColor(r: 0, g: 0, b: 0, a: 0)

    /// `#RRGGBBAA`, as used in traces and golden vectors.
    public var description: String {
        let digits = String(rgba, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
