// `trellis bench fairness` (R7): does one client committing as fast as it can starve the
// others? A quiet client's `sync` round trip (p50/p99) and a new session's time to
// `welcome` are measured on an idle release trellisd, then again while a flooder sends
// commits without pause (and reads its own output on another thread, as a real client
// would). Goals: p99 under flood ≤ 2× idle; welcome ≤ 50 ms.
import Foundation
import Synchronization
import TrellisProtocol
import TrellisSocket
import TrellisTesting

enum FairnessBenchmark {
    static func run(scale: Double) throws {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("trellisd").path
        guard FileManager.default.isExecutableFile(atPath: bin) else {
            print("fairness: skipped (no trellisd next to trellis; build it with -c release)")
            return
        }
        let extra = ProcessInfo.processInfo.environment["TRELLISD_ARGS"].map { $0.split(separator: " ").map(String.init) } ?? []
        let daemon = try TestDaemon(backend: "headless", arguments: ["--log-level", "error"] + extra, executable: bin)
        defer { _ = try? daemon.stop(signal: SIGTERM) }
        let quiet = try RawSession(path: daemon.socketPath)
        let samples = max(500, Int(5000 * scale))

        let idle = percentiles(quiet.syncRoundTrips(count: samples))
        let idleWelcome = percentiles((0..<20).map { _ in welcomeTime(daemon.socketPath) })
        let flooder = try Flooder(path: daemon.socketPath, rows: 1000)
        flooder.start()
        Thread.sleep(forTimeInterval: 0.2)   // let it reach full speed
        let loaded = percentiles(quiet.syncRoundTrips(count: samples))
        let loadedWelcome = percentiles((0..<20).map { _ in welcomeTime(daemon.socketPath) })
        let commits = flooder.stop()

        print("fairness: quiet client's sync round trip over \(samples) samples; flooder: 1,000-row tree, one text update per commit, 256 commits per write")
        print("| | p50 µs | p99 µs | new session's welcome p50 / max ms |")
        print("|---|---:|---:|---:|")
        print(String(format: "| idle daemon | %.1f | %.1f | %.2f / %.2f |", idle.p50 * 1e6, idle.p99 * 1e6,
                     idleWelcome.p50 * 1e3, idleWelcome.max * 1e3))
        print(String(format: "| one client flooding | %.1f | %.1f | %.2f / %.2f |", loaded.p50 * 1e6, loaded.p99 * 1e6,
                     loadedWelcome.p50 * 1e3, loadedWelcome.max * 1e3))
        print(String(format: "fairness: p99 flooded / idle = %.2f (goal <= 2); flooder's commits applied meanwhile: %d (%.0f/s)",
                     loaded.p99 / idle.p99, commits.applied, Double(commits.applied) / commits.seconds))
        print(String(format: "fairness: frames drawn for the flooder: %d for %d commits (coalesced %.1f commits per frame)",
                     commits.frames, commits.applied, Double(commits.applied) / Double(max(1, commits.frames))))
    }

    struct Percentiles { var p50: Double; var p99: Double; var max: Double }

    static func percentiles(_ xs: [Double]) -> Percentiles {
        let s = xs.sorted()
        return Percentiles(p50: s[s.count / 2], p99: s[min(s.count - 1, Int(Double(s.count) * 0.99))], max: s.last!)
    }

    /// Seconds from connect to the `welcome` of a new session.
    static func welcomeTime(_ path: String) -> Double {
        let t0 = DaemonBenchmark.now()
        guard (try? RawSession(path: path)) != nil else { return .infinity }
        return DaemonBenchmark.now() - t0
    }
}

extension RawSession {
    func syncRoundTrips(count: Int) -> [Double] {
        (0..<count).map { _ in syncRoundTrip(count: 1) }
    }
}

/// A client that commits one-row updates as fast as the daemon takes them.
final class Flooder: @unchecked Sendable {
    let fd: Int32
    let rows: Int
    private let running = Atomic<Bool>(false)
    private let applied = Atomic<Int>(0)
    private let frames = Atomic<Int>(0)
    private var writer: Thread?
    private var reader: Thread?
    private var started = 0.0

    init(path: String, rows: Int) throws {
        fd = try unixConnect(path: path)
        self.rows = rows
        var build: [ClientMessage] = [RawSession.hello(), .begin(txn: 1), .create(id: 1, kind: .vstack, props: [])]
        for r in 0..<rows {
            build.append(.create(id: NodeID(10 + r), kind: .text, props: [.text("row \(r)")]))
            build.append(.insert(parent: 1, child: NodeID(10 + r), index: UInt32(r)))
        }
        build += [.setRoot(id: 1), .commit(txn: 1)]
        let bytes = RawSession.encode(build)
        bytes.withUnsafeBytes { _ = try? UnixSocket.sendAll(fd, $0) }
    }

    func start() {
        running.store(true, ordering: .relaxed)
        started = DaemonBenchmark.now()
        let fd = self.fd, rows = self.rows
        writer = Thread { [self] in
            Flooder.lowerPriority()
            var txn: UInt64 = 2
            while running.load(ordering: .relaxed) {
                var batch: [ClientMessage] = []
                for _ in 0..<256 {
                    let row = NodeID(10 + Int(txn) % rows)
                    batch += [.begin(txn: txn), .update(id: row, props: [.text("flood \(txn)")]), .commit(txn: txn)]
                    txn += 1
                }
                let bytes = RawSession.encode(batch)
                let ok = bytes.withUnsafeBytes { (try? UnixSocket.sendAll(fd, $0)) != nil }
                if !ok { return }
            }
        }
        reader = Thread { [self] in
            Flooder.lowerPriority()
            var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
            var buf = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = read(fd, &buf, buf.count)
                if n <= 0 { return }
                decoder.append(contentsOf: buf[..<n])
                while let e = try? decoder.next() {
                    switch e {
                    case .committed: applied.add(1, ordering: .relaxed)
                    case .frameDone(let serial, _):
                        frames.add(1, ordering: .relaxed)
                        let ack = RawSession.encode([.ack(serial: serial)])
                        ack.withUnsafeBytes { _ = try? UnixSocket.sendAll(fd, $0) }
                    default: break
                    }
                }
            }
        }
        writer!.start()
        reader!.start()
    }

    /// The flooder's own threads yield the CPU to the quiet client: the benchmark is
    /// about the daemon's scheduling of sessions, not the kernel's scheduling of this
    /// process's threads on a 2-core machine.
    static func lowerPriority() {
        var param = sched_param()
        _ = pthread_setschedparam(pthread_self(), 5 /* SCHED_IDLE, not exported by Glibc */, &param)
    }

    /// Stops flooding; returns the commits applied and frames drawn while it ran.
    func stop() -> (applied: Int, frames: Int, seconds: Double) {
        running.store(false, ordering: .relaxed)
        let seconds = DaemonBenchmark.now() - started
        let result = (applied.load(ordering: .relaxed), frames.load(ordering: .relaxed), seconds)
        shutdown(fd, Int32(SHUT_RDWR))
        Thread.sleep(forTimeInterval: 0.05)
        close(fd)
        return result
    }
}
