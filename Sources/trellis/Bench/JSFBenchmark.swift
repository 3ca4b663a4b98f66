// `trellis bench jsfb`: the js-framework-benchmark keyed workload end to end. The app
// (JSFBApp, written with TrellisUI) runs in this process against a release `trellisd`
// (headless backend) over its real socket; each operation is a tap injected into the
// daemon, timed until the app has settled (its transaction committed and every event
// handled). Printed next to the raw `sync` round trip measured in the same run.
import CMallocCounter
import Foundation
import TrellisProtocol
import TrellisTesting
import TrellisUI

@MainActor
final class JSFBenchmark {
    struct Op {
        let name: String
        var seconds: [Double] = [], allocations: [UInt64] = [], roundTrips: [Int] = []
        /// CPU time the op cost each process (all threads): unlike the wall-clock window,
        /// not stretched by where the scheduler put the two processes, so a change on one
        /// side shows in its own column.
        var appCPU: [Double] = [], daemonCPU: [Double] = []
    }

    let host: TestHost
    let store: JSFBStore
    let daemonPID: Int32
    var buttons: [JSFBAction: CGPoint] = [:]
    var rowLabel = CGPoint.zero, rowRemove = CGPoint.zero
    var ops: [String: Op] = [:]
    var order: [String] = []
    var recording = false

    init(host: TestHost, store: JSFBStore) {
        self.host = host
        self.store = store
        daemonPID = host.daemon.processIdentifier
    }

    static func run(runs: Int, warmup: Int) async throws {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("trellisd").path
        guard FileManager.default.isExecutableFile(atPath: bin) else {
            print("jsfb: skipped (no trellisd next to trellis; build it with -c release)")
            return
        }
        let daemon = try TestDaemon(backend: "headless", width: 800, height: 600,
                                    arguments: ["--log-level", "error"], executable: bin)
        let store = JSFBStore()
        let host = try await TestHost(width: 800, height: 600, daemon: daemon, timeout: 120) { JSFBApp(store: store) }
        // The harness keeps the events it saw (16 MiB by default): bounded low here, so the
        // memory figures are the app's, not the test host's history.
        host.eventHistoryBytes = 1 << 20
        let bench = JSFBenchmark(host: host, store: store)
        let raw = try RawSession(path: daemon.socketPath)
        bench.raw = raw
        let rttBefore = raw.syncRoundTrip(count: 2000)
        print(String(format: "jsfb: raw sync round trip (same daemon, bare peer): median %.1f µs", rttBefore * 1e6))
        print("jsfb: app RSS \(mb(residentBytes(pid: getpid()))) MB, daemon RSS \(mb(residentBytes(pid: bench.daemonPID))) MB at start"
              + (trellis_malloc_counting() == 1 ? "" : " (allocation counts unavailable)"))
        try await bench.locate()
        try await bench.measure(runs: runs, warmup: warmup)
        let rttAfter = raw.syncRoundTrip(count: 2000)
        let rtt = min(rttBefore, rttAfter)
        bench.report(rtt: rtt)
        await host.close()
        await daemon.stop()
    }

    /// Where the toolbar's buttons and the second row's label and remove button are.
    func locate() async throws {
        for action in JSFBAction.allCases {
            guard let f = try await host.frame(of: action.rawValue) else { throw BenchError("no button \(action.rawValue)") }
            buttons[action] = CGPoint(x: f.midX, y: f.midY)
        }
        try await tap(.create)
        let id = "\(store.rows[1].id)"
        guard let idFrame = try await host.frames(of: id).min(by: { $0.minY < $1.minY }),
              let labelFrame = try await host.frames(of: store.rows[1].label).first(where: { abs($0.midY - idFrame.midY) < 1 }),
              let removeFrame = try await host.frames(of: "x").first(where: { abs($0.midY - idFrame.midY) < 1 })
        else { throw BenchError("cannot find row 2 on screen") }
        rowLabel = CGPoint(x: labelFrame.midX, y: labelFrame.midY)
        rowRemove = CGPoint(x: removeFrame.midX, y: removeFrame.midY)
        try await tap(.clear)
    }

    func tap(_ action: JSFBAction) async throws { try await tap(at: buttons[action]!) }

    func tap(at point: CGPoint) async throws {
        _ = try await host.tap(at: point)
    }

