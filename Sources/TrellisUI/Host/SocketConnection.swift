#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrellisProtocol
import TrellisSocket

/// A connection to trellisd over its Unix socket: the only client-side socket code
/// (apps, `TrellisTesting`, the demo tour all use it).
///
/// Threading: one reader thread per connection, for its whole life, blocks in `read(2)`,
/// decodes events and posts each decoded batch to the main queue; the main actor handles
/// it (`ViewHost.handle`) and flushes once per batch. Writes happen on the main actor, one
/// `send(2)` loop per batch. Dispatch was chosen over libuv because the client has a
/// single socket and everything else is main-actor work that Dispatch's main queue
/// already runs (tasks included).
///
/// Descriptor lifetime: the descriptor is owned by a box that both the connection and
/// the reader thread hold; it is closed when the last of them lets go, so the reader can
/// never read a number that was closed and handed to another file. `shutDown()` ends the
/// connection (the daemon sees EOF, the reader wakes up and exits).
///
/// Failures are never dropped: a failed write, EOF, a read error or undecodable bytes
/// end the connection once, set `closeReason` and call `onClose`.
@MainActor
public final class SocketConnection: Connection {
    private let socket: SocketBox
    private var encoder = FrameEncoder()
    private var handler: (@MainActor @Sendable ([DaemonEvent]) -> Void)?
    private var reader: Thread?
    /// Called once, on the main actor, when the connection ends: the daemon closed it, a
    /// read or write failed, or the daemon sent bytes that do not decode. Not called for
    /// `shutDown()`.
    public var onClose: (@MainActor (String) -> Void)?
    /// Called with every batch of events after the event handler ran (test hosts watch
    /// sync and snapshot answers here).
    public var observer: (@MainActor ([DaemonEvent]) -> Void)?
    /// Called with every batch of messages just before it is written.
    public var sendObserver: (@MainActor ([ClientMessage]) -> Void)?
    /// Why the connection ended, once it did (nil while it is open).
    public private(set) var closeReason: String?
    /// Seconds the daemon has to answer `hello` (with anything: `welcome`, `refused`,
    /// `error`) before the connection ends with a handshake timeout: something that
    /// accepts connections on the socket but never speaks the protocol (a hung or foreign
    /// process) would otherwise keep the app waiting for ever. From
    /// `TRELLIS_HANDSHAKE_TIMEOUT` (seconds, 0 = wait for ever), else 10; set before the
    /// first `send`.
    public var handshakeTimeout: Double = SocketConnection.defaultHandshakeTimeout
    /// The connection ended because no answer to `hello` came within `handshakeTimeout`.
    public private(set) var handshakeTimedOut = false
    /// `TRELLIS_HANDSHAKE_TIMEOUT` when it is a number ≥ 0, else 10.
    public nonisolated static var defaultHandshakeTimeout: Double {
        if let s = getenv("TRELLIS_HANDSHAKE_TIMEOUT").map({ String(cString: $0) }), let v = Double(s), v >= 0 { return v }
        return 10
    }
    private let path: String
    private var helloSent = false
    private var answered = false
    /// The daemon's `refused` or `error`, if it sent one: the reason the close reports
    /// (the daemon closes the connection right after, and "closed" alone says nothing).
    private var fault: String?
    /// The daemon answered `hello` with `refused` (the connection ends right after).
    public private(set) var wasRefused = false

    /// The socket path an app connects to when none is given (`UnixSocket.defaultPath()`:
    /// `TRELLIS_SOCKET`, else `$XDG_RUNTIME_DIR/trellis.sock`, else `/tmp/trellis-$UID/trellis.sock`).
    public nonisolated static var defaultPath: String { UnixSocket.defaultPath() }

    /// Connects to the daemon at `path`. Throws `UnixSocketError` (path too long, nothing
    /// listening...).
    public init(path: String = SocketConnection.defaultPath) throws {
        socket = SocketBox(fd: try UnixSocket.connect(path: path))
        self.path = path
        Self.lastConnectedPath = path
    }

    /// The path the last connection was opened to: the daemon `ImageRenderer` asks for
    /// images (the one showing the app's window, a test's private daemon).
    static var lastConnectedPath: String?

    isolated deinit {
        shutdown(socket.fd, Int32(SHUT_RDWR))
    }

    public func send(_ messages: [ClientMessage]) {
        guard closeReason == nil else { return }
        if !helloSent, case .hello? = messages.first { startHandshakeTimer() }
        if let why = partFailure ?? encodeAndWrite(messages) { end(why) }
    }

    public var streamsTransactions: Bool { true }

    /// A failed `sendPart` write, reported by the next `send` (see `Connection`).
    private var partFailure: String?

    public func sendPart(_ messages: [ClientMessage]) {
        guard closeReason == nil, partFailure == nil else { return }
        partFailure = encodeAndWrite(messages)
    }

