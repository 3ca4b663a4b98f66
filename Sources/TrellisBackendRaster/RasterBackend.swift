// The raster backend: cairo + pango, one PNG per commit.
#if canImport(Glibc)
import Glibc
#endif
import CCairo
import TrellisProtocol
import TrellisRenderer

/// `trellisd --backend png --out DIR`: draws every committed frame with cairo (antialiased
/// shapes with corner radii, Pango text, per-item opacity) and writes it to
/// `DIR/s<surface>-<serial>.png` (serial = the surface's frame number, 6 digits, so a
/// directory listing is in commit order). Text is measured by Pango, so layout uses
/// the real font's metrics (see `PangoText`).
///
/// `requestSnapshot` is answered by the core from the committed frame, as for every
/// backend; the PNG of that frame is the newest file in `DIR`.
public final class RasterBackend: Backend {
    public let name = "png"
    public let surfaceSize: WireSize
    public weak var inputSink: (any InputSink)?
    /// Where PNGs are written, or `nil` to keep frames in memory only (tests).
    public let outputDirectory: String?
    /// Device pixels per point (2 gives crisp PNGs for docs).
    public let scale: Double
    private let text = PangoText()
    private var lastFrames: [SurfaceID: CommittedFrame] = [:]
    /// The sessions' decoded images (`bitmap` properties draw them).
    private let bitmaps = Bitmaps()
    /// The fonts sessions defined, each visible to its own session only (AppFonts.swift).
    let appFonts = AppFonts()
    /// Called once per text setter for a family no font has, with the family drawn instead
    /// (logs a warning; tests replace it).
    var reportMissingFamily: ((_ family: String, _ drawn: String) -> Void)? {
        didSet {
            if let r = reportMissingFamily { text.reportMissing = r }
            appFonts.reportMissing = reportMissingFamily
        }
    }
    /// Symbol icons parsed so far (SymbolIcons.swift).
    var symbols = SymbolIcons()
    private var directoryReady = false
    private var reportedFailure = false

    public static let defaultSize = WireSize(width: 400, height: 800)

    public init(size: WireSize? = nil, outputDirectory: String?, scale: Double = 1) {
        self.surfaceSize = size ?? Self.defaultSize
        self.outputDirectory = outputDirectory
        self.scale = max(0.25, min(scale, 8))
    }

    // MARK: TextMeasurer

