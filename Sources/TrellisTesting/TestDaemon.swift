import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private `trellisd` process for tests: the one launcher every Trellis test, tool and
/// benchmark uses.
///
/// Each daemon gets its own short temporary directory (`/tmp/trl-XXXXXX/`: Unix socket
/// paths are limited to 107 bytes) holding its socket and its stdout/stderr files. Output
/// goes to files, not pipes, so a chatty daemon (`--trace`) can never block on a full
/// pipe, and the end of its stderr can be quoted in errors. A `TestHost` normally starts
/// and stops its own daemon; create one yourself to put several hosts (or raw clients) on
/// the same daemon, or to test the daemon itself with another backend or flags.
///
/// The process is killed when the object is released, so a failing test cannot leak it.
public final class TestDaemon: @unchecked Sendable {
    /// The socket clients connect to.
    public let socketPath: String
    /// The surface size given with `--size` (every new session starts with it).
    public let width: Double
    public let height: Double
    /// The executable that was started.
    public let executablePath: String
    let process = Process()
    let directory: String
    let stdoutPath: String
    let stderrPath: String
    private let lock = NSLock()
    private var removed = false

    /// Starts `trellisd --backend headless --size WxH` and waits until it prints its
    /// readiness line (`trellisd: listening on …`), at most `timeout` seconds.
    /// `arguments` are appended to the command line (e.g. `["--trace"]`).
    public convenience init(width: Double = 400, height: Double = 800, arguments: [String] = [],
                            executable: String? = nil, timeout: Double = 10) async throws {
        try self.init(backend: "headless", width: width, height: height, arguments: arguments,
                      executable: executable, timeout: timeout)
    }

