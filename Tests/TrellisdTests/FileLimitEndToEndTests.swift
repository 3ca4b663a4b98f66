// Issue 38 item 28: trellisd fits its open-file limit to maxSessions at startup and says
// so; a hello beyond the sessions that fit is refused(limitExceeded) and logged, never
// dropped unanswered.
import Foundation
import Testing
import TrellisProtocol
import TrellisSocket
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite("trellisd open-file limit", .serialized)
struct FileLimitEndToEndTests {
    @Test("FileLimit.plan raises the soft limit to fit, and fits fewer sessions under a low hard limit")
    func plan() {
        #expect(FileLimit.plan(soft: 20_000, hard: 20_000, sessions: 1024) == (nil, 1024))
        #expect(FileLimit.plan(soft: 1024, hard: 524_288, sessions: 1024) == (1024 + 128, 1024))
        #expect(FileLimit.plan(soft: 1024, hard: 4096, sessions: 1024, perSession: 2) == (2048 + 128, 1024))
        #expect(FileLimit.plan(soft: 100, hard: 200, sessions: 1024) == (200, 72))
        #expect(FileLimit.plan(soft: 50, hard: 50, sessions: 10) == (nil, 1))
    }

    @Test("under a hard limit of 200 descriptors trellisd serves 72 sessions, says so, and refuses the 73rd hello")
    func lowHardLimit() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-nofile-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let wrapper = dir + "/trellisd-200"
        try "#!/bin/sh\nulimit -n 200\nexec \"\(try TrellisdLocator.path())\" \"$@\"\n".write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        let d = try TestDaemon(backend: "headless", executable: wrapper)
        #expect(d.stderrText().contains("fits 72 sessions: serving at most 72 instead of 1024"), "\(d.stderrTail())")
        var clients: [WireClient] = []
        for _ in 0..<72 {
            let c = try WireClient(path: d.socketPath)
            guard case .welcome(_, _, _, _, _, _, _, _, let limits) = try c.handshake() else {
                Issue.record("no welcome for session \(clients.count + 1)"); return
            }
            #expect(limits.maxSessions == 72)
            clients.append(c)
        }
        let extra = try WireClient(path: d.socketPath)
        try extra.send(.hello(magic: TrellisWire.magic, version: 1, capabilities: [], clientName: "one too many", maxFrameSize: 0))
        let events = try extra.eventsUntilClosed()
        guard case .refused(.limitExceeded, let reason)? = events.first else { Issue.record("\(events)"); return }
        #expect(reason.contains("at most 72 sessions"))
        #expect(d.stderrText().contains("refused"), "the refusal is logged")
    }
}
