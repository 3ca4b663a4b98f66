// `trellisd --record DIR`: each session's byte stream, both ways, with timestamps, in
// DIR/session-<id>.trlrec (the format of protocol/README.md, "Recordings"), for
// `trellis replay`.
#if canImport(Glibc)
import Glibc
#endif
import TrellisProtocol
import TrellisRenderer

final class SessionRecorder {
    let directory: String
    private var files: [SessionID: Int32] = [:]
    /// Per session: keeps secure fields' text out of the file (RecordingRedactor).
    private var redactors: [SessionID: RecordingRedactor] = [:]
    private let start = SessionRecorder.nowMicros()
    private var reportedFailure = false

    init(directory: String) throws {
        if mkdir(directory, 0o700) != 0 && errno != EEXIST {
            throw RecorderError("cannot create \(directory): \(String(cString: strerror(errno)))")
        }
        self.directory = directory
    }

    /// The compositor's recorder hook.
    func record(_ id: SessionID, _ direction: RecordedChunk.Direction, _ bytes: UnsafeRawBufferPointer?) {
        guard let bytes else {
            if let fd = files.removeValue(forKey: id) { close(fd) }
            redactors[id] = nil
            return
        }
        guard let fd = file(for: id) else { return }
        // Whole frames only (a read may end inside one), secure text masked.
        let frames = redactors[id, default: RecordingRedactor()].redact(bytes, direction)
        guard !frames.isEmpty else { return }
        let chunk = Recording.encode(RecordedChunk(direction: direction, micros: Self.nowMicros() - start,
                                                   bytes: frames))
        chunk.withUnsafeBytes { writeFully(fd, $0) }
    }

    private func file(for id: SessionID) -> Int32? {
        if let fd = files[id] { return fd }
        let path = directory + "/session-\(id.rawValue).trlrec"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if !reportedFailure {
                reportedFailure = true
                writeAll("trellisd: cannot record to \(path): \(String(cString: strerror(errno)))\n", to: 2)
            }
            return nil
        }
        Recording.magic.withUnsafeBytes { writeFully(fd, $0) }
        files[id] = fd
        return fd
    }

    private func writeFully(_ fd: Int32, _ buf: UnsafeRawBufferPointer) {
        var off = 0
        while off < buf.count {
            let n = write(fd, buf.baseAddress! + off, buf.count - off)
            if n < 0 { if errno == EINTR { continue }; return }
            off += n
        }
    }

    static func nowMicros() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000 + UInt64(ts.tv_nsec) / 1000
    }
}

struct RecorderError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
