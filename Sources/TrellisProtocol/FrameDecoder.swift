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
    /// Received bytes live in `storage[readIndex ..< writeIndex]`. Own storage (not an
    /// Array) so decoding reads through a plain pointer: no closure, no generic result.
    @usableFromInline var storage: WireStorage
    @usableFromInline var readIndex = 0
    @usableFromInline var writeIndex = 0
    @usableFromInline var failure: ProtocolError?
    /// Arrays list fields decode into: a message's list shares its array with the scratch,
    /// so once the caller drops the message the next list reuses the buffer (no malloc).
    /// A caller that keeps the list just makes the next one allocate, as before.
    @usableFromInline var scratch = Message.DecodeScratch()

    @inlinable
    public init(maxFrameSize: Int = TrellisWire.defaultMaxFrameSize) {
        self.maxFrameSize = maxFrameSize
        self.storage = WireStorage(capacity: 256)   // grows to the traffic on first use
    }

    /// Bytes received but not yet decoded.
    @inlinable public var bufferedByteCount: Int { writeIndex &- readIndex }

    /// Appends received bytes.
    @inlinable
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        makeRoom(bytes.count)
        (storage.base + writeIndex).copyMemory(from: source, byteCount: bytes.count)
        writeIndex &+= bytes.count
    }

    /// Appends received bytes.
    @inlinable
    public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        if done == nil { append(contentsOf: Array(bytes)) }
    }

    /// Makes the storage unique and able to take `n` more bytes: drops the consumed
    /// prefix when that is enough (a memmove of the unread tail only), else grows.
    @usableFromInline
    mutating func makeRoom(_ n: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            let copy = WireStorage(capacity: storage.capacity)
            copy.base.copyMemory(from: storage.base + readIndex, byteCount: writeIndex &- readIndex)
            storage = copy
            writeIndex &-= readIndex
            readIndex = 0
        }
        if readIndex == writeIndex {
            readIndex = 0
            writeIndex = 0
        }
        if writeIndex &+ n <= storage.capacity { return }
        let unread = writeIndex &- readIndex
        if readIndex > 0 && unread &+ n <= storage.capacity / 2 + storage.capacity / 4 {
            // Compact: the consumed prefix is large; slide the unread bytes down.
            storage.base.copyMemory(from: storage.base + readIndex, byteCount: unread)
            readIndex = 0
            writeIndex = unread
            if writeIndex &+ n <= storage.capacity { return }
        }
        storage.grow(toFit: writeIndex &+ n, used: writeIndex)
    }

    /// The next complete message, or nil when more bytes are needed.
    @inlinable
    public mutating func next() throws(ProtocolError) -> Message? {
        if let failure { throw failure }
        let frame = UnsafeRawBufferPointer(start: storage.base + readIndex, count: writeIndex &- readIndex)
        var consumed = 0
        let message: Message
        do {
            guard let m = try Self.decodeFrame(frame, maxFrameSize: maxFrameSize, consumed: &consumed,
                                               scratch: &scratch) else { return nil }
            message = m
        } catch {
            failure = error
            throw error
        }
        readIndex &+= consumed
        _messageCount &+= 1
        return message
    }

    /// Decodes the frame at the start of `raw`: nil if it is incomplete.
    @inlinable
    static func decodeFrame(_ raw: UnsafeRawBufferPointer, maxFrameSize: Int, consumed: inout Int,
                            scratch: inout Message.DecodeScratch) throws(ProtocolError) -> Message? {
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
            message = try Message.decode(opcode: opcode, from: &reader, scratch: &scratch)
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
