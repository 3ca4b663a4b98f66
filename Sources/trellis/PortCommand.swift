// `trellis port PATH` and `trellis run PATH`: an Xcode SwiftUI app as a SwiftPM package built
// against this checkout, the report of what stands between it and Linux, and running it
// against a daemon. The work is in TrellisPort; these commands parse flags and print.
import ArgumentParser
import Foundation
import TrellisPort
import TrellisSocket
import TrellisTesting
#if canImport(Glibc)
import Glibc
#endif

struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Turn an Xcode SwiftUI app into a SwiftPM package that builds with Trellis, and report what it lacks.",
        discussion: """
            PATH is the folder holding the app (with or without its .xcodeproj), or the .xcodeproj. \
            The package (default: PATH-linux beside it) links to the app's Swift files, copies its \
            asset catalogs and string tables as resources, offers a SwiftUI module that re-exports \
            TrellisUI, and imports Combine and FoundationCompat into every file. Then it is built, and \
            every error is listed by cause: SwiftUI API Trellis lacks, Apple-only frameworks, \
            Foundation gaps, other errors.
            """)

    @Argument(help: "The app's folder or its .xcodeproj.")
    var path: String

    @Option(help: "Where the package is written (default: PATH-linux beside the app).")
    var out: String?

    @Flag(help: "Write the package without building it.")
    var noBuild = false

    @Flag(help: "Also print the build's own output as it runs.")
    var verbose = false

    @Option(help: "The Trellis package to build against (default: the checkout this tool was built from).")
    var package: String?

    @Option(help: "Build directory (default: PACKAGE/.build/hosts, shared by every port and preview).")
    var scratch: String?

    @Option(help: "Make the report from this saved build output (a CI log, say) instead of building.")
    var log: String?

    func run() throws {
        let root = try trellisRoot(package)
        let ported = try PortedApp.port(path, output: out, trellisRoot: root)
        if let log {
            let output = try String(contentsOfFile: log, encoding: .utf8)
            print(ported.report(ofOutput: output, header: ported.summary + ["build output: \(log)"]).text, terminator: "")
            return
        }
        if noBuild {
            print(ported.summary.joined(separator: "\n"))
            return
        }
        FileHandle.standardError.write(Data("trellis port: building \(ported.package) (the first build also compiles TrellisUI: minutes)…\n".utf8))
        let build = try ported.build(trellisRoot: root, scratch: scratch, echo: verbose)
        print(build.report, terminator: "")
        if !build.succeeded { throw ExitCode(1) }
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Port (see trellis port), build and run an Xcode SwiftUI app against trellisd.",
        discussion: """
            The app connects to the daemon at TRELLIS_SOCKET (else the default socket) when one \
            answers there. Otherwise trellisd is started for the app's lifetime: an X11 window when \
            DISPLAY is set, else the terminal when stdout is one, else headless (the app runs and \
            `trellis inspect --socket PATH` shows its tree). The package is written again on every \
            run, so new files of the app are picked up.
            """)

    @Argument(help: "The app's folder or its .xcodeproj.")
    var path: String

    @Option(help: "Where the package is written (default: PATH-linux beside the app).")
    var out: String?

    @Option(help: "Backend of a started daemon: x11, terminal, headless, png (default: chosen as described).")
    var backend: String?

    @Option(help: "Window size in points of a started daemon, WxH.")
    var size: String = "390x844"

    @Option(help: "The Trellis package to build against (default: the checkout this tool was built from).")
    var package: String?

    @Option(help: "Build directory (default: PACKAGE/.build/hosts).")
    var scratch: String?

    func run() throws {
        let root = try trellisRoot(package)
        let ported = try PortedApp.port(path, output: out, trellisRoot: root)
        FileHandle.standardError.write(Data("trellis run: building \(ported.app.name)…\n".utf8))
        let build = try ported.build(trellisRoot: root, scratch: scratch)
        guard build.succeeded else {
            print(build.report, terminator: "")
            throw ExitCode(1)
        }
        FileHandle.standardError.write(Data("trellis run: built in \(String(format: "%.1f", build.seconds)) s\n".utf8))

        let socket = UnixSocket.defaultPath()
        if Self.answers(socket) {
            FileHandle.standardError.write(Data("trellis run: using the daemon at \(socket)\n".utf8))
            throw ExitCode(try Self.runApp(build.executable, socket: socket, alongside: []))
        }
        let chosen = backend ?? DaemonChoice.backend(environment: ProcessInfo.processInfo.environment,
                                                      stdoutIsTerminal: isatty(1) == 1 && isatty(0) == 1)
        let parts = size.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { throw ValidationError("--size must look like 390x844") }
        if chosen == "terminal" {
            throw ExitCode(try runInTerminal(build.executable))
        }
        var arguments: [String] = []
        if chosen == "png" {
            let dir = ported.package + "/frames"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            arguments = ["--out", dir]
            FileHandle.standardError.write(Data("trellis run: PNG frames go to \(dir)\n".utf8))
        }
        let daemon = try TestDaemon(backend: chosen, width: parts[0], height: parts[1], arguments: arguments)
        StopChildrenOnSignal.install([daemon.processIdentifier])
        FileHandle.standardError.write(Data("trellis run: started trellisd (\(chosen)) at \(daemon.socketPath)\(chosen == "headless" ? "; see it with: trellis inspect --socket \(daemon.socketPath)" : ""); Ctrl-C quits\n".utf8))
        let status = try Self.runApp(build.executable, socket: daemon.socketPath, alongside: [daemon.processIdentifier])
        _ = try? daemon.stop(signal: SIGTERM)
        throw ExitCode(status)
    }

    /// Runs the app on `socket` with this terminal's input and output; its exit status.
    static func runApp(_ executable: String, socket: String, alongside: [Int32]) throws -> Int32 {
        let app = Process()
        app.executableURL = URL(fileURLWithPath: executable)
        app.environment = ProcessInfo.processInfo.environment.merging(["TRELLIS_SOCKET": socket]) { $1 }
        try app.run()
        StopChildrenOnSignal.install(alongside + [app.processIdentifier])
        app.waitUntilExit()
        return app.terminationReason == .exit ? app.terminationStatus : 128 + app.terminationStatus
    }

    /// Whether a daemon accepts connections at `path` (the connection is closed at once).
    static func answers(_ path: String) -> Bool {
        guard let fd = try? UnixSocket.connect(path: path) else { return false }
        close(fd)
        return true
    }

    /// The terminal backend owns this terminal (raw mode, alternate screen), so trellisd runs
    /// in the foreground and the app in the background with its output in a log file, as
    /// `scripts/demo` does; when either ends, the other is stopped.
    func runInTerminal(_ executable: String) throws -> Int32 {
        let daemonPath = try TrellisdLocator.path()
        var template = Array("/tmp/trl-run-XXXXXX".utf8CString)
        guard let dir = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({ String(cString: $0) }) else {
            throw ValidationError("cannot create a temporary folder in /tmp")
        }
        let socket = dir + "/s"
        let log = "/tmp/trellis-run-\(getuid()).log"
        // Foundation's Process starts children in a process group of their own, which the
        // terminal treats as background: the daemon could draw but never read a key. So the
        // daemon is spawned in this process's (foreground) group.
        let daemonLog = open(dir + "/daemon.log", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if daemonLog >= 0 { posix_spawn_file_actions_adddup2(&actions, daemonLog, 2) }
        let argv = [daemonPath, "--backend", "terminal", "--socket", socket]
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for a in cArgs { free(a) } }
        var daemonPid: pid_t = 0
        let spawned = posix_spawn(&daemonPid, daemonPath, &actions, nil, &cArgs, environ)
        if daemonLog >= 0 { close(daemonLog) }
        guard spawned == 0 else { throw ValidationError("cannot start \(daemonPath): \(String(cString: strerror(spawned)))") }
        StopChildrenOnSignal.install([daemonPid])
        var daemonStatus: Int32 = 0
        var daemonDone = false
        func daemonExited() -> Bool {
            if !daemonDone && waitpid(daemonPid, &daemonStatus, WNOHANG) == daemonPid { daemonDone = true }
            return daemonDone
        }
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: socket) && !daemonExited() { usleep(50_000) }
        FileManager.default.createFile(atPath: log, contents: nil)
        let app = Process()
        app.executableURL = URL(fileURLWithPath: executable)
        app.environment = ProcessInfo.processInfo.environment.merging(["TRELLIS_SOCKET": socket]) { $1 }
        app.standardInput = FileHandle.nullDevice
        app.standardOutput = FileHandle(forWritingAtPath: log)
        app.standardError = app.standardOutput
        try app.run()
        StopChildrenOnSignal.install([daemonPid, app.processIdentifier])
        while !daemonExited() && app.isRunning { usleep(50_000) }
        if app.isRunning { app.terminate() }
        if !daemonExited() {
            kill(daemonPid, SIGTERM)
            waitpid(daemonPid, &daemonStatus, 0)
        }
        app.waitUntilExit()
        try? FileManager.default.removeItem(atPath: dir)
        FileHandle.standardError.write(Data("trellis run: the app's output is in \(log)\n".utf8))
        return app.terminationReason == .exit ? app.terminationStatus : 0
    }
}

/// Stops the daemon and app that `trellis run` started when `trellis run` itself is told to
/// stop (SIGINT, SIGTERM, SIGHUP): Ctrl-C reaches the whole foreground process group, but
/// `kill` or a closed terminal reaches only this process, and the children would outlive it.
enum StopChildrenOnSignal {
    nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) static var children: [Int32] = []

    static func install(_ pids: [Int32]) {
        children = pids
        guard sources.isEmpty else { return }
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler {
                for pid in children { kill(pid, SIGTERM) }
                exit(128 + sig)
            }
            source.resume()
            sources.append(source)
        }
    }
}

/// The Trellis checkout to build against: `--package`, else the one this tool was built from.
func trellisRoot(_ package: String?) throws -> String {
    let root = package.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        ?? HostPackage.checkoutRoot(ofSourceFile: #filePath)
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
        throw ValidationError("no Trellis package at \(root); pass --package PATH")
    }
    return root
}
