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
        if !app.packages.isEmpty {
            lines.append("  Swift packages (from the project file; fetched by SwiftPM): "
                         + app.packages.map { "\($0.identity) (\($0.products.joined(separator: ", ")))" }.joined(separator: "; "))
        }
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
    ///
    /// A missing module stops the compiler in the files built with it, so an app that
    /// imports Apple-only modules (UIKit, AppKit, AVFoundation, …) would show little more
    /// than those imports. When its sources import any, the build is of a copy of the
    /// package (`PACKAGE/.probe/`) whose files that import them are copies with those
    /// import lines blank; the report lists each such import as the compiler would
    /// (`no such module`) plus everything the build then finds. Such an app cannot build
    /// as it is, so the result is a failure. Should the compiler still stop at a missing
    /// module (one not known as Apple's, a package dependency), the next build blanks that
    /// too, up to three builds.
    public func build(trellisRoot: String, scratch: String? = nil, echo: Bool = false) throws -> Build {
        let scratchPath = scratch ?? HostPackage.sharedScratch(ofCheckout: trellisRoot)
        let texts = sourceTexts
        var appleImports: [Diagnostic] = []
        for (path, text) in texts {
            for (module, line) in PortReport.imports(in: text) where PortReport.isAppleOnlyModule(module) {
                appleImports.append(Diagnostic(file: (path.hasPrefix("/") ? "" : app.root + "/") + path, line: line, column: 1,
                                               severity: "error", message: "no such module '\(module)'"))
            }
        }
        var blanked = Set(appleImports.compactMap { PortReport.missingName($0.message)?.name })
        var header = summary
        var output = ""
        var probeFolder: String?
        var seconds = 0.0
        var succeeded = false
        for round in 0..<3 {
            let target = blanked.isEmpty ? package : package + "/.probe/" + URL(fileURLWithPath: package).lastPathComponent
            if !blanked.isEmpty {
                try? FileManager.default.removeItem(atPath: target)
                try PortPackage.write(app, to: target, trellisRoot: trellisRoot, blanking: blanked)
                probeFolder = target + "/Sources/" + app.name
            }
            let result = try HostPackage.capture(
                "swift", HostPackage.prepareSharedBuild(package: target, scratch: scratchPath) + ["--product", app.name], echo: echo)
            seconds += result.seconds
            output = result.output
            let time = String(format: "%.1f", result.seconds)
            let outcome = result.status == 0 ? "succeeded in \(time) s" : "failed after \(time) s"
            header.append(blanked.isEmpty ? "build: \(outcome)"
                          : "build with the imports of \(blanked.sorted().joined(separator: ", ")) blank (in copies; missing on Linux): \(outcome)")
            succeeded = result.status == 0 && blanked.isEmpty
            // A missing module stopped it again: one the list does not know as Apple's, or a
            // package dependency the port does not add. Blank it too, to see past it; the
            // report still lists it (as Apple-only or other).
            let stopped = Set(Diagnostic.parse(result.output).compactMap { d -> String? in
                guard d.severity == "error", let m = PortReport.missingName(d.message), m.module,
                      !blanked.contains(m.name) else { return nil }
                return m.name
            })
            if stopped.isEmpty || round == 2 { break }
            appleImports += Diagnostic.parse(result.output).filter {
                PortReport.missingName($0.message).map { $0.module && stopped.contains($0.name) } ?? false
            }
            blanked.formUnion(stopped)
        }
        let synthesized = appleImports.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }
        let made = report(ofOutput: (synthesized + [output]).joined(separator: "\n"), header: header,
                          extraSourcesFolders: probeFolder.map { [$0] } ?? [])
        return Build(succeeded: succeeded, seconds: seconds, report: made.text, findings: made.findings,
                     executable: scratchPath + "/debug/" + app.name, output: output)
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
