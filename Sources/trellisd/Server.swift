// The libuv event loop: the listening socket, one connection per session, batched
// writes, backpressure, signals. The only place that knows about sockets.
import CLibUV
import Logging
import TrellisRenderer
import TrellisSocket
#if canImport(Glibc)
import Glibc
#endif

struct StartupError: Error, CustomStringConvertible {
    var description: String
}

/// Owns the loop and every libuv handle; drives a `Compositor`.
///
/// Batching: a read callback only hands bytes to the compositor and marks the session
/// dirty; a `uv_check` handle (run once per loop turn, after all I/O callbacks) takes
/// each dirty session's output and issues **one** `uv_write` for it. Writing per event
/// instead is ~50x slower here.
///
/// Backpressure (a slow reader): when a connection's unsent bytes (written to libuv but
/// not yet accepted by the kernel) reach `maxUnsentBytes` (default 8 MiB), the daemon
/// **stops reading** from that connection until they drop below half of it; the client's
/// own writes then block in its kernel buffer. Nothing is dropped and the client is not
/// disconnected: a slow client is legitimate, just slow. Input already read but not yet
/// handled waits in the session's decoder (the compositor stops decoding a session at
/// `Limits.outputHighWater`), so memory per session stays bounded.
final class Server {
    static let defaultMaxUnsentBytes = 8 << 20
    static let readBufferSize = 64 << 10

    let path: String
    let compositor: Compositor
    let maxUnsentBytes: Int
    let log: Logger
    let loop: UnsafeMutablePointer<uv_loop_t>
    private let listener = UnsafeMutablePointer<uv_pipe_t>.allocate(capacity: 1)
    private let check = UnsafeMutablePointer<uv_check_t>.allocate(capacity: 1)
    /// Active only while sessions are dirty: an active idle handle makes the next poll
    /// non-blocking, so output marked outside the poll phase (write callbacks run in
    /// the pending phase) is flushed without waiting for unrelated I/O.
    private let idle = UnsafeMutablePointer<uv_idle_t>.allocate(capacity: 1)
    private var idleActive = false
    /// The frame clock for animations: runs at the backend's frame interval while any
    /// surface animates, stopped otherwise (an idle daemon takes no wake-ups).
    private let frameTimer = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
    private var frameTimerActive = false
    /// When the next animation frame is due (loop milliseconds).
    private var nextFrameAt = 0.0
    /// Fires when a focused field's caret next blinks (no frame clock runs for a caret).
    private let blinkTimer = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
    /// Polls every `decodePollMilliseconds` while the backend decodes images off the loop
    /// (a worker thread cannot run loop code; polling costs nothing when nothing decodes).
    private let decodeTimer = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
    private var decodeTimerActive = false
    static let decodePollMilliseconds: UInt64 = 4
    /// Fires `trimDelay` after a big tree went away (see `trimIfShrunk`).
    private let trimTimer = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
    private var trimTimerActive = false
    /// Frees what commits let go of, a slice per tick, starting `reclaimDelay` after the
    /// answers that let it go were written (see `scheduleReclaim`).
    private let reclaimTimer = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
    private var reclaimTimerActive = false
    private var signals: [UnsafeMutablePointer<uv_signal_t>] = []
    private var backendPoll: UnsafeMutablePointer<uv_poll_t>?
    /// The accessibility bridge's descriptor (its bus connections), when one is installed.
    private var accessibilityPoll: UnsafeMutablePointer<uv_poll_t>?
    /// One buffer for every read: the read callback consumes it before returning.
    let readBuffer = UnsafeMutableRawPointer.allocate(byteCount: Server.readBufferSize, alignment: 16)

    var connections: [SessionID: Connection] = [:]
    private var dirty: Set<SessionID> = []
    private(set) var shuttingDown = false

