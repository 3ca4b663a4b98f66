// When a session draws: the commits waiting for a frame, frame credit, and the clock the
// frames and animations run on.

/// One session's frame pacing: which committed transactions wait for the next frame,
/// how many frames the client has not acknowledged (frame credit, `maxUnackedFrames`),
/// and the surface's clock — the backend's real one (with its frame interval), or a
/// virtual one that tests drive with `advanceClock`.
///
/// The session decides *what* a frame shows; this type decides *when* one may be drawn.
struct FrameClock {
    /// Transactions committed since the last frame, and the ids they destroyed: the next
    /// frame shows and reports them together (`Session.flushFrame`).
    var pending: [UInt64] = []
    var destroyed = NodeIDSet()
    /// The last frame's serial (`frameDone`), and the highest serial the client acked.
    var serial: UInt64 = 0
    var lastAcked: UInt64 = 0
    /// Seconds on the real clock, for backends with a frame interval (set by the compositor).
    var realClock: (() -> Double)?
    /// With a real clock: the display's frame interval, and when the last frame was drawn.
    /// Commits arriving faster than frames wait for the next tick and share its frame.
    var interval: Double?
    var lastPresented = -Double.infinity
    /// The virtual clock of backends without a display clock.
    var virtualTime = 0.0
    /// The client drives the virtual clock (it sent `advanceClock`); until then animations
    /// finish at once.
    var driven = false

    /// How far an undriven virtual clock jumps to finish animations (an hour).
    static let horizon = 3600.0

    /// The surface's clock: the backend's real clock, or the virtual one tests advance.
    var now: Double { realClock?() ?? virtualTime }

    /// Frames drawn and not yet acknowledged.
    var unacked: UInt64 { serial &- lastAcked }

    /// Whether the pending commits may be drawn now: always when `force`d; otherwise only
    /// within the frame credit and, with a real clock, not within one frame interval of the
    /// last frame (the next tick draws them).
    func mayDraw(force: Bool, maxUnacked: Int) -> Bool {
        guard !pending.isEmpty else { return false }
        if force { return true }
        if unacked >= UInt64(maxUnacked) { return false }
        if let interval, now - lastPresented < interval * 0.9 { return false }
        return true
    }

    /// Commits wait for the next tick of a real frame clock (not for an ack: a client that
    /// never acks must not keep the clock running).
    func waitsForTick(maxUnacked: Int) -> Bool {
        interval != nil && !pending.isEmpty && unacked < UInt64(maxUnacked)
    }

    /// Takes the pending transactions and what they destroyed, for the frame being drawn.
    mutating func takePending() -> (txns: [UInt64], destroyed: NodeIDSet) {
        let txns = pending
        pending.removeAll(keepingCapacity: true)
        let gone = destroyed
        destroyed = NodeIDSet()
        return (txns, gone)
    }

    /// Notes the client's `ack(serial)`.
    mutating func ack(_ acked: UInt64) throws(SessionFailure) {
        guard acked <= serial else {
            throw SessionFailure(.invalidValue, "ack(\(acked)) of a frame not sent yet (last \(serial))")
        }
        lastAcked = max(lastAcked, acked)
    }

    /// The time `frameDone` reports: the clock, except that a virtual clock no client
    /// drives reads 0 (it jumps ahead only to finish animations at once; trellis.idl).
    var presentedMicros: UInt64 {
        let presented = realClock != nil || driven ? now : 0
        return UInt64(max(0, presented * 1e6))
    }
}
