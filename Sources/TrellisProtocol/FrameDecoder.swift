/// Decodes framed messages from a byte stream that arrives in arbitrary pieces.
///
/// A value type: append whatever the socket delivered (partial frames, many frames,
/// a frame split at any byte), then call `next()` until it returns nil (needs more
/// data). Hostile input yields a typed `ProtocolError` — never a trap — and the
/// decoder stays failed (every later `next()` throws the same error), because the
/// stream can no longer be trusted and the session must close.
///
/// Consumed bytes are dropped lazily: a read index moves forward and the buffer is
/// compacted only when the consumed prefix dominates, so decoding is amortised O(n).
public struct FrameDecoder<Message: WireMessage> {
    /// Largest accepted payload length. Starts at the default (1 MiB) and may be raised
    /// or lowered after the handshake negotiated another value.
    public var maxFrameSize: Int
    /// Messages decoded so far: the sequence number of the next message.
    public var messageCount: UInt64 { _messageCount }
    @usableFromInline var _messageCount: UInt64 = 0
    @usableFromInline var buffer: [UInt8] = []
    @usableFromInline var readIndex = 0
    @usableFromInline var failure: ProtocolError?

    @inlinable
    public init(maxFrameSize: Int = TrellisWire.defaultMaxFrameSize) {
        self.maxFrameSize = maxFrameSize
    }

    /// Bytes received but not yet decoded.
    @inlinable public var bufferedByteCount: Int { buffer.count - readIndex }

    /// Appends received bytes.
    @inlinable
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Appends received bytes.
    @inlinable
    public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    @inlinable
    mutating func compact() {
        if readIndex == 0 { return }
        if readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            readIndex = 0
        } else if readIndex >= 4096 && readIndex >= buffer.count / 2 {
            buffer.removeSubrange(0 ..< readIndex)
            readIndex = 0
        }
    }

    /// The next complete message, or nil when more bytes are needed.
    @inlinable
    public mutating func next() throws(ProtocolError) -> Message? {
        if let failure { throw failure }
        let start = readIndex
        let limit = maxFrameSize
        var consumed = 0
        var thrown: ProtocolError?
        let message: Message? = buffer.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Message? in
            let frame = UnsafeRawBufferPointer(rebasing: raw[start...])
            do throws(ProtocolError) {
                return try Self.decodeFrame(frame, maxFrameSize: limit, consumed: &consumed)
            } catch {
                thrown = error
                return nil
            }
        }
        if let thrown {
            failure = thrown
            throw thrown
        }
        if message != nil {
            readIndex = start &+ consumed
            _messageCount &+= 1
        }
        return message
    }

    /// Decodes the frame at the start of `raw`: nil if it is incomplete.
    @inlinable
    static func decodeFrame(_ raw: UnsafeRawBufferPointer, maxFrameSize: Int,
                            consumed: inout Int) throws(ProtocolError) -> Message? {
        let header = TrellisWire.headerSize
        guard raw.count >= header else { return nil }
        let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self)))
        let opcode = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt16.self))
        let flags = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 6, as: UInt16.self))
        // Fail on a bad header as soon as it is visible, before waiting for the payload.
        guard flags == 0 else { throw headerError(.malformedFrame, opcode, flags, length, maxFrameSize) }
        guard length <= maxFrameSize else { throw headerError(.frameTooLarge, opcode, flags, length, maxFrameSize) }
        guard Message.isKnown(opcode: opcode) else {
            throw headerError(.unknownOpcode, opcode, flags, length, maxFrameSize)
        }
        guard raw.count &- header >= length else { return nil }
        var reader = WireReader(UnsafeRawBufferPointer(rebasing: raw[header ..< header &+ length]))
        let message: Message
        do {
            message = try Message.decode(opcode: opcode, from: &reader)
        } catch {
            var e = error
            e.opcode = opcode
            throw e
        }
        guard reader.remaining == 0 else {
            throw ProtocolError(.malformedFrame, opcode: opcode,
                                "\(reader.remaining) trailing bytes after \(message.name)")
        }
        consumed = header &+ length
        return message
    }

    @usableFromInline
    static func headerError(_ code: ErrorCode, _ opcode: UInt16, _ flags: UInt16, _ length: Int,
                            _ maxFrameSize: Int) -> ProtocolError {
        switch code {
        case .malformedFrame:
            return ProtocolError(code, opcode: opcode, "header flags 0x\(hex(flags)) must be 0")
        case .frameTooLarge:
            return ProtocolError(code, opcode: opcode, "payload length \(length) exceeds the maximum \(maxFrameSize)")
        default:
            return ProtocolError(code, opcode: opcode, "unknown opcode 0x\(hex(opcode))")
        }
    }
}

/// Decodes the client → daemon stream (used by the daemon).
public typealias ClientMessageDecoder = FrameDecoder<ClientMessage>
/// Decodes the daemon → client stream (used by the client).
public typealias DaemonEventDecoder = FrameDecoder<DaemonEvent>
