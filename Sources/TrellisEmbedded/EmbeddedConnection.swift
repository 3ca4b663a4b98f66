// The real daemon core in the test's own process, like SwiftNIO's EmbeddedChannel: the
// client under test talks to a genuine Compositor + headless backend, so its tests see
// the real validation, layout, hit testing, lifecycle and lazyRows, with no sockets,
// threads or clocks. Not part of the client library: apps never link it.
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer
import TrellisUI

/// A `Connection` straight into a `Compositor` session.
///
/// Messages are encoded to bytes and handed to the compositor (so the wire encoding is
/// exercised too); its output is decoded and queued, and delivered by `pump()`, which
/// `ViewHost.settle()` / `settleSync()` call: a test drives the whole exchange
/// synchronously. Input goes through the headless backend as a user's would (`tap`
/// hit-tests the committed frame), and queries read the daemon's committed render tree.
@MainActor
public final class EmbeddedConnection: Connection {
    /// The daemon core and its backend.
    public let backend: HeadlessBackend
    public let compositor: Compositor
    public let session: SessionID
    private var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
    private var handler: (@MainActor @Sendable ([DaemonEvent]) -> Void)?
    private var queue: [DaemonEvent] = []
    private var staged: [ClientMessage]?
    /// Every message the client sent, in order.
    public private(set) var sent: [ClientMessage] = []
    /// Every transaction: the ops between `begin` and `commit` (exclusive).
    public private(set) var transactions: [[ClientMessage]] = []
    /// Every event the daemon sent, in order.
    public private(set) var received: [DaemonEvent] = []

    /// Capabilities removed from the client's `hello` before the daemon reads it.
    public let withheld: Capabilities

    /// A daemon core whose surface is `width` × `height` points (the headless backend's
    /// metrics: a character is half its font size wide, a line 20 points tall).
    /// `withholding` hides capabilities from the daemon, so it answers as a daemon that
    /// predates them would (it never grants them).
    ///
    /// `streamsTransactions`: the host may send a large transaction in parts while it
    /// builds it, as it does over a socket (`partsSent` counts them).
    public init(width: Double = 800, height: Double = 600, withholding: Capabilities = [],
                streamsTransactions: Bool = false) {
        withheld = withholding
        self.streamsTransactions = streamsTransactions
        backend = HeadlessBackend(size: WireSize(width: width, height: height))
        compositor = Compositor(backend: backend)
        session = compositor.openSession()
    }

    // MARK: Connection

    public let streamsTransactions: Bool
    /// How many leading parts of transactions the host sent (`sendPart`).
    public private(set) var partsSent = 0

    public func sendPart(_ messages: [ClientMessage]) {
        precondition(streamsTransactions, "sendPart on a connection that does not stream")
        partsSent += 1
        send(messages)
    }

    public func send(_ messages: [ClientMessage]) {
        var enc = FrameEncoder()
        for m in messages {
            sent.append(m)
            switch m {
            case .begin: staged = []
            case .commit:
                if let s = staged { transactions.append(s) }
                staged = nil
            default: staged?.append(m)
            }
            if case let .hello(magic, version, caps, name, maxFrame) = m, !withheld.isEmpty {
                enc.encode(ClientMessage.hello(magic: magic, version: version, capabilities: caps.subtracting(withheld),
                                  clientName: name, maxFrameSize: maxFrame))
                continue
            }
            enc.encode(m)
        }
        compositor.receive(enc.bytes, from: session)
        collect()
    }

