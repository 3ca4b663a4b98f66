// A raw, blocking protocol client for tests of the daemon and its backends: it sends
// exactly the messages (or bytes) a test gives it and reads events one by one.
import Foundation
import TrellisProtocol
import TrellisSocket
#if canImport(Glibc)
import Glibc
#endif

/// A blocking client speaking the binary protocol over a Unix socket.
public final class WireClient {
    public let fd: Int32
    private var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
    private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)
    /// Messages sent so far.
    public private(set) var sentCount: UInt64 = 0
    /// Every event read so far, in order.
    public private(set) var received: [DaemonEvent] = []

    /// Connects to `path`; with `retryFor` > 0 keeps trying that many seconds (a daemon
    /// started in a terminal may not listen yet).
    public init(path: String, retryFor: Double = 0) throws {
        let deadline = Date().addingTimeInterval(retryFor)
        while true {
            do {
                fd = try UnixSocket.connect(path: path)
                return
            } catch {
                guard Date() < deadline, error.errno != nil else { throw TestFailure(error.description) }
                usleep(20_000)
            }
        }
    }

    deinit { close(fd) }

    public func send(_ messages: ClientMessage...) throws { try send(messages) }

    public func send(_ messages: [ClientMessage]) throws {
        var enc = FrameEncoder()
        enc.encode(contentsOf: messages)
        sentCount += UInt64(messages.count)
        try sendRaw(enc.bytes)
    }

    /// Writes bytes as they are (hostile and malformed input).
    public func sendRaw(_ bytes: [UInt8]) throws {
        do {
            try bytes.withUnsafeBytes { try UnixSocket.sendAll(fd, $0) }
        } catch {
            throw TestFailure("\(error)")
        }
    }

    /// The next event, or nil at the end of the stream. Throws after `timeout` seconds.
    public func next(timeout: Double = 10) throws -> DaemonEvent? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let e = try decoder.next() {
                received.append(e)
                return e
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw TestFailure("no event within \(timeout) s; got \(received.suffix(20))") }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let n = readBuffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return nil }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                if errno == ECONNRESET { return nil }
                throw TestFailure("recv: \(String(cString: strerror(errno)))")
            }
            readBuffer.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
        }
    }

    /// Events up to and including the first one matching `stop`.
    public func events(until stop: (DaemonEvent) -> Bool, timeout: Double = 10) throws -> [DaemonEvent] {
        var out: [DaemonEvent] = []
        while let e = try next(timeout: timeout) {
            out.append(e)
            if stop(e) { return out }
        }
        throw TestFailure("stream ended before the expected event; got \(out)")
    }

    /// Reads until an event matches `stop` and returns it; `what` names it in the error.
    @discardableResult
    public func wait(for what: String, timeout: Double = 10, _ stop: (DaemonEvent) -> Bool) throws -> DaemonEvent {
        do {
            return try events(until: stop, timeout: timeout).last!
        } catch let failure as TestFailure {
            throw TestFailure("waiting for \(what): \(failure.description)")
        }
    }

    /// Every event until the daemon closes the connection.
    public func eventsUntilClosed(timeout: Double = 10) throws -> [DaemonEvent] {
        var out: [DaemonEvent] = []
        while let e = try next(timeout: timeout) { out.append(e) }
        return out
    }

    /// Sends `hello` and returns the daemon's answer (a `welcome`, or a refusal).
    @discardableResult
    public func handshake(name: String = "e2e", capabilities: Capabilities = [.testing]) throws -> DaemonEvent {
        try send(.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: capabilities,
                        clientName: name, maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize)))
        guard let e = try next() else { throw TestFailure("closed instead of welcome") }
        return e
    }
}
