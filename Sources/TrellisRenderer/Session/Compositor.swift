// The compositor: every session of the daemon, bytes in, bytes out. No sockets here.
import Logging
import TrellisProtocol

/// Owns the sessions and the backend; the daemon's whole behaviour minus I/O.
///
/// The transport (trellisd's libuv loop, or a test) feeds each connection's bytes to
/// `receive(_:from:)` and writes whatever `takeOutput(for:)` returns. Like SwiftNIO's
/// `EmbeddedChannel`, this keeps every protocol rule testable without a socket, and
/// keeps libuv at the edge.
///
/// Flow control: a session stops decoding once `Limits.outputHighWater` bytes of output
/// wait in it; the undecoded rest stays buffered until the transport takes the output
/// and calls `resume(_:)`. The transport bounds its own unsent bytes the same way (it
/// stops reading from a socket whose peer does not read), so a slow reader cannot grow
/// the daemon's memory without bound.
///
/// Not thread-safe: call it from one thread (the event loop's).
public final class Compositor: InputSink {
    /// Reported to clients in `welcome`.
    public static let daemonVersion = "0.1.0"

    public let backend: any Backend
    /// The text clipboard of every session's fields (copy in one app, paste in another).
    public let clipboard = Clipboard()
    /// Encoded images by SHA-256, shared by the sessions of each uid (`useImage`).
    let imageStore: ImageStore
    public let limits: Limits
    private let log: Logger?
    private var sessions: [SessionID: Session] = [:]
    private var nextID: UInt64 = 1
    /// Debug-build check that the backend never re-enters the compositor mid-frame.
    let phase: FramePhaseGuard

    /// When set, called with every decoded client message (`incoming == true`) and every
    /// event sent, in readable form: the daemon's `--trace`, like `WAYLAND_DEBUG=1`.
    public var trace: ((_ session: SessionID, _ incoming: Bool, _ text: String) -> Void)?

    /// Called when the backend reports `InputEvent.quit` (the user closed the surface or
    /// pressed the backend's quit key); the daemon shuts down.
    public var onQuit: (() -> Void)?

    /// Makes the painter of offscreen sessions (`ImageRenderer`: protocol README §9), once,
    /// when the first one opens; nil: `offscreen` is never granted. trellisd installs the
    /// raster backend's painter whatever backend it runs.
    public var imageRasterizerFactory: (() -> any ImageRasterizer)?
    private var imageRasterizer: (any ImageRasterizer)?

    private func rasterizer() -> (any ImageRasterizer)? {
        if imageRasterizer == nil, let make = imageRasterizerFactory { imageRasterizer = make() }
        return imageRasterizer
    }

    public init(backend: any Backend, limits: Limits = .init(), log: Logger? = nil) {
        self.backend = backend
        clipboard.system = backend as? any SystemClipboard
        self.phase = FramePhaseGuard(backendName: backend.name)
        self.limits = limits
        self.log = log
        imageStore = ImageStore(limit: limits.maxImageCacheBytes)
        backend.inputSink = self
    }

    /// The session `id`, for tests and tools inside the module.
    func session(_ id: SessionID) -> Session? { sessions[id] }
    var allSessions: Dictionary<SessionID, Session>.Values { sessions.values }

    /// Called with every chunk of bytes a session receives and sends (`trellisd --record`),
    /// and with `nil` bytes when the session ends.
    public var recorder: ((SessionID, RecordedChunk.Direction, UnsafeRawBufferPointer?) -> Void)?

    /// Whether a connection's peer is served at all (trellisd: its own uid, plus
    /// `--allow-uid` / `--allow-group`); nil serves everyone (an in-process core).
    public var servesPeer: ((PeerCredentials?) -> Bool)?

    /// The uid whose peers may be granted the inspector capability (the daemon's own).
    public var inspectorUID: UInt32 = 0
    /// Whether a session without known peer credentials is refused the inspector
    /// capability (trellisd: yes; an in-process core has no peer and trusts its owner).
    public var requiresPeerCredentials = false

    /// The committed render tree of session `id`, for inspection by tests and tools. Read
    /// it, never mutate it: changes must arrive as ops, which the session validates.
    public func renderTree(of id: SessionID) -> RenderTree? { sessions[id]?.tree }

    /// Number of open sessions.
    public var sessionCount: Int { sessions.count }

