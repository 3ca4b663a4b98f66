/// Reads wire primitives from one frame payload, checking every access.
///
/// Every read is bounds-checked and every length is compared with the bytes that are
/// actually left before anything is allocated, so hostile input (huge counts, truncated
/// fields, overlong varints) becomes a `ProtocolError`, never a trap or an allocation
/// bomb. Generated decoders call these primitives field by field.
public struct WireReader {
    @usableFromInline let base: UnsafeRawPointer?
    @usableFromInline let end: Int
    /// Bytes consumed so far.
    @usableFromInline var _offset: Int
    public var offset: Int { _offset }

    @inlinable
    public init(_ buffer: UnsafeRawBufferPointer) {
        self.base = buffer.baseAddress
        self.end = buffer.count
        self._offset = 0
    }

    /// Bytes not yet consumed.
    @inlinable public var remaining: Int { end &- offset }

    @inlinable
    mutating func take(_ n: Int, _ field: StaticString) throws(ProtocolError) -> UnsafeRawPointer {
        guard n <= end &- offset, let base else {
            throw ProtocolError(.malformedFrame, "truncated payload reading \(field)")
        }
        let p = base + offset
        _offset &+= n
        return p
    }

    @inlinable
    public mutating func u8(_ field: StaticString) throws(ProtocolError) -> UInt8 {
        try take(1, field).load(as: UInt8.self)
    }
    @inlinable
    public mutating func u16(_ field: StaticString) throws(ProtocolError) -> UInt16 {
        UInt16(littleEndian: try take(2, field).loadUnaligned(as: UInt16.self))
    }
    @inlinable
    public mutating func u32(_ field: StaticString) throws(ProtocolError) -> UInt32 {
        UInt32(littleEndian: try take(4, field).loadUnaligned(as: UInt32.self))
    }
    @inlinable
    public mutating func u64(_ field: StaticString) throws(ProtocolError) -> UInt64 {
        UInt64(littleEndian: try take(8, field).loadUnaligned(as: UInt64.self))
    }
    @inlinable
    public mutating func color(_ field: StaticString) throws(ProtocolError) -> WireColor {
        WireColor(rgba: try u32(field))
    }

    /// A bool byte: exactly 0 or 1.
    @inlinable
    public mutating func bool(_ field: StaticString) throws(ProtocolError) -> Bool {
        switch try u8(field) {
        case 0: return false
        case 1: return true
        case let b: throw ProtocolError(.invalidValue, "\(field): bool byte \(b) is not 0 or 1")
        }
    }

