// The backend boundary: everything the daemon core asks of a drawing backend.
//
// Modelled on React's host config and Tokamak's `FiberRenderer`: a handful of
// requirements, each run in one named phase of the frame, each saying what it may touch.
// Widget semantics (what a "stack" or a "frame" means) stay in the core; a backend only
// measures text and draws a flat, already laid-out, back-to-front list of nodes.
//
// Phases of one frame, in order (all on the daemon's single loop thread):
//
//   apply      the session applies a committed transaction to its `RenderTree`
//   layout     `RenderTree.layout(surface:)` — calls `measure(text:…)` / `symbolSize(…)`
//   commit     the compositor builds a `CommittedFrame` and calls `draw(_:surface:)`
//   events     appear/disappear/geometry/frameDone go back to the client
//
// Input flows the other way at any time between frames, through `inputSink`.
import TrellisProtocol

/// A drawing backend (headless, terminal, raster…) chosen when the daemon starts.
///
/// Every requirement is called on the daemon's event-loop thread, never concurrently,
/// so a backend needs no locks. A backend must never call back into the compositor
/// from inside `measure` or `draw`; input is reported through `inputSink` only from
/// `pump()` (or, for tests, from an explicit injection method of the concrete backend).
public protocol Backend: AnyObject, TextMeasurer {
    /// Short stable name (`"headless"`, `"terminal"`…), sent to clients in `welcome`.
    /// Any phase; constant for the backend's life.
    var name: String { get }

    /// The size a newly opened surface gets, in points, and the size reported in
    /// `welcome`. Read when a session opens; a later change is announced with
    /// `InputEvent.resize`, not by polling this property.
    var surfaceSize: WireSize { get }

    /// Commit phase: present one laid-out frame of `surface`.
    ///
    /// `frame` is a read-only value (the backend may keep it); its items are in paint
    /// order (back to front). Must not mutate the render tree or send anything to a
    /// client; must not block on I/O for long (the terminal writes one buffered escape
    /// sequence; the raster backend encodes a PNG). A surface is drawn for the first
    /// time on its first commit; there is no separate "open" call.
    func draw(_ frame: CommittedFrame, surface: SurfaceID)

    /// The session owning `surface` ended: release everything kept for it (pixels,
    /// snapshots, terminal regions). Called once, after the last `draw` for it.
    func surfaceClosed(_ surface: SurfaceID)

    /// Where the backend reports input. The compositor installs itself here once,
    /// before the loop starts; a backend stores it **weakly** (the compositor owns the
    /// backend) and calls it only from `pump()` or a test-injection method.
    var inputSink: (any InputSink)? { get set }

    /// A file descriptor the daemon's event loop should watch for readability on the
    /// backend's behalf (a terminal backend returns stdin), or `nil` when the backend
    /// produces no input of its own. Read once when the loop starts.
    /// This is how an interactive backend is driven without threads.
    var pollDescriptor: Int32? { get }

    /// Input phase: `pollDescriptor` became readable. Read what is available without
    /// blocking, translate it and deliver it to `inputSink`. Never called when
    /// `pollDescriptor` is `nil`.
    func pump()

    /// Input phase: keyboard focus on `surface` moved to `node` (`nil`: nothing focused),
    /// by Tab traversal, a tap on a focus target, or the focused node going away. An
    /// interactive backend draws a focus mark and routes Enter/typing with it; the
    /// compositor owns focus, so this is the only way a backend learns it.
    func focusChanged(to node: NodeID?, surface: SurfaceID)

