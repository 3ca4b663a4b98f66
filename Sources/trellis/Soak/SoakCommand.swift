// `trellis soak`: an operator's day compressed into SECONDS. Many real apps on one daemon,
// random SIGKILLs of apps and of the daemon, a hostile peer and a flooder throughout; after
// every daemon restart each surviving app must have resynced without losing anything.
import ArgumentParser
import Foundation
import TrellisTesting
import TrellisTestSupport

struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Soak test: many apps, killed apps and daemons, a hostile client and a flooder.")

    @Argument(help: "How long to run, in seconds.")
    var seconds: Double = 60

    @Option(help: "Apps on the daemon at once.")
    var clients: Int = 100

    @Option(help: "Seconds between daemon restarts (SIGKILL + a new daemon on the same socket).")
    var restartEvery: Double = 20

    @Option(help: "Seconds between app kills (SIGKILL one app, start a fresh one).")
    var killEvery: Double = 1

    @Option(help: "Seed for the choice of victims and the hostile client's faults.")
    var seed: UInt64 = 2026

    @Option(help: "trellisd to run (default: next to this executable).")
    var trellisd: String?

    @Option(help: "The soak app (default: trellis-demo next to this executable).")
    var demo: String?

    @Flag(help: "No hostile client and no flooder (apps and restarts only).")
    var calm = false

    func run() throws {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        var run = SoakRun(options: self, trellisd: trellisd ?? dir + "/trellisd", demo: demo ?? dir + "/trellis-demo")
        print("soak: \(clients) apps for \(Int(seconds)) s, daemon restart every \(Int(restartEvery)) s, an app killed every \(killEvery) s, \(calm ? "no hostile client or flooder" : "a hostile client and a flooder"); seed \(seed) (replay: --seed \(seed))")
        let failures = try run.execute()
        if !failures.isEmpty {
            print("soak: FAILED")
            for f in failures.prefix(20) { print("  - \(f)") }
            throw ExitCode(1)
        }
        print("soak: passed")
    }
}

/// One soak run's state and figures.
struct SoakRun {
    let options: SoakCommand
    let trellisd: String
    let demo: String
    var rng: SplitMix64
    var failures: [String] = []
    var restarts: [(seconds: Double, apps: Int)] = []
    var appKills = 0
    var statesChecked = 0

    init(options: SoakCommand, trellisd: String, demo: String) {
        self.options = options
        self.trellisd = trellisd
        self.demo = demo
        rng = SplitMix64(seed: options.seed)
    }

    mutating func execute() throws -> [String] {
        for bin in [trellisd, demo] where !FileManager.default.isExecutableFile(atPath: bin) {
            throw SoakFailure("no executable at \(bin) (build trellisd and trellis-demo)")
        }
        var template = Array("/tmp/trl-soak-XXXXXX".utf8CString)
        guard let p = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SoakFailure("cannot create a directory in /tmp")
        }
        let work = String(cString: p)
        let socket = work + "/s.sock"
        var daemon = try startDaemon(socket)
        let fleet = SoakFleet(demo: demo, socket: socket, logDirectory: work)
        defer { fleet.stopAll() }
        let launched = DaemonBenchmark.now()
        for _ in 0..<options.clients { try fleet.spawn() }
        var inspector = try SoakInspector(socket: socket)
        let warm = try waitForApps(fleet, inspector, deadline: 60, what: "the first \(options.clients) apps",
                                   since: launched)
        print(String(format: "soak: %d apps started and committed in %.2f s", options.clients, warm))
        let firstDaemonRSS = residentBytes(pid: daemon.processIdentifier)
        let firstAppsRSS = fleet.residentBytes

        let hostile = HostileClient(path: socket, seed: options.seed ^ 0x5EED)
        var flooder: Flooder?
        if !options.calm {
            hostile.start()
            flooder = try? Flooder(path: socket, rows: 1000)
            flooder?.start()
        }
        let probe = SoakProbe(socket: socket)
        probe.start()

