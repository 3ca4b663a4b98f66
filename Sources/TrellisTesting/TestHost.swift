import Foundation
import TrellisProtocol
import TrellisUI

/// Drives a real app through a real daemon: starts a private `trellisd` (headless
/// backend), mounts your view over a socket exactly as an app would, and lets a test tap,
/// type, resize and read the screen the daemon laid out.
///
/// ```swift
/// @Test @MainActor func counterCounts() async throws {
///     let host = try await TestHost(width: 300, height: 200) { CounterView() }
///     defer { Task { await host.close() } }
///     try await host.tap("Increment")
///     #expect(try await host.texts().contains("Count: 1"))
/// }
/// ```
///
/// Nothing here waits on wall-clock time: `settle()` returns as soon as a round trip to
/// the daemon comes back and nothing new happened. Every wait has a timeout (`timeout`,
/// 10 s by default) and fails with a `TestHostError` that says what happened — the daemon
/// dying under the host is reported as such, with the end of its stderr, not as a hang.
///
/// `trellisd` is found through `TRELLISD`, next to the test binary, or on `PATH`
/// (see `TrellisdLocator`).
@MainActor
public final class TestHost {
    /// The client side: the same `ViewHost` an app runs.
    public let viewHost: ViewHost
    /// The daemon this host talks to (a new one after `restartDaemon()`).
    public internal(set) var daemon: TestDaemon
    /// Seconds any single wait may take before it fails with `TestHostError.timeout`.
    public var timeout: Double
    /// Whether `settle()` also finishes every running animation (jumps the daemon's
    /// virtual clock past them), so reads after it see final values. Turn it off to step
    /// through an animation with `advanceClock(by:)` and `presentedNodes()`.
    public var finishesAnimations = true
    /// The events the daemon sent, in order (after the `ViewHost` handled it): all of
    /// them, up to `eventHistoryBytes` of them (estimated), after which the oldest are
    /// dropped, so that a long benchmark or soak does not grow without bound.
    public private(set) var events: [DaemonEvent] = []
    /// Upper bound on the memory `events` keeps (estimated: the event plus its id lists
    /// and strings). 16 MiB keeps the whole history of any ordinary test.
    public var eventHistoryBytes = 16 << 20
    private var eventBytes = 0
    private var eventSizes: [Int] = []

    var connection: SocketConnection
    /// Daemons killed by `restartDaemon()`, kept until `close()` (their temporary
    /// directory holds the socket path the current daemon listens on).
    var retiredDaemons: [TestDaemon] = []
    /// Messages sent that change what is on screen (not `sync`, `ack`, `requestSnapshot`):
    /// `settle()` compares it before and after a round trip.
    private var meaningfulSent = 0
    let ownsDaemon: Bool
    private var nextToken: UInt64 = 1
    private var pending: [UInt64: Pending] = [:]
    private var early: [UInt64: DaemonEvent] = [:]
    private var terminalError: TestHostError?
    private var isClosed = false
    private var reportedDaemonErrors = 0
    /// Events that are not answers to our own questions (sync, snapshot).
    private var receivedCount = 0
    /// `sync` round trips made so far (each settle round is one): what an interaction costs
    /// in waits for the daemon, for benchmarks and tests of the harness itself.
    public private(set) var syncRoundTrips = 0
    /// `meaningfulSent + receivedCount` when the last settle returned (nil before any).
    private var quietMark: Int?
    /// Ids the daemon reported taps on, in order.
    private(set) var tappedIDs: [NodeID] = []
    /// What the host is doing, for error messages.
    private var activity = "starting"

    private struct Pending {
        let continuation: CheckedContinuation<DaemonEvent, any Error>
        var deadline: ContinuousClock.Instant
        let what: String
        let seconds: Double
    }
    /// One watchdog fails answers that are late (a timer task per request cost more than
    /// the socket round trip it guarded: benchmarks time interactions through the host).
    private var watchdog: Task<Void, Never>?

