// The reference backend for tests: no display, deterministic metrics, every committed
// frame kept as a readable text snapshot (and optionally written to a directory).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrellisProtocol
import TrellisRenderer

/// A backend that draws nothing and remembers everything.
///
/// Metrics are fixed so layouts are the same on every machine: at font size 20 every
/// grapheme is 10 points wide and a line is 20 points tall, both linear in the font
/// size (weight and family make no difference). Symbol images are one line tall and
/// wide. Each `draw` keeps the frame; its text form (`CommittedFrame.snapshotText`) is rendered
/// only when somebody asks for it, because rendering a 10,000-row frame costs far more
/// than laying it out. With a `snapshotDirectory` every frame is rendered and written to
/// `snapshotDirectory/s<surface>-<serial>.txt`.
/// Tests inject input with `inject(_:on:)`.
public final class HeadlessBackend: Backend {
    public let name = "headless"
    public let surfaceSize: WireSize
    public weak var inputSink: (any InputSink)?
    /// Where every frame is written as a file, if anywhere (`trellisd --snapshot-dir`).
    public let snapshotDirectory: String?
    /// How many frames are kept in memory per surface (the oldest are dropped first);
    /// a long-running daemon must not grow without bound. Files are never dropped.
    /// The default (64) covers any test's history while bounding memory.
    public var framesKeptPerSurface: Int
    /// At most this many drawn items are kept over all of a surface's older frames (the
    /// last frame is always kept): 64 frames of a 10,000-row list would otherwise hold
    /// ~300 MB. The default keeps about 25 MB of history.
    public var itemsKeptPerSurface: Int = 200_000

    /// The default surface: a small phone-like window.
    public static let defaultSize = WireSize(width: 400, height: 800)

    private var surfaces: [SurfaceID: Recording] = [:]
    private var directoryReady = false
    private var reportedWriteFailure = false

    /// A drawn frame whose text is rendered at most once, on first request.
    private final class KeptFrame {
        private var frame: CommittedFrame?
        private var rendered: String?
        /// What this frame costs to keep, in items (a rendered text counts ~1 per 64 bytes).
        let weight: Int
        init(_ frame: CommittedFrame) { self.frame = frame; weight = frame.items.count }
        init(text: String) { rendered = text; weight = text.utf8.count / 64 }
        var text: String {
            if let rendered { return rendered }
            let t = frame!.snapshotText
            rendered = t
            frame = nil
            return t
        }
    }

    private struct Recording {
        var kept: [KeptFrame] = []
        var keptWeight = 0
        var last: CommittedFrame?
        var drawn: UInt64 = 0
    }

    public init(size: WireSize? = nil, snapshotDirectory: String? = nil, framesKeptPerSurface: Int = 64) {
        self.surfaceSize = size ?? Self.defaultSize
        self.snapshotDirectory = snapshotDirectory
        self.framesKeptPerSurface = max(framesKeptPerSurface, 1)
    }

    // MARK: TextMeasurer

    /// Width of one grapheme at `fontSize` (10 at 20).
    public static func glyphWidth(_ fontSize: Double) -> Double { fontSize / 2 }