    /// The window is `TestHost.tap(at:)`: the injected tap goes out with the first `sync`
    /// (the host is already settled), then settles; the round trips it took are counted.
    func timed(_ name: String, _ point: CGPoint, check: () -> Bool) async throws {
        let a0 = trellis_malloc_count()
        let r0 = host.syncRoundTrips
        let (app0, daemon0) = (clockSeconds(CLOCK_PROCESS_CPUTIME_ID), clockSeconds(daemonClock))
        let t0 = ContinuousClock.now
        _ = try await host.tap(at: point)
        let d = ContinuousClock.now - t0
        let (app1, daemon1) = (clockSeconds(CLOCK_PROCESS_CPUTIME_ID), clockSeconds(daemonClock))
        let allocations = trellis_malloc_count() - a0
        markTimeline(name, seconds: d.seconds)
        guard check() else { throw BenchError("\(name): the tap did not do what it should") }
        guard recording else { return }
        if ops[name] == nil { ops[name] = Op(name: name); order.append(name) }
        ops[name]!.seconds.append(d.seconds)
        ops[name]!.allocations.append(allocations)
        ops[name]!.roundTrips.append(host.syncRoundTrips - r0)
        ops[name]!.appCPU.append(app1 - app0)
        ops[name]!.daemonCPU.append(daemon1 - daemon0)
    }

    /// The daemon's CPU-time clock (all its threads), read from this process.
    lazy var daemonClock: clockid_t = {
        var clock = clockid_t()
        return clock_getcpuclockid(daemonPID, &clock) == 0 ? clock : CLOCK_PROCESS_CPUTIME_ID
    }()

    func timed(_ name: String, _ action: JSFBAction, check: () -> Bool) async throws {
        try await timed(name, buttons[action]!, check: check)
    }

    /// The bare peer whose `sync` round trip is sampled alternately with `settle()`.
    var raw: RawSession?
    /// (settle, raw round trip) pairs, each raw sample taken just before its settle.
    var settlePairs: [(Double, Double)] = []

    /// An idle `settle()`: one sync round trip plus the client's own hops. Each sample
    /// follows a raw round trip through the same daemon: the two are compared under the
    /// same conditions (on this VM a round trip takes 12 µs with both ends on one core
    /// and 40–60 µs across cores, and where the scheduler puts them drifts during a run).
    func timedSettle() async throws {
        try await host.settle()
        var samples: [Double] = []
        var allocations: [UInt64] = []
        for _ in 0..<20 {
            let rtt = raw?.syncRoundTrip(count: 1)
            let a0 = trellis_malloc_count()
            let t0 = ContinuousClock.now
            try await host.settle()
            let d = (ContinuousClock.now - t0).seconds
            samples.append(d)
            allocations.append(trellis_malloc_count() - a0)
            if recording, let rtt { settlePairs.append((d, rtt)) }
        }
        guard recording else { return }
        let name = "settle() alone (idle, median of 20)"
        if ops[name] == nil { ops[name] = Op(name: name); order.append(name) }
        ops[name]!.seconds.append(samples.sorted()[10])
        ops[name]!.allocations.append(allocations.sorted()[10])
        ops[name]!.roundTrips.append(1)
    }

