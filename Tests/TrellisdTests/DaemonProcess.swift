// Starts a real trellisd process on a short temporary socket path, for end-to-end tests.
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

struct E2EError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// A running `trellisd`. Found through `TRELLISD` (set by scripts/test), else next to the
/// test bundle in the build directory.
final class DaemonProcess {
    let process = Process()
    let socketPath: String
    private let stdoutPipe = Pipe()
    private let stderrPipe = Pipe()
    /// Everything the daemon printed on stdout up to readiness.
    private(set) var readinessLine = ""

    static func binaryPath() throws -> String {
        if let p = ProcessInfo.processInfo.environment["TRELLISD"], !p.isEmpty { return p }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {   // the test bundle may sit a few levels below the bin dir
            let candidate = dir.appendingPathComponent("trellisd").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir.deleteLastPathComponent()
        }
        throw E2EError("trellisd binary not found: set TRELLISD or run `swift build` first")
    }

    /// A fresh short socket path (Unix socket paths are limited to 107 bytes).
    static func temporarySocketPath() -> String {
        "/tmp/trl-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).sock"
    }

    /// Starts the daemon and waits (up to `timeout` s) until it accepts connections.
    init(socketPath: String = DaemonProcess.temporarySocketPath(), arguments: [String] = [],
         waitForReady: Bool = true, timeout: Double = 10) throws {
        self.socketPath = socketPath
        process.executableURL = URL(fileURLWithPath: try Self.binaryPath())
        process.arguments = ["--socket", socketPath] + arguments
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        if waitForReady { try self.waitForReady(timeout: timeout) }
    }

    func waitForReady(timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var out = [UInt8]()
        let fd = stdoutPipe.fileHandleForReading.fileDescriptor
        while !out.contains(UInt8(ascii: "\n")) {
            guard process.isRunning else {
                throw E2EError("trellisd exited (\(process.terminationStatus)) before it was ready: \(stderrText())")
            }
            guard Date() < deadline else { throw E2EError("trellisd not ready after \(timeout) s") }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 50) > 0 {
                var buf = [UInt8](repeating: 0, count: 512)
                let n = read(fd, &buf, buf.count)
                if n > 0 { out += buf[..<n] }
            }
        }
        readinessLine = String(decoding: out, as: UTF8.self)
    }

    /// Sends `signal` and waits for the process to exit; returns its exit status.
    @discardableResult
    func stop(signal: Int32 = SIGTERM, timeout: Double = 10) throws -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        return try waitForExit(timeout: timeout)
    }

    func waitForExit(timeout: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                throw E2EError("trellisd did not exit within \(timeout) s")
            }
            usleep(5_000)
        }
        return process.terminationStatus
    }

    /// What the daemon wrote to stderr so far (only call once it has exited, or it blocks
    /// until it does).
    func stderrText() -> String {
        String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        unlink(socketPath)
    }
}
