// Child processes for the demo's end-to-end tests: a real trellisd (found through
// TRELLISD, set by scripts/test, else next to the test bundle) and the trellis-demo
// binary from the same directory.
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

struct DemoTestError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// A child process with its output collected in a temporary file (no pipe to fill up).
final class Child {
    let process = Process()
    let outputPath: String

    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        outputPath = NSTemporaryDirectory() + "trl-demo-out-\(UInt32.random(in: 0...UInt32.max)).log"
        FileManager.default.createFile(atPath: outputPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    var isRunning: Bool { process.isRunning }

    /// Waits for the exit (killing the process after `timeout` s); returns the status.
    @discardableResult
    func waitForExit(timeout: Double) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw DemoTestError("\(process.executableURL!.lastPathComponent) did not exit within \(timeout) s; output:\n\(output)")
            }
            usleep(10_000)
        }
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        _ = try? waitForExit(timeout: 10)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        unlink(outputPath)
    }
}

/// A running trellisd on a short temporary socket.
final class Daemon {
    let child: Child
    let socketPath = "/tmp/trl-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).sock"

    static func binDirectory() throws -> String {
        if let p = ProcessInfo.processInfo.environment["TRELLISD"], !p.isEmpty {
            return URL(fileURLWithPath: p).deletingLastPathComponent().path
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("trellisd").path) { return dir.path }
            dir.deleteLastPathComponent()
        }
        throw DemoTestError("trellisd not found: set TRELLISD or run `swift build` first")
    }

    static func demoBinary() throws -> String {
        let path = try binDirectory() + "/trellis-demo"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw DemoTestError("\(path) not found: build the trellis-demo product first")
        }
        return path
    }

    /// Starts `trellisd --socket … arguments` and waits until it listens.
    init(_ arguments: [String]) throws {
        child = try Child(try Self.binDirectory() + "/trellisd", ["--socket", socketPath] + arguments)
        let deadline = Date().addingTimeInterval(15)
        while !child.output.contains("trellisd: listening") {
            guard child.isRunning else { throw DemoTestError("trellisd exited early: \(child.output)") }
            guard Date() < deadline else { throw DemoTestError("trellisd not ready in 15 s: \(child.output)") }
            usleep(10_000)
        }
    }

    deinit {
        child.stop()
        unlink(socketPath)
    }
}

/// A fresh temporary directory for snapshot files.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "trl-demo-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The headless backend's snapshot files in `dir`, in frame order.
func snapshotFiles(in dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
        .filter { $0.hasSuffix(".txt") }
        .sorted()
        .compactMap { try? String(contentsOfFile: dir + "/" + $0, encoding: .utf8) }
}
