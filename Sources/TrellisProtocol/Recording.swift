// The recording format of `TRELLIS_RECORD`, `trellisd --record` and `trellis replay`: the
// wire format plus a small header (protocol/README.md, "Recordings"). Pure.

/// One chunk of a session's byte stream as it crossed the socket.
public struct RecordedChunk: Equatable, Sendable {
    /// Who sent the bytes.
    public enum Direction: UInt8, Sendable { case clientToDaemon = 0, daemonToClient = 1 }
    public var direction: Direction
    /// Microseconds since the recording started.
    public var micros: UInt64
    /// One or more whole frames, exactly as on the wire.
    public var bytes: [UInt8]

    public init(direction: Direction, micros: UInt64, bytes: [UInt8]) {
        self.direction = direction
        self.micros = micros
        self.bytes = bytes
    }
}

/// Reads and writes recordings: the 8 bytes `TRLSREC1`, then chunks, each a u8 direction
/// (0 client → daemon, 1 daemon → client), a u64 LE time in microseconds since the start,
/// a u32 LE byte count and that many bytes of wire frames.
public enum Recording {
    public static let magic: [UInt8] = Array("TRLSREC1".utf8)

    /// The bytes of one chunk (append them after `magic`).
    public static func encode(_ c: RecordedChunk) -> [UInt8] {
        var out: [UInt8] = [c.direction.rawValue]
        out.reserveCapacity(13 + c.bytes.count)
        for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: c.micros >> (8 * UInt64(i)))) }
        let n = UInt32(clamping: c.bytes.count)
        for i in 0..<4 { out.append(UInt8(truncatingIfNeeded: n >> (8 * UInt32(i)))) }
        out += c.bytes
        return out
    }

    /// Why `data` is not a recording.
    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The chunks of a whole recording. A recording cut short (the process died while
    /// writing) yields the chunks before the cut.
    public static func decode(_ data: [UInt8]) throws(Malformed) -> [RecordedChunk] {
        guard data.count >= 8, Array(data[0..<8]) == magic else {
            throw Malformed(description: "not a Trellis recording (expected the header TRLSREC1)")
        }
        var chunks: [RecordedChunk] = []
        var i = 8
        while i + 13 <= data.count {
            guard let dir = RecordedChunk.Direction(rawValue: data[i]) else {
                throw Malformed(description: "bad direction \(data[i]) at byte \(i)")
            }
            var micros: UInt64 = 0
            for k in 0..<8 { micros |= UInt64(data[i + 1 + k]) << (8 * UInt64(k)) }
            var n = 0
            for k in 0..<4 { n |= Int(data[i + 9 + k]) << (8 * k) }
            let start = i + 13
            guard start + n <= data.count else { break }
            chunks.append(RecordedChunk(direction: dir, micros: micros, bytes: Array(data[start..<(start + n)])))
            i = start + n
        }
        return chunks
    }
}