    public func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        measure(text: text, style: style, proposedWidth: proposedWidth, proposedHeight: nil, lineLimit: lineLimit)
    }

    /// One pass: the line height is the font size whatever the text, so the lines that
    /// fit the height are known before breaking.
    public func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                        lineLimit: Int?) -> TextMetrics {
        let lineLimit = style.lineLimit(lineLimit, fitting: proposedHeight, lineHeight: style.fontSize)
        let r = Self.breaker(style).lines(text, width: proposedWidth, lineLimit: lineLimit)
        let lineHeight = style.fontSize
        return TextMetrics(size: WireSize(width: r.widest, height: style.height(lines: r.lines.count, lineHeight: lineHeight)),
                           lines: r.lines, lineHeight: lineHeight, isTruncated: r.truncated)
    }

    /// `measure`'s size without its lines' strings.
    public func size(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                     lineLimit: Int?) -> WireSize {
        let lineLimit = style.lineLimit(lineLimit, fitting: proposedHeight, lineHeight: style.fontSize)
        let r = Self.breaker(style).size(text, width: proposedWidth, lineLimit: lineLimit)
        return WireSize(width: r.widest, height: style.height(lines: r.lineCount, lineHeight: style.fontSize))
    }

    /// Every grapheme advances half the font size, scaled by the font's width
    /// (1 + `fontWidth`), plus the tracking (never below 0).
    @inline(__always)
    private static func breaker(_ style: TextStyle) -> LineBreaker {
        if style.isPlain { return LineBreaker(uniformAdvance: glyphWidth(style.fontSize)) }
        return LineBreaker(uniformAdvance: max(0, glyphWidth(style.fontSize) * (1 + style.fontWidth) + style.tracking))
    }

    public func symbolSize(_ name: String, style: TextStyle) -> WireSize {
        WireSize(width: style.fontSize, height: style.fontSize)
    }

    // MARK: Backend

    public func draw(_ frame: CommittedFrame, surface: SurfaceID) {
        var r = surfaces.removeValue(forKey: surface) ?? Recording()
        if let dir = snapshotDirectory {
            let text = frame.snapshotText
            r.kept.append(KeptFrame(text: text))
            writeSnapshot(text, dir: dir, surface: surface, serial: frame.serial)
        } else {
            r.kept.append(KeptFrame(frame))
        }
        r.keptWeight += r.kept.last!.weight
        var drop = 0
        while r.kept.count - drop > 1,
              r.kept.count - drop > framesKeptPerSurface || r.keptWeight > itemsKeptPerSurface {
            r.keptWeight -= r.kept[drop].weight
            drop += 1
        }
        if drop > 0 {
            retire(r.kept[..<drop])
            r.kept.removeFirst(drop)
        }
        r.last = frame
        r.drawn += 1
        surfaces[surface] = r
    }

    /// Frames dropped from the history, freed by `reclaimMemory` (after the commit's
    /// answer is written) rather than inside `draw`: freeing an old 10,000-row frame's
    /// items was a tenth of the daemon's work answering the commit that cleared the list.
    private var retired: [KeptFrame] = []
    private var retiredWeight = 0

    private func retire(_ frames: ArraySlice<KeptFrame>) {
        retired.append(contentsOf: frames)
        retiredWeight += frames.reduce(0) { $0 + $1.weight }
        // Bounded without a caller that reclaims (an in-process compositor in a test).
        if retiredWeight > itemsKeptPerSurface { reclaimMemory() }
    }

    public func reclaimMemory() {
        guard !retired.isEmpty else { return }
        retired = []
        retiredWeight = 0
    }

    public func surfaceClosed(_ surface: SurfaceID) {
        surfaces[surface] = nil
        definedImages[surface] = nil
        definedFonts[surface] = nil
    }

    /// The images each surface's session defined: key → byte count (no pixels are drawn;
    /// the snapshot names a bitmap by its key).
    public private(set) var definedImages: [SurfaceID: [UInt64: Int]] = [:]

    public func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID) {
        definedImages[surface, default: [:]][key] = image.bytes.count
    }

    /// The fonts each surface's session defined: key → byte count (headless metrics are
    /// fixed, so no font changes a measurement; tests read what arrived).
    public private(set) var definedFonts: [SurfaceID: [UInt64: Int]] = [:]

    public func fontDefined(_ key: UInt64, bytes: [UInt8], surface: SurfaceID) {
        definedFonts[surface, default: [:]][key] = bytes.count
    }

    public func snapshot(surface: SurfaceID) -> String? {
        surfaces[surface]?.kept.last?.text
    }

    // MARK: for tests and tools

    /// Delivers `event` as if the user produced it on `surface`.
    public func inject(_ event: InputEvent, on surface: SurfaceID) {
        inputSink?.deliver(event, on: surface)
    }

    /// The snapshots of `surface`'s frames still kept, oldest first.
    public func snapshots(of surface: SurfaceID) -> [String] {
        surfaces[surface]?.kept.map(\.text) ?? []
    }

    /// The last frame drawn on `surface`, as the backend received it.
    public func lastFrame(of surface: SurfaceID) -> CommittedFrame? {
        surfaces[surface]?.last
    }

    /// How many frames were drawn on `surface` (including dropped ones).
    public func drawCount(of surface: SurfaceID) -> UInt64 {
        surfaces[surface]?.drawn ?? 0
    }

    /// The surfaces drawn on and not closed, in order.
    public var openSurfaces: [SurfaceID] { surfaces.keys.sorted() }

    // MARK: files

    /// Name of the file frame `serial` of `surface` is written to.
    public static func fileName(surface: SurfaceID, serial: UInt64) -> String {
        let digits = String(serial)
        return "s\(surface.rawValue)-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".txt"
    }

    private func writeSnapshot(_ text: String, dir: String, surface: SurfaceID, serial: UInt64) {
        if !directoryReady {
            if mkdir(dir, 0o755) != 0 && errno != EEXIST { return reportFailure("mkdir \(dir)") }
            directoryReady = true
        }
        // Written under a temporary name and renamed into place, so a reader of the
        // directory never sees a file that is created but not yet written.
        let path = dir + "/" + Self.fileName(surface: surface, serial: serial)
        let partial = path + ".partial"
        let fd = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { return reportFailure("open \(partial)") }
        var bytes = Array((text + "\n").utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                close(fd)
                unlink(partial)
                return reportFailure("write \(partial)")
            }
            done += n
        }
        close(fd)
        if rename(partial, path) != 0 { reportFailure("rename \(partial)") }
    }

    /// Reports the first failed snapshot write on stderr (frames keep being drawn).
    private func reportFailure(_ what: String) {
        if reportedWriteFailure { return }
        reportedWriteFailure = true
        let message = Array("trellisd headless: cannot \(what) (errno \(errno)); snapshot files disabled\n".utf8)
        message.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
