// End to end: --trace output and backpressure against a client that does not read.
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite("trellisd flow control and tracing", .serialized)
struct DaemonFlowControlTests {
    @Test("--trace prints every message in and out, readably, on stderr")
    func trace() throws {
        let d = try TestDaemon(backend: "headless", arguments: ["--trace"])
        let c = try WireClient(path: d.socketPath)
        try c.handshake(name: "traced")
        try c.send(smallTree(txn: 5))
        _ = try c.events(until: isFrameDone)
        try d.stop(signal: SIGTERM)
        let log = d.stderrText()
        #expect(log.contains("-> #0 hello(magic: "))
        #expect(log.contains("<- welcome(version: 1"))
        #expect(log.contains("-> #2 create(id: 1, kind: vstack"))
        #expect(log.contains("<- committed(txn: 5"))
        #expect(log.contains("<- appeared(ids: [1, 2, 3])"))
        #expect(log.contains("<- frameDone(serial: 1, presentedMicros: "))
    }

    @Test("a client that does not read is throttled (the daemon stops reading it), others keep being served, and nothing is lost")
    func slowReaderBackpressure() throws {
        let d = try TestDaemon(backend: "headless", arguments: ["--max-unsent-bytes", "65536"])
        let slow = try WireClient(path: d.socketPath)
        try slow.handshake(name: "slow")
        let count = 250_000   // ~2.7 MB of syncs; the daemon absorbs ~0.7 MB before it stops reading
        var enc = FrameEncoder(capacity: count * 12)
        for i in 0..<count { enc.encode(ClientMessage.sync(token: UInt64(i))) }
        let bytes = enc.bytes
        #expect(fcntl(slow.fd, F_SETFL, fcntl(slow.fd, F_GETFL) | O_NONBLOCK) == 0)

        // Phase 1: write without reading until the kernel refuses more.
        var off = 0
        func pushSome() {
            while off < bytes.count {
                let n = bytes[off...].withUnsafeBytes { send(slow.fd, $0.baseAddress!, min($0.count, 1 << 16), Int32(MSG_NOSIGNAL)) }
                if n <= 0 { return }
                off += n
            }
        }
        pushSome()
        var stalledAt = off
        // Give the daemon time to drain what it can; it must stop reading rather than buffer.
        for _ in 0..<20 { usleep(10_000); pushSome() }
        stalledAt = off
        print("slow reader: the daemon took \(stalledAt) of \(bytes.count) bytes before it stopped reading")
        #expect(stalledAt < 3 << 19, "the daemon kept reading \(stalledAt) bytes from a client that does not read")
        #expect(stalledAt < bytes.count)

        // Meanwhile another client is served normally.
        let other = try WireClient(path: d.socketPath)
        guard case .welcome = try other.handshake(name: "other") else {
            Issue.record("no welcome while another client is throttled")
            return
        }
        try other.send(smallTree())
        #expect(try other.events(until: isFrameDone).contains(.appeared(ids: [1, 2, 3])))

        // Phase 2: read everything back while writing the rest; every answer, in order.
        var expected: UInt64 = 0
        while expected < UInt64(count) {
            pushSome()
            guard let e = try slow.next(timeout: 20) else {
                Issue.record("connection closed after \(expected) answers")
                return
            }
            guard e == .syncDone(token: expected) else {
                Issue.record("answer \(expected) was \(e)")
                return
            }
            expected += 1
        }
        #expect(off == bytes.count)
    }
}
