// An App (not a single view) under test: its windows on one private daemon, a TestHost
// for each window it opens.
import Foundation
import TrellisProtocol
import TrellisTesting
import TrellisUI

/// Runs an `App` value's windows on a private headless `trellisd`, as `App.main()` runs
/// them on the user's: the launch window first, then each window the app opens
/// (`openWindow`) gets a `TestHost` of its own, in `hosts`, in the order opened.
@MainActor
public final class AppWindowsHost {
    public let daemon: TestDaemon
    public let windows: _AppWindows
    /// One host per window opened so far, oldest first (closed ones included).
    public private(set) var hosts: [TestHost] = []
    /// Whether the app's last window closed (`App.main()` would have exited).
    public private(set) var lastWindowClosed = false

    /// Starts a daemon (surface `width`×`height`) and opens `app`'s launch window; returns
    /// once that window settled.
    public init<A: App>(_ app: A, width: Double = 300, height: Double = 200, timeout: Double = 10) async throws {
        let daemon = try await TestDaemon(width: width, height: height, timeout: timeout)
        self.daemon = daemon
        let path = daemon.socketPath
        windows = _AppWindows(app: app, name: "TestApp", capabilities: [.testing, .geometry, .lazyRows]) {
            try SocketConnection(path: path)
        }
        windows.configureHost = { $0.systemColorScheme = .light }
        windows.onWindowOpened = { [unowned self] host, connection in
            hosts.append(TestHost(adopting: host, connection: connection, daemon: daemon, timeout: timeout))
        }
        windows.onWindowClosed = { [unowned self] closed in
            hosts.first { $0.viewHost === closed }?.appEndedSession("the app closed this window")
        }
        windows.onLastWindowClosed = { [unowned self] in lastWindowClosed = true }
        do {
            try windows.openLaunchWindow()
            try await hosts[0].settle()
        } catch {
            await close()
            throw error
        }
    }

    /// The hosts of the windows still open, oldest first.
    public var openHosts: [TestHost] {
        hosts.filter { h in windows.hosts.contains { $0 === h.viewHost } }
    }

    /// Settles every open window (each is a session of its own: one settles another only
    /// through shared state, so all are settled twice).
    public func settleAll() async throws {
        for _ in 0..<2 { for h in openHosts { try await h.settle() } }
    }

    /// Closes every window's host and stops the daemon.
    public func close() async {
        for h in hosts { await h.close() }
        await daemon.stop()
    }
}
