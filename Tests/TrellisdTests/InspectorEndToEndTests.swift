// The inspector capability against a real trellisd: granted to the daemon's own uid (here:
// the test's), lists the app sessions with their counters, prints a session's tree, and
// refuses `inspect` to a session without the capability. Also `trellis inspect` itself.
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport

@Suite("trellisd inspector", .serialized)
struct InspectorEndToEndTests {
    @Test("a same-uid peer is granted inspector; it lists sessions and reads a session's tree")
    func inspectSessionsAndTree() throws {
        let d = try TestDaemon(backend: "headless", width: 320, height: 240)
        let app = try WireClient(path: d.socketPath)
        try app.handshake(name: "app under inspection")
        try app.send(smallTree(txn: 1))
        _ = try app.wait(for: "frameDone", isFrameDone)

        let inspector = try WireClient(path: d.socketPath)
        let welcome = try inspector.handshake(name: "inspector", capabilities: [.inspector])
        guard case .welcome(_, _, _, _, _, _, _, let caps, _) = welcome else { Issue.record("\(welcome)"); return }
        #expect(caps.contains(.inspector))

        try inspector.send(.inspect(target: .sessions, session: 0))
        guard case .inspection(.sessions, let list) = try inspector.wait(for: "inspection", { if case .inspection = $0 { true } else { false } }) else { return }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])
        let sessions = try #require(json["sessions"] as? [[String: Any]])
        #expect(sessions.count == 1, "the inspector does not list itself: \(list)")
        let s = try #require(sessions.first)
        #expect(s["name"] as? String == "app under inspection")
        #expect((s["pid"] as? Int) == Int(getpid()), "SO_PEERCRED names the peer process")
        #expect((s["uid"] as? Int) == Int(getuid()))
        #expect((s["nodes"] as? Int) == 3 && (s["laidOut"] as? Int) == 3)
        #expect((s["commits"] as? Int) == 1 && (s["frames"] as? Int) == 1)
        #expect(((s["bytesIn"] as? Int) ?? 0) > 0 && ((s["bytesOut"] as? Int) ?? 0) > 0)

        let id = UInt64(s["id"] as? Int ?? 0)
        try inspector.send(.inspect(target: .tree, session: id))
        guard case .inspection(.tree, let tree) = try inspector.wait(for: "tree", { if case .inspection = $0 { true } else { false } }) else { return }
        #expect(tree.hasPrefix("# session \(id) \"app under inspection\": 3 nodes, 3 laid out, frame 1\n"), "\(tree)")
        #expect(tree.contains("text #2 \"hello\""))
        #expect(!tree.contains("not in layout"), "every node is laid out")

        // An unknown session is a clear error for the inspector only.
        try inspector.send(.inspect(target: .tree, session: 999))
        let err = try inspector.wait(for: "error") { if case .error = $0 { true } else { false } }
        #expect("\(err)".contains("no session 999"))
        try app.send(.sync(token: 5))
        _ = try app.wait(for: "syncDone") { if case .syncDone = $0 { true } else { false } }
    }

    @Test("an app without the capability gets capabilityMissing for inspect")
    func inspectNeedsTheCapability() throws {
        let d = try TestDaemon(backend: "headless")
        let app = try WireClient(path: d.socketPath)
        try app.handshake()
        try app.send(.inspect(target: .sessions, session: 0))
        let events = try app.eventsUntilClosed()
        guard case .error(let code, _, _, _)? = events.last else { Issue.record("\(events)"); return }
        #expect(code == .capabilityMissing)
    }

    @Test("trellis inspect prints the session table and a session's tree")
    func command() throws {
        let trellis = try ChildProcess.sibling(ofTrellisd: "trellis")
        let d = try TestDaemon(backend: "headless", width: 320, height: 240)
        let app = try WireClient(path: d.socketPath)
        try app.handshake(name: "demo")
        try app.send(smallTree(txn: 1))
        _ = try app.wait(for: "frameDone", isFrameDone)
        let list = try ChildProcess(trellis, ["inspect", "--socket", d.socketPath])
        #expect(try list.waitForExit(timeout: 20) == 0, "\(list.output)")
        #expect(list.output.hasPrefix("SESSION  NAME"), "\(list.output)")
        #expect(list.output.contains("demo"))
        let tree = try ChildProcess(trellis, ["inspect", "--socket", d.socketPath, "--session", "1", "--json"])
        #expect(try tree.waitForExit(timeout: 20) == 0, "\(tree.output)")
        #expect(tree.output.contains("\"kind\":\"text\"") && tree.output.contains("\"text\":\"world\""), "\(tree.output)")
    }

    @Test("trellis inspect --watch prints the tree again after the session commits")
    func watch() throws {
        let trellis = try ChildProcess.sibling(ofTrellisd: "trellis")
        let d = try TestDaemon(backend: "headless", width: 320, height: 240)
        let app = try WireClient(path: d.socketPath)
        try app.handshake(name: "watched")
        try app.send(smallTree(txn: 1))
        _ = try app.wait(for: "frameDone", isFrameDone)
        let w = try ChildProcess(trellis, ["inspect", "--socket", d.socketPath, "--session", "1", "--watch",
                                           "--count", "2", "--interval", "0.05"])
        let deadline = Date().addingTimeInterval(10)
        while !w.output.contains("# session 1") && Date() < deadline { usleep(20_000) }
        try app.send([.begin(txn: 2), .update(id: 2, props: [.text("changed")]), .commit(txn: 2)])
        _ = try app.wait(for: "frameDone", isFrameDone)
        #expect(try w.waitForExit(timeout: 20) == 0, "\(w.output)")
        #expect(w.output.components(separatedBy: "# session 1").count == 3, "\(w.output)")
        #expect(w.output.contains("\"changed\""))
    }
}

