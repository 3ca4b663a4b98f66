// The soak's figures: load held, faults survived, errors, memory before and after, and a
// quiet neighbour's round trip throughout.
import Foundation
import Synchronization
import TrellisSocket

extension SoakRun {
    typealias Memory = (firstDaemon: Int, daemonBeforeKills: [Int], lastDaemon: Int, firstApps: Int, lastApps: Int)

    func report(elapsed: Double, commits: Int, hostile: HostileClient.Counts,
                flood: (applied: Int, frames: Int, seconds: Double)?, latency: [Double], memory: Memory) {
        func mb(_ b: Int) -> String { String(format: "%.1f MB", Double(b) / 1e6) }
        print("| figure | value |")
        print("|---|---|")
        print(String(format: "| run | %.0f s, %d apps at once |", elapsed, options.clients))
        print(String(format: "| load held | %d commits by the apps (%.0f/s)%@ |", commits, Double(commits) / elapsed,
                     flood.map { String(format: "; flooder %d commits in its last life (%.0f/s)", $0.applied, Double($0.applied) / $0.seconds) } ?? ""))
        print("| apps killed (SIGKILL) and replaced | \(appKills) |")
        let resync = restarts.map(\.seconds).sorted()
        print("| daemon restarts (SIGKILL) | \(restarts.count)" + (resync.isEmpty ? " |" :
            String(format: "; all apps resynced in %.2f s median, %.2f s max (%d apps) |",
                   resync[resync.count / 2], resync.last!, restarts.last!.apps)))
        print("| app states checked after restarts | \(statesChecked) (each: counters not back, path kept, onAppear/task once) |")
        print("| hostile connections | \(hostile.connections): \(hostile.answered) answered with error/refused, \(hostile.closedByDaemon) closed by the daemon, \(hostile.connectFailures) connects refused while restarting |")
        if !latency.isEmpty {
            let s = latency.sorted()
            print(String(format: "| quiet neighbour's sync round trip | p50 %.2f ms, p99 %.2f ms, max %.1f ms (%d samples) |",
                         s[s.count / 2] * 1e3, s[min(s.count - 1, s.count * 99 / 100)] * 1e3, s.last! * 1e3, s.count))
        }
        let perLife = memory.daemonBeforeKills.map(mb).joined(separator: ", ")
        print("| daemon RSS | \(mb(memory.firstDaemon)) after the first apps; before each kill: \(perLife.isEmpty ? "-" : perLife); at the end \(mb(memory.lastDaemon)) |")
        print("| apps' RSS (all) | \(mb(memory.firstApps)) at the start, \(mb(memory.lastApps)) at the end |")
        print("| failures | \(failures.count) |")
    }
}

/// A quiet client measuring its `sync` round trip every 20 ms for the whole soak,
/// reconnecting after daemon restarts (samples across a restart are dropped).
final class SoakProbe: @unchecked Sendable {
    private let socket: String
    private let running = Atomic<Bool>(false)
    private let lock = NSLock()
    private var samples: [Double] = []
    private var thread: Thread?

    init(socket: String) { self.socket = socket }

    func start() {
        running.store(true, ordering: .relaxed)
        thread = Thread { [self] in
            var session: RawSession?
            while running.load(ordering: .relaxed) {
                Thread.sleep(forTimeInterval: 0.02)
                if session == nil { session = try? RawSession(path: socket, name: "soak probe") }
                guard let s = session else { continue }
                let t = s.syncRoundTrip(count: 1)
                if s.lastExchangeFailed { session = nil; continue }
                lock.withLock { samples.append(t) }
            }
        }
        thread!.start()
    }

    /// Stops probing; the samples in seconds.
    func stop() -> [Double] {
        running.store(false, ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0.1)
        return lock.withLock { samples }
    }
}
