// `TRELLIS_TRACE=1`: the app's side of the conversation on stderr, one line per message,
// in `trellisd --trace`'s format (`[NAME] -> #SEQ message` for what the app sends, numbered
// as the daemon numbers them, `[NAME] <- event` for what it receives), and before each
// update's transaction a line naming the views whose body ran (Wayland's WAYLAND_DEBUG=1
// for a UI toolkit).
#if canImport(Glibc)
import Glibc
#endif
import TrellisProtocol

/// Writes the trace lines of one host. Off unless `TRELLIS_TRACE` is set (not `0`).
@MainActor
final class ClientTrace {
    static let enabled: Bool = {
        guard let v = getenv("TRELLIS_TRACE").map({ String(cString: $0) }) else { return false }
        return !v.isEmpty && v != "0"
    }()

    let name: String
    /// Where lines go (stderr; tests collect them).
    var sink: (String) -> Void = { line in
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    }
    /// The sequence number the daemon gives the next message (0 from each `hello`).
    private var sequence: UInt64 = 0
    private var updates = 0

    init(name: String) { self.name = name }

    /// Installed by tests: the trace the next `ViewHost` uses, whatever the environment.
    static var forTests: ClientTrace?

    func sent(_ messages: [ClientMessage]) {
        for m in messages {
            if case .hello = m { sequence = 0 }
            sink("[\(name)] -> #\(sequence) \(m)")
            sequence += 1
        }
    }

    func received(_ event: DaemonEvent) { sink("[\(name)] <- \(event)") }

    /// Before an update's transaction: the views whose body ran for it, by type, in order.
    func update(bodies: [String]) {
        updates += 1
        var counts: [(String, Int)] = []
        for b in bodies {
            if let i = counts.firstIndex(where: { $0.0 == b }) { counts[i].1 += 1 } else { counts.append((b, 1)) }
        }
        let list = counts.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }.joined(separator: ", ")
        sink("[\(name)] # update \(updates): \(bodies.isEmpty ? "no body ran" : "bodies: " + list)")
    }
}

/// A connection that traces every message sent through it and every event it delivers,
/// so the trace sees what the app's host and anything else using `ViewHost.connection`
/// send, numbered as the daemon numbers them.
@MainActor
final class TracingConnection: Connection {
    let inner: any Connection
    let trace: ClientTrace

    init(_ inner: any Connection, trace: ClientTrace) {
        self.inner = inner
        self.trace = trace
    }

    func send(_ messages: [ClientMessage]) {
        trace.sent(messages)
        inner.send(messages)
    }

    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        let trace = self.trace
        inner.setEventHandler { events in
            for e in events { trace.received(e) }
            handler(events)
        }
    }

    func pump() -> Bool { inner.pump() }
    var deliversSynchronously: Bool { inner.deliversSynchronously }
}
