// Programs other than trellisd that end-to-end tests start (the demo app), and where
// to find them. trellisd itself is started with `TestDaemon`.
import Foundation
@_exported import TrellisTesting
#if canImport(Glibc)
import Glibc
#endif

/// A child process with its output (stdout and stderr) collected in a temporary file, so
/// a chatty child never blocks on a full pipe.
public final class ChildProcess {
    public let process = Process()
    public let outputPath: String

    public init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        outputPath = NSTemporaryDirectory() + "trl-child-\(UInt32.random(in: 0...UInt32.max)).log"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Everything the child printed so far.
    public var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    public var isRunning: Bool { process.isRunning }

    /// Waits for the exit (killing the process after `timeout` s); returns the status.
    @discardableResult
    public func waitForExit(timeout: Double) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitAfterKill()
                throw TestFailure("\(process.executableURL!.lastPathComponent) did not exit within \(timeout) s; output:\n\(output)")
            }
            usleep(10_000)
        }
        return process.terminationStatus
    }

    /// SIGTERM, then waits up to 10 s.
    public func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        _ = try? waitForExit(timeout: 10)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitAfterKill()   // never an unbounded wait in a deinit (ProcessReaping.swift)
        }
        unlink(outputPath)
    }

    /// An executable built beside trellisd (e.g. `trellis-demo`): SwiftPM puts every
    /// product of the package in one directory.
    public static func sibling(ofTrellisd name: String) throws -> String {
        let path = URL(fileURLWithPath: try TrellisdLocator.path()).deletingLastPathComponent()
            .appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw TestFailure("\(path) not found: build the \(name) product first")
        }
        return path
    }
}

/// A fresh temporary directory (for snapshot and PNG output).
public func temporaryDirectory(prefix: String = "trl-test") throws -> String {
    let path = NSTemporaryDirectory() + "\(prefix)-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A fresh, short Unix socket path in /tmp (socket paths are limited to 107 bytes).
public func temporarySocketPath() -> String {
    "/tmp/trl-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).sock"
}
