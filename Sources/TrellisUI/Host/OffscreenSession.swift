// The client half of offscreen rendering (protocol README §9): a private session with the
// daemon, opened for one `ImageRenderer` image, driven synchronously with a deadline.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrellisProtocol
import TrellisSocket

/// Renders a view into pixels through the daemon, synchronously: what
/// `ImageRenderer.cgImage` runs.
///
/// Why a session of its own, and why blocking. SwiftUI's `cgImage` is a synchronous
/// property read on the main actor, and the pixels can only come from the daemon (the
/// client library never links the renderer: layout and drawing live there). So the call
/// opens a second connection to the app's daemon with the `offscreen` capability — the
/// daemon opens no window for it — mounts the content in a `ViewHost` of its own, and drives
/// it by hand: each read waits in `poll(2)` for the daemon, never for other work of this
/// process, so blocking the main thread cannot deadlock (the daemon is another process and
/// answers without the app's help). Everything is bounded by one deadline (`timeout`); a
/// daemon that does not answer in time makes the image nil, as SwiftUI returns nil when it
/// cannot render. The app's own connection keeps running on its reader thread meanwhile;
/// its events wait on the main queue until the call returns.
@MainActor
enum OffscreenSession {
    /// Seconds one image may take from connecting to the last pixel (10 s).
    static var timeout: Double = 10

    /// The socket the app's window connected to last (the daemon showing it), else the
    /// default path; tests set it to point at a daemon of their own or at nothing.
    static var socketPath: String { socketPathOverride ?? SocketConnection.lastConnectedPath ?? SocketConnection.defaultPath }
    static var socketPathOverride: String?

    /// Why the last `render` returned nil (for logs and tests), or nil after a success.
    static private(set) var lastFailure: String?

    /// `view` laid out at `proposal` and drawn at `scale` pixels per point; nil when no
    /// daemon is reachable, it does not grant `offscreen`, the view has no area, or the
    /// deadline passes.
    static func render<V: View>(_ view: V, proposal: ProposedViewSize, scale: Double, opaque: Bool) -> CGImage? {
        do {
            let image = try run(view, proposal: proposal, scale: scale, opaque: opaque)
            lastFailure = nil
            return image
        } catch {
            lastFailure = error.reason
            return nil
        }
    }

    struct Failure: Error { var reason: String }

    private static func run<V: View>(_ view: V, proposal: ProposedViewSize, scale: Double, opaque: Bool) throws(Failure) -> CGImage? {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        let connection: BlockingConnection
        do { connection = try BlockingConnection(path: socketPath, deadline: deadline) }
        catch { throw Failure(reason: "no daemon at \(socketPath): \(error)") }
        defer { connection.close() }

        var welcomed = false, granted = false, fault: String?
        var syncAnswered: UInt64 = 0
        var pixels: [UInt8] = [], size = (width: 0, height: 0), received = 0, complete = false
        let token: UInt64 = 1
        let host = ViewHost(connection: connection, clientName: "ImageRenderer",
                            capabilities: [.geometry, .lazyRows, .offscreen], flushesAutomatically: false)
        // SwiftUI renders an ImageRenderer's content in the default (light) environment.
        host.systemColorScheme = .light
        host.isOffscreen = true
        // The content leaves when the image is made (or the attempt fails): its onDisappear
        // actions run and its tasks are cancelled, as when a view is removed.
        defer { host.graph.lifecycle.disappearAll() }
        host.onEvent = { e in
            switch e {
            case .welcome(_, _, _, _, _, _, _, let caps, _):
                welcomed = true
                granted = caps.contains(.offscreen)
            case .refused(_, let reason), .error(_, _, _, let reason): fault = reason
            case .syncDone(let t): syncAnswered = t
            case let .renderedImage(t, w, h, offset, total, data) where t == token:
                if offset == 0 {
                    size = (Int(w), Int(h))
                    pixels = [UInt8](repeating: 0, count: Int(total))
                    received = 0
                }
                guard Int(offset) == received, received + data.count <= pixels.count else {
                    fault = "renderedImage part at \(offset) after \(received) bytes"
                    return
                }
                pixels.replaceSubrange(received..<(received + data.count), with: data)
                received += data.count
                complete = received == pixels.count
            default: break
            }
        }
        func pump(until done: () -> Bool, _ what: String) throws(Failure) {
            while !done() {
                if let fault { throw Failure(reason: "the daemon ended the session: \(fault)") }
                guard let events = connection.receive(until: deadline) else {
                    throw Failure(reason: "\(what): \(connection.failure ?? "no answer before the deadline")")
                }
                host.handle(events)
            }
            if let fault { throw Failure(reason: "the daemon ended the session: \(fault)") }
        }

        try pump(until: { welcomed }, "waiting for welcome")
        guard granted else { throw Failure(reason: "the daemon does not render images (offscreen not granted)") }
        connection.send([.setOffscreenProposal(proposal: proposal.wire)])
        host.mount(view)
        // Settle: the content may need answers (GeometryReader sizes, lazy rows, custom
        // layouts) that make further transactions; a round with nothing new is settled.
        for round in 1...32 {
            let sent = host.transactionsSent
            connection.send([.sync(token: UInt64(round))])
            try pump(until: { syncAnswered == UInt64(round) }, "settling the content")
            if host.transactionsSent == sent && !host.hasPendingUpdate { break }
        }
        connection.send([.renderImage(token: token, scale: scale, opaque: opaque)])
        try pump(until: { complete }, "waiting for the pixels")
        guard size.width > 0, size.height > 0 else { return nil }   // nothing to draw: no area, too large
        return CGImage(width: size.width, height: size.height, rgbaPixels: pixels)
    }
}

