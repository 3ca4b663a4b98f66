// trellisd --record and trellis replay: a session recorded by a real daemon re-renders
// with another backend, and two recordings are compared frame by frame.
import Foundation
import Testing
import TrellisProtocol
import TrellisTestSupport

@Suite("record and replay", .serialized)
struct RecordReplayEndToEndTests {
    /// Records one session of `messages` with `trellisd --record`; returns the file.
    func record(_ messages: [[ClientMessage]]) throws -> String {
        let dir = try temporaryDirectory(prefix: "trl-rec")
        let d = try TestDaemon(backend: "headless", width: 320, height: 240, arguments: ["--record", dir])
        let c = try WireClient(path: d.socketPath)
        try c.handshake(name: "recorded")
        for batch in messages {
            try c.send(batch)
            _ = try c.wait(for: "frameDone", isFrameDone)
        }
        try c.send(.sync(token: 1))
        _ = try c.wait(for: "syncDone") { if case .syncDone = $0 { true } else { false } }
        return dir + "/session-1.trlrec"
    }

    @Test("a recorded session replays into the headless backend, frame for frame")
    func replayHeadless() throws {
        let trellis = try ChildProcess.sibling(ofTrellisd: "trellis")
        let file = try record([smallTree(txn: 1), [.begin(txn: 2), .update(id: 2, props: [.text("again")]), .commit(txn: 2)]])
        let chunks = try Recording.decode(Array(FileManager.default.contents(atPath: file) ?? Data()))
        #expect(chunks.first?.direction == .clientToDaemon && chunks.contains { $0.direction == .daemonToClient })
        let out = try temporaryDirectory(prefix: "trl-replay")
        let p = try ChildProcess(trellis, ["replay", file, "--backend", "headless", "--out", out])
        #expect(try p.waitForExit(timeout: 30) == 0, "\(p.output)")
        #expect(p.output.contains("2 frames"), "\(p.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files.count == 2, "\(files)")
        let last = try String(contentsOfFile: out + "/" + (files.last ?? ""), encoding: .utf8)
        #expect(last.contains("\"again\""), "\(last)")
    }

    @Test("--compare names the first frame that differs, and agrees with itself")
    func compare() throws {
        let trellis = try ChildProcess.sibling(ofTrellisd: "trellis")
        let a = try record([smallTree(txn: 1)])
        var changed = smallTree(txn: 1)
        changed[3] = .create(id: 3, kind: .text, props: [.text("earth")])
        let b = try record([changed])
        let same = try ChildProcess(trellis, ["replay", "--compare", a, a])
        #expect(try same.waitForExit(timeout: 30) == 0, "\(same.output)")
        #expect(same.output.contains("agree"))
        let diff = try ChildProcess(trellis, ["replay", "--compare", a, b])
        #expect(try diff.waitForExit(timeout: 30) == 1, "\(diff.output)")
        #expect(diff.output.contains("frame 1 differs") && diff.output.contains("\"earth\""), "\(diff.output)")
    }
}
