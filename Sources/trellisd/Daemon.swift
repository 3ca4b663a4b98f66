// The command line of trellisd.
import ArgumentParser
import Logging
import TrellisAccessibilityATSPI
import TrellisBackendRaster
import TrellisProtocol
import TrellisRenderer
import TrellisSocket
#if canImport(Glibc)
import Glibc
#endif

/// `trellisd`: serves Trellis apps on a Unix socket and draws them through a backend.
struct TrellisDaemon: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellisd",
        abstract: "The Trellis renderer daemon: render trees, layout, commit, lifecycle events.",
        discussion: """
            Listens on a Unix socket (mode 0600). Prints "trellisd: listening on PATH" on \
            stdout once clients may connect. SIGINT/SIGTERM shut it down and remove the socket.
            """)

    @Option(help: ArgumentHelp(
        "Unix socket path (default $TRELLIS_SOCKET, else $XDG_RUNTIME_DIR/trellis.sock, else /tmp/trellis-$UID/trellis.sock).",
        valueName: "path"))
    var socket: String?

    @Option(help: ArgumentHelp("Backend to draw with; `list` prints the available ones.", valueName: "name"))
    var backend: String = BackendRegistry.all[0].name

    @Option(help: ArgumentHelp("Surface size in points, e.g. 800x600 (default: the backend's).", valueName: "WxH"))
    var size: SurfaceSizeArgument?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: LogLevelArgument = .init(.notice)

    @Flag(help: "Print every message in and out, readably, to stderr (like WAYLAND_DEBUG=1).")
    var trace = false

    @Option(help: ArgumentHelp("Record each session's byte stream to DIR/session-<id>.trlrec (for trellis replay).", valueName: "dir"))
    var record: String?

    @Option(help: ArgumentHelp("Directory where the backend writes frame snapshots.", valueName: "dir"))
    var snapshotDir: String?

    @Option(name: .customLong("out"), help: ArgumentHelp("Directory where the png backend writes one PNG per commit.", valueName: "dir"))
    var outputDirectory: String?

    @Option(help: "Device pixels per point: png backend (default 1; 2 = crisp screenshots), x11 (default TRELLIS_SCALE, else Xft.dpi / 96, else 1).")
    var scale: Double?

    @Option(help: "Most nodes one session may hold.")
    var maxNodes: Int = Limits().maxNodes

    @Option(help: "Deepest parent chain a session's tree may have.")
    var maxDepth: Int = Limits().maxDepth

    @Option(help: "Most UTF-8 bytes in one string.")
    var maxStringLength: Int = Limits().maxStringLength

    @Option(help: "Largest frame a client may send, in bytes.")
    var maxFrameSize: Int = Limits().maxFrameSize

    @Option(help: "Most ops staged in one transaction.")
    var maxTransactionOps: Int = Limits().maxTransactionOps

    @Option(help: "Messages handled for one session per loop turn before the others are served.")
    var messagesPerTurn: Int = Limits().messagesPerTurn

    @Option(help: "Bytes one open transaction may hold.")
    var maxTransactionBytes: Int = Limits().maxTransactionBytes

    @Option(help: "Bytes one session's tree may hold (64 per node plus its properties).")
    var maxSessionBytes: Int = Limits().maxSessionBytes

    @Option(help: "Sessions served at once.")
    var maxSessions: Int = Limits().maxSessions

    @Option(help: "Frames a session may leave unacknowledged before its commits wait for an ack.")
    var maxUnackedFrames: Int = Limits().maxUnackedFrames

    @Option(help: "Encoded image bytes kept per uid for sessions to share (images no session uses are dropped beyond it, least recently used first; 0 keeps only images in use).")
    var maxImageCacheBytes: Int = Limits().maxImageCacheBytes

    @Option(help: "Most log lines about clients (notice to error) per second; the rest are counted.")
    var logLinesPerSecond: Int = 50

    @Option(name: .customLong("allow-uid"), help: ArgumentHelp("Also serve processes of this uid (repeatable; the socket must let them reach it).", valueName: "uid"))
    var allowedUIDs: [UInt32] = []

    @Option(name: .customLong("allow-group"), help: ArgumentHelp("Also serve processes whose primary group is this gid (repeatable).", valueName: "gid"))
    var allowedGroups: [UInt32] = []

    @Option(help: "Unsent bytes a session may have queued before the daemon stops reading from it.")
    var maxUnsentBytes: Int = Server.defaultMaxUnsentBytes

    @Option(help: ArgumentHelp("Publish accessibility trees over AT-SPI2: auto (when an accessibility bus is found), on (report on stderr when none is), off.", valueName: "mode"))
    var accessibility: AccessibilityMode = .auto

    @Option(help: ArgumentHelp("The AT-SPI2 accessibility bus (default $AT_SPI_BUS_ADDRESS, else asked of the session bus's org.a11y.Bus).", valueName: "address"))
    var accessibilityBus: String?

    func validate() throws {
        for (name, v) in [("--max-nodes", maxNodes), ("--max-depth", maxDepth),
                          ("--max-string-length", maxStringLength),
                          ("--max-transaction-ops", maxTransactionOps), ("--max-unsent-bytes", maxUnsentBytes),
                          ("--messages-per-turn", messagesPerTurn), ("--max-transaction-bytes", maxTransactionBytes),
                          ("--max-session-bytes", maxSessionBytes), ("--max-sessions", maxSessions),
                          ("--max-unacked-frames", maxUnackedFrames)]
        where v < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
        guard maxImageCacheBytes >= 0 else { throw ValidationError("--max-image-cache-bytes must be at least 0") }
        guard maxFrameSize >= 64, maxFrameSize <= Int(UInt32.max) else {
            throw ValidationError("--max-frame-size must be 64...\(UInt32.max)")
        }
        if backend != "list" && BackendRegistry.named(backend) == nil {
            throw ValidationError("unknown backend \"\(backend)\"; available: \(BackendRegistry.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        if backend == "list" {
            for b in BackendRegistry.all { writeAll("\(b.name)\t\(b.summary)\n", to: 1) }
            return
        }
        let level = logLevel.level
        let perSecond = logLinesPerSecond
        LoggingSystem.bootstrap { label in
            var h = StreamLogHandler.standardError(label: label)
            h.logLevel = level
            return RateLimitedLogHandler(h, perSecond: perSecond)
        }
        var log = Logger(label: "trellisd")
        log.logLevel = level

        let choice = BackendRegistry.named(backend)!
        let settings = BackendSettings(size: size?.size, snapshotDirectory: snapshotDir,
                                       outputDirectory: outputDirectory, scale: scale)
        let backendInstance = try choice.make(settings)
        // One descriptor per connection (two when recording): the open-file limit must fit
        // maxSessions, or connections would be dropped unanswered (FileLimit.swift).
        let (servable, fileNote) = FileLimit.fit(sessions: maxSessions, perSession: record == nil ? 1 : 2)
        if let fileNote { log.notice("\(fileNote)") }
        let limits = Limits(maxNodes: maxNodes, maxDepth: maxDepth, maxStringLength: maxStringLength,
                            maxFrameSize: maxFrameSize, maxTransactionOps: maxTransactionOps,
                            messagesPerTurn: messagesPerTurn, maxTransactionBytes: maxTransactionBytes,
                            maxSessionBytes: maxSessionBytes, maxSessions: servable,
                            maxUnackedFrames: maxUnackedFrames, maxImageCacheBytes: maxImageCacheBytes)
        let compositor = Compositor(backend: backendInstance, limits: limits, log: log)
        // ImageRenderer's offscreen sessions are drawn by the raster painter whatever the
        // backend (made when the first one opens: a daemon that never renders an image
        // never loads Pango for it).
        compositor.imageRasterizerFactory = { RasterBackend(outputDirectory: nil, scale: 1) }
        // Only peers running as this daemon's user may inspect its sessions.
        compositor.requiresPeerCredentials = true
        compositor.inspectorUID = UInt32(getuid())
        let own = UInt32(getuid()), uids = Set(allowedUIDs), groups = Set(allowedGroups)
        compositor.servesPeer = { peer in
            guard let peer else { return false }
            return peer.uid == own || uids.contains(peer.uid) || (!groups.isEmpty && groups.contains(peer.gid))
        }
        if trace {
            compositor.trace = { session, incoming, text in
                writeAll("[\(session.rawValue)] \(incoming ? "->" : "<-") \(text)\n", to: 2)
            }
        }
        if let dir = record {
            let recorder = try SessionRecorder(directory: dir)
            compositor.recorder = { id, direction, bytes in recorder.record(id, direction, bytes) }
        }
        installAccessibility(on: compositor, log: log)
        let path = socket ?? UnixSocket.defaultPath()
        let server = try Server(path: path, compositor: compositor, maxUnsentBytes: maxUnsentBytes, log: log)
        let s = backendInstance.surfaceSize
        writeAll("trellisd: listening on \(path) (backend \(backendInstance.name), \(fmt(s.width))x\(fmt(s.height)))\n", to: 1)
        server.run()
    }

    /// `--accessibility`: the AT-SPI2 bridge when an accessibility bus is reachable. A
    /// desktop without one (or a CI machine) runs without it, quietly unless asked for.
    private func installAccessibility(on compositor: Compositor, log: Logger) {
        guard accessibility != .off else { return }
        do {
            compositor.accessibility = try ATSPIBridge(accessibilityBusAddress: accessibilityBus, log: log)
        } catch {
            if accessibility == .on {
                writeAll("trellisd: accessibility: no AT-SPI2 bus (\(error)); continuing without it\n", to: 2)
            } else {
                log.debug("accessibility: not published (\(error))")
            }
        }
    }

    private func fmt(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// `--size WxH`.
struct SurfaceSizeArgument: ExpressibleByArgument {
    var size: WireSize
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        size = WireSize(width: w, height: h)
    }
}

/// `--accessibility`.
enum AccessibilityMode: String, ExpressibleByArgument, CaseIterable {
    case auto, on, off
}

/// `--log-level`.
struct LogLevelArgument: ExpressibleByArgument {
    var level: Logger.Level
    init(_ level: Logger.Level) { self.level = level }
    init?(argument: String) {
        guard let l = Logger.Level(rawValue: argument.lowercased()) else { return nil }
        level = l
    }
    var defaultValueDescription: String { level.rawValue }
    static var allValueStrings: [String] { Logger.Level.allCases.map(\.rawValue) }
}