    init(path: String, compositor: Compositor, maxUnsentBytes: Int, log: Logger) throws {
        self.path = path
        self.compositor = compositor
        self.maxUnsentBytes = maxUnsentBytes
        self.log = log
        signal(SIGPIPE, SIG_IGN)   // a peer that vanished must give EPIPE, not kill the daemon
        // A parent may have started us with SIGINT/SIGTERM blocked (the mask is inherited
        // through exec); unblock them or uv_signal would never see them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        loop = uv_default_loop()

        do {
            _ = try UnixSocket.address(path)   // libuv would truncate a long path silently
            // The default socket without XDG_RUNTIME_DIR lives in a private directory,
            // created and checked here (mode 0700, ours, not a link).
            let dir = UnixSocket.privateDirectory()
            if path.hasPrefix(dir + "/") { try UnixSocket.preparePrivateDirectory(dir) }
            switch try UnixSocket.probe(path: path) {
            case .live:
                throw StartupError(description: "another trellisd is already listening on \(path)")
            case .stale:
                log.notice("replacing stale socket \(path)")
                unlink(path)
            case .absent:
                break
            case .notASocket:
                throw StartupError(description: "\(path) exists and is not a socket; not replacing it")
            }
        } catch let error as UnixSocketError {
            throw StartupError(description: error.description)
        }

        uv_pipe_init(loop, listener, 0)
        listener.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        let oldMask = umask(0o177)   // the socket is created 0600: only this user may connect
        let rc = uv_pipe_bind(listener, path)
        umask(oldMask)
        if rc != 0 { throw StartupError(description: "cannot bind \(path): \(uvError(rc))") }
        chmod(path, 0o600)
        let lrc = uv_listen(trl_as_stream(listener), 128, onConnection)
        if lrc != 0 {
            unlink(path)
            throw StartupError(description: "cannot listen on \(path): \(uvError(lrc))")
        }

        uv_check_init(loop, check)
        check.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        uv_check_start(check, onCheck)
        uv_idle_init(loop, idle)
        idle.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        uv_timer_init(loop, frameTimer)
        frameTimer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        uv_timer_init(loop, trimTimer)
        uv_timer_init(loop, decodeTimer)
        decodeTimer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        trimTimer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        uv_timer_init(loop, blinkTimer)
        blinkTimer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        uv_timer_init(loop, reclaimTimer)
        reclaimTimer.pointee.data = Unmanaged.passUnretained(self).toOpaque()

        for sig in [SIGINT, SIGTERM] {
            let h = UnsafeMutablePointer<uv_signal_t>.allocate(capacity: 1)
            uv_signal_init(loop, h)
            h.pointee.data = Unmanaged.passUnretained(self).toOpaque()
            uv_signal_start(h, onSignal, sig)
            signals.append(h)
        }

        if let fd = compositor.backend.pollDescriptor {
            let p = UnsafeMutablePointer<uv_poll_t>.allocate(capacity: 1)
            uv_poll_init(loop, p, fd)
            p.pointee.data = Unmanaged.passUnretained(self).toOpaque()
            uv_poll_start(p, Int32(UV_READABLE.rawValue), onBackendReadable)
            backendPoll = p
        }
        if let fd = compositor.accessibility?.pollDescriptor {
            let p = UnsafeMutablePointer<uv_poll_t>.allocate(capacity: 1)
            uv_poll_init(loop, p, fd)
            p.pointee.data = Unmanaged.passUnretained(self).toOpaque()
            uv_poll_start(p, Int32(UV_READABLE.rawValue), onAccessibilityReadable)
            accessibilityPoll = p
        }
        compositor.onQuit = { [unowned self] in self.shutdown(reason: "the backend asked to quit") }
    }

    /// Runs until `shutdown`, then removes the socket file.
    func run() {
        uv_run(loop, UV_RUN_DEFAULT)
        unlink(path)
        uv_loop_close(loop)
        log.notice("trellisd stopped")
    }

    /// Stops accepting, closes every connection and handle; `run` then returns.
    func shutdown(reason: String) {
        guard !shuttingDown else { return }
        shuttingDown = true
        log.notice("shutting down: \(reason)")
        unlink(path)
        uv_close(trl_as_handle(listener), nil)
        uv_close(trl_as_handle(check), nil)
        uv_close(trl_as_handle(idle), nil)
        idleActive = false
        uv_close(trl_as_handle(frameTimer), nil)
        uv_close(trl_as_handle(blinkTimer), nil)
        uv_close(trl_as_handle(decodeTimer), nil)
        decodeTimerActive = false
        frameTimerActive = false
        uv_close(trl_as_handle(trimTimer), nil)
        trimTimerActive = false
        uv_close(trl_as_handle(reclaimTimer), nil)
        reclaimTimerActive = false
        for s in signals { uv_close(trl_as_handle(s), nil) }
        if let p = backendPoll { uv_close(trl_as_handle(p), nil) }
        if let p = accessibilityPoll { uv_close(trl_as_handle(p), nil) }
        for c in Array(connections.values) { c.close() }
    }

    // MARK: called from the C callbacks

    func accept() {
        let c = Connection(server: self, id: compositor.openSession())
        uv_pipe_init(loop, c.pipe, 0)
        guard uv_accept(trl_as_stream(listener), trl_as_stream(c.pipe)) == 0 else {
            compositor.closeSession(c.id)
            uv_close(trl_as_handle(c.pipe), onConnectionClosed)
            c.closeRequested = true
            c.retainUntilClosed()
            return
        }
        connections[c.id] = c
        var pid: Int32 = 0, uid: UInt32 = 0, gid: UInt32 = 0
        let peer = trl_peer_credentials(c.pipe, &pid, &uid, &gid) == 0 ? PeerCredentials(pid: pid, uid: uid, gid: gid) : nil
        compositor.setPeer(peer, of: c.id)
        c.retainUntilClosed()
        c.startReading()
        log.debug("\(c.id) connected (pid \(peer.map { "\($0.pid)" } ?? "?") uid \(peer.map { "\($0.uid)" } ?? "?"), \(connections.count) open)")
    }

