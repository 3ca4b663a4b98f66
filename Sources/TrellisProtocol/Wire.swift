/// A render node's identity: chosen by the client, nonzero, unique among the live
/// nodes of one session. Ids are session-scoped, so two apps never collide.
public typealias NodeID = UInt64

extension TrellisWire {
    /// The smallest `hello.maxFrameSize` a daemon accepts (0, the default, aside): every
    /// handshake answer and every event with strings up to the announced limits fits.
    /// Smaller values are refused with `limitExceeded` (protocol/README.md, Handshake).
    public static let minimumFrameSize = 4096
}

/// A message the frame codec can carry: a `ClientMessage` (client → daemon) or a
/// `DaemonEvent` (daemon → client). The conformances are generated from
/// `protocol/trellis.idl`; `FrameEncoder` and `FrameDecoder` are written once against
/// this protocol, so the byte layout lives in one generated place.
public protocol WireMessage: Sendable, CustomStringConvertible {
    /// The frame opcode identifying this message's case.
    var opcode: UInt16 { get }
    /// The protocol version that introduced this message.
    var since: UInt32 { get }
    /// The case name as written in the schema (e.g. "create"), for logs.
    var name: String { get }
    /// The exact number of payload bytes `encodePayload(into:)` writes.
    var payloadSize: Int { get }
    /// Writes the payload (everything after the 8-byte header). The writer has room
    /// for exactly `payloadSize` bytes.
    func encodePayload(into writer: inout WireWriter)
    /// Whether `opcode` names a message of this direction.
    static func isKnown(opcode: UInt16) -> Bool
    /// Storage a decoder keeps between messages so that list fields decode into arrays
    /// it already has (see `WireReader.list(_:minElementSize:reusing:_:)`).
    associatedtype DecodeScratch: WireDecodeScratch
    /// Decodes one payload, reusing `scratch`'s arrays for list fields. The caller checks
    /// that the reader is exhausted afterwards.
    static func decode(opcode: UInt16, from reader: inout WireReader,
                       scratch: inout DecodeScratch) throws(ProtocolError) -> Self
}

/// Reusable decoding storage of one message direction (generated).
public protocol WireDecodeScratch {
    init()
}

extension WireMessage {
    /// Decodes one payload with fresh storage (every list allocates). Stream decoding goes
    /// through `FrameDecoder`, which keeps its scratch between messages.
    @inlinable
    public static func decode(opcode: UInt16, from reader: inout WireReader) throws(ProtocolError) -> Self {
        var scratch = DecodeScratch()
        return try decode(opcode: opcode, from: &reader, scratch: &scratch)
    }
}

/// A typed protocol violation. Decoders never trap on hostile input: every malformed,
/// truncated or out-of-range byte sequence ends up here, and the daemon turns it into an
/// `error` event naming the offending message before it closes that session.
public struct ProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as sent on the wire.
    public var code: ErrorCode
    /// The opcode of the offending message, when the header could be read.
    public var opcode: UInt16?
    /// Human-readable detail (field name, offending value) for logs and `error.message`.
    public var detail: String

    public init(_ code: ErrorCode, opcode: UInt16? = nil, _ detail: String = "") {
        self.code = code
        self.opcode = opcode
        self.detail = detail
    }

    public var description: String {
        var s = "\(code)"
        if let opcode { s += " (opcode 0x\(hex(opcode)))" }
        if !detail.isEmpty { s += ": \(detail)" }
        return s
    }
}

@usableFromInline
func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
