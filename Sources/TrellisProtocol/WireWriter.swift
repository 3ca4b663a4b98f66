/// Writes wire primitives into memory reserved by `FrameEncoder`.
///
/// The encoder asks a message for its exact `payloadSize` first and reserves that many
/// bytes, so the writer itself does no bounds checks or reallocation: that is what keeps
/// encoding allocation-free and fast. Generated code is the only intended caller; the
/// encoder verifies afterwards that exactly `payloadSize` bytes were written.
public struct WireWriter {
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline let limit: Int
    /// Bytes written so far.
    @usableFromInline var _offset: Int
    public var offset: Int { _offset }

    @inlinable
    public init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.base = buffer.baseAddress!
        self.limit = buffer.count
        self._offset = 0
    }

    @inlinable
    mutating func advance(_ n: Int) -> UnsafeMutableRawPointer {
        precondition(offset &+ n <= limit, "WireWriter overrun: payloadSize disagrees with encodePayload")
        let p = base + offset
        _offset &+= n
        return p
    }

    @inlinable public mutating func u8(_ v: UInt8) { advance(1).storeBytes(of: v, as: UInt8.self) }
    @inlinable public mutating func u16(_ v: UInt16) { advance(2).storeBytes(of: v.littleEndian, as: UInt16.self) }
    @inlinable public mutating func u32(_ v: UInt32) { advance(4).storeBytes(of: v.littleEndian, as: UInt32.self) }
    @inlinable public mutating func u64(_ v: UInt64) { advance(8).storeBytes(of: v.littleEndian, as: UInt64.self) }
    @inlinable public mutating func f64(_ v: Double) { u64(v.bitPattern) }
    @inlinable public mutating func bool(_ v: Bool) { u8(v ? 1 : 0) }
    @inlinable public mutating func color(_ v: WireColor) { u32(v.rgba) }

    /// Unsigned LEB128: 7 bits per byte, low group first, high bit = more follows.
    @inlinable
    public mutating func varint(_ v: UInt64) {
        let n = WireWriter.varintSize(v)
        let p = advance(n)
        var v = v
        var i = 0
        while i < n &- 1 {
            p.storeBytes(of: UInt8(truncatingIfNeeded: v) | 0x80, toByteOffset: i, as: UInt8.self)
            v >>= 7
            i &+= 1
        }
        p.storeBytes(of: UInt8(truncatingIfNeeded: v), toByteOffset: i, as: UInt8.self)
    }

    /// A v32 byte count, then the UTF-8 bytes.
    @inlinable
    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            if utf8.count > 0 {
                advance(utf8.count).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
            }
        }
    }

    /// Encoded size of a varint.
    @inlinable
    public static func varintSize(_ v: UInt64) -> Int {
        let bits = 64 &- (v | 1).leadingZeroBitCount
        return (bits &+ 6) / 7
    }

    /// Encoded size of a string (count prefix + UTF-8 bytes).
    @inlinable
    public static func stringSize(_ s: String) -> Int {
        let n = s.utf8.count
        return varintSize(UInt64(n)) &+ n
    }
}

/// Encoded size of a list: the v32 count, then each element's size.
@inlinable
public func wireListSize<T>(_ xs: [T], _ each: (T) -> Int) -> Int {
    var n = WireWriter.varintSize(UInt64(xs.count))
    for x in xs { n &+= each(x) }
    return n
}