    /// Once per loop turn: write each dirty session's output in one `uv_write`, close
    /// sessions that ended, apply backpressure.
    func flushDirty() {
        let ids = dirty
        dirty.removeAll(keepingCapacity: true)
        for id in ids { connections[id]?.resumedThisTurn = false }
        for id in ids {
            guard let c = connections[id] else { continue }
            flush(c)
        }
        if dirty.isEmpty && idleActive {
            uv_idle_stop(idle)
            idleActive = false
        }
        scheduleReclaim()
        trimIfShrunk()
        scheduleFrames()
        scheduleCaretBlink()
        scheduleDecodePoll()
        // Once per turn, after input was handled and frames drawn: events coalesce.
        compositor.accessibility?.flush()
    }

    /// Starts the frame clock when something animates (backends with a display clock).
    private func scheduleFrames() {
        guard !shuttingDown, !frameTimerActive, let interval = compositor.backend.frameInterval,
              compositor.isAnimating else { return }
        nextFrameAt = Double(uv_now(loop)) + interval * 1000
        uv_timer_start(frameTimer, onFrameTimer, UInt64(max(1, (interval * 1000).rounded(.down))), 0)
        frameTimerActive = true
    }

    /// Starts polling for images decoded off the loop when the backend is decoding some.
    private func scheduleDecodePoll() {
        guard !shuttingDown, !decodeTimerActive, compositor.isDecodingImages else { return }
        uv_timer_start(decodeTimer, onDecodeTimer, Self.decodePollMilliseconds, Self.decodePollMilliseconds)
        decodeTimerActive = true
    }

    /// The decode poll fired: finished images are installed and their surfaces drawn
    /// again; the poll stops when nothing is left decoding.
    func decodePoll() {
        compositor.collectDecodedImages()
        if !compositor.isDecodingImages {
            uv_timer_stop(decodeTimer)
            decodeTimerActive = false
        }
    }

    /// (Re)starts the caret timer for the next blink, or stops it when no caret blinks.
    private func scheduleCaretBlink() {
        guard !shuttingDown, let seconds = compositor.secondsToCaretBlink else {
            uv_timer_stop(blinkTimer)
            return
        }
        uv_timer_start(blinkTimer, onBlinkTimer, UInt64(max(1, (seconds * 1000).rounded(.up))), 0)
    }

    /// The caret timer fired: carets that changed phase are drawn; the next blink is set.
    func caretBlink() {
        compositor.blinkCarets()
        scheduleCaretBlink()
    }

    /// One tick of the frame clock: animating surfaces draw; the clock stops when done.
    /// Ticks are paced against absolute deadlines (a repeating libuv timer drifts by the
    /// callback's own duration every frame); a late frame is skipped, not queued.
    func frameTick() {
        compositor.tick()
        for id in connections.keys { markDirty(id) }   // frames drawn on the tick report to their clients
        guard compositor.isAnimating, !shuttingDown, let interval = compositor.backend.frameInterval else {
            frameTimerActive = false
            return
        }
        uv_update_time(loop)
        let now = Double(uv_now(loop)), step = interval * 1000
        nextFrameAt += step
        if nextFrameAt < now { nextFrameAt = now + step - (now - nextFrameAt).truncatingRemainder(dividingBy: step) }
        uv_timer_start(frameTimer, onFrameTimer, UInt64(max(0, (nextFrameAt - now).rounded(.down))), 0)
    }

    /// Highest node count since the heap was last trimmed.
    private var nodePeak = 0
    /// `Compositor.resourceBytesReceived` when a trim was last scheduled for resources.
    private var resourceBytesAtTrim = 0
    /// Resource bytes received after which the heap is trimmed: 16 MiB.
    static let resourceTrimThreshold = 16 << 20

    /// glibc keeps freed memory in its arenas: after a big tree goes away (a 10,000-row
    /// list cleared, a large client gone) the daemon would stay at its peak RSS. Trimming
    /// costs a few ms, so only after at least `trimThreshold` nodes went away; and it
    /// waits `trimDelay` (as the client library's trim does): a list cleared and built
    /// again at once — a refresh — reuses the freed memory instead of faulting fresh,
    /// zeroed pages back in (in a profile of building 10,000 rows after a clear, the
    /// daemon spent 7 % in page faults; updating them first, 22 %).
    func trimIfShrunk() {
        // Image and font bytes arrive in frame-sized parts that are assembled and then
        // freed: after tens of megabytes of them the heap holds as much again in free
        // pages (measured: +305 MiB instead of +207 MiB for a 100 MiB image grid).
        let resources = compositor.resourceBytesReceived
        if resources - resourceBytesAtTrim >= Self.resourceTrimThreshold {
            resourceBytesAtTrim = resources
            if !trimTimerActive, !shuttingDown {
                trimTimerActive = true
                uv_timer_start(trimTimer, onTrimTimer, UInt64(Self.trimDelay * 1000), 0)
            }
        }
        let now = compositor.nodeCount
        if now > nodePeak { nodePeak = now; return }
        guard nodePeak - now >= Self.trimThreshold else { return }
        nodePeak = now
        guard !trimTimerActive, !shuttingDown else { return }
        trimTimerActive = true
        uv_timer_start(trimTimer, onTrimTimer, UInt64(Self.trimDelay * 1000), 0)
    }

