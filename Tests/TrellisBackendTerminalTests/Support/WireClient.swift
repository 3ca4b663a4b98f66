// A minimal blocking protocol client over a Unix socket (FrameEncoder/FrameDecoder).
import Foundation
import TrellisProtocol
#if canImport(Glibc)
import Glibc
#endif

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

final class WireClient {
    let fd: Int32
    private var decoder = DaemonEventDecoder(maxFrameSize: 1 << 24)
    /// Every event received, in order.
    private(set) var received: [DaemonEvent] = []

    /// Connects to `path`, retrying until `timeout` (the daemon may still be starting).
    init(path: String, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard s >= 0 else { throw TestFailure("socket: \(errno)") }
            var addr = sockaddr_un()
            addr.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            withUnsafeMutableBytes(of: &addr.sun_path) { raw in
                for (i, b) in bytes.enumerated() where i < raw.count - 1 { raw[i] = b }
            }
            let rc = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if rc == 0 { fd = s; return }
            close(s)
            guard Date() < deadline else { throw TestFailure("cannot connect to \(path)") }
            usleep(20_000)
        }
    }

    deinit { close(fd) }

    func send(_ messages: [ClientMessage]) throws {
        var enc = FrameEncoder()
        for m in messages { enc.encode(m) }
        let bytes = enc.bytes
        var off = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw TestFailure("send: \(String(cString: strerror(errno)))")
            }
            off += n
        }
    }

    /// Reads events until one matches `stop` (returned) or `timeout` passes (throws).
    @discardableResult
    func wait(for what: String, timeout: Double = 10, _ stop: (DaemonEvent) -> Bool) throws -> DaemonEvent {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let e = try decoder.next() {
                received.append(e)
                if stop(e) { return e }
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw TestFailure("no \(what) within \(timeout) s; got \(received)") }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var buf = [UInt8](repeating: 0, count: 65536)
            let n = recv(fd, &buf, buf.count, 0)
            if n == 0 { throw TestFailure("connection closed while waiting for \(what); got \(received)") }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw TestFailure("recv: \(String(cString: strerror(errno)))")
            }
            decoder.append(contentsOf: buf[..<n])
        }
    }
}
