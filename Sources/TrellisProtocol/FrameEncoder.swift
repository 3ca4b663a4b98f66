/// Encodes messages into framed bytes, appending to one reusable buffer.
///
/// Every frame is the 8-byte header (u32 payload length LE, u16 opcode LE, u16 flags
/// = 0) followed by the payload. Encoding is one pass: the header goes in as a
/// placeholder, the payload is written, then the length is patched. The buffer only grows
/// (doubling) and `reset()` keeps it, so once warm, encoding allocates nothing — the hot
/// path of a client diffing thousands of rows per update. Flush with `withUnsafeBytes`
/// (no copy) or `bytes`, then `reset()`.
public struct FrameEncoder {
    @usableFromInline var storage: WireStorage
    @usableFromInline var used: Int = 0

    public init(capacity: Int = 4096) {
        storage = WireStorage(capacity: capacity)
    }

    /// Appends one framed message.
    @inlinable
    public mutating func encode(_ m: some WireMessage) {
        if _slowPath(!isKnownUniquelyReferenced(&storage)) { unshare() }
        used = Self.frame(m, in: storage, at: used)
    }

    /// Appends every message of `messages`, in order: what a batch's sender should call.
    /// Each message is encoded in place in the array; a loop of `encode(_:)` instead
    /// copies every message out of it (a retain and release of its payload), which costs
    /// as much as encoding it.
    @inlinable
    public mutating func encode<M: WireMessage>(contentsOf messages: [M]) {
        if _slowPath(!isKnownUniquelyReferenced(&storage)) { unshare() }
        let storage = self.storage
        var position = used
        messages.withUnsafeBufferPointer { b in
            for i in 0 ..< b.count { position = Self.frame(b[i], in: storage, at: position) }
        }
        used = position
    }

    /// Writes `m`'s frame at `frameStart` and returns where it ends: the header as a
    /// placeholder, the payload, then the header's length patched in.
    @inlinable @inline(__always)
    static func frame(_ m: some WireMessage, in storage: WireStorage, at frameStart: Int) -> Int {
        var w = WireWriter(storage: storage, position: frameStart &+ TrellisWire.headerSize)
        m.encodePayload(into: &w)
        let payload = w.offset
        assert(payload == m.payloadSize, "\(m.name): payloadSize disagrees with encodePayload")
        precondition(payload <= Int(UInt32.max), "message payload exceeds 4 GiB")
        let header = w.base + frameStart
        header.storeBytes(of: UInt32(truncatingIfNeeded: payload).littleEndian, as: UInt32.self)
        header.storeBytes(of: m.opcode.littleEndian, toByteOffset: 4, as: UInt16.self)
        header.storeBytes(of: UInt16(0), toByteOffset: 6, as: UInt16.self)
        return w.position
    }

    /// Gives this encoder its own copy of the bytes after a copy of the encoder shared them.
    @usableFromInline @inline(never)
    mutating func unshare() { storage = storage.copy(used: used) }

    /// Number of bytes encoded since the last `reset()`.
    @inlinable public var count: Int { used }

    /// Everything encoded since the last `reset()` (a copy).
    public var bytes: [UInt8] {
        [UInt8](UnsafeRawBufferPointer(start: storage.base, count: used))
    }

    /// Lends the encoded bytes without copying (e.g. to write them to a socket). The
    /// pointer is valid only inside `body`.
    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeRawBufferPointer(start: storage.base, count: used)) }
    }

    /// Forgets the encoded bytes, keeping the buffer's capacity.
    @inlinable public mutating func reset() { used = 0 }

    /// The payload size `m` encodes to (without the 8-byte header), e.g. to check it
    /// against the peer's maximum frame size before sending.
    public static func payloadSize(of m: some WireMessage) -> Int { m.payloadSize }
}
