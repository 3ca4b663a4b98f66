#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Keeps an app alive across daemon restarts (S29): when the connection ends it retries
/// the socket with exponential backoff — 20 ms doubling to at most 1 s between attempts —
/// and hands the first connection that succeeds to `ViewHost.reconnect(to:)`, which
/// re-sends the whole tree. If no daemon answers within the timeout
/// (`TRELLIS_RECONNECT_TIMEOUT` seconds, default 30; 0 means exit at once) the app
/// prints one line saying so and exits with status 1, so a supervisor sees a failure.
///
/// Public (underscored) for tools that drive an app over the default socket, such as the
/// demo's tour, so they survive a daemon restart exactly as apps do.
@MainActor
public final class _Reconnector {
    /// The timeout from `TRELLIS_RECONNECT_TIMEOUT`, else 30 s.
    nonisolated static var timeout: Double {
        if let s = ProcessInfo.processInfo.environment["TRELLIS_RECONNECT_TIMEOUT"], let v = Double(s), v >= 0 { return v }
        return 30
    }

    private let host: ViewHost
    /// Called with each new connection handed to the host (an app's windows keep the
    /// current one, to shut it down when the window is dismissed).
    public var onReconnect: (@MainActor (SocketConnection) -> Void)?
    private let path: String
    private let name: String

    /// Watches `host`'s connections to the daemon at `path`; `name` prefixes its lines.
    public init(host: ViewHost, path: String, name: String) {
        self.host = host
        self.path = path
        self.name = name
    }

    /// Reconnects when `connection` ends; a socket that never answered `hello` (handshake
    /// timeout) ends the app instead: retrying would wait on the same silent peer.
    public func watch(_ connection: SocketConnection) {
        connection.onClose = { [self, unowned connection] why in
            if connection.handshakeTimedOut {
                self.say("\(why); exiting")
                exit(1)
            }
            if connection.wasRefused { return self.refused(why) }
            self.refusedSince = nil
            self.lost(why)
        }
    }

    /// When the daemon first refused this app in the current run of refusals.
    private var refusedSince: Date?

    /// The daemon refused the app (a session limit, a uid it does not serve): retried on
    /// the same terms as a missing daemon, within one timeout counted from the first
    /// refusal, so a daemon that keeps refusing ends the app with its reason instead of a
    /// connect-refuse loop that never ends.
    private func refused(_ why: String) {
        let limit = Self.timeout
        let since = refusedSince ?? Date()
        if refusedSince == nil { say("\(why); retrying (for at most \(Self.number(limit)) s)") }
        refusedSince = since
        let deadline = since.addingTimeInterval(limit)
        guard Date() < deadline else {
            say("still refused after \(Self.number(limit)) s: \(why); exiting")
            exit(1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + min(0.25, deadline.timeIntervalSinceNow)) {
            MainActor.assumeIsolated { self.attempt(deadline: deadline, delay: 0.25, limit: limit, lastError: why) }
        }
    }

    private func lost(_ why: String) {
        let limit = Self.timeout
        say("\(why); reconnecting to \(path) (for at most \(Self.number(limit)) s)")
        attempt(deadline: Date().addingTimeInterval(limit), delay: 0.02, limit: limit, lastError: why)
    }

    private func attempt(deadline: Date, delay: Double, limit: Double, lastError: String) {
        var error = lastError
        do {
            let c = try SocketConnection(path: path)
            watch(c)
            host.reconnect(to: c)
            onReconnect?(c)
            if refusedSince != nil { return }   // said if the daemon refuses again
            say("reconnected to \(path); the window was re-sent (\(host.renderNodeCount) nodes)")
            return
        } catch let failure {
            // Why this attempt failed (no socket yet, a squatted or unsafe directory, a
            // foreign socket): said once when it changes, and named by the final line.
            let why = "\(failure)"
            if why != lastError { say("cannot connect yet: \(why)") }
            error = why
        }
        let now = Date()
        guard now < deadline else {
            say("no trellisd answered on \(path) within \(Self.number(limit)) s; last: \(error); exiting")
            exit(1)
        }
        let wait = min(delay, deadline.timeIntervalSince(now))
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) {
            MainActor.assumeIsolated {
                self.attempt(deadline: deadline, delay: min(delay * 2, 1), limit: limit, lastError: error)
            }
        }
    }

    private func say(_ text: String) {
        var msg = "\(name): \(text)\n"
        _ = msg.withUTF8 { write(2, $0.baseAddress, $0.count) }
    }

    private nonisolated static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
