// End to end: a real trellisd process, real Unix sockets, the binary protocol.
import Foundation
import Testing
import TrellisProtocol
import TrellisSocket
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A VStack (1) with two texts (2, 3) as root, committed as `txn`.
func smallTree(txn: UInt64 = 1) -> [ClientMessage] {
    [.begin(txn: txn),
     .create(id: 1, kind: .vstack, props: []),
     .create(id: 2, kind: .text, props: [.text("hello")]),
     .create(id: 3, kind: .text, props: [.text("world")]),
     .insert(parent: 1, child: 2, index: 0),
     .insert(parent: 1, child: 3, index: 1),
     .setRoot(id: 1),
     .commit(txn: txn)]
}

func isFrameDone(_ e: DaemonEvent) -> Bool {
    if case .frameDone = e { return true }
    return false
}

@Suite("trellisd end to end", .serialized)
struct DaemonEndToEndTests {
    @Test("prints a readiness line naming the socket and creates the socket mode 0600")
    func readinessAndSocketMode() throws {
        let d = try TestDaemon(backend: "headless")
        #expect(d.readinessLine.hasPrefix("trellisd: listening on \(d.socketPath)"))
        var st = stat()
        #expect(lstat(d.socketPath, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
        #expect(st.st_mode & S_IFMT == S_IFSOCK)
    }