    /// A canonical unsigned LEB128 varint of at most `maxBits` bits. Rejects overlong
    /// forms (a trailing zero group) and values that do not fit, so every value has
    /// exactly one encoding.
    @inlinable
    public mutating func varint(_ field: StaticString, maxBits: Int = 64) throws(ProtocolError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try u8(field)
            let group = UInt64(byte & 0x7F)
            if shift == 63 && group > 1 || shift > 63 {
                throw ProtocolError(.malformedFrame, "\(field): varint overflows 64 bits")
            }
            result |= group << shift
            if byte & 0x80 == 0 {
                if byte == 0 && shift > 0 {
                    throw ProtocolError(.malformedFrame, "\(field): overlong varint")
                }
                break
            }
            shift &+= 7
        }
        if maxBits < 64 && result >> UInt64(maxBits) != 0 {
            throw ProtocolError(.invalidValue, "\(field): varint \(result) exceeds \(maxBits) bits")
        }
        return result
    }

    @inlinable
    public mutating func v32(_ field: StaticString) throws(ProtocolError) -> UInt32 {
        UInt32(truncatingIfNeeded: try varint(field, maxBits: 32))
    }
    @inlinable
    public mutating func v64(_ field: StaticString) throws(ProtocolError) -> UInt64 {
        try varint(field)
    }

    /// A NodeID: a nonzero v64.
    @inlinable
    public mutating func id(_ field: StaticString) throws(ProtocolError) -> NodeID {
        let v = try varint(field)
        if v == 0 { throw ProtocolError(.invalidValue, "\(field): node id 0") }
        return v
    }

    /// A binary64 value checked against its schema rule.
    @inlinable
    public mutating func f64(_ rule: F64Rule, _ field: StaticString) throws(ProtocolError) -> Double {
        let v = Double(bitPattern: try u64(field))
        guard rule.accepts(v) else {
            throw ProtocolError(.invalidValue, "\(field): \(v) is not \(rule)")
        }
        return v
    }

    /// A list count, checked against the bytes left (each element takes at least
    /// `minElementSize` bytes), so no allocation is sized by an unverified number.
    @inlinable
    public mutating func count(_ field: StaticString, minElementSize: Int = 1) throws(ProtocolError) -> Int {
        let n = try varint(field, maxBits: 32)
        guard n <= UInt64(remaining / max(1, minElementSize)) else {
            throw ProtocolError(.malformedFrame, "\(field): count \(n) exceeds the \(remaining) bytes left")
        }
        return Int(n)
    }

    /// A v32 byte count, then that many bytes of valid UTF-8.
    @inlinable
    public mutating func string(_ field: StaticString) throws(ProtocolError) -> String {
        let n = try count(field)
        if n == 0 { return "" }
        let p = try take(n, field)
        let bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: n)
        guard let s = String(validating: bytes, as: UTF8.self) else {
            throw ProtocolError(.invalidUTF8, "\(field): invalid UTF-8")
        }
        return s
    }

    /// An enum raw value that does not name a case.
    @inlinable
    public static func badEnum(_ raw: some BinaryInteger, _ field: StaticString) -> ProtocolError {
        ProtocolError(.invalidValue, "\(field): \(raw) is not a valid value")
    }

    /// An integer outside its schema range.
    @inlinable
    public static func outOfRange(_ raw: some BinaryInteger, _ field: StaticString, _ range: StaticString) -> ProtocolError {
        ProtocolError(.invalidValue, "\(field): \(raw) is outside \(range)")
    }
}

/// The constraint a schema puts on an f64 field (see the constraint list at the top of
/// protocol/trellis.idl). NaN is never accepted.
public struct F64Rule: Hashable, Sendable, CustomStringConvertible {
    /// Smallest allowed value (inclusive unless `exclusiveMin`).
    public var min: Double
    public var exclusiveMin: Bool
    /// Largest allowed finite value.
    public var max: Double
    /// Whether +infinity is allowed besides the finite range.
    public var allowsInfinity: Bool

    public init(min: Double, exclusiveMin: Bool = false, max: Double, allowsInfinity: Bool = false) {
        self.min = min
        self.exclusiveMin = exclusiveMin
        self.max = max
        self.allowsInfinity = allowsInfinity
    }

    public static let finite = F64Rule(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude)
    public static let nonnegative = F64Rule(min: 0, max: .greatestFiniteMagnitude)
    public static let positive = F64Rule(min: 0, exclusiveMin: true, max: .greatestFiniteMagnitude)
    public static let unit = F64Rule(min: 0, max: 1)
    public static let nonnegativeOrInfinity = F64Rule(min: 0, max: .greatestFiniteMagnitude, allowsInfinity: true)
    public static let finiteOrInfinity = F64Rule(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude, allowsInfinity: true)

    @inlinable
    public func accepts(_ v: Double) -> Bool {
        if v == .infinity { return allowsInfinity }
        return (exclusiveMin ? v > min : v >= min) && v <= max   // false for NaN
    }

    public var description: String {
        var s: String
        switch self {
        case .finite, .finiteOrInfinity: s = "finite"
        case .nonnegative, .nonnegativeOrInfinity: s = "finite and >= 0"
        case .positive: s = "finite and > 0"
        case .unit: s = "in 0...1"
        default: s = "in \(exclusiveMin ? "(" : "[")\(min), \(max)]"
        }
        if allowsInfinity { s += " or +infinity" }
        return s
    }
}
