import Foundation

/// Finds the `trellisd` executable a `TestHost` starts.
///
/// Order, first hit wins:
/// 1. the environment variable `TRELLISD` (a path; `scripts/test` sets it);
/// 2. the directory of the running executable (`CommandLine.arguments[0]`, then
///    `Bundle.main.executablePath`) and up to three of its parents — SwiftPM puts the test
///    bundle and `trellisd` in the same build directory (`.build/debug/`), and on macOS the
///    test binary sits a few levels down inside its `.xctest` bundle;
/// 3. every directory of `PATH`.
public enum TrellisdLocator {
    /// The path of `trellisd`, or `TestHostError.daemonNotFound` listing what was tried.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        var searched: [String] = []
        if let p = environment["TRELLISD"], !p.isEmpty {
            if FileManager.default.isExecutableFile(atPath: p) { return p }
            throw TestHostError.daemonNotFound(searched: ["TRELLISD=\(p) (not an executable file)"])
        }
        searched.append("TRELLISD (not set)")
        var starts: [String] = []
        if let a = CommandLine.arguments.first, !a.isEmpty { starts.append(a) }
        if let e = Bundle.main.executablePath { starts.append(e) }
        var seen = Set<String>()
        for start in starts {
            var dir = URL(fileURLWithPath: start).standardizedFileURL.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = dir.appendingPathComponent("trellisd").path
                if seen.insert(candidate).inserted {
                    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
                    searched.append(candidate)
                }
                dir.deleteLastPathComponent()
            }
        }
        for d in (environment["PATH"] ?? "").split(separator: ":") where !d.isEmpty {
            let candidate = String(d) + "/trellisd"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        searched.append("PATH")
        throw TestHostError.daemonNotFound(searched: searched)
    }
}
