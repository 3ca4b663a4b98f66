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
    public private(set) var messageCount: UInt64 = 0
    @usableFromInline var buffer: [UInt8] = []
    @usableFromInline var readIndex = 0
    @usableFromInline var failure: ProtocolError?

    public init(maxFrameSize: Int = TrellisWire.defaultMaxFrameSize) {
        self.maxFrameSize = maxFrameSize
    }

    /// Bytes received but not yet decoded.
    public var bufferedByteCount: Int { buffer.count - readIndex }

    /// Appends received bytes.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Appends received bytes.
    public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        compact()
        buffer.append(contentsOf: bytes)
    }

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
    public mutating func next() throws(ProtocolError) -> Message? {
        if let failure { throw failure }
        let start = readIndex
        let result: Result<(Message, Int)?, ProtocolError> = buffer.withUnsafeBytes { raw in
            Self.decodeFrame(UnsafeRawBufferPointer(rebasing: raw[start...]), maxFrameSize: maxFrameSize)
        }
        switch result {
        case .success(nil):
            return nil
        case let .success(.some((message, consumed))):
            readIndex = start + consumed
            messageCount += 1
            return message
        case let .failure(error):
            failure = error
            throw error
        }
    }

    @usableFromInline
    static func decodeFrame(_ raw: UnsafeRawBufferPointer, maxFrameSize: Int) -> Result<(Message, Int)?, ProtocolError> {
        let header = TrellisWire.headerSize
        guard raw.count >= header else { return .success(nil) }
        let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self)))
        let opcode = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt16.self))
        let flags = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 6, as: UInt16.self))
        // Fail on a bad header as soon as it is visible, before waiting for the payload.
        guard flags == 0 else {
            return .failure(ProtocolError(.malformedFrame, opcode: opcode, "header flags 0x\(hex(flags)) must be 0"))
        }
        guard length <= maxFrameSize else {
            return .failure(ProtocolError(.frameTooLarge, opcode: opcode,
                                          "payload length \(length) exceeds the maximum \(maxFrameSize)"))
        }
        guard Message.isKnown(opcode: opcode) else {
            return .failure(ProtocolError(.unknownOpcode, opcode: opcode, "unknown opcode 0x\(hex(opcode))"))
        }
        guard raw.count - header >= length else { return .success(nil) }
        var reader = WireReader(UnsafeRawBufferPointer(rebasing: raw[header ..< header + length]))
        do {
            let message = try Message.decode(opcode: opcode, from: &reader)
            guard reader.remaining == 0 else {
                return .failure(ProtocolError(.malformedFrame, opcode: opcode,
                                              "\(reader.remaining) trailing bytes after \(message.name)"))
            }
            return .success((message, header + length))
        } catch {
            var e = error
            e.opcode = opcode
            return .failure(e)
        }
    }
}

/// Decodes the client → daemon stream (used by the daemon).
public typealias ClientMessageDecoder = FrameDecoder<ClientMessage>
/// Decodes the daemon → client stream (used by the client).
public typealias DaemonEventDecoder = FrameDecoder<DaemonEvent>
