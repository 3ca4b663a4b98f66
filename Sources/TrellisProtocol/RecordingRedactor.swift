// What a recording (`TRELLIS_RECORD`, `trellisd --record`) must not hold: the text of a
// secure field (SwiftUI's `SecureField`). Pure: both recorders run their bytes or messages
// through one of these.

/// Rewrites a session's messages and events for a recording so that no secure field's text
/// is in it: a `text` property of a node whose `secure` is true, and an `inputText` for such
/// a node, keep their length in "•" and lose their characters (protocol/README.md,
/// "Recordings"). Everything else passes unchanged, byte for byte.
///
/// A recording is for replaying a bug; a password typed into the app it records is not part
/// of the bug. The node's `secure` property is followed through `create`, `update`, `reset`
/// and `destroy`; a new `hello` (a reconnect) starts over.
public struct RecordingRedactor {
    private var secure: Set<NodeID> = []
    private var pending: [RecordedChunk.Direction: [UInt8]] = [:]

    public init() {}

    /// The bullet a redacted character becomes (what TrellisUI's SecureField shows).
    public static let bullet: Character = "•"

    /// `message` as it is to be recorded; notes which nodes are secure.
    public mutating func redact(_ message: ClientMessage) -> ClientMessage {
        switch message {
        case .hello:
            secure.removeAll()
            return message
        case .create(let id, let kind, let props):
            note(id, props)
            return secure.contains(id) ? .create(id: id, kind: kind, props: masked(props)) : message
        case .update(let id, let props):
            note(id, props)
            return secure.contains(id) ? .update(id: id, props: masked(props)) : message
        case .reset(let id, let tags):
            if tags.contains(.secure) { secure.remove(id) }
            return message
        case .destroy(let id):
            secure.remove(id)
            return message
        default:
            return message
        }
    }

    /// `event` as it is to be recorded.
    public func redact(_ event: DaemonEvent) -> DaemonEvent {
        if case .inputText(let id, let text) = event, secure.contains(id) {
            return .inputText(id: id, text: Self.mask(text))
        }
        return event
    }

    /// The whole frames among `bytes` (appended to what an earlier call left of a frame
    /// cut short) as they are to be recorded; the rest of a cut frame waits for the next
    /// call. A frame that does not decode is kept as it is: the recording shows what was
    /// sent.
    public mutating func redact(_ bytes: UnsafeRawBufferPointer, _ direction: RecordedChunk.Direction) -> [UInt8] {
        // Events need a look only while a node is secure: until then (most recordings) the
        // daemon's bytes are written as they came, without decoding each frame.
        if direction == .daemonToClient, secure.isEmpty, pending[direction] == nil {
            return Array(bytes)
        }
        var buffer = pending.removeValue(forKey: direction) ?? []
        buffer.append(contentsOf: bytes)
        var out: [UInt8] = []
        out.reserveCapacity(buffer.count)
        var i = 0
        let header = TrellisWire.headerSize
        while buffer.count - i >= header {
            let length = Int(buffer[i]) | Int(buffer[i + 1]) << 8 | Int(buffer[i + 2]) << 16 | Int(buffer[i + 3]) << 24
            guard buffer.count - i - header >= length else { break }
            let frame = buffer[i ..< i + header + length]
            out += redactFrame(frame, direction)
            i += header + length
        }
        if i < buffer.count { pending[direction] = Array(buffer[i...]) }
        return out
    }

    private mutating func redactFrame(_ frame: ArraySlice<UInt8>, _ direction: RecordedChunk.Direction) -> [UInt8] {
        switch direction {
        case .clientToDaemon: return Self.reencoded(frame, as: ClientMessage.self) { redact($0) }
        case .daemonToClient: return Self.reencoded(frame, as: DaemonEvent.self) { redact($0) }
        }
    }

    /// `frame` with its message redacted: re-encoded when that changed it, else as it is
    /// (also when it does not decode).
    private static func reencoded<M: WireMessage & Equatable>(_ frame: ArraySlice<UInt8>, as type: M.Type,
                                                             _ redact: (M) -> M) -> [UInt8] {
        var decoder = FrameDecoder<M>(maxFrameSize: frame.count)
        decoder.append(contentsOf: frame)
        guard let message = try? decoder.next() else { return Array(frame) }
        let redacted = redact(message)
        guard redacted != message else { return Array(frame) }
        var encoder = FrameEncoder(capacity: frame.count + 16)
        encoder.encode(redacted)
        return encoder.bytes
    }

    private mutating func note(_ id: NodeID, _ props: [Property]) {
        for p in props {
            if case .secure(let on) = p {
                if on { secure.insert(id) } else { secure.remove(id) }
            }
        }
    }

    private func masked(_ props: [Property]) -> [Property] {
        props.map { p in
            if case .text(let t) = p { return .text(Self.mask(t)) }
            return p
        }
    }

    static func mask(_ text: String) -> String {
        String(repeating: bullet, count: text.count)
    }
}