    @Test("handshake: hello is answered with welcome naming the backend and the surface size")
    func handshake() throws {
        let d = try TestDaemon(backend: "headless", width: 320, height: 240)
        let c = try WireClient(path: d.socketPath)
        let welcome = try c.handshake()
        guard case .welcome(let version, _, let backend, let w, let h, let maxFrame, _, let caps, let limits) = welcome else {
            Issue.record("expected welcome, got \(welcome)")
            return
        }
        #expect(version == TrellisWire.version)
        #expect(backend == "headless")
        #expect(w == 320 && h == 240)
        #expect(maxFrame == UInt32(TrellisWire.defaultMaxFrameSize))
        #expect(caps.contains(.testing))
        #expect(limits.maxDepth == 512 && limits.maxStringLength == 65_536 && limits.maxTransactionBytes == 64 << 20
                && limits.maxSessionBytes == 512 << 20 && limits.maxSessions == 1024, "the limits are announced: \(limits)")
    }

    @Test("wrong magic is refused with badMagic and the connection closed")
    func wrongMagicRefused() throws {
        let d = try TestDaemon(backend: "headless")
        let c = try WireClient(path: d.socketPath)
        try c.send(.hello(magic: 0xDEAD_BEEF, version: 1, capabilities: [], clientName: "x", maxFrameSize: 0))
        let events = try c.eventsUntilClosed()
        guard case .refused(let code, let reason)? = events.first, events.count == 1 else {
            Issue.record("expected one refused, got \(events)")
            return
        }
        #expect(code == .badMagic)
        #expect(reason.contains("magic"))
    }

    @Test("S17 building a tree is answered committed, appeared top-down, frameDone")
    func buildTree() throws {
        let d = try TestDaemon(backend: "headless")
        let c = try WireClient(path: d.socketPath)
        try c.handshake()
        try c.send(smallTree(txn: 7))
        let events = try c.events(until: isFrameDone)
        guard case .committed(let txn, _, _) = events.first else {
            Issue.record("expected committed first, got \(events)")
            return
        }
        #expect(txn == 7)
        #expect(events.contains(.appeared(ids: [1, 2, 3])))
        #expect(events.last == .frameDone(serial: 1))
    }

    @Test("several clients at once each get their own session")
    func severalClients() throws {
        let d = try TestDaemon(backend: "headless")
        let clients = try (0..<8).map { _ in try WireClient(path: d.socketPath) }
        for (i, c) in clients.enumerated() { try c.handshake(name: "client \(i)") }
        // Same node ids in every session: ids are session-scoped.
        for (i, c) in clients.enumerated() { try c.send(smallTree(txn: UInt64(100 + i))) }
        for (i, c) in clients.enumerated() {
            let events = try c.events(until: isFrameDone)
            let txns = events.compactMap { e -> UInt64? in
                if case .committed(let t, _, _) = e { return t }
                return nil
            }
            #expect(txns == [UInt64(100 + i)])
            #expect(events.contains(.appeared(ids: [1, 2, 3])))
        }
    }

    @Test("a client sending garbage gets an error and is disconnected; another keeps working")
    func garbageClientIsolated() throws {
        let d = try TestDaemon(backend: "headless")
        let good = try WireClient(path: d.socketPath)
        try good.handshake()
        let bad = try WireClient(path: d.socketPath)
        try bad.handshake()
        try bad.sendRaw([0xFF, 0xFF, 0xFF, 0x7F, 0x99, 0x99, 0, 0] + Array(repeating: 0xAB, count: 64))
        let badEvents = try bad.eventsUntilClosed()
        guard case .error(let code, _, let sequence, _)? = badEvents.last else {
            Issue.record("expected an error before close, got \(badEvents)")
            return
        }
        #expect([.frameTooLarge, .unknownOpcode, .malformedFrame].contains(code))
        #expect(sequence == 1)   // the hello was message 0
        try good.send(smallTree())
        let events = try good.events(until: isFrameDone)
        #expect(events.contains(.appeared(ids: [1, 2, 3])))
    }

    @Test("a validation error names the offending message and closes only that session")
    func validationErrorNamesMessage() throws {
        let d = try TestDaemon(backend: "headless")
        let c = try WireClient(path: d.socketPath)
        try c.handshake()
        try c.send(.begin(txn: 1), .create(id: 1, kind: .text, props: []),
                   .create(id: 1, kind: .text, props: []))
        let events = try c.eventsUntilClosed()
        #expect(events.count == 1)
        guard case .error(let code, let opcode, let sequence, _)? = events.first else {
            Issue.record("expected error, got \(events)")
            return
        }
        #expect(code == .duplicateNode)
        #expect(opcode == ClientMessage.create(id: 1, kind: .text, props: []).opcode)
        #expect(sequence == 3)
    }

    @Test("S24 a client that disconnects mid-transaction leaves the daemon serving others")
    func disconnectMidTransaction() throws {
        let d = try TestDaemon(backend: "headless")
        do {
            let quitter = try WireClient(path: d.socketPath)
            try quitter.handshake()
            try quitter.send(Array(smallTree().dropLast()))   // no commit
            // A frame cut in half, then the connection closes.
            var enc = FrameEncoder()
            enc.encode(ClientMessage.create(id: 9, kind: .text, props: [.text("half")]))
            try quitter.sendRaw(Array(enc.bytes.prefix(5)))
        }
        let c = try WireClient(path: d.socketPath)
        try c.handshake()
        try c.send(smallTree())
        #expect(try c.events(until: isFrameDone).contains(.appeared(ids: [1, 2, 3])))
        #expect(d.isRunning)
    }

    @Test("40 clients sending seeded random bytes (some after a valid hello) never bring the daemon down")
    func randomBytesClients() throws {
        let d = try TestDaemon(backend: "headless")
        var rng = TestSeed.generator(0x5EED)
        func rand() -> UInt64 { rng.next() >> 33 }
        for i in 0..<40 {
            let c = try WireClient(path: d.socketPath)
            if i % 2 == 0 { try c.handshake(name: "noisy \(i)") }
            var bytes = (0..<(Int(rand() % 200) + 1)).map { _ in UInt8(truncatingIfNeeded: rand()) }
            if i % 3 == 0, bytes.count > 8 {   // a plausible header: small length, low opcode
                bytes[0] = UInt8(bytes.count - 8); bytes[1] = 0; bytes[2] = 0; bytes[3] = 0
                bytes[4] = UInt8(rand() % 20); bytes[5] = 0; bytes[6] = 0; bytes[7] = 0
            }
            try? c.sendRaw(bytes)
            // Whatever the daemon answers, it must answer within the timeout or close.
            _ = try? c.next(timeout: 0.2)
        }
        #expect(d.isRunning)
        let c = try WireClient(path: d.socketPath)
        try c.handshake()
        try c.send(smallTree())
        #expect(try c.events(until: isFrameDone).contains(.appeared(ids: [1, 2, 3])))
    }

    @Test("SIGTERM shuts down cleanly: exit status 0 and the socket file removed")
    func sigtermUnlinksSocket() throws {
        let d = try TestDaemon(backend: "headless")
        let c = try WireClient(path: d.socketPath)
        try c.handshake()
        let status = try d.stop(signal: SIGTERM)
        #expect(status == 0)
        #expect(access(d.socketPath, F_OK) != 0)
        #expect(try c.next() == nil)   // the session was closed
    }

    @Test("SIGINT shuts down cleanly too")
    func sigintUnlinksSocket() throws {
        let d = try TestDaemon(backend: "headless")
        #expect(try d.stop(signal: SIGINT) == 0)
        #expect(access(d.socketPath, F_OK) != 0)
    }

    @Test("a second daemon on a live socket is refused with a clear message; the first keeps serving")
    func secondDaemonRefused() throws {
        let first = try TestDaemon(backend: "headless")
        let second = try TestDaemon(backend: "headless", socketPath: first.socketPath, waitUntilReady: false)
        let status = try second.waitForExit()
        #expect(status != 0)
        #expect(second.stderrText().contains("already listening on \(first.socketPath)"))
        let c = try WireClient(path: first.socketPath)
        guard case .welcome = try c.handshake() else {
            Issue.record("first daemon stopped serving")
            return
        }
    }

    @Test("a stale socket file left by a dead daemon is replaced")
    func staleSocketReplaced() throws {
        let path = temporarySocketPath()
        // Bind a socket and close it without unlinking: what a crashed daemon leaves.
        close(try UnixSocket.listen(path: path))
        #expect(access(path, F_OK) == 0)
        let d = try TestDaemon(backend: "headless", socketPath: path)
        let c = try WireClient(path: d.socketPath)
        guard case .welcome = try c.handshake() else {
            Issue.record("no welcome from the daemon that replaced the stale socket")
            return
        }
    }

    @Test("a socket path longer than sun_path is refused with the path and the limit, not truncated")
    func longPathRefused() throws {
        let path = "/tmp/" + String(repeating: "p", count: 110) + ".sock"
        let d = try TestDaemon(backend: "headless", socketPath: path, waitUntilReady: false)
        #expect(try d.waitForExit() != 0)
        let err = d.stderrText()
        #expect(err.contains("at most 107"), "\(err)")
        #expect(err.contains(path))
        #expect(access(String(path.utf8.prefix(107))!, F_OK) != 0, "nothing was bound at the truncated path")
    }

    @Test("a path that exists and is not a socket is not replaced")
    func regularFileNotReplaced() throws {
        let path = temporarySocketPath()
        #expect(FileManager.default.createFile(atPath: path, contents: Data("keep".utf8)))
        defer { unlink(path) }
        let d = try TestDaemon(backend: "headless", socketPath: path, waitUntilReady: false)
        #expect(try d.waitForExit() != 0)
        #expect(d.stderrText().contains("not a socket"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }

    @Test("--backend list prints the registered backends")
    func backendList() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try TrellisdLocator.path())
        p.arguments = ["--backend", "list"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        p.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0)
        #expect(text.hasPrefix("headless\t"))
    }
}
