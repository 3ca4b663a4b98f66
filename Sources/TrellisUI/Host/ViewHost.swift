import TrellisProtocol

/// Mounts a root view over a `Connection` and runs its update loop: the public entry point
/// for apps (`App.main()` uses it), TrellisTesting and tests.
///
/// Event loop: everything runs on the main actor. Daemon events arrive in batches
/// (`handle(_:)`): lifecycle callbacks, taps and geometry run in order, then *one* update
/// builds one transaction for all the state changes they made (S16). State changed
/// elsewhere (a `Task`, a publisher) schedules a flush on the main queue, so it lands in
/// the next transaction.
///
/// Over a connection that `deliversSynchronously` (the in-process daemon core tests use),
/// call `settle()` (or `settleSync()`) to deliver queued events and flush until nothing
/// is pending.
@MainActor
public final class ViewHost {
    /// The channel to the daemon; replaced by `reconnect(to:)` after a daemon restart.
    public private(set) var connection: any Connection
    let graph: ViewGraph
    /// The render tree as sent, and its re-sending to a restarted daemon (S29).
    private let resync = Resync()
    private let clientName: String
    private let capabilities: Capabilities
    /// Number of times `reconnect(to:)` re-sent the tree.
    public var resyncCount: Int { resync.count }
    /// Between `hello` and the daemon's answer nothing else may be sent (protocol README,
    /// Handshake): updates wait, and go out with the first flush after `welcome`.
    private var awaitingWelcome = false
    /// Window size from the daemon's `welcome` / `resized`.
    public private(set) var surfaceSize: CGSize = .zero
    /// Errors and refusals the daemon reported.
    public private(set) var daemonErrors: [DaemonEvent] = []
    /// Called for every event after the host handled it (snapshots, sync tokens...).
    public var onEvent: ((DaemonEvent) -> Void)?
    /// Transactions sent so far (tests check that an animation costs the app nothing per frame).
    public private(set) var transactionsSent = 0
    /// The user closed the window (`closed`): the session is over and must not be resumed.
    public private(set) var surfaceClosed = false
    /// Called when the user closes the window. An app's windows (`_AppWindows`) end that
    /// window here, and quit with status 0 when it was the last.
    public var onSurfaceClosed: (@MainActor () -> Void)?
    /// If true (the default for socket connections), state changes outside event
    /// handling schedule a flush on the main queue.
    public var flushesAutomatically: Bool
    private var flushScheduled = false
    private var mounted = false
    /// An `ImageRenderer`'s short-lived host (OffscreenSession.swift): it never becomes the
    /// host that announcements posted outside any event go to.
    var isOffscreen = false

    /// Creates a host; sends `hello` at once.
    public init(connection: any Connection, clientName: String = "trellis-app",
                capabilities: Capabilities = [.geometry, .lazyRows], flushesAutomatically: Bool? = nil) {
        let trace = ClientTrace.forTests ?? (ClientTrace.enabled ? ClientTrace(name: clientName) : nil)
        self.trace = trace
        self.connection = Self.wrap(connection, trace: trace)
        self.clientName = clientName
        self.capabilities = capabilities
        self.graph = ViewGraph()
        self.flushesAutomatically = flushesAutomatically ?? !connection.deliversSynchronously
        graph.tracing.recordsTypes = trace != nil
        UIKitWindow.install()   // UIImage(named:) reads the app's catalogs (Resources/UIKitBridges.swift)
        graph.needsFlush = { [weak self] in self?.scheduleFlush() }
        graph.lazyRows.enabled = capabilities.contains(.lazyRows)
        attach(self.connection)
    }

