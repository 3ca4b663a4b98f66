// The soak's apps: `trellis-demo --soak` processes on one daemon, and the inspector view
// of them through the daemon (the only way to see what an app has committed).
import Foundation
import TrellisProtocol

/// What one soak app has committed, read from its tree through the inspector.
struct SoakState: Equatable {
    var tick: Int
    var model: Int
    var appeared: Int
    var tasks: Int
    var level: Int

    /// Parses the tree text of `inspect(tree)`; nil when the app's counter is not in it
    /// (not yet committed).
    init?(tree: String) {
        func number(after label: String) -> Int? {
            guard let r = tree.range(of: "\"\(label) ") else { return nil }
            return Int(tree[r.upperBound...].prefix { $0.isNumber })
        }
        guard let tick = number(after: "tick"), let model = number(after: "model"),
              let level = number(after: "level"), let appeared = number(after: "appeared"),
              let r = tree.range(of: " task ", range: tree.range(of: "\"appeared ")!.upperBound..<tree.endIndex),
              let tasks = Int(tree[r.upperBound...].prefix { $0.isNumber })
        else { return nil }
        (self.tick, self.model, self.appeared, self.tasks, self.level) = (tick, model, appeared, tasks, level)
    }
}

final class SoakFleet {
    let demo: String
    let socket: String
    let logDirectory: String
    private(set) var apps: [Process] = []
    private var spawned = 0
    /// Apps that exited without being killed by the soak: (pid, status, stderr tail).
    private(set) var unexpectedExits: [String] = []

    init(demo: String, socket: String, logDirectory: String) {
        self.demo = demo
        self.socket = socket
        self.logDirectory = logDirectory
    }

    /// Starts one more app; its stderr goes to `app-N.log` in the log directory.
    func spawn() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: demo)
        p.arguments = ["--soak"]
        var env = ProcessInfo.processInfo.environment
        env["TRELLIS_SOCKET"] = socket
        env["TRELLIS_RECONNECT_TIMEOUT"] = env["TRELLIS_RECONNECT_TIMEOUT"] ?? "60"
        p.environment = env
        let log = "\(logDirectory)/app-\(spawned).log"
        spawned += 1
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle(forWritingAtPath: log)
        try p.run()
        apps.append(p)
    }

    /// SIGKILLs the app at `index` and forgets it.
    func kill(at index: Int) {
        let p = apps.remove(at: index)
        Glibc.kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
    }

    /// Moves apps that exited on their own into `unexpectedExits`.
    func reapExited() {
        for p in apps where !p.isRunning {
            unexpectedExits.append("pid \(p.processIdentifier) exited with status \(p.terminationStatus)")
        }
        apps.removeAll { !$0.isRunning }
    }

    var pids: [Int] { apps.map { Int($0.processIdentifier) } }

    /// Total resident memory of the apps.
    var residentBytes: Int { apps.reduce(0) { $0 + trellis.residentBytes(pid: $1.processIdentifier) } }

    func stopAll() {
        for p in apps { Glibc.kill(p.processIdentifier, SIGKILL) }
        for p in apps { p.waitUntilExit() }
        apps.removeAll()
    }
}

/// An inspector session on the daemon: the session list and each app's committed tree.
final class SoakInspector {
    private let peer: RawSession

    init(socket: String) throws {
        peer = try RawSession(path: socket, name: "trellis soak", capabilities: [.inspector])
        guard peer.granted.contains(.inspector) else {
            throw SoakFailure("the daemon did not grant the inspector capability")
        }
    }

    func sessions() -> [InspectCommand.Row] {
        InspectCommand.sessions(fromJSON: ask(.sessions, 0) ?? "")
    }

    func tree(session: UInt64) -> String? { ask(.tree, session) }

    /// The committed state of every session whose pid is in `pids`, by pid.
    func states(pids: Set<Int>) -> [Int: SoakState] {
        var out: [Int: SoakState] = [:]
        for row in sessions() where pids.contains(row.pid) {
            if let text = tree(session: row.id), let state = SoakState(tree: text) { out[row.pid] = state }
        }
        return out
    }

    private func ask(_ target: InspectTarget, _ id: UInt64) -> String? {
        var answer: String?
        peer.exchange(RawSession.encode([.inspect(target: target, session: id)])) { e in
            switch e {
            case .inspection(_, let text): answer = text; return true
            case .error: return true
            default: return false
            }
        }
        return answer
    }
}

struct SoakFailure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}