    /// The key the handshake answer is filed under (sync tokens start at 1).
    static let welcomeKey: UInt64 = 0

    /// Starts a private trellisd (headless backend, surface `width`×`height`) on a
    /// temporary socket and mounts `content`; returns once the first frame is committed and
    /// its lifecycle events were handled.
    public convenience init<Content: View>(width: Double, height: Double,
                                           @ViewBuilder content: () -> Content) async throws {
        try await self.init(width: width, height: height, daemon: nil, timeout: 10, content: content)
    }

    /// Like `init(width:height:content:)`; with `daemon`, connects to that daemon instead of
    /// starting one (the session is resized to `width`×`height` if the daemon's default
    /// differs) and leaves it running on `close()`.
    public init<Content: View>(width: Double, height: Double, daemon: TestDaemon?, timeout: Double = 10,
                               @ViewBuilder content: () -> Content) async throws {
        let view = content()
        let d: TestDaemon
        if let daemon { d = daemon } else { d = try await TestDaemon(width: width, height: height, timeout: timeout) }
        let conn: SocketConnection
        do {
            conn = try SocketConnection(path: d.socketPath)
        } catch {
            if daemon == nil { await d.stop() }
            throw TestHostError.disconnected(reason: "cannot connect: \(error)", daemonErrors: [])
        }
        self.daemon = d
        self.ownsDaemon = daemon == nil
        self.timeout = timeout
        self.connection = conn
        self.viewHost = ViewHost(connection: conn, clientName: "TestHost", capabilities: [.testing, .geometry, .lazyRows])
        // Light unless TRELLIS_COLOR_SCHEME says dark: tests do not follow the desktop's setting.
        viewHost.systemColorScheme = ProcessInfo.processInfo.environment["TRELLIS_COLOR_SCHEME"]?.lowercased() == "dark" ? .dark : .light
        watch(conn)
        do {
            activity = "waiting for the daemon's welcome"
            _ = try await response(Self.welcomeKey, what: "the daemon's welcome")
            if viewHost.surfaceSize != CGSize(width: width, height: height) {
                conn.send([.injectResize(width: width, height: height)])
            }
            // This session drives the daemon's virtual clock (animations wait for it).
            conn.send([.advanceClock(seconds: 0)])
            viewHost.mount(view)
            activity = "mounting the view"
            try await settle()
        } catch {
            await close()
            throw error
        }
    }

    /// Drives a window an app opened itself (an `_AppWindows` window over `connection` to
    /// `daemon`): nothing is started or mounted; the host watches the connection from now
    /// on, so call it before the window's first events are handled (from
    /// `_AppWindows.onWindowOpened`), then `settle()`. `close()` ends the window's session
    /// and leaves the daemon running.
    public init(adopting viewHost: ViewHost, connection: SocketConnection, daemon: TestDaemon, timeout: Double = 10) {
        self.daemon = daemon
        self.ownsDaemon = false
        self.timeout = timeout
        self.connection = connection
        self.viewHost = viewHost
        activity = "waiting for the window's first frame"
        watch(connection)
    }

    /// Starts a host, runs `body` with it and closes it afterwards, also when `body`
    /// throws: the daemon never outlives the test.
    public static func run<Content: View, Result>(
        width: Double, height: Double, daemon: TestDaemon? = nil, timeout: Double = 10,
        @ViewBuilder content: () -> Content, _ body: (TestHost) async throws -> Result
    ) async throws -> Result {
        let host = try await TestHost(width: width, height: height, daemon: daemon, timeout: timeout, content: content)
        do {
            let r = try await body(host)
            await host.close()
            return r
        } catch {
            await host.close()
            throw error
        }
    }

    // MARK: settling

