// One surface's top-level X window: its back buffer, the last frame drawn, and the copy of
// damaged rectangles to the screen.
import CX11
import TrellisProtocol
import TrellisRenderer

/// A window and its double buffer. Frames are painted into an image surface (the back
/// buffer) and only the damaged rectangles are copied to the window, so a change never
/// flickers and an `Expose` is answered from memory without asking the app for anything.
final class X11Window {
    let window: Window
    let ic: XIC?
    private let display: OpaquePointer
    private let scale: Double
    /// cairo surface on the window itself (the front).
    private let front: OpaquePointer
    /// Device-pixel back buffer (ARGB32), recreated on resize.
    private(set) var back: OpaquePointer
    private(set) var pixelWidth: Int32
    private(set) var pixelHeight: Int32
    /// The last frame painted into the back buffer (damage is computed against it).
    var lastFrame: CommittedFrame?
    /// Whether the focus ring shows: after the keyboard moved or used focus, not after a
    /// click (a clicked button takes focus without a ring, as GTK's focus-visible rule
    /// and browsers' `:focus-visible` have it).
    var ringVisible = false
    /// Where the ring was last painted, so that hiding or moving it repaints there.
    var lastRing: WireRect?
    /// Pointer state for drags: where the button went down (points) and whether it moved.
    var pressAt: WirePoint?
    var dragMoved = false
    /// The last click (server time, ms; where) and how many came in quick succession.
    var lastClick: (time: UInt, at: WirePoint, count: Int)?
    /// Keys held down, by keycode: the key and modifiers their press was reported with (a
    /// second press of a held key is its auto-repeat; its release ends it).
    var heldKeys: [UInt32: (key: UInt32, modifiers: UInt32)] = [:]
    /// Ctrl + wheel as a pinch (X11WheelPinch.swift).
    var wheelPinch = X11WheelPinch()
    /// The server destroyed the window (DestroyNotify): do not destroy it again.
    var isDestroyed = false

    init(display: OpaquePointer, screen: Int32, size: WireSize, scale: Double, title: String, im: XIM?) {
        self.display = display
        self.scale = scale
        pixelWidth = Int32(max(1, (size.width * scale).rounded()))
        pixelHeight = Int32(max(1, (size.height * scale).rounded()))
        let root = trl_x_root_window(display, screen)
        window = XCreateSimpleWindow(display, root, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0, 0,
                                     trl_x_white_pixel(display, screen))
        // No background pixel repaint by the server: our Expose handler copies the buffer,
        // and a server-side clear before it would flash white on every resize.
        XSetWindowBackgroundPixmap(display, window, 0)
        // Motion with or without a button (drags, and hover), and the pointer leaving.
        let mask = ExposureMask | KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
            | LeaveWindowMask | StructureNotifyMask | FocusChangeMask
        XSelectInput(display, window, Int(mask))
        Xutf8SetWMProperties(display, window, title, title, nil, 0, nil, nil, nil)
        ic = trl_x_create_ic(im, window)
        front = cairo_xlib_surface_create(display, window, trl_x_default_visual(display, screen), pixelWidth, pixelHeight)
        back = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixelWidth, pixelHeight)
        XMapWindow(display, window)
    }

    deinit {
        if let ic { XDestroyIC(ic) }
        cairo_surface_destroy(front)
        cairo_surface_destroy(back)
        if !isDestroyed { XDestroyWindow(display, window) }
    }

    /// Matches the buffers to `size` (points); true when they changed (repaint all).
    func fit(_ size: WireSize) -> Bool {
        let w = Int32(max(1, (size.width * scale).rounded())), h = Int32(max(1, (size.height * scale).rounded()))
        guard w != pixelWidth || h != pixelHeight else { return false }
        pixelWidth = w
        pixelHeight = h
        cairo_surface_destroy(back)
        back = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)
        cairo_xlib_surface_set_size(front, w, h)
        return true
    }

    /// The window was resized by the user or window manager (pixels).
    func windowResized(width: Int32, height: Int32) {
        cairo_xlib_surface_set_size(front, width, height)
    }

    /// Copies device-pixel rectangles of the back buffer to the window.
    func present(_ rects: [(x: Int32, y: Int32, w: Int32, h: Int32)]) {
        guard !rects.isEmpty else { return }
        cairo_surface_flush(back)
        let cr = cairo_create(front)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, back, 0, 0)
        for r in rects { cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.w), Double(r.h)) }
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(front)
    }

    /// Point rectangles as whole device pixels, rounded outwards and clamped.
    func pixelRects(_ rects: [WireRect]) -> [(x: Int32, y: Int32, w: Int32, h: Int32)] {
        rects.compactMap { r in
            let x0 = max(0, Int32((r.x * scale).rounded(.down))), y0 = max(0, Int32((r.y * scale).rounded(.down)))
            let x1 = min(pixelWidth, Int32(((r.x + r.width) * scale).rounded(.up)))
            let y1 = min(pixelHeight, Int32(((r.y + r.height) * scale).rounded(.up)))
            return x1 > x0 && y1 > y0 ? (x0, y0, x1 - x0, y1 - y0) : nil
        }
    }
}