    /// The delayed trim (`trimIfShrunk`).
    func trimNow() {
        trimTimerActive = false
        let released = trl_heap_trim()
        log.debug("returned free heap to the system after \(Self.trimThreshold)+ nodes went away (released: \(released != 0))")
    }

    /// Payloads (arrays of destroyed nodes; a frame counts its items) freed per loop
    /// turn: about a millisecond here.
    static let reclaimSlice = 16_384

    /// The answers are written: what their commits let go of is freed from
    /// `reclaimDelay` later, a slice per loop turn (input that arrives meanwhile is read
    /// first). Not at once: on a machine with as many busy threads as cores, the client
    /// needs a core right now to read and handle the answer, and a daemon freeing memory
    /// at that moment kept its reader thread waiting for a scheduler slice.
    private func scheduleReclaim() {
        guard !reclaimTimerActive, !shuttingDown, compositor.hasPendingFrees else { return }
        reclaimTimerActive = true
        uv_timer_start(reclaimTimer, onReclaimTimer, Self.reclaimDelayMilliseconds, 0)
    }

    /// One slice of freeing (`scheduleReclaim`); the next follows on the next loop turn.
    /// Not while a client has not taken all of its answer yet (a cleared list's
    /// `disappeared` event is larger than the socket's buffer): its reader needs a core.
    /// A client that stays behind (a slow or stopped reader) postpones it by at most
    /// `reclaimMaxPostponeMilliseconds`, so it cannot keep every session's garbage alive.
    func reclaimTick() {
        reclaimTimerActive = false
        guard !shuttingDown else { return }
        let now = uv_now(loop)
        if connections.values.contains(where: { $0.unsent > 0 }) {
            let since = reclaimPostponedSince ?? now
            reclaimPostponedSince = since
            if now - since < Self.reclaimMaxPostponeMilliseconds {
                reclaimTimerActive = true
                uv_timer_start(reclaimTimer, onReclaimTimer, 1, 0)
                return
            }
        }
        reclaimPostponedSince = nil
        guard compositor.reclaimMemory(limit: Self.reclaimSlice) else { return }
        reclaimTimerActive = true
        uv_timer_start(reclaimTimer, onReclaimTimer, 0, 0)
    }

    static let reclaimDelayMilliseconds: UInt64 = 3
    static let reclaimMaxPostponeMilliseconds: UInt64 = 50
    /// When freeing was first postponed for a client's unsent bytes (loop milliseconds).
    private var reclaimPostponedSince: UInt64?

    static let trimThreshold = 20_000
    /// Seconds between a big tree going away and the trim.
    static let trimDelay = 1.0

    /// `id` has output to write or input to resume: flush it at the end of this turn.
    func markDirty(_ id: SessionID) {
        dirty.insert(id)
        if !idleActive && !shuttingDown {
            uv_idle_start(idle, onIdle)
            idleActive = true
        }
    }

    private func flush(_ c: Connection) {
        while !c.closeRequested {
            compositor.drainOutput(for: c.id) { c.write($0) }
            if compositor.isClosing(c.id) {
                c.closeAfterWrites()
                return
            }
            if c.unsent >= maxUnsentBytes {
                c.stopReading()
                return
            }
            if compositor.hasBufferedInput(c.id) {
                // Its budget for this turn is spent (or it waited for its output to
                // drain): others are served first; it continues on the next turn.
                c.stopReading()
                if c.resumedThisTurn {
                    markDirty(c.id)
                    return
                }
                c.resumedThisTurn = true
                compositor.resume(c.id)
                continue
            }
            c.startReading()
            return
        }
    }

    /// An assistive technology called: requests it made (a press, typing) became input
    /// for their sessions, whose output is written at the end of this turn.
    func accessibilityReadable() {
        compositor.accessibility?.pump()
        for id in connections.keys { markDirty(id) }
    }

    func backendReadable() {
        compositor.backend.pump()
        for id in connections.keys { markDirty(id) }
    }
}

func uvError(_ rc: Int32) -> String { String(cString: uv_strerror(rc)) }