    func measure(runs: Int, warmup: Int) async throws {
        var rss: [(String, Int, Int, Int)] = []
        func sample(_ what: String) async throws {
            // Freed identities are released a slice per main-queue turn: wait for that
            // (bounded), so the figures show what is kept, not what is still being freed.
            for _ in 0..<500 where host.viewHost.pendingReleases > 0 { try await Task.sleep(for: .milliseconds(2)) }
            // And for the trim that returns the freed memory, a second after the release.
            for _ in 0..<150 where host.viewHost.memoryTrimPending { try await Task.sleep(for: .milliseconds(10)) }
            // trellisd trims a second after a big tree went away (Server.trimIfShrunk): the
            // daemon's figure is read after that too.
            try await Task.sleep(for: .milliseconds(1200))
            rss.append((what, residentBytes(pid: getpid()), Int(trellis_heap_in_use()), residentBytes(pid: daemonPID)))
        }
        for run in 0..<(warmup + runs) {
            recording = run >= warmup
            let s = store
            try await timedSettle()
            try await timed("no-op tap (0 rows)", .noop) { s.rows.isEmpty }
            try await timed("create 1,000 rows", .create) { s.rows.count == 1000 }
            try await timed("replace all 1,000", .create) { s.rows.count == 1000 }
            try await timed("update every 10th of 1,000", .update) { s.rows[0].label.hasSuffix("!!!") }
            let second = s.rows[1].id
            try await timed("select a row (1,000)", rowLabel) { s.selected == second }
            try await timed("swap rows 2 and 999 (1,000)", .swap) { s.rows[998].id == second }
            try await timed("remove one row (1,000)", rowRemove) { s.rows.count == 999 }
            try await timed("clear 1,000", .clear) { s.rows.isEmpty }
            try await tap(.create)
            try await timed("append 1,000 to 1,000", .append) { s.rows.count == 2000 }
            try await tap(.clear)
            if run == warmup { try await sample("after one 1k cycle") }
            try await timed("create 10,000 rows", .createMany) { s.rows.count == 10_000 }
            if run == warmup {
                try await sample("with 10,000 rows (first)")
                perNode = (host.viewHost.identityCount, host.viewHost.renderNodeCount)
            }
            try await timed("update every 10th of 10,000", .update) { s.rows[0].label.hasSuffix("!!!") }
            let second10k = s.rows[1].id
            try await timed("select a row (10,000)", rowLabel) { s.selected == second10k }
            try await timed("swap rows 2 and 999 (10,000)", .swap) { s.rows[998].id == second10k }
            try await timed("clear 10,000", .clear) { s.rows.isEmpty }
            if run == warmup { try await sample("after the first 10k create/clear") }
            if run > warmup { try await sample("after \(run - warmup + 1) 10k create/clear cycles") }
        }
        memory = rss
    }

    var memory: [(String, Int, Int, Int)] = []
    /// Identities (value tree) and render nodes with 10,000 rows, for bytes per node.
    var perNode = (identities: 0, renderNodes: 0)

    func report(rtt: Double) {
        print(String(format: "jsfb: %d runs after warm-up; each op = TestHost.tap(at:): the tap sent with the first sync, settled; raw round trip %.1f µs",
                     ops.values.first?.seconds.count ?? 0, rtt * 1e6))
        print("| op | p50 ms | p95 ms | p50 / round trip | sync round trips | allocations (app, p50) | app CPU ms (p50) | daemon CPU ms (p50) |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for name in order {
            guard let op = ops[name] else { continue }
            let s = op.seconds.sorted()
            let p50 = s[s.count / 2], p95 = s[min(s.count - 1, Int((Double(s.count) * 0.95).rounded(.up)) - 1)]
            let allocs = op.allocations.sorted()[op.allocations.count / 2]
            let trips = op.roundTrips.sorted()[op.roundTrips.count / 2]
            func cpu(_ xs: [Double]) -> String { xs.isEmpty ? "–" : String(format: "%.2f", median(xs) * 1e3) }
            print(String(format: "| %@ | %.2f | %.2f | %.0f× | %d | %llu | %@ | %@ |", name, p50 * 1e3, p95 * 1e3, p50 / rtt,
                         trips, allocs, cpu(op.appCPU), cpu(op.daemonCPU)))
        }
        if !settlePairs.isEmpty {
            print(String(format: "jsfb: settle() alone vs the raw sync round trip sampled just before it (%d pairs): p50 %.1f µs vs %.1f µs; p50 of the pairs' ratios %.1f×",
                         settlePairs.count, median(settlePairs.map(\.0)) * 1e6,
                         median(settlePairs.map(\.1)) * 1e6,
                         median(settlePairs.map { $0.0 / $0.1 })))
        }
        print("| memory | app RSS MB | app heap in use MB | daemon RSS MB |")
        print("|---|---:|---:|---:|")
        for (what, app, heap, daemon) in memory {
            print("| \(what) | \(Self.mb(app)) | \(Self.mb(heap)) | \(Self.mb(daemon)) |")
        }
        // Per node: what 10,000 rows add over the empty list (after the first 1k cycle).
        if memory.count >= 3, perNode.identities > 0, perNode.renderNodes > 0 {
            let (empty, full, cleared) = (memory[0], memory[1], memory[2])
            print(String(format: "jsfb: 10,000 rows = %d identities, %d render nodes; app heap %.0f B per identity, daemon RSS %.0f B per render node (growth over the empty list; daemon RSS after clear %.1f MB)",
                         perNode.identities, perNode.renderNodes,
                         Double(full.2 - empty.2) / Double(perNode.identities),
                         Double(full.3 - cleared.3) / Double(perNode.renderNodes), Double(cleared.3) / 1_048_576))
        }
    }

    static func mb(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