    /// Frees memory that commits and frames let go of: at most `limit` payloads per
    /// session (`.max`: all), then the backend's (`Backend.reclaimMemory`). trellisd
    /// calls it once per loop turn, after writing the turn's output, so a commit's answer
    /// never waits for the frees; returns whether any remain (call again next turn).
    /// In-process hosts call it after handling a batch.
    @discardableResult
    public func reclaimMemory(limit: Int = .max) -> Bool {
        var more = false
        for s in sessions.values where s.reclaimMemory(limit: limit) { more = true }
        backend.reclaimMemory()
        return more
    }

    /// Whether any session holds memory a commit let go of that `reclaimMemory` has not
    /// freed yet.
    public var hasPendingFrees: Bool { sessions.values.contains { $0.pendingFrees > 0 } }

    /// Image and font bytes received over all sessions so far (`defineImage`, `defineFont`
    /// parts): the daemon returns freed memory to the system after many of them.
    public internal(set) var resourceBytesReceived = 0

    /// Nodes held over all sessions (the daemon returns memory to the system when this
    /// falls far below its peak).
    public var nodeCount: Int { sessions.values.reduce(0) { $0 + $1.tree.nodeCount } }

    /// Starts a session for a new connection. It expects `hello` first.
    public func openSession() -> SessionID {
        let id = SessionID(nextID)
        nextID += 1
        phase.requireIdle("openSession()")
        let s = Session(id: id, backend: backend, limits: limits, log: log, trace: trace, phase: phase)
        s.clipboard = clipboard
        s.resources.store = imageStore
        s.resources.bytesReceived = { [unowned self] in self.resourceBytesReceived += $0 }
        s.accessibility.sink = accessibility
        s.rasterizerProvider = { [unowned self] in self.rasterizer() }
        if sessions.count >= limits.maxSessions {
            s.client.refusalCode = .limitExceeded
            s.client.refusal = "the daemon serves at most \(limits.maxSessions) sessions at once (maxSessions)"
        }
        s.client.inspectorAllowed = !requiresPeerCredentials
        if let interval = backend.frameInterval {
            s.clock.interval = interval
            let start = ContinuousClock.now
            s.clock.realClock = {
                let d = ContinuousClock.now - start
                return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
            }
        }
        s.inspection.inspector = { [unowned self] (target, sid) throws(SessionFailure) -> String in
            try self.inspection(target, session: sid, from: id)
        }
        sessions[id] = s
        log?.debug("\(id) opened")
        return id
    }

    /// Feeds bytes received from a connection. Partial frames are buffered. Handles every
    /// complete message unless the session closes or its output reaches the high-water
    /// mark (see `hasBufferedInput` / `resume`). Bytes for a closing or unknown session are
    /// ignored.
    public func receive(_ bytes: UnsafeRawBufferPointer, from id: SessionID) {
        phase.requireIdle("receive(_:from:)")
        guard let s = sessions[id], s.phase != .closing else { return }
        s.inspection.stats.bytesIn += bytes.count
        recorder?(id, .clientToDaemon, bytes)
        s.decoder.append(bytes)
        s.process()
    }

    /// Convenience for tests and tools: feeds an array of bytes.
    public func receive(_ bytes: [UInt8], from id: SessionID) {
        bytes.withUnsafeBytes { receive($0, from: id) }
    }

    /// Continues decoding input left buffered when the output high-water mark stopped it.
    public func resume(_ id: SessionID) {
        phase.requireIdle("resume(_:)")
        guard let s = sessions[id], s.phase != .closing else { return }
        s.process()
    }

    /// Whether `id` holds complete or partial input it has not handled yet because its
    /// output reached the high-water mark (the transport should take the output, then
    /// call `resume`, before reading more).
    public func hasBufferedInput(_ id: SessionID) -> Bool {
        guard let s = sessions[id], s.phase != .closing else { return false }
        return s.stalled
    }

    /// Bytes to write to the connection (possibly many frames); empty when none.
    public func takeOutput(for id: SessionID) -> [UInt8] {
        let out = sessions[id]?.takeOutput() ?? []
        if let recorder, !out.isEmpty { out.withUnsafeBytes { recorder(id, .daemonToClient, $0) } }
        return out
    }

    /// Lends the bytes to write to `body` without copying them (the transport copies
    /// them once into its write request), then forgets them. `body` is not called when
    /// there is nothing to write.
    public func drainOutput(for id: SessionID, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard let recorder else { sessions[id]?.drainOutput(body); return }
        sessions[id]?.drainOutput { bytes in
            recorder(id, .daemonToClient, bytes)
            body(bytes)
        }
    }

