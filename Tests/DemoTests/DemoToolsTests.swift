// The developer tools on the demo, unchanged, against a real trellisd: inspect its live
// tree, its update report, its client trace, and a recording of its tour replayed.
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport

@Suite("developer tools on trellis-demo", .serialized)
struct DemoToolsTests {
    @Test("trellis inspect lists the demo's session, prints its live tree, its update report and its accessibility tree")
    func inspectTheDemo() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480, arguments: ["--snapshot-dir", dir])
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), [],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath, "TRELLIS_DEBUG_UPDATES": "1"])
        defer { app.stop() }
        let deadline = Date().addingTimeInterval(20)
        while snapshotFiles(in: dir).isEmpty {
            guard app.isRunning, Date() < deadline else { throw TestFailure("no frame: \(app.output)") }
            usleep(20_000)
        }
        let trellis = try ChildProcess.sibling(ofTrellisd: "trellis")
        let list = try ChildProcess(trellis, ["inspect", "--socket", daemon.socketPath])
        #expect(try list.waitForExit(timeout: 20) == 0, "\(list.output)")
        #expect(list.output.contains("TodoDemoApp"), "\(list.output)")
        #expect(list.output.contains("\(app.process.processIdentifier)"), "the app's pid: \(list.output)")
        let tree = try ChildProcess(trellis, ["inspect", "--socket", daemon.socketPath, "--session", "1"])
        #expect(try tree.waitForExit(timeout: 20) == 0, "\(tree.output)")
        #expect(tree.output.hasPrefix("# session 1 \"TodoDemoApp\""), "\(tree.output.prefix(200))")
        #expect(tree.output.contains("text #") && tree.output.contains("\"Item #1\""))
        #expect(tree.output.contains("# not in layout: "), "the other tabs' nodes are held but not laid out")
        let report = try ChildProcess(trellis, ["inspect", "--socket", daemon.socketPath, "--session", "1", "--report"])
        #expect(try report.waitForExit(timeout: 20) == 0, "\(report.output)")
        #expect(report.output.hasPrefix("TRELLIS_DEBUG_UPDATES: bodies by view type"), "\(report.output)")
        #expect(report.output.contains("TodoScreen"), "the app's live report: \(report.output)")
        let ax = try ChildProcess(trellis, ["inspect", "--socket", daemon.socketPath, "--session", "1", "--accessibility"])
        #expect(try ax.waitForExit(timeout: 20) == 0, "\(ax.output)")
        #expect(ax.output.hasPrefix("window \"TodoDemoApp\"\n"), "\(ax.output.prefix(200))")
        #expect(ax.output.contains("textField \"New item\"") && ax.output.contains("tab \"Gallery\""), "\(ax.output)")
        #expect(ax.output.hasSuffix("# audit: no problems found\n"), "\(ax.output)")
    }

    @Test("TRELLIS_DEBUG_UPDATES, TRELLIS_TRACE and TRELLIS_RECORD on the demo's tour; the recording replays")
    func reportTraceAndRecording() throws {
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 480)
        let recording = try temporaryDirectory() + ".trlrec"
        defer { try? FileManager.default.removeItem(atPath: recording) }
        let app = try ChildProcess(try ChildProcess.sibling(ofTrellisd: "trellis-demo"), ["--tour", "--pause", "0"],
                                   environment: ["TRELLIS_SOCKET": daemon.socketPath, "TRELLIS_DEBUG_UPDATES": "1",
                                                 "TRELLIS_TRACE": "1", "TRELLIS_RECORD": recording])
        #expect(try app.waitForExit(timeout: 90) == 0, "\(app.output.suffix(2000))")
        let out = app.output
        #expect(out.contains("TRELLIS_DEBUG_UPDATES: bodies by view type"))
        let row = try #require(out.split(separator: "\n").first { $0.hasPrefix("TodoItemView ") }, "\(out.suffix(3000))")
        #expect(row.contains("input: onDelete"), "seed 004: fresh closures re-run the rows: \(row)")
        #expect(out.contains("] -> #0 hello("), "the trace starts with hello")
        #expect(out.split(separator: "\n").filter { $0.contains("# update ") && $0.contains(": bodies: ") }.count >= 2,
                "a line of bodies per update")

        let trellis = try ChildProcess.sibling(ofTrellisd: "trellis")
        let frames = try temporaryDirectory(prefix: "trl-demo-replay")
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let replay = try ChildProcess(trellis, ["replay", recording, "--backend", "headless", "--out", frames])
        #expect(try replay.waitForExit(timeout: 60) == 0, "\(replay.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: frames)
        #expect(files.count >= 10, "\(replay.output)")
        let same = try ChildProcess(trellis, ["replay", "--compare", recording, recording])
        #expect(try same.waitForExit(timeout: 60) == 0, "\(same.output)")
    }
}