    /// Returns when no update, event, transaction or commit is pending: applies pending
    /// state changes, then sends `sync` to the daemon and handles everything it sent before
    /// answering, and repeats until a round left nothing behind: handling the daemon's
    /// answers sent nothing and scheduled no update, and nothing more arrived after the
    /// answer. (A transaction sent before the `sync` needs no round of its own: the daemon
    /// answers in order, so its `committed` and lifecycle events are handled before the
    /// answer is.) Tasks already queued on the main actor get to run between rounds;
    /// timers and sleeps are not waited for (use `wait(until:_:)`).
    ///
    /// Throws when the daemon reported a protocol error for this session, closed the
    /// connection, died, or when the app keeps changing for longer than `timeout`.
    public func settle() async throws {
        try await settle(sendingFirst: [])
    }

    /// `settle()` whose first `sync` goes in one write after `messages` (injected input):
    /// the daemon then reads both at once and answers the input and the `sync` in one
    /// write, instead of waking the app twice.
    func settle(sendingFirst messages: [ClientMessage]) async throws {
        var leading = messages
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        let what = activity
        var rounds = 0
        var windingDownWaited = false
        while true {
            rounds += 1
            // The app closed this window (its session) itself: nothing is left to settle.
            if endedByApp != nil { return }
            try checkHealthy()
            viewHost.flush()
            // The injected input is sent with this round's sync: only what handling the
            // daemon's answers sent counts as new.
            let sentMark = meaningfulSent + leading.count
            do {
                try await roundTrip(what: "the daemon's answer to sync (while \(what))", after: leading)
            } catch where endedByApp != nil {
                return
            }
            leading = []
            let receivedMark = receivedCount
            await drainMainQueue()
            // A large removal is walked in slices after its send: finished here, so the
            // removed views' tasks are cancelled by the time the app counts as settled.
            viewHost.finishRemovals()
            try checkHealthy()
            // Cancelled tasks get a moment (bounded: one that ignores cancellation does
            // not hold the test) to run their cancellation handling, which may change state.
            if viewHost.tasksWindingDown > 0 && !windingDownWaited {
                windingDownWaited = true
                let limit = ContinuousClock.now + .milliseconds(200)
                while viewHost.tasksWindingDown > 0 && ContinuousClock.now < limit {
                    await drainMainQueue()
                    if viewHost.tasksWindingDown > 0 { try? await Task.sleep(for: .milliseconds(1)) }
                }
                continue
            }
            if meaningfulSent == sentMark && receivedCount == receivedMark && !viewHost.hasPendingUpdate {
                if finishesAnimations { connection.send([.advanceClock(seconds: Self.animationHorizon)]) }
                quietMark = meaningfulSent + receivedCount
                return
            }
            // A busy app, not a slow machine: one slow round trip is bounded by its own
            // timeout; failing needs many rounds that each brought something new.
            if rounds >= 3 && ContinuousClock.now >= deadline {
                throw TestHostError.timeout(
                    what: "the app to settle (while \(what)); it keeps sending transactions or receiving events "
                        + "(an onAppear/onChange/task that changes state every update?)",
                    seconds: timeout)
            }
        }
    }

    /// Settles unless nothing happened since the last settle returned (no message sent,
    /// no event received, no update scheduled): input injected right after a settle needs
    /// no second round trip first, since the daemon handles it after everything already
    /// sent.
    func settleIfNeeded() async throws {
        if quietMark == meaningfulSent + receivedCount && !viewHost.hasPendingUpdate {
            try checkHealthy()
            return
        }
        try await settle()
    }

