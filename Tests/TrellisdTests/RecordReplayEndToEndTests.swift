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

    @Test("a secure field's typed text never reaches trellisd's recording: its inputText and text are bullets")
    func secureFieldIsRedacted() throws {
        let dir = try temporaryDirectory(prefix: "trl-rec")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let d = try TestDaemon(backend: "headless", width: 320, height: 240, arguments: ["--record", dir])
        let c = try WireClient(path: d.socketPath)
        try c.handshake(name: "recorded", capabilities: [.testing])
        try c.send([.begin(txn: 1), .create(id: 1, kind: .vstack, props: []),
                    .create(id: 2, kind: .textField, props: [.text(""), .secure(true)]),
                    .create(id: 3, kind: .textField, props: [.text("")]),
                    .insert(parent: 1, child: 2, index: 0), .insert(parent: 1, child: 3, index: 1),
                    .setRoot(id: 1), .commit(txn: 1)])
        _ = try c.wait(for: "frameDone", isFrameDone)
        try c.send([.injectKey(key: KeyCode.tab.rawValue, modifiers: 0), .injectText(text: "hunter2")])
        _ = try c.wait(for: "the secure field's text") { $0 == .inputText(id: 2, text: "hunter2") }
        // An app that sent the real text back (TrellisUI sends bullets) is masked too.
        try c.send([.begin(txn: 2), .update(id: 2, props: [.text("hunter2")]), .commit(txn: 2)])
        _ = try c.wait(for: "frameDone", isFrameDone)
        try c.send([.injectKey(key: KeyCode.tab.rawValue, modifiers: 0), .injectText(text: "visible")])
        _ = try c.wait(for: "the plain field's text") { $0 == .inputText(id: 3, text: "visible") }
        try c.send(.sync(token: 1))
        _ = try c.wait(for: "syncDone") { if case .syncDone = $0 { true } else { false } }
        let data = Array(FileManager.default.contents(atPath: dir + "/session-1.trlrec") ?? Data())
        let chunks = try Recording.decode(data)
        var events = DaemonEventDecoder(maxFrameSize: 1 << 20), messages = ClientMessageDecoder(maxFrameSize: 1 << 20)
        var recorded: [String] = []
        for chunk in chunks {
            if chunk.direction == .daemonToClient {
                events.append(contentsOf: chunk.bytes)
                while let e = try events.next() { recorded.append("\(e)") }
            } else {
                messages.append(contentsOf: chunk.bytes)
                while let m = try messages.next() { recorded.append("\(m)") }
            }
        }
        // Only the test's own injectText (a testing message, recorded as sent) holds it.
        let leaks = recorded.filter { $0.contains("hunter") && !$0.hasPrefix("injectText") }
        #expect(leaks.isEmpty, "\(leaks)")
        #expect(recorded.contains("\(ClientMessage.update(id: 2, props: [.text("•••••••")]))"), "\(recorded)")
        #expect(recorded.contains("\(DaemonEvent.inputText(id: 2, text: "•••••••"))"), "\(recorded)")
        #expect(recorded.contains("\(DaemonEvent.inputText(id: 3, text: "visible"))"), "the plain field is recorded as typed")
    }
}
