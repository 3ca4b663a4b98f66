// `trellis replay`: re-renders a recorded session (TRELLIS_RECORD or trellisd --record)
// through the real daemon core with any backend, or compares two recordings frame by
// frame. Every bug report with a recording becomes a regression test.
import ArgumentParser
import Foundation
import TrellisBackendHeadless
import TrellisBackendRaster
import TrellisProtocol
import TrellisRenderer

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-render a recorded session with a backend, or compare two recordings.",
        discussion: """
            The client's messages are fed to the daemon core in process, at the recorded pace \
            or as fast as possible; resizes recorded from the daemon are applied at the same \
            point. --backend png writes one PNG per frame into --out; --backend headless writes \
            one snapshot text per frame. --compare A B replays both headless and reports the \
            first frame whose snapshot differs (exit status 1), or that they agree.
            """)

    enum BackendChoice: String, ExpressibleByArgument { case png, headless }
    enum Speed: String, ExpressibleByArgument { case recorded, max }

    @Argument(help: "A recording (.trlrec); with --compare, two.")
    var files: [String]

    @Option(help: "png | headless")
    var backend: BackendChoice = .png

    @Option(help: "Output directory for the frames.")
    var out: String = "replay"

    @Option(help: "recorded (the recorded pace) | max")
    var speed: Speed = .max

    @Option(help: "Device pixels per point (png).")
    var scale: Double = 1

    @Flag(help: "Compare two recordings frame by frame.")
    var compare = false

    func run() throws {
        if compare {
            guard files.count == 2 else { throw ValidationError("--compare needs two recordings") }
            let a = try Replayer(path: files[0]).snapshots(), b = try Replayer(path: files[1]).snapshots()
            if let d = Replayer.firstDifference(a, b) {
                print(d)
                throw ExitCode(1)
            }
            print("the recordings agree: \(a.count) frames")
            return
        }
        guard files.count == 1 else { throw ValidationError("replay one recording (or --compare two)") }
        let r = try Replayer(path: files[0])
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let backendInstance: any Backend = backend == .png
            ? RasterBackend(size: r.surfaceSize, outputDirectory: out, scale: scale)
            : HeadlessBackend(size: r.surfaceSize, snapshotDirectory: out)
        let frames = r.replay(into: backendInstance, paced: speed == .recorded)
        print("replayed \(r.chunks.count) chunks: \(frames) frames into \(out)")
    }
}

/// Feeds a recording's client bytes to a fresh daemon core.
struct Replayer {
    let chunks: [RecordedChunk]
    /// The surface size the recorded daemon announced in its welcome.
    let surfaceSize: WireSize

    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read \(path)") }
        do { chunks = try Recording.decode(Array(data)) } catch { throw ValidationError("\(path): \(error)") }
        var size = RasterBackend.defaultSize
        var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
        search: for c in chunks where c.direction == .daemonToClient {
            decoder.append(contentsOf: c.bytes)
            while let e = try? decoder.next() {
                if case .welcome(_, _, _, let w, let h, _, _, _, _) = e { size = WireSize(width: w, height: h); break search }
            }
        }
        surfaceSize = size
    }

    /// Replays into `backend`; returns the number of frames drawn. A second `hello` (the
    /// app reconnected to a restarted daemon) starts a new session, as it did then.
    @discardableResult
    func replay(into backend: any Backend, paced: Bool, onFrame: ((SurfaceID) -> Void)? = nil) -> Int {
        let compositor = Compositor(backend: backend)
        var session = compositor.openSession()
        var greeted = false
        var events = DaemonEventDecoder(maxFrameSize: 1 << 26)
        var frames = 0
        var last: UInt64 = 0
        for c in chunks {
            if paced, c.micros > last { usleep(useconds_t(min(c.micros - last, 5_000_000))) }
            last = c.micros
            switch c.direction {
            case .clientToDaemon:
                var messages = ClientMessageDecoder(maxFrameSize: 1 << 26)
                messages.append(contentsOf: c.bytes)
                if case .hello? = try? messages.next() {
                    if greeted { compositor.closeSession(session); session = compositor.openSession() }
                    greeted = true
                }
                compositor.receive(c.bytes, from: session)
                for e in Self.decodeAll(compositor.takeOutput(for: session)) {
                    if case .frameDone = e { frames += 1; onFrame?(SurfaceID(session.rawValue)) }
                }
            case .daemonToClient:
                // What the recorded daemon was told by its backend: resizes happen here too.
                events.append(contentsOf: c.bytes)
                while let e = try? events.next() {
                    if case .resized(let w, let h) = e {
                        compositor.deliver(.resize(WireSize(width: w, height: h)), on: SurfaceID(session.rawValue))
                        _ = compositor.takeOutput(for: session)
                    }
                }
            }
        }
        return frames
    }

    static func decodeAll(_ bytes: [UInt8]) -> [DaemonEvent] {
        var d = DaemonEventDecoder(maxFrameSize: 1 << 26)
        d.append(contentsOf: bytes)
        var out: [DaemonEvent] = []
        while let e = try? d.next() { out.append(e) }
        return out
    }

    /// The snapshot text of every frame, in order (headless backend).
    func snapshots() -> [String] {
        let headless = HeadlessBackend(size: surfaceSize, framesKeptPerSurface: Int.max)
        var out: [String] = []
        replay(into: headless, paced: false) { surface in
            out.append(headless.snapshot(surface: surface) ?? "")
        }
        return out
    }

    /// A report of the first frame where `a` and `b` differ, or nil when they agree.
    static func firstDifference(_ a: [String], _ b: [String]) -> String? {
        for (i, (x, y)) in zip(a, b).enumerated() where x != y {
            let xl = x.split(separator: "\n", omittingEmptySubsequences: false)
            let yl = y.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(xl.count, yl.count)).first { xl[$0] != yl[$0] } ?? min(xl.count, yl.count)
            let left = line < xl.count ? String(xl[line]) : "(end)"
            let right = line < yl.count ? String(yl[line]) : "(end)"
            return "frame \(i + 1) differs at line \(line + 1):\n  A: \(left)\n  B: \(right)"
        }
        if a.count != b.count { return "the recordings agree for \(min(a.count, b.count)) frames, then A has \(a.count) and B \(b.count)" }
        return nil
    }
}