    public func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        self.handler = handler
    }

    /// Delivers every event the daemon produced since the last call.
    public func pump() -> Bool {
        collect()
        guard !queue.isEmpty, let h = handler else { return false }
        let events = queue
        queue.removeAll()
        h(events)
        return true
    }

    public var deliversSynchronously: Bool { true }

    // MARK: input, as a user gives it

    /// Taps at `point` (window coordinates); the daemon hit-tests its committed frame.
    public func tap(at point: WirePoint) {
        backend.inject(.tap(point), on: surface)
        collect()
    }

    /// Taps the centre of the first laid-out Text showing `text`; returns false when no
    /// Text shows it or the tap reached no tappable view (something covers it, or it is
    /// not inside a `Button` / `onTapGesture`).
    @discardableResult
    public func tap(text: String) -> Bool {
        guard let n = node(withText: text), let f = frame(of: n) else { return false }
        let before = received.count
        tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
        return received[before...].contains { if case .inputTap = $0 { true } else { false } }
    }

    /// A key press for the focused node (a `KeyCode` or a Unicode scalar).
    public func press(key: UInt32, modifiers: UInt32 = 0) {
        backend.inject(.key(key, modifiers: modifiers), on: surface)
        collect()
    }

    /// A later phase of a key pressed with `press(key:modifiers:)`: an auto-repeat while it
    /// is held, or its release (as the X11 backend reports them).
    public func keyPhase(_ key: UInt32, modifiers: UInt32 = 0, _ phase: WireKeyPhase) {
        backend.inject(.keyPhase(key, modifiers: modifiers, phase: phase), on: surface)
        collect()
    }

    /// A mouse drag from `start` to `end` in `steps` moves: a tap and the drag's
    /// beginning at `start`, the moves, the release at `end`.
    public func drag(from start: WirePoint, to end: WirePoint, steps: Int = 4) {
        backend.inject(.tap(start), on: surface)
        backend.inject(.drag(.began, start), on: surface)
        let n = max(steps, 1)
        for i in 1...n {
            let t = Double(i) / Double(n)
            backend.inject(.drag(.changed, WirePoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)),
                           on: surface)
        }
        backend.inject(.drag(.ended, end), on: surface)
        collect()
    }

    /// A pinch event as a backend reports one (X11's Ctrl + wheel): `scale` and `rotation`
    /// (radians, clockwise) since the pinch began at `point`; the daemon routes it to the
    /// pinchable view it began over.
    public func pinch(_ phase: DragPhase, at point: WirePoint, scale: Double = 1, rotation: Double = 0) {
        backend.inject(.pinch(phase, at: point, scale: scale, rotation: rotation), on: surface)
        collect()
    }

    /// Moves the pointer to `point` (window coordinates) with no button down, or out of
    /// the window (nil): hover follows it.
    public func hover(at point: WirePoint?) {
        backend.inject(.pointer(point), on: surface)
        collect()
    }

    /// Text typed into the focused text field.
    public func type(_ text: String) {
        backend.inject(.text(text), on: surface)
        collect()
    }

    /// Wheel scrolling over `point` (dy > 0 brings content further down into view).
    public func wheel(at point: WirePoint, dx: Double = 0, dy: Double) {
        backend.inject(.scroll(at: point, dx: dx, dy: dy), on: surface)
        collect()
    }

    /// Resizes the surface as a window manager would.
    public func resize(width: Double, height: Double) {
        backend.inject(.resize(WireSize(width: width, height: height)), on: surface)
        collect()
    }

    /// Queues an event as if the daemon had sent it, for the cases no input can produce
    /// (a geometry report with chosen numbers, a lifecycle event out of order).
    public func inject(_ event: DaemonEvent) { queue.append(event) }

    // MARK: what the daemon holds

    /// The committed render tree.
    public var tree: RenderTree { compositor.renderTree(of: session)! }

    /// Nodes taking part in layout, top-down pre-order, siblings in order.
    public func visibleNodes() -> [NodeID] { tree.laidOutNodes() }

    /// The text of every laid-out `text` and `textField` node, in tree order: the words
    /// a user reads on screen.
    public var visibleTexts: [String] {
        let t = tree
        return t.laidOutNodes().compactMap { id in
            if case .text(let s)? = t.property(.text, of: id) { return s }
            return nil
        }
    }

    /// The first laid-out `text` node showing `text`.
    public func node(withText text: String) -> NodeID? {
        let t = tree
        return t.laidOutNodes().first { t.kind(of: $0) == .text && t.property(.text, of: $0) == .text(text) }
    }

    /// The first laid-out node of `kind`.
    public func firstNode(ofKind kind: NodeKind) -> NodeID? {
        let t = tree
        return t.laidOutNodes().first { t.kind(of: $0) == kind }
    }

    public func kind(of id: NodeID) -> NodeKind? { tree.kind(of: id) }
    public func parent(of id: NodeID) -> NodeID? { tree.parent(of: id) }
    public func property(_ tag: PropertyTag, of id: NodeID) -> Property? { tree.property(tag, of: id) }
    /// `id`'s frame in window coordinates, or nil when it takes no part in layout.
    public func frame(of id: NodeID) -> WireRect? { tree.frame(of: id) }
    /// Nodes the daemon holds for the session, attached or not.
    public var nodeCount: Int { tree.nodeCount }

    /// The nearest tappable ancestor-or-self of `id`.
    public func tappableAncestor(of id: NodeID) -> NodeID? {
        var cur: NodeID? = id
        while let c = cur {
            if tree.property(.tappable, of: c) == .tappable(true) { return c }
            cur = tree.parent(of: c)
        }
        return nil
    }

    /// Protocol errors and refusals the daemon sent: a correct client has none.
    public var violations: [String] {
        received.compactMap { e in
            switch e {
            case .error, .refused: return "\(e)"
            default: return nil
            }
        }
    }

    /// The text snapshot of the committed frame (the format `TestHost.snapshot()` reads).
    public func snapshot() -> String {
        backend.lastFrame(of: surface)?.snapshotText ?? ""
    }

    private var surface: SurfaceID { SurfaceID(session.rawValue) }

    private func collect() {
        repeat {
            decoder.append(contentsOf: compositor.takeOutput(for: session))
            while let e = try! decoder.next() {
                received.append(e)
                queue.append(e)
            }
            if compositor.hasBufferedInput(session) { compositor.resume(session) } else { break }
        } while true
        // The answers are taken: free what the commits let go of, as trellisd does after
        // writing them.
        compositor.reclaimMemory()
    }
}
