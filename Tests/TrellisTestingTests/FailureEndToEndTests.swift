// Failure cases: a TestHost never hangs, and says what happened.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisTestSupport
import TrellisUI
#if canImport(Glibc)
import Glibc
#endif

struct Clicker: View {
    @State private var n = 0
    var body: some View { Button("clicks \(n)") { n += 1 } }
}

@MainActor final class StopFlag { var stop = false }

/// Once started, changes its own state after every update until told to stop: it never
/// settles.
struct Restless: View {
    let flag: StopFlag
    @State private var n = 0
    var body: some View {
        Text("n \(n)").onChange(of: n) { if !flag.stop { n += 1 } }
        Button("start") { n += 1 }
    }
}

extension EndToEnd {
    @MainActor @Suite("Failures") struct Failures {
        @Test("the daemon killed under a running TestHost: the next call fails with daemonDied and its status, not a hang")
        func daemonKilled() async throws {
            try await withHost({ Clicker() }) { host in
                try await host.tap("clicks 0")
                host.daemon.send(signal: SIGKILL)
                let start = ContinuousClock.now
                do {
                    try await host.tap("clicks 1")
                    Issue.record("tap after the daemon died did not throw")
                } catch let e as TestHostError {
                    guard case .daemonDied(let status, _, _) = e else { Issue.record("wrong error: \(e)"); return }
                    #expect(status.contains("signal 9"))
                    #expect(e.description.contains("trellisd died"))
                }
                #expect(ContinuousClock.now - start < .seconds(5))
                // And it stays failed.
                await #expect(throws: TestHostError.self) { try await host.settle() }
            }
        }

        @Test("the daemon killed while a wait is in flight: the waiting call fails promptly")
        func daemonKilledMidWait() async throws {
            try await withHost({ Clicker() }) { host in
                host.daemon.send(signal: SIGSTOP)   // the sync below is never answered...
                let pid = host.daemon.processIdentifier
                Task { try? await Task.sleep(for: .milliseconds(100)); kill(pid, SIGKILL) }   // ...then it dies
                let start = ContinuousClock.now
                await #expect(throws: TestHostError.self) { try await host.snapshot() }
                #expect(ContinuousClock.now - start < .seconds(5))
            }
        }

        @Test("a client sending garbage is disconnected while TestHosts on the same daemon keep working")
        func garbageClientIsolated() async throws {
            let daemon = try await TestDaemon(width: 300, height: 200)
            try await TestHost.run(width: 300, height: 200, daemon: daemon, content: { Clicker() }) { first in
                try await TestHost.run(width: 200, height: 100, daemon: daemon, content: { Clicker() }) { second in
                    try await first.tap("clicks 0")
                    let raw = try WireClient(path: daemon.socketPath)
                    try raw.sendRaw(Array("GET / HTTP/1.1\r\nHost: trellis\r\n\r\n".utf8) + [UInt8](repeating: 0xFF, count: 64))
                    // The daemon disconnects it within the timeout, and whatever it answered
                    // decodes as protocol events (an error or a refusal).
                    #expect(throws: Never.self) { _ = try raw.eventsUntilClosed(timeout: 5) }
                    try await first.tap("clicks 1")
                    try await second.tap("clicks 0")
                    #expect(try await first.texts() == ["clicks 2"])
                    #expect(try await second.texts() == ["clicks 1"])
                    #expect(second.windowSize == CGSize(width: 200, height: 100))
                }
            }
            #expect(daemon.isRunning)
            await daemon.stop()
        }

        @Test("a protocol violation on the host's own connection is reported with the daemon's error, not a hang")
        func protocolViolation() async throws {
            try await withHost({ Clicker() }) { host in
                var enc = FrameEncoder()
                enc.encode(ClientMessage.commit(txn: 99))   // commit without begin
                host.sendRawBytes(enc.bytes)
                do {
                    try await host.settle()
                    Issue.record("settle after a protocol violation did not throw")
                } catch let e as TestHostError {
                    #expect(e.description.contains("commit"), "\(e)")
                }
            }
        }

        @Test("an app that never settles fails settle() with a timeout that says so")
        func settleTimeout() async throws {
            let flag = StopFlag()
            try await withHost({ Restless(flag: flag) }) { host in
                host.timeout = 0.3
                do {
                    try await host.tap("start")
                    Issue.record("tap on a restless app settled")
                } catch let e as TestHostError {
                    guard case .timeout(let what, let seconds) = e else { Issue.record("wrong error: \(e)"); return }
                    #expect(what.contains("the app to settle"))
                    #expect(seconds == 0.3)
                }
                flag.stop = true
            }
        }

        @Test("a missing trellisd and one that cannot start fail with what was tried and its stderr")
        func daemonStartFailures() async throws {
            #expect(throws: TestHostError.self) { try TrellisdLocator.path(environment: ["TRELLISD": "/nonexistent/trellisd"]) }
            do {
                _ = try await TestDaemon(arguments: ["--max-nodes", "0"])
                Issue.record("a daemon with invalid arguments started")
            } catch let e as TestHostError {
                guard case let .daemonDidNotStart(reason, tail) = e else { Issue.record("wrong error: \(e)"); return }
                #expect(reason.contains("exited"))
                #expect(tail.contains("--max-nodes"), "the daemon's own complaint is in the error: \(tail)")
            }
        }
    }
}
