import Foundation
import TrellisProtocol
import TrellisUI

extension TestHost {
    /// Kills the daemon with SIGKILL, starts a new one on the same socket (same backend
    /// and current window size) and reconnects the app to it the way `App.main()` does
    /// (`ViewHost.reconnect(to:)`: hello, then the whole tree in one transaction). Returns
    /// once the new daemon committed the resync and the host settled.
    ///
    /// - Returns: seconds from the new connection to the settled resync.
    /// - Throws: `TestHostError` when the host shares a daemon it does not own, or when
    ///   the new daemon does not start or refuses the resync.
    @discardableResult
    public func restartDaemon() async throws -> Double {
        guard ownsDaemon else {
            throw TestHostError.protocolError("restartDaemon() needs a host that started its own daemon")
        }
        let old = daemon
        let oldConnection = connection
        oldConnection.onClose = nil
        _ = try? old.stop(signal: SIGKILL, timeout: timeout)
        oldConnection.shutDown()
        retiredDaemons.append(old)
        let size = viewHost.surfaceSize
        let fresh = try TestDaemon(backend: "headless", width: size.width > 0 ? Double(size.width) : old.width,
                                   height: size.height > 0 ? Double(size.height) : old.height,
                                   socketPath: old.socketPath, timeout: timeout)
        daemon = fresh
        let conn: SocketConnection
        do {
            conn = try SocketConnection(path: fresh.socketPath)
        } catch {
            throw TestHostError.disconnected(reason: "cannot connect to the restarted daemon: \(error)", daemonErrors: [])
        }
        connection = conn
        watch(conn)
        let start = ContinuousClock.now
        viewHost.reconnect(to: conn)
        _ = try await response(Self.welcomeKey, what: "the restarted daemon's welcome")
        conn.send([.advanceClock(seconds: 0)])
        try await settle()
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