    /// Starts `trellisd --backend BACKEND --size WxH ARGUMENTS` on `socketPath` (default: a
    /// fresh one in the daemon's temporary directory). With `waitUntilReady` (the default)
    /// returns once the readiness line is printed; otherwise at once, for tests of a
    /// daemon that must refuse to start.
    public init(backend: String, width: Double = 400, height: Double = 800, arguments: [String] = [],
                socketPath: String? = nil, waitUntilReady: Bool = true,
                executable: String? = nil, timeout: Double = 10) throws {
        self.width = width
        self.height = height
        executablePath = try executable ?? TrellisdLocator.path()
        var template = Array("/tmp/trl-XXXXXX".utf8CString)
        guard let dirPointer = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw TestHostError.daemonDidNotStart(reason: "cannot create a temporary directory in /tmp (errno \(errno))",
                                                  stderrTail: "")
        }
        directory = String(cString: dirPointer)
        self.socketPath = socketPath ?? directory + "/d.sock"
        stdoutPath = directory + "/stdout"
        stderrPath = directory + "/stderr"
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: executablePath)
        // A test's daemon never shows up on the desktop's accessibility bus unless the test
        // asks for it (`--accessibility on`): test apps would crowd a real screen reader.
        let accessibility = arguments.contains("--accessibility") ? [] : ["--accessibility", "off"]
        process.arguments = ["--socket", self.socketPath, "--backend", backend,
                             "--size", "\(Self.number(width))x\(Self.number(height))"] + accessibility + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        do {
            try process.run()
        } catch {
            removeDirectory()
            throw TestHostError.daemonDidNotStart(reason: "cannot run \(executablePath): \(error)", stderrTail: "")
        }
        if waitUntilReady { try self.waitUntilReady(timeout: timeout) }
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitAfterKill()   // never an unbounded wait here (ProcessReaping.swift)
        }
        removeDirectory()
    }

    /// Polls stdout for the readiness line. Blocking is fine: start-up takes ~50 ms.
    private func waitUntilReady(timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if !readinessLine.isEmpty { return }
            if !process.isRunning {
                // Let the exit status settle and the last output land.
                process.waitUntilExit()
                if !readinessLine.isEmpty { return }
                let why = "it exited (\(exitDescription ?? "unknown status")) before printing its readiness line"
                let tail = stderrTail()
                removeDirectory()
                throw TestHostError.daemonDidNotStart(reason: why + "; command: \(commandLine)", stderrTail: tail)
            }
            if Date() >= deadline {
                kill(process.processIdentifier, SIGKILL)
                process.waitAfterKill()
                let tail = stderrTail()
                removeDirectory()
                throw TestHostError.daemonDidNotStart(
                    reason: "no readiness line after \(timeout) s; command: \(commandLine)", stderrTail: tail)
            }
            usleep(1_000)
        }
    }

    /// The daemon's readiness line (`trellisd: listening on PATH (backend …)`), or "" while
    /// it has not printed it.
    public var readinessLine: String {
        let out = readFile(stdoutPath)
        guard let nl = out.firstIndex(of: "\n"), out.contains("listening on") else { return "" }
        return String(out[..<nl])
    }

    /// The daemon's command line, for messages.
    public var commandLine: String { ([executablePath] + (process.arguments ?? [])).joined(separator: " ") }

    /// The daemon's process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the process is still running.
    public var isRunning: Bool { process.isRunning }

    /// The exit status (or the signal number when `exitDescription` says it was killed);
    /// nil while the process runs.
    public var terminationStatus: Int32? { process.isRunning ? nil : process.terminationStatus }

    /// "exit status 1" or "killed by signal 9", or nil while it runs.
    public var exitDescription: String? {
        if process.isRunning { return nil }
        let s = process.terminationStatus
        switch process.terminationReason {
        case .uncaughtSignal: return "killed by signal \(s)\(Self.signalName(s).map { " (\($0))" } ?? "")"
        case .exit: return "exit status \(s)"
        @unknown default: return "status \(s)"
        }
    }

    /// The last `lines` lines the daemon wrote to stderr (its log and `--trace` output).
    public func stderrTail(lines: Int = 20) -> String {
        let text = readFile(stderrPath, lastBytes: 8192)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    /// Everything the daemon wrote to stderr so far.
    public func stderrText() -> String { readFile(stderrPath) }

    /// Waits up to `seconds` for the process to exit; returns whether it did.
    public func waitForExit(seconds: Double) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while process.isRunning {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// Blocks until the process exits, at most `seconds` (then kills it and throws);
    /// returns `terminationStatus`.
    @discardableResult
    public func waitForExit(timeout seconds: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() >= deadline {
                kill(process.processIdentifier, SIGKILL)
                process.waitAfterKill()
                throw TestHostError.timeout(what: "trellisd to exit", seconds: seconds)
            }
            usleep(2_000)
        }
        return process.terminationStatus
    }

    /// Sends `signal` to the daemon (e.g. `SIGKILL` to test how clients cope).
    public func send(signal: Int32) {
        if process.isRunning { kill(process.processIdentifier, signal) }
    }

    /// Sends `signal` and blocks until the daemon exits (see `waitForExit(timeout:)`).
    @discardableResult
    public func stop(signal: Int32, timeout: Double = 10) throws -> Int32 {
        send(signal: signal)
        return try waitForExit(timeout: timeout)
    }

    /// Asks the daemon to stop (SIGTERM), kills it if it has not exited within `grace`
    /// seconds, and removes its temporary directory.
    public func stop(grace: Double = 2) async {
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            if !(await waitForExit(seconds: grace)) {
                kill(process.processIdentifier, SIGKILL)
                _ = await waitForExit(seconds: 5)
            }
        }
        removeDirectory()
    }

    private func removeDirectory() {
        lock.lock()
        defer { lock.unlock() }
        if removed { return }
        removed = true
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func readFile(_ path: String, lastBytes: Int? = nil) -> String {
        guard let h = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? h.close() }
        if let n = lastBytes, let end = try? h.seekToEnd() {
            // seekToEnd moved the handle: go back to the tail (or the start of a short file).
            try? h.seek(toOffset: end > UInt64(n) ? end - UInt64(n) : 0)
        }
        let data = (try? h.readToEnd()) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    static func signalName(_ s: Int32) -> String? {
        switch s {
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        case SIGILL: "SIGILL"
        case SIGBUS: "SIGBUS"
        case SIGTRAP: "SIGTRAP"
        case SIGINT: "SIGINT"
        default: nil
        }
    }
}