    /// Settles, then polls `condition` (settling between polls) until it holds; for work
    /// that finishes later (a `task` that sleeps, a timer). Throws `timeout` naming `what`.
    public func wait(until what: String, timeout: Double? = nil, _ condition: @MainActor () throws -> Bool) async throws {
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now + .milliseconds(Int(limit * 1000))
        while true {
            try await settle()
            if try condition() { return }
            if ContinuousClock.now >= deadline { throw TestHostError.timeout(what: what, seconds: limit) }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Sends `sync` and waits for its answer: everything the daemon sent before has then
    /// been handled by the `ViewHost`.
    func roundTrip(what: String, after messages: [ClientMessage] = []) async throws {
        syncRoundTrips += 1
        let token = takeToken()
        connection.send(messages + [.sync(token: token)])
        _ = try await response(token, what: what)
    }

    /// Lets blocks already queued on the main queue (scheduled flushes, event batches) and
    /// main-actor tasks run.
    private func drainMainQueue() async {
        // One hop runs everything queued before it; work queued by that work is seen by
        // the caller (`hasPendingUpdate`, new sends or events) and costs another round.
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { c.resume() }
        }
        await Task.yield()
    }

    // MARK: closing

    /// Why the app ended this host's session itself (a window it closed: `dismissWindow`,
    /// the daemon's `closed`), once it did.
    public private(set) var endedByApp: String?

    /// The app closed this (adopted) window: waits in flight end, `settle()` returns at
    /// once from now on (nothing is left to settle), and reads of the screen throw
    /// `TestHostError.disconnected` with `why`.
    public func appEndedSession(_ why: String) {
        guard endedByApp == nil, !isClosed else { return }
        endedByApp = why
        failAll(.disconnected(reason: why, daemonErrors: []))
    }

    /// Ends the session and stops the private daemon (a shared `TestDaemon` keeps
    /// running). Idempotent; later calls on the host throw `TestHostError.closed`.
    public func close() async {
        guard !isClosed else { return }
        isClosed = true
        connection.onClose = nil
        connection.shutDown()
        if terminalError == nil { terminalError = .closed }
        failAll(terminalError ?? .closed)
        if ownsDaemon { await daemon.stop() }
        retiredDaemons.removeAll()
    }

    // MARK: events and answers

    /// Routes `conn`'s events, sends and end to this host (the first connection and the
    /// one after each `restartDaemon()`).
    func watch(_ conn: SocketConnection) {
        conn.observer = { [weak self] batch in self?.observe(batch) }
        conn.sendObserver = { [weak self] batch in self?.countMeaningful(batch) }
        conn.onClose = { [weak self] why in self?.connectionEnded(why) }
    }

    func countMeaningful(_ batch: [ClientMessage]) {
        for m in batch {
            switch m {
            case .sync, .ack, .requestSnapshot: break
            default: meaningfulSent += 1
            }
        }
    }

    private func remember(_ e: DaemonEvent) {
        let size = Self.estimatedSize(e)
        events.append(e)
        eventSizes.append(size)
        eventBytes += size
        guard eventBytes > eventHistoryBytes, events.count > 1 else { return }
        var drop = 0
        while eventBytes > eventHistoryBytes / 2, drop < events.count - 1 {
            eventBytes -= eventSizes[drop]
            drop += 1
        }
        events.removeFirst(drop)
        eventSizes.removeFirst(drop)
    }

    static func estimatedSize(_ e: DaemonEvent) -> Int {
        let base = MemoryLayout<DaemonEvent>.stride
        switch e {
        case .appeared(let ids), .disappeared(let ids): return base + ids.count * 8
        case .snapshot(_, let text), .accessibility(_, let text): return base + text.utf8.count
        case .inputText(_, let text): return base + text.utf8.count
        default: return base
        }
    }

    func observe(_ batch: [DaemonEvent]) {
        for e in batch {
            remember(e)
            switch e {
            case .syncDone(let token): resolve(token, .success(e))
            case .snapshot(let token, _): resolve(token, .success(e))
            case .accessibility(let token, _): resolve(token, .success(e))
            case .welcome: resolve(Self.welcomeKey, .success(e))
            case let .refused(code, reason):
                let err = TestHostError.refused(code: code, reason: reason)
                terminalError = terminalError ?? err
                failAll(err)
            default:
                receivedCount += 1
                if case .inputTap(let id, _, _) = e { tappedIDs.append(id) }
            }
        }
    }

    /// The answer filed under `key`, waiting at most `timeout` seconds.
    func response(_ key: UInt64, what: String) async throws -> DaemonEvent {
        if let e = early.removeValue(forKey: key) { return e }
        if let err = terminalError { throw err }
        if let why = endedByApp { throw TestHostError.disconnected(reason: why, daemonErrors: []) }
        let limit = timeout
        return try await withCheckedThrowingContinuation { c in
            pending[key] = Pending(continuation: c, deadline: .now + .milliseconds(Int(limit * 1000)), what: what, seconds: limit)
            startWatchdog()
        }
    }

    /// Wakes every 50 ms while answers are awaited and fails those past their deadline.
    /// A wake-up much later than asked means the main actor, which also delivers the
    /// answers, was held by something else (other tests on a loaded machine): that time
    /// is added to every deadline, so only time the host could have used counts.
    private func startWatchdog() {
        guard watchdog == nil else { return }
        watchdog = Task { @MainActor [weak self] in
            var woke = ContinuousClock.now
            while true {
                try? await Task.sleep(for: .milliseconds(50))
                guard let self else { return }
                let now = ContinuousClock.now
                let held = now - woke - .milliseconds(250)
                woke = now
                if held > .zero {
                    for key in Array(self.pending.keys) { self.pending[key]?.deadline += held }
                    continue   // answers queued behind the holder are delivered first
                }
                for (key, p) in self.pending where p.deadline <= now {
                    self.resolve(key, .failure(self.timeoutError(what: p.what, seconds: p.seconds)))
                }
                if self.pending.isEmpty {
                    self.watchdog = nil
                    return
                }
            }
        }
    }

    private func resolve(_ key: UInt64, _ result: Result<DaemonEvent, any Error>) {
        guard let p = pending.removeValue(forKey: key) else {
            if case .success(let e) = result { early[key] = e }
            return
        }
        p.continuation.resume(with: result)
    }

    private func failAll(_ error: TestHostError) {
        for key in Array(pending.keys) { resolve(key, .failure(error)) }
    }

    private func timeoutError(what: String, seconds: Double) -> TestHostError {
        if !daemon.isRunning {
            return .daemonDied(status: daemon.exitDescription ?? "gone", during: activity, stderrTail: daemon.stderrTail())
        }
        return .timeout(what: what, seconds: seconds)
    }

    /// The connection ended without `close()`: find out whether the daemon died (it is
    /// given a second to be reaped) or just closed us, and fail every wait with that.
    func connectionEnded(_ why: String) {
        let during = activity
        Task { @MainActor in
            let error: TestHostError
            // A daemon that reported an error closed us on purpose; otherwise give a dying
            // daemon a second to be reaped, so its exit status can be reported.
            let closedOnPurpose = !self.viewHost.daemonErrors.isEmpty && self.daemon.isRunning
            if !closedOnPurpose, await self.daemon.waitForExit(seconds: 1) {
                error = .daemonDied(status: self.daemon.exitDescription ?? "gone", during: during,
                                    stderrTail: self.daemon.stderrTail())
            } else {
                error = .disconnected(reason: why, daemonErrors: self.viewHost.daemonErrors.map { "\($0)" })
            }
            if self.terminalError == nil { self.terminalError = error }
            self.failAll(self.terminalError ?? error)
        }
    }

    private func checkHealthy() throws {
        if let err = terminalError { throw err }
        let errors = viewHost.daemonErrors
        if errors.count > reportedDaemonErrors {
            let new = errors[reportedDaemonErrors...].map { "\($0)" }
            reportedDaemonErrors = errors.count
            throw TestHostError.protocolError(new.joined(separator: "; "))
        }
    }

    func takeToken() -> UInt64 {
        defer { nextToken += 1 }
        return nextToken
    }

    /// Marks what the host is doing (for error messages) and fails fast when it cannot.
    func begin(_ what: String) throws {
        if let err = terminalError { throw err }
        activity = what
    }

    // MARK: counters for tests

    /// Number of `body` evaluations the app has run so far (S3: bodies run on change only).
    public var bodyEvaluations: Int { viewHost.bodyEvaluations }

    /// The daemon's socket path (to attach other clients to the same daemon).
    public var socketPath: String { daemon.socketPath }
}
