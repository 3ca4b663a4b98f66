// `TRELLIS_RECORD=FILE`: the app records its session — every message it sends and every
// event it receives, re-encoded in the wire format, with timestamps — for `trellis
// replay` (format: protocol/README.md, "Recordings"). A bug report becomes a file.
import Foundation
import TrellisProtocol

/// A connection that appends everything crossing it to a recording file.
@MainActor
final class RecordingConnection: Connection {
    let inner: any Connection
    private let file: FileHandle
    private let start = Date()
    /// Keeps secure fields' text out of the file.
    private var redactor = RecordingRedactor()

    /// The recording `TRELLIS_RECORD` asks for, or nil (also when the file cannot be made;
    /// that is reported once on stderr).
    static func fromEnvironment(wrapping inner: any Connection) -> (any Connection)? {
        guard let path = ProcessInfo.processInfo.environment["TRELLIS_RECORD"], !path.isEmpty else { return nil }
        // The first connection of the process starts the file; after a reconnect the new
        // session is appended (replay treats a second hello as the restart it was).
        let fresh = !started
        started = true
        guard !fresh || FileManager.default.createFile(atPath: path, contents: Data(Recording.magic)),
              let file = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("TRELLIS_RECORD: cannot write \(path)\n".utf8))
            return nil
        }
        file.seekToEndOfFile()
        return RecordingConnection(inner, file: file)
    }

    private static var started = false

    init(_ inner: any Connection, file: FileHandle) {
        self.inner = inner
        self.file = file
    }

    private func append(_ direction: RecordedChunk.Direction, _ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let micros = UInt64(max(0, Date().timeIntervalSince(start)) * 1_000_000)
        file.write(Data(Recording.encode(RecordedChunk(direction: direction, micros: micros, bytes: bytes))))
    }

    func send(_ messages: [ClientMessage]) {
        var e = FrameEncoder()
        for m in messages { e.encode(redactor.redact(m)) }
        append(.clientToDaemon, e.bytes)
        inner.send(messages)
    }

    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        inner.setEventHandler { [weak self] events in
            guard let self else { handler(events); return }
            var e = FrameEncoder()
            for ev in events { e.encode(self.redactor.redact(ev)) }
            self.append(.daemonToClient, e.bytes)
            handler(events)
        }
    }

    func pump() -> Bool { inner.pump() }
    var deliversSynchronously: Bool { inner.deliversSynchronously }
}
