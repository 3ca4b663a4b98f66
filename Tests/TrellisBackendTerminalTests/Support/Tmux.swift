// Runs a command in a detached tmux session on a private tmux server, types into it and
// reads its screen: a real pseudo-terminal for end-to-end tests of the terminal backend.
import Foundation
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

final class TmuxSession {
    /// A private server socket name, so tests never touch the user's tmux.
    let server = "trl-test-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    let name = "t"

    /// Starts `command` (run by `sh -c`) in a `columns` × `rows` pane.
    init(command: String, columns: Int, rows: Int, environment: [String: String] = [:]) throws {
        var args = ["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", name]
        for (k, v) in environment { args += ["-e", "\(k)=\(v)"] }
        try run(args + [command])
    }

    /// The pane's visible text (`escapes`: with SGR sequences for colours and attributes).
    func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", name])
    }

    /// Sends tmux key names (`Tab`, `Enter`, `q`…).
    func sendKeys(_ keys: String...) throws { try run(["send-keys", "-t", name] + keys) }

    /// Sends raw bytes (e.g. an SGR mouse report) as typed input.
    func sendBytes(_ s: String) throws {
        try run(["send-keys", "-t", name, "-H"] + s.utf8.map { String($0, radix: 16) })
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `predicate` holds; returns the last capture or throws.
    @discardableResult
    func waitForScreen(_ what: String, timeout: Double = 10, escapes: Bool = false,
                       _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try capture(escapes: escapes)
            if predicate(last) { return last }
            usleep(30_000)
        }
        throw TestFailure("screen never showed \(what); last screen:\n\(last)")
    }

    /// Runs one tmux command with `posix_spawn` and `waitpid`. Not Foundation's `Process`:
    /// it watches a socket the child inherits, and the tmux server that `new-session`
    /// daemonizes would keep that socket (and the waiting test) open for its whole life.
    /// Output goes through a file for the same reason.
    @discardableResult
    func run(_ args: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "trl-tmux-\(UInt32.random(in: 0...UInt32.max)).out"
        defer { unlink(path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ["tmux", "-L", server] + args
        var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for a in cargs { free(a) } }
        // Test threads block most signals; the tmux server (and the daemon under it) must
        // not inherit that mask.
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attr, &empty)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, "tmux", &actions, &attr, &cargs, environ)
        guard rc == 0 else { throw TestFailure("cannot run tmux: \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let exited = status & 0x7F == 0, code = (status >> 8) & 0xFF
        guard exited && code == 0 else {
            throw TestFailure("tmux \(args.joined(separator: " ")) failed (status \(status)): \(text)")
        }
        return text
    }

    /// Files removed when the session ends (daemon logs, sockets).
    var cleanup: [String] = []

    deinit {
        _ = try? run(["kill-server"])
        for path in cleanup { unlink(path) }
    }
}
