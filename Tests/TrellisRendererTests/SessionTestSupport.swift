// A compositor with one session, driven in memory: bytes in, decoded events out.
// The test style of SwiftNIO's EmbeddedChannel: no sockets, no clock, no threads.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

final class SessionHarness {
    let backend: HeadlessBackend
    let compositor: Compositor
    let id: SessionID
    private var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
    /// Messages sent so far: the sequence number of the next one.
    private(set) var sent: UInt64 = 0

    init(limits: Limits = .init(), capabilities: Capabilities = [.testing, .geometry],
         handshake: Bool = true, backend: HeadlessBackend = HeadlessBackend(),
         compositor: Compositor? = nil) {
        self.backend = backend
        self.compositor = compositor ?? Compositor(backend: backend, limits: limits)
        id = self.compositor.openSession()
        if handshake {
            let welcome = send(Self.hello(capabilities))
            guard welcome.count == 1, case .welcome = welcome[0] else {
                preconditionFailure("handshake failed: \(welcome)")
            }
        }
    }

    static func hello(_ capabilities: Capabilities = [.testing, .geometry]) -> ClientMessage {
        .hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: capabilities,
               clientName: "tests", maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize))
    }

    /// Sends `messages` in one write and returns every event produced.
    @discardableResult
    func send(_ messages: ClientMessage...) -> [DaemonEvent] { send(messages) }

    @discardableResult
    func send(_ messages: [ClientMessage]) -> [DaemonEvent] {
        var enc = FrameEncoder()
        for m in messages { enc.encode(m) }
        sent += UInt64(messages.count)
        return sendBytes(enc.bytes)
    }

    /// Feeds raw bytes and returns the events produced.
    @discardableResult
    func sendBytes(_ bytes: [UInt8]) -> [DaemonEvent] {
        compositor.receive(bytes, from: id)
        return drain()
    }

    /// Decodes whatever output is waiting (resuming a session stalled at high water).
    func drain() -> [DaemonEvent] {
        var events: [DaemonEvent] = []
        repeat {
            decoder.append(contentsOf: compositor.takeOutput(for: id))
            while let e = try! decoder.next() { events.append(e) }
            if compositor.hasBufferedInput(id) { compositor.resume(id) } else { break }
        } while true
        return events
    }

    var isClosing: Bool { compositor.isClosing(id) }
    var session: Session { compositor.session(id)! }
    var tree: RenderTree { session.tree }
}

/// The `error` event among `events`, if any.
func errorEvent(_ events: [DaemonEvent]) -> (code: ErrorCode, opcode: UInt16, sequence: UInt64, message: String)? {
    for e in events {
        if case .error(let code, let opcode, let sequence, let message) = e { return (code, opcode, sequence, message) }
    }
    return nil
}

func appeared(_ events: [DaemonEvent]) -> [NodeID] {
    events.flatMap { e -> [NodeID] in if case .appeared(let ids) = e { ids } else { [] } }
}

func disappeared(_ events: [DaemonEvent]) -> [NodeID] {
    events.flatMap { e -> [NodeID] in if case .disappeared(let ids) = e { ids } else { [] } }
}

/// A one-op transaction helper: `begin(txn)`, the ops, `commit(txn)`.
func txn(_ n: UInt64, _ ops: ClientMessage...) -> [ClientMessage] {
    [.begin(txn: n)] + ops + [.commit(txn: n)]
}

func txn(_ n: UInt64, _ ops: [ClientMessage]) -> [ClientMessage] {
    [.begin(txn: n)] + ops + [.commit(txn: n)]
}

/// A short name for an event's case, to compare event orders.
func caseName(_ e: DaemonEvent) -> String { e.name }
