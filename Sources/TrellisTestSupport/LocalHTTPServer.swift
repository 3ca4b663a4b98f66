// A minimal HTTP/1.1 server on 127.0.0.1 for end-to-end tests of loads over HTTP
// (AsyncImage): it answers GET requests for the paths it was given, 404 otherwise, each
// connection on a thread of its own and closed after its answer; a "stalled" path is never
// answered, and a client that gives up on it (closes the connection) is recorded.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Serves fixed bodies by path on a loopback port the system picks.
public final class LocalHTTPServer: @unchecked Sendable {
    /// The port it listens on.
    public let port: UInt16
    private let listener: Int32
    private let routes: [String: [UInt8]]
    private let stalled: Set<String>
    private let lock = NSLock()
    private var served: [String] = []
    private var abandonedPaths: [String] = []
    private var stopped = false

    /// Listens at once; `routes` maps a request path ("/photo.png") to the body answered
    /// with status 200; a request for a `stalled` path is held unanswered until the client
    /// closes the connection.
    public init(routes: [String: [UInt8]], stalled: Set<String> = []) throws {
        self.routes = routes
        self.stalled = stalled
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestFailure("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw TestFailure("bind/listen on 127.0.0.1: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The base URL, "http://127.0.0.1:PORT".
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The paths requested so far, in order.
    public var requests: [String] { lock.withLock { served } }

    /// The stalled paths whose client closed the connection while waiting.
    public var abandoned: [String] { lock.withLock { abandonedPaths } }

    /// Stops accepting (a blocked accept returns when the socket is shut down).
    public func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { if !lock.withLock({ stopped }) { stop() } }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread { [self] in
                answer(client)
                close(client)
            }.start()
        }
    }

    private func answer(_ client: Int32) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsRun([13, 10, 13, 10]) && request.count < 65_536 {
            let n = read(client, &buffer, buffer.count)
            if n <= 0 { return }
            request += buffer[0..<n]
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        lock.withLock { served.append(path) }
        if stalled.contains(path) {
            // Wait for the client to hang up (read returns 0) or the server to stop.
            while !lock.withLock({ stopped }) {
                var p = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
                guard poll(&p, 1, 20) >= 0 else { return }
                if p.revents != 0 {
                    var byte: UInt8 = 0
                    if read(client, &byte, 1) <= 0 {
                        lock.withLock { abandonedPaths.append(path) }
                        return
                    }
                }
            }
            return
        }
        let body = routes[path]
        let status = body == nil ? "404 Not Found" : "200 OK"
        let payload = body ?? Array("not found\n".utf8)
        let head = "HTTP/1.1 \(status)\r\nContent-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + payload
        var at = 0
        while at < bytes.count {
            let n = bytes[at...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            at += n
        }
    }
}

private extension Array where Element == UInt8 {
    func containsRun(_ s: [UInt8]) -> Bool {
        guard count >= s.count else { return false }
        return (0...(count - s.count)).contains { self[$0..<($0 + s.count)].elementsEqual(s) }
    }
}
