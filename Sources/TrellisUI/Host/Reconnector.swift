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
@MainActor
final class _Reconnector {
    /// The timeout from `TRELLIS_RECONNECT_TIMEOUT`, else 30 s.
    nonisolated static var timeout: Double {
        if let s = ProcessInfo.processInfo.environment["TRELLIS_RECONNECT_TIMEOUT"], let v = Double(s), v >= 0 { return v }
        return 30
    }

    private let host: ViewHost
    private let path: String
    private let name: String

    init(host: ViewHost, path: String, name: String) {
        self.host = host
        self.path = path
        self.name = name
    }

    /// Reconnects when `connection` ends; a socket that never answered `hello` (handshake
    /// timeout) ends the app instead: retrying would wait on the same silent peer.
    func watch(_ connection: SocketConnection) {
        connection.onClose = { [self, unowned connection] why in
            if connection.handshakeTimedOut {
                self.say("\(why); exiting")
                exit(1)
            }
            self.lost(why)
        }
    }

    private func lost(_ why: String) {
        let limit = Self.timeout
        say("\(why); reconnecting to \(path) (for at most \(Self.number(limit)) s)")
        attempt(deadline: Date().addingTimeInterval(limit), delay: 0.02, limit: limit, lastError: why)
    }

    private func attempt(deadline: Date, delay: Double, limit: Double, lastError: String) {
        if let c = try? SocketConnection(path: path) {
            watch(c)
            host.reconnect(to: c)
            say("reconnected to \(path); the window was re-sent (\(host.renderNodeCount) nodes)")
            return
        }
        let now = Date()
        guard now < deadline else {
            say("no trellisd answered on \(path) within \(Self.number(limit)) s after: \(lastError); exiting")
            exit(1)
        }
        let wait = min(delay, deadline.timeIntervalSince(now))
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) {
            MainActor.assumeIsolated {
                self.attempt(deadline: deadline, delay: min(delay * 2, 1), limit: limit, lastError: lastError)
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