    /// Installs the event handler on `connection` and sends `hello`.
    private func attach(_ connection: any Connection) {
        connection.setEventHandler { [weak self] events in self?.handle(events) }
        awaitingWelcome = true
        send([.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: capabilities,
                     clientName: clientName, maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize))])
    }

    private func send(_ messages: [ClientMessage]) { connection.send(messages) }

    /// The connection as the host uses it: recorded with TRELLIS_RECORD, traced with
    /// TRELLIS_TRACE.
    private static func wrap(_ c: any Connection, trace: ClientTrace?) -> any Connection {
        let recorded = RecordingConnection.fromEnvironment(wrapping: c) ?? c
        return trace.map { TracingConnection(recorded, trace: $0) } ?? recorded
    }

    private var sentReportVersion = 0
    /// Transactions sent and not yet reported `committed`, and how many may be (the
    /// daemon's `maxUnackedFrames`).
    private var commitsInFlight = 0
    private var frameCredit = 4

    /// The TRELLIS_TRACE writer, when tracing: `connection` is then a `TracingConnection`.
    let trace: ClientTrace?

    /// Continues on a new connection after the old one ended (the daemon died and a new
    /// one answers on the socket, S29): sends `hello`, then the whole current render tree
    /// in one transaction. Nothing in the value graph is rebuilt — every `@State`,
    /// `@StateObject`, path and presentation stays as it was, and views the new daemon
    /// reports as appeared were already appeared, so no `onAppear` or `task` runs again.
    /// Updates made while disconnected are already part of the re-sent tree.
    public func reconnect(to newConnection: any Connection) {
        // Pending changes go into the mirror, not to the new daemon: it has no tree yet.
        // (Called from inside a flush's send, the update below must not stream parts.)
        graph.writer.partSink = nil
        if mounted, let msgs = graph.update() { resync.apply(msgs) } else { resync.catchUp() }
        graph.teardown.finish()
        graph.runAfterUpdate()
        connection = Self.wrap(newConnection, trace: trace)
        resync.isPending = mounted
        attach(connection)
    }

    /// Sends a leading part of the transaction being built; it is mirrored after the
    /// transaction's last part is sent (made once: handing it to the graph on every flush
    /// allocates nothing).
    private lazy var partSender: ([ClientMessage]) -> Void = { [unowned self] part in
        resync.sent(part)
        connection.sendPart(part)
    }

    /// What a send leaves to do (removed subtrees' walks, the mirror), in slices.
    private lazy var housekeeping = Housekeeping(graph: graph, resync: resync)

    /// Whether removed subtrees are still being walked (their tasks not yet cancelled)
    /// or sent batches mirrored, in slices after the send.
    public var hasPendingHousekeeping: Bool { housekeeping.isPending }

    /// Finishes the walk over removed subtrees now (a test host calls this before it
    /// reports the app settled: their tasks are then cancelled).
    public func finishRemovals() {
        graph.teardown.finish()
        if !graph.writer.isEmpty { scheduleFlush() }
    }

    /// Sends the whole mirrored tree as one transaction (after the new daemon's welcome).
    private func resend() {
        send(resync.messages(for: graph))
        commitsInFlight += 1
    }

    /// Number of render nodes the daemon holds for this host (as sent).
    public var renderNodeCount: Int { resync.nodeCount }

    /// The colour scheme the system asks for: read once per process from
    /// `TRELLIS_COLOR_SCHEME`, `GTK_THEME` or GNOME's `color-scheme` setting
    /// (Environment/ColorSchemePreference.swift). The window uses it unless its content
    /// prefers one (`preferredColorScheme`). Set it before `mount` to pin it (`TestHost`
    /// pins light, or `TRELLIS_COLOR_SCHEME`'s value, so tests do not follow the desktop).
    public var systemColorScheme: ColorScheme {
        get { graph.appearance.systemScheme }
        set { graph.appearance.systemScheme = newValue }
    }

    /// Builds the value tree of `view` and sends the first transaction. Before the
    /// daemon's `welcome` the tree waits for it: the welcome gives the window's size, and
    /// with it the size classes every view's environment starts with (a tree built first
    /// would have its lists' rows made again when a phone-sized window turned out compact).
    public func mount<V: View>(_ view: V) {
        if !isOffscreen { Self.lastMounted = self }
        mounted = true
        if awaitingWelcome {
            pendingMount = { [unowned self] in graph.mount(view) }
            return
        }
        graph.mount(view)
        flush()
    }

    /// The mount waiting for the daemon's `welcome` (see `mount(_:)`).
    private var pendingMount: (() -> Void)?

    /// Mounts the window content of a scene (`WindowGroup { ... }`; of several, the first
    /// window-making one), without `openWindow` (that needs `_AppWindows`).
    public func mount<S: Scene>(scene: S) {
        mount(_rootView(of: scene))
    }

    /// Mounts an app's window content; the app's own dynamic properties (`@StateObject`)
    /// belong to the root identity.
    /// One window: that of the body's first scene, without `openWindow` (use
    /// `_AppWindows` for an app's several windows).
    public func mount<A: App>(app: A) {
        mount(_AppRootView(app: app, window: nil))
    }

    /// Tears the mounted views down after the window's session ended (App/AppWindows.swift):
    /// every appeared view disappears (its `onDisappear` actions run, as when a SwiftUI
    /// window closes; no daemon will report it), then tasks are cancelled and
    /// subscriptions and dependencies on shared state (the App's `@State`) dropped;
    /// nothing more is sent.
    func unmount() {
        guard mounted else { return }
        mounted = false
        let outer = Self.active
        Self.active = self
        defer { Self.active = outer }
        graph.lifecycle.disappearAll()
        graph.root?.teardownRecursive()
    }

    /// Applies pending state changes in one update and sends its transaction, then runs
    /// the actions queued by the update (onChange, onPreferenceChange).
    public func flush() {
        flushScheduled = false
        let outer = Self.active
        Self.active = self
        defer { Self.active = outer }
        guard mounted, !awaitingWelcome else { return }
        // Frame credit: with `frameCredit` transactions not yet drawn, changes wait and
        // coalesce; the next `committed` flushes them (the main thread never blocks).
        guard commitsInFlight < frameCredit else { return }
        var rounds = 0
        // A large transaction goes out in parts while it is built (TransactionWriter);
        // a part's send cannot end the connection, so no reconnection starts mid-update.
        if connection.streamsTransactions { graph.writer.partSink = partSender }
        defer { graph.writer.partSink = nil }
        repeat {
            if commitsInFlight >= frameCredit { break }
            if let msgs = graph.update() {
                if let trace { trace.update(bodies: graph.tracing.bodies) }
                // Sent first: the mirror (kept only for a resync) is then brought up to
                // date with the transaction's parts and this last batch while the daemon
                // applies them, not before it can start. A send that loses the daemon may
                // reconnect from inside `send`; the reconnection mirrors these batches
                // first (`Resync`), so the mirror still sees every batch in order.
                resync.sent(msgs)
                send(msgs)
                commitsInFlight += 1
                transactionsSent += 1
            }
            // What the send left to do is done while the daemon applies the transaction.
            housekeeping.afterSend(slicing: flushesAutomatically && !connection.deliversSynchronously)
            graph.tracing.bodies.removeAll()
            if let report = UpdateReport.shared, report.version != sentReportVersion {
                // For `trellis inspect --report`: the daemon keeps the latest table.
                sentReportVersion = report.version
                send([.debugReport(text: report.table(limit: 16_000))])
            }
            graph.runAfterUpdate()
            rounds += 1
        } while !graph.dirty.isEmpty && rounds < 2
        // Dirty nodes left, or destroy ops from a deferred teardown walk.
        if !graph.dirty.isEmpty || !graph.writer.isEmpty { scheduleFlush() }
    }

    /// The host handling events or updating now: where `AccessibilityNotification`s go.
    private static weak var active: ViewHost?
    /// The host mounted last (announcements posted outside any event go to it).
    private static weak var lastMounted: ViewHost?

    /// `AccessibilityNotification.Announcement.post()`: sent at once (not part of a
    /// transaction) by the host handling events now, else the app's.
    static func announce(_ text: String) {
        guard let host = active ?? _AppHolder.host ?? lastMounted else { return }
        host.send([.announce(text: text)])
    }

    /// A `layoutMeasured` report being joined from consecutive events (README §8); handed
    /// to the graph at the next other event (its frame's `frameDone` at the latest).
    private var pendingMeasured: (id: NodeID, proposal: WireProposal, sizes: [WireLayoutSize])?
    /// The views the daemon reported appeared in the frame being received: their onAppear
    /// actions run at the frame's `frameDone`, after its geometry (or at the end of the
    /// batch of events, whichever comes first).
    private var pendingAppeared: [NodeID] = []

    private func runPendingAppeared() {
        guard !pendingAppeared.isEmpty else { return }
        let ids = pendingAppeared
        pendingAppeared = []
        graph.lifecycle.appeared(ids)
    }

    private func reportMeasured() {
        guard let p = pendingMeasured else { return }
        pendingMeasured = nil
        graph.layoutMeasured(p.id, p.proposal, p.sizes)
    }

    /// Handles a batch of daemon events in order, then flushes once (S16).
    public func handle(_ events: [DaemonEvent]) {
        let outer = Self.active
        Self.active = self
        defer { Self.active = outer }
        for e in events {
            if case .layoutMeasured = e {} else { reportMeasured() }
            switch e {
            case let .welcome(_, _, _, w, h, _, _, caps, limits):
                frameCredit = max(1, Int(limits.maxUnackedFrames))
                commitsInFlight = 0
                surfaceSize = CGSize(width: w, height: h)
                graph.sizes.setWindowSize(surfaceSize)
                UIKitWindow.set(size: surfaceSize, scale: 1)   // UIScreen.main (Resources/UIKitBridges.swift)
                graph.lazyRows.granted(caps.contains(.lazyRows))
                awaitingWelcome = false
                if let m = pendingMount { pendingMount = nil; m() }
                if resync.isPending { resend() }
            case let .needRows(container, _, end): graph.lazyRows.needRows(container, end: end)
            // The daemon's image store lacks an image named by digest: send its bytes (the
            // node shows a placeholder until they are complete, then the image).
            case .imageMissing(let key): send(graph.writer.definitions(missing: key))
            case let .resized(w, h):
                surfaceSize = CGSize(width: w, height: h)
                graph.sizes.setWindowSize(surfaceSize)
                UIKitWindow.set(size: surfaceSize, scale: 1)
            case .committed(let t, _, _):
                commitsInFlight = max(0, commitsInFlight - 1)
                graph.teardown.committed(t)
                graph.frameWaiters.committed(t)
            // onAppear runs once the frame's layout is known, as in SwiftUI: after the
            // frame's geometry reports (which follow `appeared`), at its `frameDone`, so a
            // GeometryReader's proxy read in onAppear has the reader's frame.
            case .appeared(let ids): pendingAppeared += ids
            case .disappeared(let ids): graph.lifecycle.disappeared(ids)
            case let .geometry(id, frame): graph.geometry(id, frame)
            case let .layoutMeasured(id, proposal, sizes):
                // A report too large for one frame comes as consecutive events for the same
                // node (protocol README §8): joined before the layout sees it.
                if let p = pendingMeasured, p.id == id, p.proposal == proposal {
                    pendingMeasured?.sizes += sizes
                } else {
                    reportMeasured()
                    pendingMeasured = (id, proposal, sizes)
                }
            case let .inputScroll(id, dx, dy):
                resync.scrolled(id, dx: dx, dy: dy)
                ScrollGeometryTracker.scrolled(id, dx: dx, dy: dy, in: graph)   // onScrollGeometryChange
            case .frameDone(let serial, _):
                runPendingAppeared()
                graph.lifecycle.finishResync()
                graph.teardown.frameDone()
                graph.frameWaiters.frameDone()
                send([.ack(serial: serial)])
            case .refused, .error: daemonErrors.append(e)
            case .closed:
                surfaceClosed = true
                onSurfaceClosed?()
            default: _ = graph.router.route(e)   // input: taps, drags, text, keys, focus...
            }
            onEvent?(e)
        }
        // A frame whose `frameDone` has not arrived yet (a read that split it, a peer
        // that reports `appeared` alone): its views still appear with this batch.
        runPendingAppeared()
        flush()
    }

    func scheduleFlush() {
        guard flushesAutomatically, !flushScheduled else { return }
        flushScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.flush() } }
    }

    /// Identities already gone from the screen whose memory is still being freed, a slice
    /// per main-queue turn (so clearing a long list never delays the next interaction).
    public var pendingReleases: Int { graph.teardown.pendingReleaseCount }

    /// Whether freed memory is about to go back to the system: a second after a large
    /// release, so a list cleared and built again at once reuses it (benchmarks wait for
    /// it before reading the process's resident size).
    public var memoryTrimPending: Bool { HeapTrim.isPending }

    /// Where the diagnostics of this host's views go (`_printChanges()` lines, warnings
    /// emitted while it mounts or updates them) instead of ``TrellisLog/sink``; nil: there.
    public var logSink: ((String) -> Void)? {
        get { graph.logSink }
        set { graph.logSink = newValue }
    }

    /// Number of `body` evaluations so far (for tests and benchmarks).
    public var bodyEvaluations: Int { graph.tracing.evaluations }

    /// `task`s cancelled by an update (an id change, a disappearance) that have not
    /// returned yet; a test host gives them a moment before it calls the app settled.
    public var tasksWindingDown: Int { graph.lifecycle.tasksWindingDown }

    /// State changed (or ops are queued) since the last flush: an update is due.
    public var hasPendingUpdate: Bool { graph.hasPendingWork }
    /// Number of live identities in the value tree.
    public var identityCount: Int {
        func count(_ n: GraphNode) -> Int { 1 + n.children.reduce(0) { $0 + count($1) } }
        return graph.root.map(count) ?? 0
    }
}
