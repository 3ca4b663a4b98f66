// Contracts checked, not just written (Flutter's debug asserts): the phases of a frame
// are tracked in debug builds, and a call that breaks the Backend contract fails with a
// message naming who broke which rule. Release builds compile the checks away.

/// The phase of the frame the daemon core is in (Backend.swift lists them).
public enum FramePhase: String, Sendable {
    /// Between frames: transports feed bytes, backends report input from `pump()`.
    case idle
    /// `RenderTree.layout(surface:)` is running; the backend is asked to `measure`.
    case layout
    /// `Backend.draw(_:surface:)` is running.
    case draw
}

/// The compositor's current phase, shared with its sessions.
final class FramePhaseGuard {
    private(set) var current: FramePhase = .idle
    /// The backend's name, for messages.
    let backendName: String

    init(backendName: String) { self.backendName = backendName }

    /// Runs `body` in `phase`; phases do not nest.
    @inline(__always)
    func during<T>(_ phase: FramePhase, _ body: () throws -> T) rethrows -> T {
        #if DEBUG
        let outer = current
        assert(outer == .idle, "trellis: \(phase) started during \(outer); frame phases do not nest")
        current = phase
        defer { current = outer }
        #endif
        return try body()
    }

    /// Checks that a compositor entry point is not called back from inside `measure` or
    /// `draw`: only the loop (transport, timers, `Backend.pump()`) may call it.
    @inline(__always)
    func requireIdle(_ entry: StaticString) {
        #if DEBUG
        assert(current == .idle, """
            trellis: the "\(backendName)" backend called Compositor.\(entry) during \(current.rawValue): \
            a backend must not call back into the compositor from measure or draw; \
            report input through inputSink only from pump() (see Backend.swift)
            """)
        #endif
    }
}
