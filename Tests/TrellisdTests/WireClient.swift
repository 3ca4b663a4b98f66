// A minimal blocking client speaking the binary protocol over a Unix socket.
import Foundation
import TrellisProtocol
#if canImport(Glibc)
import Glibc
#endif

final class WireClient {
    let fd: Int32
    private var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
    private(set) var sentCount: UInt64 = 0
    private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)

    init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw E2EError("socket: \(errno)") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in bytes.enumerated() where i < raw.count - 1 { raw[i] = b }
        }
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard rc == 0 else {
            let e = errno
            close(fd)
            throw E2EError("connect \(path): \(String(cString: strerror(e)))")
        }
    }

    deinit { close(fd) }

    func send(_ messages: ClientMessage...) throws { try send(messages) }

    func send(_ messages: [ClientMessage]) throws {
        var enc = FrameEncoder()
        for m in messages { enc.encode(m) }
        sentCount += UInt64(messages.count)
        try sendRaw(enc.bytes)
    }

    func sendRaw(_ bytes: [UInt8]) throws {
        var off = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw E2EError("send: \(String(cString: strerror(errno)))")
            }
            off += n
        }
    }

    /// The next event, or nil at end of stream. Throws after `timeout` seconds.
    func next(timeout: Double = 10) throws -> DaemonEvent? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let e = try decoder.next() { return e }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw E2EError("no event within \(timeout) s") }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let n = readBuffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return nil }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                if errno == ECONNRESET { return nil }
                throw E2EError("recv: \(String(cString: strerror(errno)))")
            }
            readBuffer.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
        }
    }

    /// Events up to and including the first one matching `stop`.
    func events(until stop: (DaemonEvent) -> Bool, timeout: Double = 10) throws -> [DaemonEvent] {
        var out: [DaemonEvent] = []
        while let e = try next(timeout: timeout) {
            out.append(e)
            if stop(e) { return out }
        }
        throw E2EError("stream ended before the expected event; got \(out)")
    }

    /// Every event until the daemon closes the connection.
    func eventsUntilClosed(timeout: Double = 10) throws -> [DaemonEvent] {
        var out: [DaemonEvent] = []
        while let e = try next(timeout: timeout) { out.append(e) }
        return out
    }

    /// Sends hello and returns the welcome.
    @discardableResult
    func handshake(name: String = "e2e", capabilities: Capabilities = [.testing]) throws -> DaemonEvent {
        try send(.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: capabilities,
                        clientName: name, maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize)))
        guard let e = try next() else { throw E2EError("closed instead of welcome") }
        return e
    }
}
