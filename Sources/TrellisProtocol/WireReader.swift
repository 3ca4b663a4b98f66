/// Reads wire primitives from one frame payload, checking every access.
///
/// Every read is bounds-checked and every length is compared with the bytes that are
/// actually left before anything is allocated, so hostile input (huge counts, truncated
/// fields, overlong varints) becomes a `ProtocolError`, never a trap or an allocation
/// bomb. Generated decoders call these primitives field by field.
public struct WireReader {
    @usableFromInline let base: UnsafeRawPointer
    @usableFromInline let end: Int
    /// Bytes consumed so far.
    @usableFromInline var _offset: Int
    public var offset: Int { _offset }

    @inlinable
    public init(_ buffer: UnsafeRawBufferPointer) {
        // An empty buffer may have no address; with `end == 0` it is never dereferenced.
        self.base = buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 8)!
        self.end = buffer.count
        self._offset = 0
    }

    /// Bytes not yet consumed.
    @inlinable public var remaining: Int { end &- _offset }

    @inlinable @inline(__always)
    mutating func take(_ n: Int, _ field: StaticString) throws(ProtocolError) -> UnsafeRawPointer {
        guard _fastPath(n <= end &- _offset) else { throw WireReader.truncated(field) }
        let p = base + _offset
        _offset &+= n
        return p
    }

    @usableFromInline @inline(never)
    static func truncated(_ field: StaticString) -> ProtocolError {
        ProtocolError(.malformedFrame, "truncated payload reading \(field)")
    }

    @inlinable @inline(__always)
    public mutating func u8(_ field: StaticString) throws(ProtocolError) -> UInt8 {
        try take(1, field).load(as: UInt8.self)
    }
    @inlinable @inline(__always)
    public mutating func u16(_ field: StaticString) throws(ProtocolError) -> UInt16 {
        UInt16(littleEndian: try take(2, field).loadUnaligned(as: UInt16.self))
    }
    @inlinable @inline(__always)
    public mutating func u32(_ field: StaticString) throws(ProtocolError) -> UInt32 {
        UInt32(littleEndian: try take(4, field).loadUnaligned(as: UInt32.self))
    }
    @inlinable @inline(__always)
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
    @inlinable @inline(__always)
    public mutating func varint(_ field: StaticString, maxBits: Int = 64) throws(ProtocolError) -> UInt64 {
        // Fast path: one byte (small ids, counts, indices, tags).
        if _fastPath(_offset < end) {
            let first = base.load(fromByteOffset: _offset, as: UInt8.self)
            if _fastPath(first < 0x80) {
                _offset &+= 1
                return UInt64(first)
            }
        }
        // Multi-byte fast path for up to 9 bytes (63 bits, so no overflow is possible);
        // anything unusual (truncated, overlong, 10 bytes, too wide) goes to the checked
        // path, which re-reads from the start and reports the exact error.
        var result: UInt64 = 0
        var shift: UInt64 = 0
        var i = _offset
        let stop = Swift.min(end, _offset &+ 9)
        while i < stop {
            let byte = base.load(fromByteOffset: i, as: UInt8.self)
            result |= UInt64(byte & 0x7F) &<< shift
            if byte < 0x80 {
                if _slowPath(byte == 0) { break }
                if maxBits < 64 && result >> UInt64(maxBits) != 0 { break }
                _offset = i &+ 1
                return result
            }
            shift &+= 7
            i &+= 1
        }
        return try varintSlow(field, maxBits: maxBits)
    }

    @usableFromInline @inline(never)
    mutating func varintSlow(_ field: StaticString, maxBits: Int) throws(ProtocolError) -> UInt64 {
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

    @inlinable @inline(__always)
    public mutating func v32(_ field: StaticString) throws(ProtocolError) -> UInt32 {
        UInt32(truncatingIfNeeded: try varint(field, maxBits: 32))
    }
    @inlinable @inline(__always)
    public mutating func v64(_ field: StaticString) throws(ProtocolError) -> UInt64 {
        try varint(field)
    }

    /// A NodeID: a nonzero v64.
    @inlinable @inline(__always)
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

    /// A list: a checked count, then `count` elements read by `element`. The array is
    /// built in place (one allocation, no per-element capacity checks).
    @inlinable
    public mutating func list<T>(_ field: StaticString, minElementSize: Int,
                                 _ element: (inout WireReader) throws(ProtocolError) -> T)
        throws(ProtocolError) -> [T] {
        let n = try count(field, minElementSize: minElementSize)
        // Short lists (most property lists) as array literals: the compiler allocates
        // those with statically known metadata, skipping the generic runtime path.
        switch n {
        case 0: return []
        case 1: return [try element(&self)]
        case 2:
            let a = try element(&self)
            return [a, try element(&self)]
        case 3:
            let a = try element(&self)
            let b = try element(&self)
            return [a, b, try element(&self)]
        default: break
        }
        var failure: ProtocolError?
        var reader = self
        let result = [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            while initialized < n {
                do throws(ProtocolError) {
                    (buffer.baseAddress! + initialized).initialize(to: try element(&reader))
                    initialized += 1
                } catch {
                    failure = error
                    return
                }
            }
        }
        self = reader
        if let failure { throw failure }
        return result
    }

    /// A list decoded into one of `scratch`'s arrays, a decoder's reusable storage, and
    /// returned (sharing its buffer). When the previous list returned from that array has
    /// been dropped, its buffer is reused: no allocation. When it is still held,
    /// copy-on-write gives this list a buffer of its own, so returned lists never change
    /// under their holders.
    @inlinable
    public mutating func list<T>(_ field: StaticString, minElementSize: Int, reusing scratch: inout ListScratch<T>,
                                 _ element: (inout WireReader) throws(ProtocolError) -> T)
        throws(ProtocolError) -> [T] {
        let n = try count(field, minElementSize: minElementSize)
        switch n {
        case 0: return []
        case 1: return try fill(&scratch.one, n, element)
        case 2: return try fill(&scratch.two, n, element)
        case 3: return try fill(&scratch.three, n, element)
        default: break
        }
        // A buffer far larger than the list is let go, so one huge message does not make
        // every later list allocate its size.
        if scratch.longer.capacity < n || scratch.longer.capacity > 4 &* n &+ 16 {
            scratch.longer = []
            scratch.longer.reserveCapacity(n)
        }
        // Elements are assigned over the previous list's where there are some (each
        // assignment releases the old element), not removed first: removing all goes
        // through the generic range replacement, which cost as much as decoding a
        // one-property list.
        let reused = Swift.min(scratch.longer.count, n)
        var i = 0
        while i < reused {
            scratch.longer[i] = try element(&self)
            i &+= 1
        }
        if scratch.longer.count > n { scratch.longer.removeLast(scratch.longer.count &- n) }
        while i < n {
            scratch.longer.append(try element(&self))
            i &+= 1
        }
        return scratch.longer
    }

    /// Decodes `n` elements over `array`, which holds exactly `n` from its last use (or
    /// is empty before its first): its elements are assigned in place, so nothing is
    /// appended, removed or reallocated.
    @inlinable @inline(__always)
    mutating func fill<T>(_ array: inout [T], _ n: Int,
                          _ element: (inout WireReader) throws(ProtocolError) -> T) throws(ProtocolError) -> [T] {
        if array.count == n {
            var i = 0
            while i < n {
                array[i] = try element(&self)
                i &+= 1
            }
        } else {
            array = []
            array.reserveCapacity(n)
            while array.count < n { array.append(try element(&self)) }
        }
        return array
    }

    /// A list count, checked against the bytes left (each element takes at least
    /// `minElementSize` bytes), so no allocation is sized by an unverified number.
    @inlinable @inline(__always)
    public mutating func count(_ field: StaticString, minElementSize: Int = 1) throws(ProtocolError) -> Int {
        let n = try varint(field, maxBits: 32)
        guard _fastPath(n &* UInt64(minElementSize) <= UInt64(remaining)) else {
            throw WireReader.countTooLarge(field, n, remaining)
        }
        return Int(n)
    }

    @usableFromInline @inline(never)
    static func countTooLarge(_ field: StaticString, _ n: UInt64, _ remaining: Int) -> ProtocolError {
        ProtocolError(.malformedFrame, "\(field): count \(n) exceeds the \(remaining) bytes left")
    }

    /// A v32 byte count, then that many bytes of valid UTF-8.
    @inlinable
    public mutating func string(_ field: StaticString) throws(ProtocolError) -> String {
        let n = try count(field)
        if n == 0 { return "" }
        let p = try take(n, field)
        let bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: n)
        // ASCII (the common case) cannot be invalid; skip the general validator.
        if WireReader.isASCII(p, n) { return String(decoding: bytes, as: UTF8.self) }
        guard let s = String(validating: bytes, as: UTF8.self) else {
            throw ProtocolError(.invalidUTF8, "\(field): invalid UTF-8")
        }
        return s
    }

    @inlinable
    static func isASCII(_ p: UnsafeRawPointer, _ n: Int) -> Bool {
        var i = 0
        var acc: UInt64 = 0
        while i &+ 8 <= n {
            acc |= p.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        while i < n {
            acc |= UInt64(p.load(fromByteOffset: i, as: UInt8.self))
            i &+= 1
        }
        return acc & 0x8080_8080_8080_8080 == 0
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

/// A decoder's reusable arrays for one list field. Lists of one, two and three elements
/// (most property lists) each have their own array, so a stream that alternates lengths,
/// as creates of different kinds do, overwrites each array's elements in place instead of
/// growing and shrinking one; longer lists share the last array.
public struct ListScratch<Element> {
    @usableFromInline var one: [Element] = []
    @usableFromInline var two: [Element] = []
    @usableFromInline var three: [Element] = []
    @usableFromInline var longer: [Element] = []
    @inlinable public init() {}
}