    public func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        self.text.measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }

    public func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                        lineLimit: Int?) -> TextMetrics {
        Self.measure(self.text, text: text, style: style, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                     lineLimit: lineLimit)
    }

    /// One pass: a font's line height does not depend on the text, so the lines that fit
    /// the height are known before Pango breaks the text.
    static func measure(_ setter: PangoText, text: String, style: TextStyle, proposedWidth: Double?,
                        proposedHeight: Double?, lineLimit: Int?) -> TextMetrics {
        let limit = style.lineLimit(lineLimit, fitting: proposedHeight, lineHeight: setter.lineMetrics(style).height)
        return setter.measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: limit)
    }

    /// The text setter of `surface`: its own when its session defined fonts.
    func text(for surface: SurfaceID?) -> PangoText { appFonts.text(for: surface) ?? text }

    /// A measurer that sees the fonts `surface`'s session defines (now or later).
    public func textMeasurer(for surface: SurfaceID) -> any TextMeasurer {
        SurfaceTextMeasurer(backend: self, surface: surface)
    }

    public func fontDefined(_ key: UInt64, bytes: [UInt8], surface: SurfaceID) {
        appFonts.define(key, bytes: bytes, surface: surface)
    }

    /// Symbols are one line tall and square.
    public func symbolSize(_ name: String, style: TextStyle) -> WireSize {
        let h = text.lineMetrics(style).height
        return WireSize(width: h, height: h)
    }

    // MARK: Backend

    public func draw(_ frame: CommittedFrame, surface: SurfaceID) {
        lastFrames[surface] = frame
        guard let dir = outputDirectory else { return }
        let path = dir + "/" + Self.fileName(surface: surface, serial: frame.serial)
        write(frame, to: path, surface: surface)
    }

    public func surfaceClosed(_ surface: SurfaceID) {
        lastFrames[surface] = nil
        bitmaps.close(surface)
        appFonts.close(surface)
    }

    public func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID) {
        bitmaps.define(key, image: image, surface: surface)
    }

    /// Whether images are decoded on a worker thread (`DecodedImages.offLoop`). Off by
    /// default: a PNG written per frame (`--backend png`, previews, tests) must show the
    /// images of its own frame. The X11 backend turns it on.
    public var decodesOffLoop: Bool {
        get { bitmaps.offLoop }
        set { bitmaps.offLoop = newValue }
    }

    public var isDecodingImages: Bool { bitmaps.isDecoding }

    public func collectDecodedImages() -> [SurfaceID] { bitmaps.collectDecoded() }

    /// Waits for the images being decoded off the loop and installs them (tests and tools).
    @discardableResult
    public func waitForDecodedImages() -> [SurfaceID] { bitmaps.waitForDecodes() }

    /// Distinct images decoded over all surfaces (one per image store digest), for tests.
    public var decodedImageCount: Int { bitmaps.decodedCount }

    /// The vector images' rasterizations (per image and pixel size), for tests.
    var rasterizedVectors: RasterizedVectors { bitmaps.rasterizedVectors }

    // MARK: rendering

    /// Name of the PNG of frame `serial` of `surface`.
    public static func fileName(surface: SurfaceID, serial: UInt64) -> String {
        let digits = String(serial)
        return "s\(surface.rawValue)-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    /// The last frame drawn on `surface` (for tests and tools).
    public func lastFrame(of surface: SurfaceID) -> CommittedFrame? { lastFrames[surface] }

    /// Renders `frame` into a new ARGB32 image (caller destroys it with `cairo_surface_destroy`).
    public func render(_ frame: CommittedFrame, surface: SurfaceID? = nil) -> OpaquePointer {
        let w = Int32(max(1, (frame.size.width * scale).rounded(.up)))
        let h = Int32(max(1, (frame.size.height * scale).rounded(.up)))
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(image)!
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        paintItems(frame, surface: surface, scale: scale, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        return image
    }

    /// Paints all of `frame`'s items on `cr`, a context already scaled to `scale` device
    /// pixels per point, with `surface`'s fonts and images (PNG files and `renderImage`).
    func paintItems(_ frame: CommittedFrame, surface: SurfaceID?, scale: Double, on cr: OpaquePointer) {
        var painter = ItemPainter(cr: cr, text: text(for: surface), scale: scale, surfaceSize: frame.size)
        painter.editing = frame.editing
        painter.bitmaps = bitmaps.images(of: surface)
        painter.symbols = symbols
        painter.paintAll(frame.items[...])
    }

    /// Paints the parts of `frame` inside `rects` (points) onto `cr`, a context already
    /// scaled to device pixels: clears them to white, then draws the items that reach
    /// them. Interactive backends (X11) use it to repaint only the damage.
    public func paint(_ frame: CommittedFrame, surface: SurfaceID? = nil, on cr: OpaquePointer, within rects: [WireRect]) {
        guard !rects.isEmpty else { return }
        cairo_save(cr)
        for r in rects { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }
        cairo_clip(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        var painter = ItemPainter(cr: cr, text: text(for: surface), scale: scale, surfaceSize: frame.size)
        painter.editing = frame.editing
        painter.bitmaps = bitmaps.images(of: surface)
        painter.symbols = symbols
        painter.paintAll(frame.items[...], within: rects)
        cairo_restore(cr)
    }

    /// Renders `frame` and writes it as a PNG; false (reported once on stderr) on failure.
    @discardableResult
    public func write(_ frame: CommittedFrame, to path: String, surface: SurfaceID? = nil) -> Bool {
        if !directoryReady, let dir = outputDirectory {
            if mkdir(dir, 0o755) != 0 && errno != EEXIST { return fail("mkdir \(dir): \(String(cString: strerror(errno)))") }
            directoryReady = true
        }
        let image = render(frame, surface: surface)
        defer { cairo_surface_destroy(image) }
        let status = cairo_surface_write_to_png(image, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            return fail("write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
        return true
    }

    private func fail(_ what: String) -> Bool {
        if !reportedFailure {
            reportedFailure = true
            let m = Array("trellisd png: cannot \(what)\n".utf8)
            m.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
        }
        return false
    }
}
