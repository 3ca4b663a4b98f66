import Foundation
import TrellisProtocol
@preconcurrency import TrellisUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket connection a `TestHost` gives its `ViewHost`.
///
/// Why not TrellisUI's `SocketConnection`: a test must survive the daemon dying under it.
/// This connection writes with `MSG_NOSIGNAL` (a write to a dead peer is an error, not a
/// SIGPIPE that kills the test runner), can be shut down (which also wakes its reader
/// thread, so closing never leaks a thread blocked in `read`), lets the host observe every
/// event *after* the `ViewHost` handled it (sync and snapshot answers), and counts the
/// traffic `settle()` uses to decide that nothing is happening any more.
@MainActor
final class TestConnection: Connection {
    private let socketBox: SocketBox
    private var fd: Int32 { socketBox.fd }
    private var encoder = FrameEncoder()
    private var handler: (@MainActor ([DaemonEvent]) -> Void)?
    private var readerStarted = false
    private var isShutDown = false
    /// Called with every batch of events after the `ViewHost` handled it.
    var observer: (@MainActor ([DaemonEvent]) -> Void)?
    /// Called once when the connection ends (EOF, read or write failure, shutdown).
    var onClose: (@MainActor (String) -> Void)?
    /// Messages sent that change what is on screen (not `sync`, `ack`, `requestSnapshot`).
    private(set) var meaningfulSent = 0
    /// Why the connection ended, once it did.
    private(set) var closeReason: String?

    /// Connects to the daemon listening on `path`.
    init(path: String) throws {
        #if canImport(Glibc)
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let s = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard s >= 0 else { throw TestHostError.disconnected(reason: "socket() failed: errno \(errno)", daemonErrors: []) }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else {
            close(s)
            throw TestHostError.disconnected(reason: "socket path too long (\(bytes.count) bytes): \(path)", daemonErrors: [])
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        let r = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard r == 0 else {
            let e = errno
            close(s)
            throw TestHostError.disconnected(reason: "cannot connect to \(path): \(String(cString: strerror(e)))",
                                             daemonErrors: [])
        }
        socketBox = SocketBox(fd: s)
    }

    isolated deinit {
        shutDown()
    }

    func send(_ messages: [ClientMessage]) {
        guard closeReason == nil else { return }
        encoder.reset()
        for m in messages {
            switch m {
            case .sync, .ack, .requestSnapshot: break
            default: meaningfulSent += 1
            }
            encoder.encode(m)
        }
        sendBytes(encoder.bytes)
    }

    /// Writes raw bytes (for tests of hostile input).
    func sendBytes(_ bytes: [UInt8]) {
        guard closeReason == nil else { return }
        var off = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { Self.sendNoSignal(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                ended("write failed: \(String(cString: strerror(errno)))")
                return
            }
            off += n
        }
    }

    private nonisolated static func sendNoSignal(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.send(fd, p, n, Int32(MSG_NOSIGNAL))
        #else
        return Darwin.send(fd, p, n, 0)
        #endif
    }

    func setEventHandler(_ handler: @escaping @MainActor ([DaemonEvent]) -> Void) {
        self.handler = handler
        guard !readerStarted else { return }
        readerStarted = true
        let box = socketBox
        let deliver: @Sendable ([DaemonEvent]) -> Void = { [weak self] batch in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.deliver(batch) } }
        }
        let finish: @Sendable (String) -> Void = { [weak self] why in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.ended(why) } }
        }
        let thread = Thread { Self.readLoop(box: box, deliver: deliver, finish: finish) }
        thread.name = "trellis-test-reader"
        thread.start()
    }

    /// Blocks in `read(2)` until EOF or an error; decodes events and posts each batch to
    /// the main queue. Holds the socket box, so the descriptor stays valid (and is never
    /// reused for another file) until both the reader and the connection are done with it.
    private nonisolated static func readLoop(box: SocketBox, deliver: @Sendable ([DaemonEvent]) -> Void,
                                             finish: @Sendable (String) -> Void) {
        let fd = box.fd
        var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buf.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                finish(n == 0 ? "the daemon closed the connection" : "read failed: \(String(cString: strerror(errno)))")
                return
            }
            buf.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
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

    private func deliver(_ batch: [DaemonEvent]) {
        handler?(batch)
        observer?(batch)
    }

    private func ended(_ why: String) {
        guard closeReason == nil else { return }
        closeReason = why
        onClose?(why)
    }

    /// Ends the connection: the daemon sees EOF, the reader thread wakes up and exits.
    func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        shutdown(fd, Int32(SHUT_RDWR))
        if closeReason == nil { closeReason = "closed by the test" }
    }
}

/// Owns a socket descriptor: closed when the last holder (connection or reader thread)
/// lets go, so no one ever reads, writes or shuts down a descriptor number that was
/// closed and handed to another file.
final class SocketBox: Sendable {
    let fd: Int32
    init(fd: Int32) { self.fd = fd }
    deinit { close(fd) }
}
