#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrellisProtocol

/// A connection to trellisd over its Unix socket.
///
/// Threading: a dedicated reader thread blocks in `read(2)`, decodes events and posts each
/// decoded batch to the main queue; the main actor handles it (`ViewHost.handle`) and
/// flushes once per batch. Writes happen on the main actor, one `write(2)` loop per batch.
/// Dispatch was chosen over libuv because the client has a single socket and everything
/// else is main-actor work that Dispatch's main queue already runs (tasks included).
public final class SocketConnection: Connection, @unchecked Sendable {
    let fd: Int32
    private var encoder = FrameEncoder()
    private var handler: (@MainActor @Sendable ([DaemonEvent]) -> Void)?
    /// Called on the main actor when the daemon closes the connection or a read fails.
    public var onClose: (@MainActor (String) -> Void)?

    /// The socket path: `TRELLIS_SOCKET`, else `$XDG_RUNTIME_DIR/trellis.sock`, else
    /// `/tmp/trellis-$UID.sock`.
    public nonisolated static var defaultPath: String {
        let env = ProcessInfo.processInfo.environment
        if let p = env["TRELLIS_SOCKET"], !p.isEmpty { return p }
        if let d = env["XDG_RUNTIME_DIR"], !d.isEmpty { return d + "/trellis.sock" }
        return "/tmp/trellis-\(getuid()).sock"
    }

    public struct ConnectError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Connects to the daemon at `path`.
    public nonisolated init(path: String = SocketConnection.defaultPath) throws {
        #if canImport(Glibc)
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let s = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard s >= 0 else { throw ConnectError(description: "socket(): errno \(errno)") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let cap = MemoryLayout.size(ofValue: addr.sun_path)
        guard bytes.count < cap else { close(s); throw ConnectError(description: "socket path too long: \(path)") }
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
            throw ConnectError(description: "cannot connect to trellisd at \(path) (errno \(e)); is trellisd running?")
        }
        fd = s
    }

    deinit { close(fd) }

    public func send(_ messages: [ClientMessage]) {
        encoder.reset()
        for m in messages { encoder.encode(m) }
        encoder.withUnsafeBytes { buf in
            var off = 0
            while off < buf.count {
                // MSG_NOSIGNAL: a daemon that died must surface as onClose, not kill the
                // app with SIGPIPE.
                let n = Glibc.send(fd, buf.baseAddress! + off, buf.count - off, Int32(MSG_NOSIGNAL))
                if n < 0 { if errno == EINTR { continue }; return }
                off += n
            }
        }
    }

    public func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) {
        self.handler = handler
        let fd = self.fd
        let owner = WeakConnection(self)
        let thread = Thread {
            var decoder = DaemonEventDecoder()
            var buf = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buf.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    let why = n == 0 ? "daemon closed the connection" : "read failed: errno \(errno)"
                    DispatchQueue.main.async { MainActor.assumeIsolated { owner.value?.onClose?(why) } }
                    return
                }
                buf.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
                var events: [DaemonEvent] = []
                do {
                    while let e = try decoder.next() { events.append(e) }
                } catch {
                    let why = "protocol error from daemon: \(error)"
                    DispatchQueue.main.async { MainActor.assumeIsolated { owner.value?.onClose?(why) } }
                    return
                }
                if !events.isEmpty {
                    let batch = events
                    DispatchQueue.main.async { MainActor.assumeIsolated { owner.value?.handler?(batch) } }
                }
            }
        }
        thread.name = "trellis-reader"
        thread.start()
    }
}

/// A weak reference the reader thread can carry.
private final class WeakConnection: @unchecked Sendable {
    weak var value: SocketConnection?
    init(_ v: SocketConnection) { value = v }
}
