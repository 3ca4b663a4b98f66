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

    /// The report of a build's `output` (this package's or another build of the same files).
    public func report(ofOutput output: String, header: [String], extraSourcesFolders: [String] = [])
        -> (text: String, findings: [PortReport.Finding]) {
        PortReport.make(output: output, appRoot: app.root, sourcesFolders: [sourcesFolder] + extraSourcesFolders,
                        sources: sourceTexts, header: header)
    }

    /// The app's sources with their text (relative paths), for the lines that use Apple-only frameworks.
    var sourceTexts: [(path: String, text: String)] {
        app.sources.map { path in
            (path: path, text: (try? String(contentsOfFile: path.hasPrefix("/") ? path : app.root + "/" + path,
                                           encoding: .utf8)) ?? "")
        }
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
        let result = try HostPackage.capture(
            "swift", HostPackage.prepareSharedBuild(package: package, scratch: scratchPath) + ["--product", app.name], echo: echo)
        let status = result.status == 0
            ? "build: succeeded in \(String(format: "%.1f", result.seconds)) s"
            : "build: failed after \(String(format: "%.1f", result.seconds)) s"
        var header = summary + [status]
        var output = result.output
        var probeFolder: String?
        // A missing Apple-only module stops the compiler in the files built with it, so the
        // first build hides what else those files (and often the others) lack. A second
        // build of a copy, with those import lines blank, finds the rest; its errors join the
        // report, with the import errors of the first.
        let missing = Set(Diagnostic.parse(result.output).compactMap { d -> String? in
            guard d.severity == "error", let m = PortReport.missingName(d.message), m.module,
                  PortReport.appleModules.contains(m.name) else { return nil }
            return m.name
        })
        if result.status != 0 && !missing.isEmpty {
            let probe = package + "/.probe/" + URL(fileURLWithPath: package).lastPathComponent
            try? FileManager.default.removeItem(atPath: probe)
            try PortPackage.write(app, to: probe, trellisRoot: trellisRoot, blanking: missing)
            let second = try HostPackage.capture(
                "swift", HostPackage.prepareSharedBuild(package: probe, scratch: scratchPath) + ["--product", app.name], echo: echo)
            let imports = Diagnostic.parse(result.output).filter { d in
                PortReport.missingName(d.message).map { $0.module && missing.contains($0.name) } ?? false
            }
            output = imports.map { "\($0.file):\($0.line):\($0.column): \($0.severity): \($0.message)" }
                .joined(separator: "\n") + "\n" + second.output
            probeFolder = probe + "/Sources/" + app.name
            header.append("second build without the imports of \(missing.sorted().joined(separator: ", ")) "
                          + "(in copies): \(String(format: "%.1f", second.seconds)) s")
        }
        let made = report(ofOutput: output, header: header, extraSourcesFolders: probeFolder.map { [$0] } ?? [])
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
