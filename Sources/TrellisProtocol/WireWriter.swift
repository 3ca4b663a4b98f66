/// Growable byte storage behind `FrameEncoder` and `WireWriter`: one malloc'd block
/// that only grows (doubling), so a warm encoder never allocates.
@usableFromInline
final class WireStorage {
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutableRawPointer
    @exclusivity(unchecked) @usableFromInline var capacity: Int

    @usableFromInline
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        self.base = .allocate(byteCount: self.capacity, alignment: 16)
    }

    deinit { base.deallocate() }

    /// Grows so that at least `needed` bytes fit, keeping the first `used` bytes.
    /// Raw memory only: no Swift object is released (see `WireWriter.grow`).
    @usableFromInline @_effects(releasenone)
    func grow(toFit needed: Int, used: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        newBase.copyMemory(from: base, byteCount: used)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @usableFromInline
    func copy(used: Int) -> WireStorage {
        let c = WireStorage(capacity: capacity)
        c.base.copyMemory(from: base, byteCount: used)
        return c
    }
}

/// Writes wire primitives (little-endian integers, LEB128 varints, f64, UTF-8 strings)
/// at the end of a `FrameEncoder`'s buffer.
///
/// Each write checks capacity with one compare and grows the buffer (rarely: it keeps its
/// size across `reset()`), so encoding is a single pass over the message: the header is
/// written as a placeholder and its length patched afterwards. Generated
/// `encodePayload(into:)` code is the intended caller.
public struct WireWriter {
    @usableFromInline unowned(unsafe) let storage: WireStorage
    // Cached copies of the storage's pointer and size: the hot path touches only this
    // struct (no class property access, no exclusivity checks, no refcounting).
    @usableFromInline var base: UnsafeMutableRawPointer
    @usableFromInline var capacity: Int
    /// Absolute write position in the storage.
    @usableFromInline var position: Int
    @usableFromInline let start: Int

    @inlinable
    init(storage: WireStorage, position: Int) {
        if position > storage.capacity { storage.grow(toFit: position, used: storage.capacity) }
        self.storage = storage
        self.base = storage.base
        self.capacity = storage.capacity
        self.position = position
        self.start = position
    }

    /// Bytes written by this writer so far.
    @inlinable public var offset: Int { position &- start }

    /// Reserves `n` bytes and returns where they start.
    @inlinable @inline(__always)
    mutating func advance(_ n: Int) -> UnsafeMutableRawPointer {
        if _slowPath(position &+ n > capacity) { grow(position &+ n) }
        let p = base + position
        position &+= n
        return p
    }

    // `releasenone`: growing only moves raw bytes, it never releases a Swift object.
    // Saying so lets the optimizer borrow the message being encoded in place: without it,
    // every property and message is copied (retain + release of its payload) around
    // each write, because this call could otherwise free what the payload points to.
    @usableFromInline @inline(never) @_effects(releasenone)
    mutating func grow(_ needed: Int) {
        storage.grow(toFit: needed, used: position)
        base = storage.base
        capacity = storage.capacity
    }

    @inlinable public mutating func u8(_ v: UInt8) { advance(1).storeBytes(of: v, as: UInt8.self) }
    @inlinable public mutating func u16(_ v: UInt16) { advance(2).storeBytes(of: v.littleEndian, as: UInt16.self) }
    @inlinable public mutating func u32(_ v: UInt32) { advance(4).storeBytes(of: v.littleEndian, as: UInt32.self) }
    @inlinable public mutating func u64(_ v: UInt64) { advance(8).storeBytes(of: v.littleEndian, as: UInt64.self) }
    @inlinable public mutating func f64(_ v: Double) { u64(v.bitPattern) }
    @inlinable public mutating func bool(_ v: Bool) { u8(v ? 1 : 0) }
    @inlinable public mutating func color(_ v: WireColor) { u32(v.rgba) }

    /// Unsigned LEB128: 7 bits per byte, low group first, high bit = more follows.
    @inlinable @inline(__always)
    public mutating func varint(_ v: UInt64) {
        if _fastPath(v < 0x80) {
            u8(UInt8(truncatingIfNeeded: v))
        } else {
            varintMultiByte(v)
        }
    }

    @inlinable
    mutating func varintMultiByte(_ v: UInt64) {
        if _slowPath(position &+ 10 > capacity) { grow(position &+ 10) }
        let p = base + position
        var v = v
        var i = 0
        while v >= 0x80 {
            p.storeBytes(of: UInt8(truncatingIfNeeded: v) | 0x80, toByteOffset: i, as: UInt8.self)
            v >>= 7
            i &+= 1
        }
        p.storeBytes(of: UInt8(truncatingIfNeeded: v), toByteOffset: i, as: UInt8.self)
        position &+= i &+ 1
    }

    /// A v32 byte count, then the UTF-8 bytes.
    @inlinable @inline(__always)
    public mutating func string(_ s: String) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { utf8 in
            varint(UInt64(utf8.count))
            if utf8.count > 0 {
                advance(utf8.count).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
            }
        }
        if _slowPath(done == nil) { stringByteByByte(s) }
    }

    /// A string without contiguous UTF-8 (a bridged one; Linux has none): written a byte at
    /// a time as its UTF-8 view yields them, reading the string in place.
    @usableFromInline @inline(never)
    mutating func stringByteByByte(_ s: String) {
        varint(UInt64(s.utf8.count))
        for b in s.utf8 { u8(b) }
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