    /// Whether the session ended (error, refusal): write its pending output, then close
    /// the connection and call `closeSession`.
    public func isClosing(_ id: SessionID) -> Bool {
        sessions[id]?.phase == .closing
    }

    /// The connection is gone: discards any staged transaction and frees every node and
    /// everything the backend kept for the session's surface.
    public func closeSession(_ id: SessionID) {
        phase.requireIdle("closeSession(_:)")
        guard let s = sessions.removeValue(forKey: id) else { return }
        recorder?(id, .daemonToClient, nil)
        if s.clock.serial > 0 { backend.surfaceClosed(s.surface) }
        s.releaseImages()
        s.offscreen?.rasterizer.surfaceClosed(s.surface)
        accessibility?.surfaceClosed(s.surface)
        log?.debug("\(id) closed (\(s.tree.nodeCount) nodes freed\(s.staging.openTransaction != nil ? ", open transaction discarded" : ""))")
    }

    /// Whether any session has an animation running, commits waiting for a frame or a
    /// scroll snap under way (a gesture waiting to end, a glide): the
    /// daemon's loop then calls `tick()` every `backend.frameInterval` seconds.
    public var isAnimating: Bool {
        sessions.values.contains { $0.animation.animator.isAnimating || $0.waitsForFrameClock || $0.scrollSnap.isActive }
    }

    /// Seconds until a focused field's caret next blinks on some surface, or nil when none
    /// blinks: trellisd sets a timer for it (no frame clock runs for a caret).
    public var secondsToCaretBlink: Double? {
        sessions.values.compactMap { $0.phase == .open ? $0.secondsToCaretBlink : nil }.min()
    }

    /// The caret timer fired: every surface whose caret changed phase draws it again.
    public func blinkCarets() {
        phase.requireIdle("blinkCarets()")
        for s in sessions.values where s.phase == .open && s.editing.editor != nil { s.redrawEditing() }
    }

    /// Whether the backend is decoding images off the loop: trellisd then calls
    /// `collectDecodedImages()` every few milliseconds until it is done.
    public var isDecodingImages: Bool { backend.isDecodingImages }

    /// Images the backend decoded off the loop are installed; every surface showing one
    /// draws its last frame again (they drew their placeholders meanwhile).
    public func collectDecodedImages() {
        phase.requireIdle("collectDecodedImages()")
        let surfaces = Set(backend.collectDecodedImages())
        guard !surfaces.isEmpty else { return }
        for s in sessions.values where s.phase == .open && surfaces.contains(s.surface) { s.redrawDecodedImages() }
    }

    /// The frame clock fired: commits waiting for it are laid out and drawn in one frame
    /// (and reported), and every animating surface draws its presented frame.
    public func tick() {
        phase.requireIdle("tick()")
        for s in sessions.values {
            let serial = s.clock.serial
            if !s.clock.pending.isEmpty { s.flushFrame(force: false) }
            if s.scrollSnap.isActive { s.stepScrollSnap(now: s.clock.now) }   // Session+ScrollSnap.swift
            if s.animation.animator.isAnimating && s.clock.serial == serial { s.animationFrame() }
        }
    }

    /// The bridge that publishes accessibility trees (trellisd: AT-SPI2 when an
    /// accessibility bus is found), installed before the first session opens.
    public var accessibility: (any AccessibilitySink)? {
        didSet { accessibility?.performer = self }
    }

    /// InputSink: input from the backend for `surface` (= the session with the same number).
    public func deliver(_ event: InputEvent, on surface: SurfaceID) {
        phase.requireIdle("deliver(_:on:)")
        if case .quit = event {
            onQuit?()
            return
        }
        sessions[SessionID(surface.rawValue)]?.deliver(event)
    }
}

extension Compositor: AccessibilityPerformer {
    public var accessibleSurfaces: [SurfaceID] {
        allSessions.filter { $0.phase == .open && $0.clock.serial > 0 && !$0.capabilities.contains(.inspector) }
            .map(\.surface).sorted()
    }

    public func screenPlacement(of surface: SurfaceID) -> ScreenPlacement? {
        backend.screenPlacement(of: surface)
    }

    public func accessibilityTree(of surface: SurfaceID) -> AccessibilityTree? {
        session(SessionID(surface.rawValue))?.accessibilityTree()
    }

    @discardableResult
    public func performAccessibility(_ request: AccessibilityRequest, on node: NodeID, surface: SurfaceID) -> Bool {
        phase.requireIdle("performAccessibility(_:on:surface:)")
        return session(SessionID(surface.rawValue))?.performAccessibility(request, on: node) ?? false
    }
}
