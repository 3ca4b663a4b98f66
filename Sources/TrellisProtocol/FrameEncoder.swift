/// Encodes messages into framed bytes, appending to one reusable buffer.
///
/// Every frame is the 8-byte header (u32 payload length LE, u16 opcode LE, u16 flags
/// = 0) followed by the payload. The buffer only grows (doubling) and `reset()` keeps its
/// capacity, so once warm, encoding a message allocates nothing: the hot path of a
/// client diffing thousands of rows per update. Flush with `bytes` (or
/// `withUnsafeBytes`) and then `reset()`.
public struct FrameEncoder {
    @usableFromInline var storage: [UInt8]
    @usableFromInline var used: Int = 0

    public init(capacity: Int = 4096) {
        storage = [UInt8](repeating: 0, count: Swift.max(capacity, TrellisWire.headerSize))
    }

    /// Appends one framed message.
    @inlinable
    public mutating func encode(_ m: some WireMessage) {
        let payload = m.payloadSize
        precondition(payload <= Int(UInt32.max), "message payload exceeds 4 GiB")
        let total = TrellisWire.headerSize &+ payload
        reserve(total)
        let start = used
        storage.withUnsafeMutableBytes { raw in
            let frame = UnsafeMutableRawBufferPointer(rebasing: raw[start ..< start &+ total])
            frame.storeBytes(of: UInt32(payload).littleEndian, toByteOffset: 0, as: UInt32.self)
            frame.storeBytes(of: m.opcode.littleEndian, toByteOffset: 4, as: UInt16.self)
            frame.storeBytes(of: UInt16(0), toByteOffset: 6, as: UInt16.self)
            var w = WireWriter(UnsafeMutableRawBufferPointer(rebasing: frame[TrellisWire.headerSize...]))
            m.encodePayload(into: &w)
            precondition(w.offset == payload, "\(m.name): payloadSize \(payload) but wrote \(w.offset)")
        }
        used = start &+ total
    }

    @inlinable
    mutating func reserve(_ n: Int) {
        if storage.count &- used < n { grow(n) }
    }

    @usableFromInline
    mutating func grow(_ n: Int) {
        var newCount = Swift.max(storage.count, 64)
        while newCount - used < n { newCount *= 2 }
        storage.append(contentsOf: repeatElement(0, count: newCount - storage.count))
    }

    /// Number of bytes encoded since the last `reset()`.
    public var count: Int { used }

    /// Everything encoded since the last `reset()` (a copy).
    public var bytes: [UInt8] { Array(storage[0 ..< used]) }

    /// Lends the encoded bytes without copying (e.g. to write them to a socket).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { raw in try body(UnsafeRawBufferPointer(rebasing: raw[0 ..< used])) }
    }

    /// Forgets the encoded bytes, keeping the buffer's capacity.
    public mutating func reset() { used = 0 }

    /// The payload size `m` encodes to (without the 8-byte header), e.g. to check it
    /// against the peer's maximum frame size before sending.
    public static func payloadSize(of m: some WireMessage) -> Int { m.payloadSize }
}
