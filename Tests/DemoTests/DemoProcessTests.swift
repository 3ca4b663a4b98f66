// The trellis-demo binary, unchanged, against a real trellisd (headless backend).
import Foundation
import Testing
import TodoDemoKit
import TrellisProtocol
import TrellisTestSupport

@Suite("trellis-demo process against a real trellisd")
struct DemoProcessTests {
    /// Texts of one snapshot's text nodes and text field placeholders.
    static func texts(_ snapshot: String) -> [String] {
        FrameSnapshot.parse(snapshot).texts
    }

    @Test("trellis-demo connects through TRELLIS_SOCKET and shows the todo screen first")
    func firstScreen() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480, arguments: ["--snapshot-dir", dir])
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), [],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath, "TRELLIS_RECONNECT_TIMEOUT": "0.5"])

        let deadline = Date().addingTimeInterval(20)
        var first: String?
        while first == nil {
            first = snapshotFiles(in: dir).first
            guard app.isRunning else { throw TestFailure("trellis-demo exited: \(app.output)") }
            guard Date() < deadline else { throw TestFailure("no frame committed in 20 s; app: \(app.output)") }
            usleep(20_000)
        }
        let texts = Self.texts(first!)
        for expected in ["Todo", "3 items", "Add", "Item #1", "Item #2", "Item #3",
                         "Hello, World!", "Show alert", "Turn On", "Todos", "Lifecycle"] {
            #expect(texts.contains(expected), "first frame lacks \"\(expected)\": \(texts)")
        }
        #expect(first!.contains("placeholder=\"New item\""))
        #expect(!texts.contains("Show/Hide Text"), "the lifecycle tab is not in layout yet")

        // S29: without a daemon the app waits for one; when none answers within
        // TRELLIS_RECONNECT_TIMEOUT it exits non-zero with one clear line.
        #expect(app.isRunning)
        try daemon.stop(signal: SIGTERM)
        #expect(try app.waitForExit(timeout: 10) == 1)
        #expect(app.output.contains("no trellisd answered on \(daemon.socketPath) within 0.5 s"), "\(app.output)")
    }

    @Test("an app runs the main run loop: a Timer.scheduledTimer the view starts keeps firing")
    func runLoopTimersFire() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480, arguments: ["--snapshot-dir", dir])
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), ["--soak"],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath])
        defer { app.stop() }
        // The soak screen's `timer N` is advanced by a 100 ms run-loop timer only.
        let deadline = Date().addingTimeInterval(20)
        var last = -1
        while last < 5 {
            for text in snapshotFiles(in: dir).flatMap(Self.texts) where text.hasPrefix("timer ") {
                last = max(last, Int(text.dropFirst(6)) ?? -1)
            }
            guard app.isRunning else { throw TestFailure("trellis-demo exited: \(app.output)") }
            guard Date() < deadline else { throw TestFailure("the run-loop timer reached \(last) in 20 s, not 5") }
            usleep(50_000)
        }
        try daemon.stop(signal: SIGTERM)
    }

    @Test("S29 an app the daemon refuses names the daemon's reason, retries, and exits 1 with it when the refusals outlast TRELLIS_RECONNECT_TIMEOUT")
    func refusedAppNamesTheReason() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480,
                                    arguments: ["--max-sessions", "1", "--snapshot-dir", dir])
        // The first app takes the daemon's only session; the second is refused.
        let first = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), [],
                                     environment: ["TRELLIS_SOCKET": daemon.socketPath])
        defer { first.stop() }
        try waitForSnapshot(in: dir, app: first)
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), [],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath, "TRELLIS_RECONNECT_TIMEOUT": "1"])
        defer { app.stop() }
        #expect(try app.waitForExit(timeout: 20) == 1, "\(app.output)")
        #expect(app.output.contains("trellisd refused the connection"), "\(app.output)")
        #expect(app.output.contains("still refused after 1 s"), "\(app.output)")
        #expect(!app.output.contains("reconnected"), "\(app.output)")
        try daemon.stop(signal: SIGTERM)
    }

    @Test("S29 a socket squatted by another user while the app waits is named in the app's lines", .enabled(if: getuid() == 0))
    func squattedSocketIsNamed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480, arguments: ["--snapshot-dir", dir])
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), [],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath, "TRELLIS_RECONNECT_TIMEOUT": "2"])
        defer { app.stop() }
        try waitForSnapshot(in: dir, app: app)
        try daemon.stop(signal: SIGKILL)
        // Another user's file where the socket was (what a squatter leaves).
        unlink(daemon.socketPath)
        #expect(FileManager.default.createFile(atPath: daemon.socketPath, contents: Data()))
        #expect(chown(daemon.socketPath, 4242, 4242) == 0)
        defer { unlink(daemon.socketPath) }
        #expect(try app.waitForExit(timeout: 20) == 1, "\(app.output)")
        #expect(app.output.contains("cannot connect yet:") && app.output.contains("4242"), "\(app.output)")
        #expect(app.output.contains("last:") && app.output.contains("4242"), "\(app.output)")
    }

    @Test("S29 trellis-demo survives SIGKILL of its daemon: a new daemon on the same socket gets the whole window")
    func reconnectsToNewDaemon() throws {
        let dir = try temporaryDirectory()
        let dir2 = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir); try? FileManager.default.removeItem(atPath: dir2) }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480, arguments: ["--snapshot-dir", dir])
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), [],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath])
        defer { app.stop() }
        try waitForSnapshot(in: dir, app: app)
        try daemon.stop(signal: SIGKILL)
        usleep(100_000)
        #expect(app.isRunning, "the app outlives its daemon: \(app.output)")
        let second = try TestDaemon(backend: "headless", width: 800, height: 480, arguments: ["--snapshot-dir", dir2],
                                    socketPath: daemon.socketPath)
        let frame = try waitForSnapshot(in: dir2, app: app)
        let texts = Self.texts(frame)
        for expected in ["Todo", "3 items", "Item #1", "Item #3", "Todos"] {
            #expect(texts.contains(expected), "the resynced frame lacks \"\(expected)\": \(texts)")
        }
        #expect(app.output.contains("reconnected to \(daemon.socketPath)"), "\(app.output)")
        try second.stop(signal: SIGTERM)
    }

    /// Waits (at most 20 s) for the first snapshot file in `dir`; fails if the app exits.
    @discardableResult
    func waitForSnapshot(in dir: String, app: ChildProcess) throws -> String {
        let deadline = Date().addingTimeInterval(20)
        while true {
            if let s = snapshotFiles(in: dir).first { return s }
            guard app.isRunning else { throw TestFailure("trellis-demo exited: \(app.output)") }
            guard Date() < deadline else { throw TestFailure("no frame committed in 20 s; app: \(app.output)") }
            usleep(20_000)
        }
    }

    @Test("S29 trellis-demo --tour outlives its daemon: it reconnects like an app and finishes on the new daemon")
    func tourSurvivesDaemonDeath() throws {
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480)
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), ["--tour", "--pause", "200"],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath])
        defer { app.stop() }
        let deadline = Date().addingTimeInterval(30)
        while !app.output.contains("tour 3:") {
            guard app.isRunning, Date() < deadline else { throw TestFailure("the tour did not reach step 3: \(app.output)") }
            usleep(20_000)
        }
        try daemon.stop(signal: SIGKILL)
        usleep(300_000)
        let second = try TestDaemon(backend: "headless", width: 800, height: 480, socketPath: daemon.socketPath)
        defer { try? second.stop(signal: SIGTERM) }
        #expect(try app.waitForExit(timeout: 90) == 0, "\(app.output)")
        #expect(app.output.contains("reconnected to \(daemon.socketPath)"), "\(app.output)")
        #expect(app.output.contains("tour: done"), "\(app.output)")
        #expect(!app.output.contains("daemon closed the connection: daemon closed the connection"), "\(app.output)")
    }

    @Test("trellis-demo --tour taps through both screens via the daemon's hit-testing")
    func tour() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480, arguments: ["--snapshot-dir", dir])
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), ["--tour", "--pause", "0"],
                            environment: ["TRELLIS_SOCKET": daemon.socketPath])
        let status = try app.waitForExit(timeout: 90)
        #expect(status == 0, "tour failed: \(app.output)")
        #expect(app.output.contains("tour: done"))

        let frames = snapshotFiles(in: dir).map(Self.texts)
        #expect(frames.count >= 10, "a frame per step at least")
        #expect(frames.contains { $0.contains("Close") && $0.contains("Item #2") }, "the detail sheet was shown")
        #expect(frames.contains { $0.contains("Message") && $0.contains("OK") }, "the alert was shown")
        #expect(frames.contains { $0.contains("Turn Off") }, "the button flipped the shared state")
        #expect(frames.contains { $0.contains("Text appeared") && $0.contains("Text disappeared") },
                "the lifecycle log showed the if/else appear and disappear")
        let last = try #require(frames.last)
        #expect(last.contains("Water the plants"), "the added item survived the tab switch: \(last)")
        #expect(!last.contains("Item #2"), "the deleted item stayed deleted: \(last)")
    }
}
