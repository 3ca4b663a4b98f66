// The X11 backend: one top-level window per surface, drawn with cairo through the raster
// backend's painter, input from the X server.
//
// Xlib rather than xcb: Xlib brings XIM (composed characters, dead keys, input methods)
// and `Xutf8LookupString` with the server's keyboard layout, which with xcb would need
// xkbcommon-x11 plus an input-method client of our own; cairo-xlib draws on either.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import TrellisBackendRaster
import TrellisProtocol
import TrellisRenderer

/// `trellisd --backend x11`: each session gets a window titled with the app's name.
/// Resizing the window re-lays out the surface in the daemon (no body runs in the app);
/// closing it ends that session (`closed`); clicks, drags, the wheel and the keyboard
/// (the server's layout, composed text through XIM) arrive as input. Frames are painted
/// into a back buffer and only damaged rectangles are repainted and copied to the screen.
///
/// Scale (device pixels per point): `TRELLIS_SCALE`, else the `Xft.dpi` resource / 96,
/// else 1.
public final class X11Backend: Backend {
    public let name = "x11"
    public let surfaceSize: WireSize
    public weak var inputSink: (any InputSink)?
    public let scale: Double
    let display: OpaquePointer
    let screen: Int32
    private let raster: RasterBackend
    private let im: XIM?
    private let wmProtocols: Atom
    private let wmDelete: Atom
    var windows: [SurfaceID: X11Window] = [:]
    var surfaceOf: [Window: SurfaceID] = [:]
    var titles: [SurfaceID: String] = [:]
    var focus: [SurfaceID: NodeID] = [:]
    /// Cursors made for pointer looks (`pointerStyleChanged`).
    private var cursors: [WirePointerStyle: Cursor] = [:]
    /// The text we offer as the CLIPBOARD selection while one of our windows owns it.
    var ownedClipboard: String?
    /// The text of the PRIMARY selection while the daemon owns it.
    var ownedPrimary: String?
    /// Interned atoms by name (X11Clipboard.swift).
    var atoms: [String: Atom] = [:]
    /// Device pixels repainted and frames presented so far (for benchmarks and tests).
    public private(set) var pixelsRepainted = 0
    public private(set) var framesPresented = 0
    /// Seconds spent in `draw` so far (damage, paint, copy to the window).
    public private(set) var drawSeconds = 0.0
    /// Benchmarks: repaint the whole window every frame (the baseline damage is measured against).
    public var forcesFullRepaint = false

    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Connects to `displayName` (default `$DISPLAY`).
    public init(size: WireSize? = nil, displayName: String? = nil, scale: Double? = nil) throws {
        setlocale(LC_CTYPE, "")
        _ = XSetLocaleModifiers("")
        guard let d = XOpenDisplay(displayName) else {
            let which = displayName ?? getenv("DISPLAY").map { String(cString: $0) } ?? "(DISPLAY is not set)"
            throw OpenError(description: "cannot open X display \(which)")
        }
        display = d
        // A held key repeats as presses only, with one release at the end (instead of a
        // release and a press per repeat): key phases can then tell a repeat from a new press.
        var detectable: Int32 = 0
        _ = XkbSetDetectableAutoRepeat(d, 1, &detectable)
        // Xlib's default handler exits the process on any protocol error (a request on a
        // window the server already destroyed, say): the daemon must not die of one.
        _ = XSetErrorHandler(x11ProtocolError)
        screen = trl_x_default_screen(d)
        let s = scale ?? Self.scale(display: d)
        self.scale = max(0.25, min(s, 8))
        surfaceSize = size ?? WireSize(width: 400, height: 800)
        raster = RasterBackend(size: surfaceSize, outputDirectory: nil, scale: self.scale)
        raster.decodesOffLoop = true   // a photo decoding must not stall the windows
        im = XOpenIM(d, nil, nil, nil)
        wmProtocols = XInternAtom(d, "WM_PROTOCOLS", 0)
        wmDelete = XInternAtom(d, "WM_DELETE_WINDOW", 0)
    }

    deinit {
        windows.removeAll()
        if let im { XCloseIM(im) }
        XCloseDisplay(display)
    }