extension ProposedViewSize {
    /// The wire form: a nil axis is unspecified.
    var wire: WireProposal {
        WireProposal(unspecified: (width == nil ? 1 : 0) | (height == nil ? 2 : 0),
                     width: width.map { Double($0) } ?? 0, height: height.map { Double($0) } ?? 0)
    }
}

/// A connection that delivers events only when asked (`receive(until:)`), waiting in
/// `poll(2)` no later than a deadline: what a synchronous offscreen render drives.
@MainActor
final class BlockingConnection: Connection {
    private let fd: Int32
    private var encoder = FrameEncoder()
    private var decoder = DaemonEventDecoder(maxFrameSize: 1 << 26)
    private var handler: (@MainActor @Sendable ([DaemonEvent]) -> Void)?
    private let deadline: ContinuousClock.Instant
    /// Why the connection stopped working, once it did.
    private(set) var failure: String?

    init(path: String, deadline: ContinuousClock.Instant) throws(UnixSocketError) {
        fd = try UnixSocket.connect(path: path)
        self.deadline = deadline
        // A write that cannot proceed (a daemon that stopped reading) fails by the deadline.
        let left = max(0.001, Self.seconds(until: deadline))
        var tv = timeval(tv_sec: Int(left), tv_usec: Int((left - left.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    func close() {
        shutdown(fd, Int32(SHUT_RDWR))
        Glibc.close(fd)
        failure = failure ?? "closed"
    }

    var deliversSynchronously: Bool { true }

    func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) { self.handler = handler }

    func send(_ messages: [ClientMessage]) {
        guard failure == nil else { return }
        encoder.reset()
        encoder.encode(contentsOf: messages)
        let fd = self.fd
        let error = encoder.withUnsafeBytes { buffer -> String? in
            do { try UnixSocket.sendAll(fd, buffer); return nil } catch { return "\(error)" }
        }
        if let error { failure = "write failed: \(error)" }
    }

    /// The next events the daemon sent, waiting no later than `deadline`; nil on timeout,
    /// end of stream or bytes that do not decode (`failure` says which).
    func receive(until deadline: ContinuousClock.Instant) -> [DaemonEvent]? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while failure == nil {
            do {
                var events: [DaemonEvent] = []
                while let e = try decoder.next() { events.append(e) }
                if !events.isEmpty { return events }
            } catch {
                failure = "the daemon sent bytes that do not decode: \(error)"
                return nil
            }
            let left = Self.seconds(until: deadline)
            guard left > 0 else { failure = "no answer within the deadline"; return nil }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }   // timed out this slice: the deadline check above ends it
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { failure = n == 0 ? "the daemon closed the connection" : "read failed"; return nil }
            buffer.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
        return nil
    }

    private static func seconds(until deadline: ContinuousClock.Instant) -> Double {
        let d = deadline - ContinuousClock.now
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