    /// Apply phase: the session of `surface` named the encoded image `image` (PNG, JPEG, SVG or PDF)
    /// `key` (`defineImage`, or `useImage` that found it in the image store). A backend that
    /// draws bitmaps decodes it (once, when first drawn, or now) and keeps it for the surface
    /// until `surfaceClosed` or the key is named again; `bitmap` properties name it. The same
    /// `StoredImage` (same `digest`) reaches every surface that shows those bytes: keep one
    /// decoded copy per digest, not per surface. When the core then draws the last frame
    /// again (the key had missed), a backend that repaints only damage repaints it whole.
    func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID)

    /// Whether images named by `imageDefined` are still being decoded off the loop (a
    /// backend with a display decodes on a worker thread so a large photo never stalls other
    /// sessions). While true, the daemon calls `collectDecodedImages` every few milliseconds.
    var isDecodingImages: Bool { get }

    /// Idle phase: installs the images decoded off the loop since the last call and answers
    /// the surfaces that show them, whose last frame the core then draws again (a backend
    /// that repaints only damage repaints those whole). Until then such a key draws its
    /// placeholder.
    func collectDecodedImages() -> [SurfaceID]

    /// Apply phase: the session of `surface` defined the font file `key` (`defineFont`;
    /// TrueType/OpenType bytes whose sfnt tag the core checked). A backend that sets text in
    /// fonts by family makes the file's families available to that surface only (other
    /// sessions must never see them) until `surfaceClosed`; a file it cannot read is logged
    /// once and its families fall back to the default font.
    func fontDefined(_ key: UInt64, bytes: [UInt8], surface: SurfaceID)

    /// Session setup: what measures text for `surface`. A backend whose sessions can define
    /// fonts answers a measurer that sees them; the default is the backend itself.
    func textMeasurer(for surface: SurfaceID) -> any TextMeasurer

    /// Idle phase: the answers to the last commits are written; free what the backend
    /// let go of since (frames dropped from a history, buffers of closed surfaces), so
    /// that freeing a large old frame never delays a commit. May be called often.
    func reclaimMemory()

    /// Input phase: the session of `surface` named its app (`hello.clientName`). A
    /// windowing backend titles the surface's window with it.
    func surfaceTitled(_ title: String, surface: SurfaceID)

    /// Input phase: the pointer over `surface` should look like `style` (README §7,
    /// "Hover"; never `automatic`: the compositor has resolved it). A backend with a
    /// pointer shows its platform's cursor for it.
    func pointerStyleChanged(_ style: WirePointerStyle, surface: SurfaceID)

    /// Where `surface` sits on the screen, for assistive technology's screen coordinates:
    /// the window's top-left corner in screen pixels and the pixels per point; nil when the
    /// backend has no screen (headless, png, terminal). Any phase; asks the display server.
    func screenPlacement(of surface: SurfaceID) -> ScreenPlacement?

    /// Seconds between frames of the backend's display clock (X11: the refresh rate; the
    /// terminal: 1/30), used to drive animations; nil for a virtual clock that only tests
    /// advance (`advanceClock`: headless, png).
    var frameInterval: Double? { get }
}

extension Backend {
    /// Backends without input of their own watch nothing.
    public var pollDescriptor: Int32? { nil }
    /// Backends without input of their own have nothing to pump.
    public func pump() {}
    /// Backends without a focus mark ignore focus.
    public func focusChanged(to node: NodeID?, surface: SurfaceID) {}
    public func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID) {}
    /// Backends that decode on the loop (or draw no images) never have decodes pending.
    public var isDecodingImages: Bool { false }
    public func collectDecodedImages() -> [SurfaceID] { [] }
    /// Backends that draw no fonts by family (headless metrics, terminal cells) ignore fonts.
    public func fontDefined(_ key: UInt64, bytes: [UInt8], surface: SurfaceID) {}
    /// One measurer for every surface.
    public func textMeasurer(for surface: SurfaceID) -> any TextMeasurer { self }
    /// Backends without a display clock animate on a virtual clock.
    public var frameInterval: Double? { nil }
    /// Backends without a screen place nothing on it.
    public func screenPlacement(of surface: SurfaceID) -> ScreenPlacement? { nil }
    /// Backends that keep no old frames have nothing to free later.
    public func reclaimMemory() {}
    /// Backends without windows ignore titles.
    public func surfaceTitled(_ title: String, surface: SurfaceID) {}
    /// Backends without a pointer show no cursor.
    public func pointerStyleChanged(_ style: WirePointerStyle, surface: SurfaceID) {}
}

/// Identifies one surface (window) of a backend; the compositor opens one per session.
///
/// A plain number chosen by the compositor so a backend can key its per-surface state
/// without knowing about sessions.
public struct SurfaceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: UInt64
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    public static func < (a: SurfaceID, b: SurfaceID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "surface \(rawValue)" }
}

/// Where a surface's window is on screen (`Backend.screenPlacement(of:)`).
public struct ScreenPlacement: Equatable, Sendable {
    /// The window's top-left corner, in screen pixels.
    public var origin: WirePoint
    /// Screen pixels per point.
    public var scale: Double
    public init(origin: WirePoint, scale: Double) {
        self.origin = origin
        self.scale = scale
    }
}
