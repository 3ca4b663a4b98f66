// The steps `trellis port` and `trellis run` share: find the app, write its package, build
// it, and make the report. The CLI only parses flags and prints.
import Foundation

/// A port of one app: where it came from and where its package is.
public struct PortedApp: Sendable {
    public var app: AppProject
    /// The generated package's folder.
    public var package: String
    /// Modules every file imports implicitly (see ``PortPackage/implicitImports(usesNetworking:)``).
    public var implicitImports: [String]

    /// The folder of the executable target (links to the app's files).
    public var sourcesFolder: String { package + "/Sources/" + app.name }

    /// Finds the app at `path` and writes its package into `output` (default `PATH-linux`
    /// beside the app's folder), depending on the Trellis checkout at `trellisRoot`.
    public static func port(_ path: String, output: String? = nil, trellisRoot: String) throws -> PortedApp {
        let app = try AppProject.locate(path)
        let out = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? PortPackage.defaultOutput(for: app)
        let imports = try PortPackage.write(app, to: out, trellisRoot: trellisRoot)
        return PortedApp(app: app, package: out, implicitImports: imports)
    }

    /// What the port did, for the top of the report.
    public var summary: [String] {
        var lines = ["trellis port: \(app.name) from \(app.root) (\(app.origin))",
                     "  \(app.sources.count) Swift file\(app.sources.count == 1 ? "" : "s"), resources: "
                        + (app.resources.isEmpty ? "none" : app.resources.joined(separator: ", ")),
                     "  package: \(package) (import SwiftUI → TrellisUI; implicit imports: \(implicitImports.joined(separator: ", ")))"]
        if !app.skipped.isEmpty {
            lines.append("  left out: " + app.skipped.map { "\($0.path) (\($0.reason))" }.joined(separator: "; "))
        }
        return lines
    }

    /// The outcome of a build.
    public struct Build: Sendable {
        /// Whether `swift build` succeeded.
        public var succeeded: Bool
        public var seconds: Double
        /// The report (always: a successful build may still have warnings).
        public var report: String
        public var findings: [PortReport.Finding]
        /// The built executable.
        public var executable: String
        /// Everything the build printed.
        public var output: String
    }

    /// Builds the package (debug) with `scratch` as its build directory (default: the
    /// checkout's shared host build, see ``HostPackage/sharedScratch(ofCheckout:)``) and
    /// makes the report. With `echo` the build's output streams to stderr as it comes.
    public func build(trellisRoot: String, scratch: String? = nil, echo: Bool = false) throws -> Build {
        let scratchPath = scratch ?? HostPackage.sharedScratch(ofCheckout: trellisRoot)
        let result = try HostPackage.capture("swift", ["build", "--package-path", package, "--scratch-path", scratchPath,
                                                      "--product", app.name], echo: echo)
        let sources = app.sources.map { path in
            (path: path, text: (try? String(contentsOfFile: path.hasPrefix("/") ? path : app.root + "/" + path,
                                           encoding: .utf8)) ?? "")
        }
        let status = result.status == 0
            ? "build: succeeded in \(String(format: "%.1f", result.seconds)) s"
            : "build: failed after \(String(format: "%.1f", result.seconds)) s"
        let made = PortReport.make(output: result.output, appRoot: app.root, sourcesFolder: sourcesFolder,
                                   sources: sources, header: summary + [status])
        return Build(succeeded: result.status == 0, seconds: result.seconds, report: made.text, findings: made.findings,
                     executable: scratchPath + "/debug/" + app.name, output: result.output)
    }
}

/// How `trellis run` reaches a daemon when none answers.
public enum DaemonChoice {
    /// The backend to start: a window when there is an X display (`DISPLAY` set), else the
    /// terminal when standard output is one, else headless (the app runs; `trellis inspect`
    /// shows its tree).
    public static func backend(environment: [String: String], stdoutIsTerminal: Bool) -> String {
        if let d = environment["DISPLAY"], !d.isEmpty { return "x11" }
        return stdoutIsTerminal ? "terminal" : "headless"
    }
}