    /// `TRELLIS_SCALE`, else the X resource `Xft.dpi` / 96 (what desktop toolkits read),
    /// else 1.
    static func scale(display: OpaquePointer) -> Double {
        if let v = getenv("TRELLIS_SCALE").flatMap({ Double(String(cString: $0)) }), v > 0 { return v }
        if let rm = XResourceManagerString(display) {
            let text = String(cString: rm)
            for line in text.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
                if let dpi = Double(line.dropFirst("Xft.dpi:".count).filter { $0 != " " && $0 != "\t" }), dpi > 0 {
                    return (dpi / 96 * 4).rounded() / 4
                }
            }
        }
        return 1
    }

    // MARK: TextMeasurer (Pango, as the png backend: the same layout in a window and a PNG)

    public func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        raster.measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }

    public func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                        lineLimit: Int?) -> TextMetrics {
        raster.measure(text: text, style: style, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                       lineLimit: lineLimit)
    }

    public func symbolSize(_ name: String, style: TextStyle) -> WireSize {
        raster.symbolSize(name, style: style)
    }

    // MARK: Backend

    public func surfaceTitled(_ title: String, surface: SurfaceID) {
        titles[surface] = title
        if let w = windows[surface] { Xutf8SetWMProperties(display, w.window, title, title, nil, 0, nil, nil, nil) }
    }

    public func pointerStyleChanged(_ style: WirePointerStyle, surface: SurfaceID) {
        guard let w = windows[surface], !w.isDestroyed else { return }
        XDefineCursor(display, w.window, cursor(for: style))
        XFlush(display)
    }

    /// The X cursor font's shape for each look (made once, kept for the display's life).
    private func cursor(for style: WirePointerStyle) -> Cursor {
        if let c = cursors[style] { return c }
        let shape: Int32
        switch style {
        case .automatic, .arrow: shape = XC_left_ptr
        case .horizontalText, .verticalText: shape = XC_xterm
        case .link: shape = XC_hand2
        case .grabIdle: shape = XC_hand1
        case .grabActive: shape = XC_fleur
        case .columnResize: shape = XC_sb_h_double_arrow
        case .rowResize: shape = XC_sb_v_double_arrow
        case .rectSelection: shape = XC_crosshair
        case .zoomIn, .zoomOut: shape = XC_plus
        case .notAllowed: shape = XC_X_cursor
        }
        let c = XCreateFontCursor(display, UInt32(shape))
        cursors[style] = c
        return c
    }

    public func draw(_ frame: CommittedFrame, surface: SurfaceID) {
        let start = ContinuousClock.now
        defer {
            let d = ContinuousClock.now - start
            drawSeconds += Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        let w = window(for: surface, size: frame.size)
        var damage = w.fit(frame.size) || forcesFullRepaint ? .full : Damage.between(w.lastFrame, frame)
        let focusRect = w.ringVisible ? focusFrame(surface, in: frame) : nil
        if focusRect != w.lastRing, damage != .full {
            let extra = [focusRect, w.lastRing].compactMap { $0.map(Self.ringBounds) }
            damage = .rects(damage.rects(in: frame.size) + extra)
        }
        w.lastFrame = frame
        w.lastRing = focusRect
        let rects = damage.rects(in: frame.size)
        guard !rects.isEmpty else { return }
        let cr = cairo_create(w.back)!
        cairo_scale(cr, scale, scale)
        raster.paint(frame, surface: surface, on: cr, within: rects)
        if let f = focusRect { drawFocusRing(f, cr: cr, clip: rects) }
        cairo_destroy(cr)
        let pixels = w.pixelRects(rects)
        w.present(pixels)
        XFlush(display)
        pixelsRepainted += pixels.reduce(0) { $0 + Int($1.w) * Int($1.h) }
        framesPresented += 1
    }

    /// The next frame of the surface is painted whole: a frame drawn again after a missed
    /// image arrived equals the last one, so damage alone would repaint nothing.
    public func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID) {
        raster.imageDefined(key, image: image, surface: surface)
        windows[surface]?.lastFrame = nil
    }

    public var isDecodingImages: Bool { raster.isDecodingImages }

    /// The surfaces showing images decoded since: their next frame is painted whole.
    public func collectDecodedImages() -> [SurfaceID] {
        let surfaces = raster.collectDecodedImages()
        for s in surfaces { windows[s]?.lastFrame = nil }
        return surfaces
    }

    public func fontDefined(_ key: UInt64, bytes: [UInt8], surface: SurfaceID) {
        raster.fontDefined(key, bytes: bytes, surface: surface)
    }

    /// The raster painter's measurer for the surface (its session's fonts).
    public func textMeasurer(for surface: SurfaceID) -> any TextMeasurer { raster.textMeasurer(for: surface) }

    public func surfaceClosed(_ surface: SurfaceID) {
        raster.surfaceClosed(surface)
        if let w = windows.removeValue(forKey: surface) { surfaceOf[w.window] = nil }
        titles[surface] = nil
        focus[surface] = nil
        XFlush(display)
    }

    public func focusChanged(to node: NodeID?, surface: SurfaceID) {
        focus[surface] = node
        redrawRing(surface)
    }

    /// Paints the surface's last frame again for a ring shown, hidden or moved (no commit
    /// follows a Tab or a click on what is already focused).
    func redrawRing(_ surface: SurfaceID) {
        if let w = windows[surface], let frame = w.lastFrame {
            w.lastFrame = nil   // compare against nothing: repaint fully, cheap for one frame
            draw(frame, surface: surface)
        }
    }

    public var pollDescriptor: Int32? { trl_x_connection_number(display) }

    /// 60 Hz: Xvfb and most displays; reading the mode's refresh needs XRandR (not yet).
    public var frameInterval: Double? { 1.0 / 60 }

    /// The surface's window, created (and mapped) on its first frame.
    private func window(for surface: SurfaceID, size: WireSize) -> X11Window {
        if let w = windows[surface] { return w }
        let title = titles[surface] ?? "Trellis"
        let w = X11Window(display: display, screen: screen, size: size, scale: scale, title: title, im: im)
        var protocols = [wmDelete]
        XSetWMProtocols(display, w.window, &protocols, 1)
        windows[surface] = w
        surfaceOf[w.window] = surface
        return w
    }

    /// The focused node's frame in `frame`, if it is on screen.
    private func focusFrame(_ surface: SurfaceID, in frame: CommittedFrame?) -> WireRect? {
        guard let id = focus[surface], let frame else { return nil }
        return frame.items.first { $0.id == id }?.frame
    }

    static func ringBounds(_ r: WireRect) -> WireRect {
        WireRect(x: r.x - 4, y: r.y - 4, width: r.width + 8, height: r.height + 8)
    }

    /// SwiftUI-style keyboard focus ring: a 3-point accent outline around the control.
    private func drawFocusRing(_ r: WireRect, cr: OpaquePointer, clip: [WireRect]) {
        cairo_save(cr)
        for c in clip { cairo_rectangle(cr, c.x, c.y, c.width, c.height) }
        cairo_clip(cr)
        cairo_set_source_rgba(cr, 0, 122.0 / 255, 1, 0.6)
        cairo_set_line_width(cr, 3)
        cairo_rectangle(cr, r.x - 1.5, r.y - 1.5, r.width + 3, r.height + 3)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Whether `event` is a WM_DELETE_WINDOW request.
    func isDeleteRequest(_ e: XClientMessageEvent) -> Bool {
        e.message_type == wmProtocols && Atom(e.data.l.0) == wmDelete
    }
}

/// Reports an X protocol error on stderr and carries on (Xlib's default would exit).
/// A C callback: a plain function, no captures.
private func x11ProtocolError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let e = event?.pointee else { return 0 }
    let line = "trellisd x11: X protocol error \(e.error_code) (request \(e.request_code).\(e.minor_code)) on resource \(e.resourceid); ignored\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    return 0
}

extension X11Backend {
    /// The window's position on the root window (the X server knows it after the window
    /// manager placed it), for assistive technology's screen coordinates.
    public func screenPlacement(of surface: SurfaceID) -> ScreenPlacement? {
        guard let w = windows[surface], !w.isDestroyed else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display, w.window, trl_x_root_window(display, screen), 0, 0, &x, &y, &child) != 0 else {
            return nil
        }
        return ScreenPlacement(origin: WirePoint(x: Double(x), y: Double(y)), scale: scale)
    }
}