        let start = DaemonBenchmark.now()
        var nextRestart = start + options.restartEvery
        var nextKill = start + options.killEvery
        var commits = SoakCommitCount()
        var nextCount = start + 1
        var daemonRSSBeforeKills: [Int] = []
        while DaemonBenchmark.now() - start < options.seconds {
            Thread.sleep(forTimeInterval: 0.05)
            fleet.reapExited()
            let now = DaemonBenchmark.now()
            if now >= nextCount {
                nextCount = now + 1
                commits.sample(inspector, pids: Set(fleet.pids))
            }
            if now >= nextKill {
                nextKill += options.killEvery
                commits.sample(inspector, pids: Set(fleet.pids))
                fleet.kill(at: Int(rng.next() % UInt64(fleet.apps.count)))
                try fleet.spawn()
                appKills += 1
            }
            if now >= nextRestart, now - start + 5 < options.seconds {
                nextRestart = now + options.restartEvery
                commits.sample(inspector, pids: Set(fleet.pids))
                commits.newDaemon()
                daemonRSSBeforeKills.append(residentBytes(pid: daemon.processIdentifier))
                let before = inspector.states(pids: Set(fleet.pids))
                flooder.map { _ = $0.stop() }
                _ = try? daemon.stop(signal: SIGKILL)
                let t0 = DaemonBenchmark.now()
                daemon = try startDaemon(socket)
                inspector = try SoakInspector(socket: socket)
                let took = try waitForApps(fleet, inspector, deadline: 60, what: "the apps' resync", since: t0)
                restarts.append((took, fleet.apps.count))
                check(before: before, after: inspector.states(pids: Set(fleet.pids)))
                if !options.calm { flooder = try? Flooder(path: socket, rows: 1000); flooder?.start() }
            }
        }
        let elapsed = DaemonBenchmark.now() - start
        commits.sample(inspector, pids: Set(fleet.pids))
        // Apps started in the last moments get time to commit before the final check.
        _ = try? waitForApps(fleet, inspector, deadline: 30, what: "the last apps")
        let final = inspector.states(pids: Set(fleet.pids))
        check(final: final, fleet: fleet)
        hostile.stop()
        let flood = flooder?.stop()
        let latency = probe.stop()
        let lastDaemonRSS = residentBytes(pid: daemon.processIdentifier)
        let lastAppsRSS = fleet.residentBytes
        let daemonAlive = daemon.isRunning
        _ = try? daemon.stop(signal: SIGTERM)
        if !daemonAlive { failures.append("the daemon died on its own: \(daemon.exitDescription ?? "?")") }
        failures += fleet.unexpectedExits.map { "an app exited on its own: \($0)" }

        report(elapsed: elapsed, commits: commits.total, hostile: hostile.snapshot, flood: flood, latency: latency,
               memory: (firstDaemonRSS, daemonRSSBeforeKills, lastDaemonRSS, firstAppsRSS, lastAppsRSS))
        if failures.isEmpty { try? FileManager.default.removeItem(atPath: work) } else { print("soak: logs kept in \(work)") }
        return failures
    }

    func startDaemon(_ socket: String) throws -> TestDaemon {
        try TestDaemon(backend: "headless", arguments: ["--log-level", "error"], socketPath: socket,
                       executable: trellisd, timeout: 20)
    }

    /// Waits until every app in the fleet has a session with its counter committed;
    /// returns the seconds since `since` (default: now).
    func waitForApps(_ fleet: SoakFleet, _ inspector: SoakInspector, deadline: Double, what: String,
                     since: Double? = nil) throws -> Double {
        let t0 = since ?? DaemonBenchmark.now()
        while true {
            fleet.reapExited()
            let want = Set(fleet.pids)
            if inspector.states(pids: want).count == want.count { return DaemonBenchmark.now() - t0 }
            if DaemonBenchmark.now() - t0 > deadline {
                throw SoakFailure("\(what): only \(inspector.states(pids: want).count) of \(want.count) apps committed within \(Int(deadline)) s")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Nothing lost across a restart: each app's counters did not go back, its navigation
    /// path is intact, and its `onAppear`/`task` did not run again.
    mutating func check(before: [Int: SoakState], after: [Int: SoakState]) {
        for (pid, old) in before {
            guard let new = after[pid] else { continue }   // killed meanwhile: not a loss
            statesChecked += 1
            if new.tick < old.tick || new.model < old.model {
                failures.append("app \(pid) lost state: tick \(old.tick) → \(new.tick), model \(old.model) → \(new.model)")
            }
            check(new, pid: pid, when: "after a restart")
        }
    }

    mutating func check(final: [Int: SoakState], fleet: SoakFleet) {
        for pid in fleet.pids {
            guard let s = final[pid] else { failures.append("app \(pid) has no committed tree at the end"); continue }
            check(s, pid: pid, when: "at the end")
        }
    }

    mutating func check(_ s: SoakState, pid: Int, when: String) {
        if s.appeared != 1 || s.tasks != 1 {
            failures.append("app \(pid) \(when): onAppear ran \(s.appeared)×, task started \(s.tasks)× (want 1 and 1)")
        }
        if s.level != 1 { failures.append("app \(pid) \(when): navigation path lost (level \(s.level))") }
        if s.tick != s.model { failures.append("app \(pid) \(when): @State tick \(s.tick) ≠ @StateObject count \(s.model)") }
    }
}

/// Commits the apps made, summed over every daemon's life: each app session's latest
/// commit count, kept per daemon life, taken before a kill so dead apps still count.
struct SoakCommitCount {
    private var finished = 0
    private var current: [UInt64: Int] = [:]

    mutating func sample(_ inspector: SoakInspector, pids: Set<Int>) {
        for row in inspector.sessions() where pids.contains(row.pid) { current[row.id] = row.commits }
    }

    mutating func newDaemon() {
        finished += current.values.reduce(0, +)
        current = [:]
    }

    var total: Int { finished + current.values.reduce(0, +) }
}
