// The one socket-path policy: a path that does not fit is an error naming the path and
// the limit (never truncated), and connect/probe say what they found.
import Foundation
import Testing
import TrellisSocket
#if canImport(Glibc)
import Glibc
#endif

@Suite struct UnixSocketTests {
    @Test("the limit is sun_path minus its NUL: 107 bytes on Linux")
    func limit() {
        #expect(UnixSocket.maxPathBytes == 107)
    }

    @Test("a path of exactly the limit is accepted; one byte more is a clear error")
    func pathLength() throws {
        let fits = "/tmp/" + String(repeating: "a", count: UnixSocket.maxPathBytes - 5)
        _ = try UnixSocket.address(fits)
        let long = fits + "b"
        #expect(throws: UnixSocketError.pathTooLong(path: long, bytes: 108, limit: 107)) { _ = try UnixSocket.address(long) }
        do {
            _ = try UnixSocket.connect(path: long)
            Issue.record("connect accepted a 108-byte path")
        } catch {
            #expect(error.description.contains("108 bytes"))
            #expect(error.description.contains("at most 107"))
            #expect(error.description.contains(long))
        }
    }

    @Test("a NUL byte in a path is refused, not cut at the NUL")
    func nul() {
        #expect(throws: UnixSocketError.invalidPath(path: "/tmp/a\0b")) { _ = try UnixSocket.address("/tmp/a\0b") }
    }

    @Test("connect to nothing names the path and suggests starting trellisd")
    func nothingListening() {
        let path = "/tmp/trl-none-\(getpid()).sock"
        do {
            _ = try UnixSocket.connect(path: path)
            Issue.record("connected to nothing")
        } catch {
            #expect(error.errno == ENOENT)
            #expect(error.description.contains(path))
            #expect(error.description.contains("is trellisd running?"))
        }
    }

    @Test("probe tells live, stale, absent and not-a-socket apart; send reaches the peer")
    func probeAndSend() throws {
        let path = "/tmp/trl-probe-\(getpid()).sock"
        unlink(path)
        defer { unlink(path) }
        #expect(try UnixSocket.probe(path: path) == .absent)
        let listener = try UnixSocket.listen(path: path)
        #expect(try UnixSocket.probe(path: path) == .live)
        close(accept(listener, nil, nil))   // the probe's own connection
        let client = try UnixSocket.connect(path: path)
        let server = accept(listener, nil, nil)
        #expect(server >= 0)
        try [UInt8]("hello".utf8).withUnsafeBytes { try UnixSocket.sendAll(client, $0) }
        var buf = [UInt8](repeating: 0, count: 16)
        let n = read(server, &buf, buf.count)
        #expect(String(decoding: buf[..<max(n, 0)], as: UTF8.self) == "hello")
        close(server)
        close(client)
        close(listener)
        #expect(try UnixSocket.probe(path: path) == .stale)
        unlink(path)
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(try UnixSocket.probe(path: path) == .notASocket)
    }

    @Test("the default path: TRELLIS_SOCKET, else XDG_RUNTIME_DIR/trellis.sock, else /tmp/trellis-UID/trellis.sock")
    func defaultPath() {
        #expect(UnixSocket.defaultPath(environment: ["TRELLIS_SOCKET": "/x/y.sock", "XDG_RUNTIME_DIR": "/run/u"]) == "/x/y.sock")
        #expect(UnixSocket.defaultPath(environment: ["XDG_RUNTIME_DIR": "/run/u"]) == "/run/u/trellis.sock")
        #expect(UnixSocket.defaultPath(environment: [:]) == "/tmp/trellis-\(getuid())/trellis.sock")
    }

    @Test("writing to a peer that is gone is an EPIPE error, not a SIGPIPE")
    func noSigpipe() throws {
        let path = "/tmp/trl-pipe-\(getpid()).sock"
        unlink(path)
        defer { unlink(path) }
        let listener = try UnixSocket.listen(path: path)
        let client = try UnixSocket.connect(path: path)
        close(accept(listener, nil, nil))
        close(listener)
        defer { close(client) }
        let chunk = [UInt8](repeating: 0, count: 1 << 16)
        var failure: UnixSocketError?
        for _ in 0..<64 where failure == nil {
            do { try chunk.withUnsafeBytes { try UnixSocket.sendAll(client, $0) } } catch { failure = error as? UnixSocketError }
        }
        #expect(failure?.errno == EPIPE || failure?.errno == ECONNRESET)
    }
}
