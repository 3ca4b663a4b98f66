// What every generated package shares (`trellis preview`'s host, `trellis port`'s app
// package): a dependency on this Trellis checkout by path, one build directory for all of
// them, and running `swift build` and the built program.
import Foundation

/// Helpers for SwiftPM packages that `trellis` writes and builds against a Trellis checkout.
///
/// Generated packages depend on the checkout by path, so they build with the same sources
/// as the `trellis` tool that wrote them, and never need a registry or a release.
public enum HostPackage {
    /// The identity SwiftPM gives a package depended on by path: its folder's name,
    /// lowercased. A generated manifest names Trellis's products with it
    /// (`.product(name: "TrellisUI", package: IDENTITY)`).
    public static func identity(ofCheckout root: String) -> String {
        URL(fileURLWithPath: root).lastPathComponent.lowercased()
    }

    /// The `dependencies:` entry for the checkout at `root`.
    public static func dependency(onCheckout root: String) -> String {
        ".package(path: \(swiftLiteral(root)))"
    }

    /// The Trellis checkout a source file belongs to: `filePath` is a `#filePath` inside
    /// `Sources/MODULE/`, so the checkout is three levels up. How the tools find the
    /// package they were built from, without configuration.
    public static func checkoutRoot(ofSourceFile filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// The build directory every generated package of one checkout shares
    /// (`ROOT/.build/hosts`): TrellisUI and its dependencies (swift-syntax for the macros,
    /// OpenCombine) are compiled once for all previews and ports, and a later package
    /// compiles only its own files. Packages built there one after another re-plan the
    /// build (a few seconds) but reuse every dependency's objects.
    public static func sharedScratch(ofCheckout root: String) -> String { root + "/.build/hosts" }

    /// The `swift build` arguments for `package` in the shared build directory `scratch`,
    /// after making SwiftPM plan the build again when the last package built there was
    /// another one.
    ///
    /// Seen with Swift 6.3.1: SwiftPM keeps its build plan (`debug.yaml`) in the build
    /// directory and decides from the files it tracks whether to plan again. Twice, after
    /// other packages had been built in the directory, a build of an existing port failed at
    /// once ("No target named 'B-…-debug.exe' in build description"); removing the plan made
    /// the same build succeed. The failure did not come back on demand (alternating ports in
    /// a loop builds fine), so this guard is a precaution: it costs a re-plan (about 3 s)
    /// when the package changes, and every compiled object is kept.
    public static func prepareSharedBuild(package: String, scratch: String) -> [String] {
        let marker = scratch + "/.trellis-last-package"
        let last = try? String(contentsOfFile: marker, encoding: .utf8)
        if last != package {
            for plan in ["debug.yaml", "release.yaml"] { try? FileManager.default.removeItem(atPath: scratch + "/" + plan) }
            try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try? package.write(toFile: marker, atomically: true, encoding: .utf8)
        }
        return ["build", "--package-path", package, "--scratch-path", scratch]
    }

    /// `text` as a Swift string literal (quotes and backslashes escaped).
    public static func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Runs a program (looked up on `PATH` when `program` has no slash) with this process's
    /// environment plus `environment`, its output going where this process's goes; returns
    /// its exit status.
    @discardableResult
    public static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                           directory: String? = nil) throws -> Int32 {
        let p = process(program, arguments, environment: environment, directory: directory)
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    /// The result of a command whose output was captured.
    public struct Captured: Sendable {
        /// Exit status.
        public var status: Int32
        /// Standard output and standard error, interleaved as written.
        public var output: String
        /// Wall-clock seconds the command took.
        public var seconds: Double
    }

    /// Runs a program like ``run(_:_:environment:directory:)``, also keeping everything it
    /// writes (stdout and stderr into one pipe, so a compiler's diagnostics stay in order).
    /// With `echo` each chunk is also written to this process's stderr as it arrives, so a
    /// long build shows its progress.
    public static func capture(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                               directory: String? = nil, echo: Bool = false) throws -> Captured {
        let p = process(program, arguments, environment: environment, directory: directory)
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        p.standardInput = FileHandle.nullDevice
        let start = Date()
        try p.run()
        var data = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
            if echo { FileHandle.standardError.write(chunk) }
        }
        p.waitUntilExit()
        return Captured(status: p.terminationStatus, output: String(decoding: data, as: UTF8.self),
                        seconds: Date().timeIntervalSince(start))
    }

    static func process(_ program: String, _ arguments: [String], environment: [String: String],
                        directory: String?) -> Process {
        let p = Process()
        if program.contains("/") {
            p.executableURL = URL(fileURLWithPath: program)
            p.arguments = arguments
        } else {
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = [program] + arguments
        }
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
        return p
    }
}
