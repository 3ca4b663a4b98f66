// Issue 38 item 30: a socket that accepts connections but never answers `hello` ends the
// connection after the handshake timeout, with an error saying so.
import Foundation
import Testing
import TrellisProtocol
import TrellisSocket
@testable import TrellisUI
#if canImport(Glibc)
import Glibc
#endif

@Suite struct HandshakeTimeoutTests {
    @Test("a socket that never answers hello ends the connection after handshakeTimeout, naming the cause")
    @MainActor func silentSocket() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hs-\(getpid())-\(UInt32.random(in: 0 ... .max))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/silent.sock"
        let listener = try UnixSocket.listen(path: path)   // accepts (backlog), never reads or answers
        defer { close(listener) }
        let c = try SocketConnection(path: path)
        c.handshakeTimeout = 0.2
        let started = Date()
        let why: String = await withCheckedContinuation { done in
            c.onClose = { done.resume(returning: $0) }
            c.setEventHandler { _ in }
            c.send([.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [],
                           clientName: "silent", maxFrameSize: 0)])
        }
        #expect(c.handshakeTimedOut)
        #expect(why.contains("nothing answered hello within 0.2 s") && why.contains("TRELLIS_HANDSHAKE_TIMEOUT"), "\(why)")
        #expect(Date().timeIntervalSince(started) >= 0.2)
    }
}