@Suite("trellisd peer credentials", .serialized)
struct PeerCredentialEndToEndTests {
    /// Runs `trellis inspect` as uid/gid 65534 (nobody) against `d`, whose socket the test
    /// opened to everyone so that only SO_PEERCRED stands between them.
    func inspectAsNobody(_ d: TestDaemon) throws -> (Int32, String) {
        let trellis = try ChildProcess.sibling(ofTrellisd: "trellis")
        chmod((d.socketPath as NSString).deletingLastPathComponent, 0o711)
        chmod(d.socketPath, 0o666)
        let p = try ChildProcess("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                      trellis, "inspect", "--socket", d.socketPath],
                                 environment: ["TRELLIS_TRUST_SOCKET_OWNER": "\(getuid())"])
        return (try p.waitForExit(timeout: 20), p.output)
    }

    @Test("a process of another uid is refused with accessDenied naming both uids",
          .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func otherUIDRefused() throws {
        let d = try TestDaemon(backend: "headless")
        let (status, output) = try inspectAsNobody(d)
        #expect(status != 0)
        #expect(output.contains("accessDenied") && output.contains("runs as uid 65534") && output.contains("serves uid 0"), "\(output)")
    }

    @Test("--allow-uid serves that uid (and it still is not granted inspection)",
          .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func allowedUID() throws {
        let d = try TestDaemon(backend: "headless", arguments: ["--allow-uid", "65534"])
        let (status, output) = try inspectAsNobody(d)
        #expect(status != 0)
        #expect(output.contains("did not grant the inspector capability"), "\(output)")
    }
}

@Suite("trellisd logging", .serialized)
struct DaemonLoggingEndToEndTests {
    @Test("log lines name the client's pid and uid; a flood of failing clients is rate-limited with a count")
    func rateLimitedLines() throws {
        let d = try TestDaemon(backend: "headless", arguments: ["--log-lines-per-second", "5"])
        for _ in 0..<40 {
            let c = try WireClient(path: d.socketPath)
            try c.send(.sync(token: 1))   // before hello: refused, logged at notice
            _ = try c.eventsUntilClosed()
        }
        usleep(1_100_000)
        let c = try WireClient(path: d.socketPath)
        try c.send(.sync(token: 1))
        _ = try c.eventsUntilClosed()
        usleep(100_000)
        let lines = d.stderrText().split(separator: "\n").filter { $0.contains("refused") }
        #expect(lines.count <= 12, "at most 5 a second got through: \(lines.count)")
        #expect(lines.first?.contains("(pid \(getpid()), uid \(getuid()))") == true, "\(lines.first ?? "")")
        #expect(d.stderrText().contains("log lines suppressed (more than 5 a second)"), "\(d.stderrTail())")
    }
}