    /// Writes bytes as they are, unframed and unchecked: for conformance tests that must
    /// send what a broken or hostile client would.
    public func send(bytes: [UInt8]) {
        guard closeReason == nil else { return }
        if let why = bytes.withUnsafeBytes({ writeFailure($0) }) { end(why) }
    }

    /// Encodes and writes `messages`; the failure, if the write failed.
    private func encodeAndWrite(_ messages: [ClientMessage]) -> String? {
        sendObserver?(messages)
        encoder.reset()
        encoder.encode(contentsOf: messages)
        return encoder.withUnsafeBytes { writeFailure($0) }
    }

    private func writeFailure(_ buffer: UnsafeRawBufferPointer) -> String? {
        do {
            try UnixSocket.sendAll(socket.fd, buffer)
            return nil
        } catch {
            return "write to trellisd failed: \(String(cString: strerror(error.errno ?? EIO)))"
        }
    }

    /// Installs the event receiver; the reader thread starts with the first call and is
    /// the only one this connection ever has (later calls only replace the handler).
    public func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        self.handler = handler
        guard reader == nil else { return }
        let box = socket
        let owner = WeakConnection(self)
        let deliver: @Sendable ([DaemonEvent]) -> Void = { batch in
            DispatchQueue.main.async { MainActor.assumeIsolated { owner.value?.deliver(batch) } }
        }
        let finish: @Sendable (String) -> Void = { why in
            DispatchQueue.main.async { MainActor.assumeIsolated { owner.value?.end(why) } }
        }
        let thread = Thread { Self.readLoop(box: box, deliver: deliver, finish: finish) }
        thread.name = "trellis-reader"
        reader = thread
        thread.start()
    }

    /// Ends the connection on purpose: the daemon sees EOF and the reader thread exits.
    /// `onClose` is not called; `closeReason` says it was shut down.
    public func shutDown() {
        guard closeReason == nil else { return }
        closeReason = "the connection was shut down"
        shutdown(socket.fd, Int32(SHUT_RDWR))
    }

    /// Ends the connection when nothing answers `hello` within `handshakeTimeout`.
    private func startHandshakeTimer() {
        helloSent = true
        let limit = handshakeTimeout
        guard limit > 0 else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + limit) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.answered, self.closeReason == nil else { return }
                self.handshakeTimedOut = true
                let n = limit == limit.rounded() ? String(Int(limit)) : String(limit)
                self.end("\(self.path) accepted the connection but nothing answered hello within \(n) s "
                         + "(TRELLIS_HANDSHAKE_TIMEOUT): is trellisd hung, or is another program listening there?")
            }
        }
    }

    private func deliver(_ batch: [DaemonEvent]) {
        answered = true
        for e in batch where fault == nil {
            switch e {
            case let .refused(code, reason):
                fault = "trellisd refused the connection (\(code)): \(reason)"
                wasRefused = true
            case let .error(code, _, _, message): fault = "trellisd ended the session (\(code)): \(message)"
            default: break
            }
        }
        handler?(batch)
        observer?(batch)
    }

    private func end(_ reason: String) {
        guard closeReason == nil else { return }
        let why = fault ?? reason
        closeReason = why
        shutdown(socket.fd, Int32(SHUT_RDWR))
        onClose?(why)
    }

    /// Blocks in `read(2)` until EOF or an error; decodes events and posts each batch.
    private nonisolated static func readLoop(box: SocketBox, deliver: @Sendable ([DaemonEvent]) -> Void,
                                             finish: @Sendable (String) -> Void) {
        // Snapshots of large trees can exceed the default frame size the client announces.
        var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buf.withUnsafeMutableBytes { read(box.fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                finish(n == 0 ? "daemon closed the connection" : "read from trellisd failed: \(String(cString: strerror(errno)))")
                return
            }
            buf.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            // A read that filled the buffer: more is coming (a large answer, such as the
            // disappearance of a cleared 10,000-row list). Fewer, larger reads need fewer
            // turns of this thread, which competes for a core with the app and the daemon.
            if n == buf.count && buf.count < 1 << 20 { buf = [UInt8](repeating: 0, count: buf.count * 4) }
            var events: [DaemonEvent] = []
            do {
                while let e = try decoder.next() { events.append(e) }
            } catch {
                if !events.isEmpty { deliver(events) }
                finish("the daemon sent bytes that do not decode: \(error)")
                return
            }
            if !events.isEmpty { deliver(events) }
        }
    }
}

/// Owns a socket descriptor: closed when the last holder (connection or reader thread)
/// lets go, so no one ever reads, writes or shuts down a descriptor number that was
/// closed and handed to another file.
private final class SocketBox: Sendable {
    let fd: Int32
    init(fd: Int32) { self.fd = fd }
    deinit { close(fd) }
}

/// The reader thread's reference to its connection: weak, so a connection the app drops
/// is freed (its deinit shuts the socket down, which ends the thread).
private final class WeakConnection: @unchecked Sendable {
    weak var value: SocketConnection?
    init(_ value: SocketConnection) { self.value = value }
}
