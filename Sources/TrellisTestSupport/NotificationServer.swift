// A private session bus (dbus-daemon) and a desktop notification server on it that
// records what it is asked: what TrellisUserNotifications' tests deliver to.
import Foundation
import TrellisDBus
import TrellisUserNotifications
#if canImport(Glibc)
import Glibc
#endif

/// A `dbus-daemon --session` of the test's own, on a socket in a fresh directory; killed
/// by ``stop()`` (or when released).
public final class PrivateSessionBus: @unchecked Sendable {
    public static let daemonPath = "/usr/bin/dbus-daemon"
    public let address: String
    private let directory: String
    private let daemon: ChildProcess

    /// Why the bus cannot be started here (nil when dbus-daemon is installed).
    public static var missing: String? {
        FileManager.default.isExecutableFile(atPath: daemonPath)
            ? nil : "\(daemonPath) not found (scripts/install-deps installs dbus-daemon)"
    }

    /// Starts the daemon and waits (at most 30 s) until it prints its address.
    public init() throws {
        directory = try temporaryDirectory(prefix: "trl-bus")
        address = "unix:path=\(directory)/bus"
        daemon = try ChildProcess(Self.daemonPath, ["--session", "--nofork", "--print-address", "--address=\(address)"])
        let deadline = Date().addingTimeInterval(30)
        while !daemon.output.contains("unix:path=") {
            guard daemon.isRunning, Date() < deadline else {
                daemon.stop()
                throw TestFailure("dbus-daemon did not print its address within 30 s; output:\n\(daemon.output)")
            }
            usleep(10_000)
        }
    }

    /// Kills the daemon (SIGKILL: a child of the test process may start with SIGTERM
    /// blocked, and the daemon has nothing to save) and removes its directory.
    public func stop() {
        if daemon.isRunning { kill(daemon.process.processIdentifier, SIGKILL) }
        _ = try? daemon.waitForExit(timeout: 5)
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// A desktop notification server (`org.freedesktop.Notifications`) on a bus, on a thread
/// of its own, recording every `Notify` and `CloseNotification`; it can send the signals a
/// user's click or dismissal would.
public final class RecordingNotificationServer: @unchecked Sendable {
    /// One `Notify` call, and the id the server answered.
    public struct Call: Sendable {
        public var id: UInt32
        public var appName: String
        public var replacesID: UInt32
        public var summary: String
        public var body: String
        /// Key, label, key, label… as sent.
        public var actions: [String]
        public var hints: [String: String]
    }

    private let lock = NSLock()
    private var calls: [Call] = []
    private var closedIDs: [UInt32] = []
    private var launcherUpdates: [(uri: String, properties: [String: String])] = []
    private var jobs: [(BusConnection) -> Void] = []
    private var stopping = false
    private var nextID: UInt32 = 1
    private let finished = DispatchSemaphore(value: 0)
    private let capabilities: [String]

    /// Takes the notification server's name on the bus at `address` and starts serving.
    public init(address: String, capabilities: [String] = ["actions", "body", "persistence", "sound"]) throws {
        self.capabilities = capabilities
        let bus = try BusConnection.open(address: address)
        try bus.requestName("org.freedesktop.Notifications")
        bus.addFallback("/org/freedesktop/Notifications") { [unowned self] m in self.handle(m, on: bus) }
        // What a dock listens to for badge counts.
        bus.matchSignal(sender: nil, path: nil, interface: "com.canonical.Unity.LauncherEntry", member: "Update") {
            [unowned self] m in
            let r = BusMessageReader(m: m)
            if let uri = r.string(), let properties = r.hints() {
                self.lock.lock()
                self.launcherUpdates.append((uri, properties.mapValues { $0.description }))
                self.lock.unlock()
            }
            return true
        }
        let thread = Thread { [self] in self.serve(bus) }
        thread.name = "RecordingNotificationServer"
        thread.start()
    }

    private func serve(_ bus: BusConnection) {
        while true {
            lock.lock()
            let stop = stopping
            let work = jobs
            jobs.removeAll()
            lock.unlock()
            if stop { break }
            for job in work { job(bus) }
            guard bus.process() else { break }
            bus.wait(microseconds: 20_000)
        }
        bus.close()
        finished.signal()
    }

    private func handle(_ m: OpaquePointer, on bus: BusConnection) -> Bool {
        let r = BusMessageReader(m: m)
        switch m.busMember {
        case "GetCapabilities":
            bus.reply(to: m) { $0.stringArray(self.capabilities) }
        case "GetServerInformation":
            bus.reply(to: m) { w in ["trellis-test", "Trellis", "1", "1.2"].forEach(w.string) }
        case "Notify":
            guard let app = r.string(), let replaces = r.uint32(), let _ = r.string(), let summary = r.string(),
                  let body = r.string(), let actions = r.stringArray(), let hints = r.hints(), let _ = r.int32() else {
                bus.replyError(to: m, "org.freedesktop.DBus.Error.InvalidArgs", "bad Notify arguments")
                return true
            }
            lock.lock()
            let id = replaces != 0 ? replaces : nextID
            if replaces == 0 { nextID += 1 }
            calls.append(Call(id: id, appName: app, replacesID: replaces, summary: summary, body: body, actions: actions,
                              hints: hints.mapValues { $0.description }))
            lock.unlock()
            bus.reply(to: m) { $0.uint32(id) }
        case "CloseNotification":
            guard let id = r.uint32() else { return false }
            lock.lock(); closedIDs.append(id); lock.unlock()
            bus.reply(to: m)
            closedSignal(bus, id: id, reason: 3)
        default:
            bus.replyError(to: m, "org.freedesktop.DBus.Error.UnknownMethod", "no such method")
        }
        return true
    }

    private func closedSignal(_ bus: BusConnection, id: UInt32, reason: UInt32) {
        bus.signal(path: "/org/freedesktop/Notifications", interface: "org.freedesktop.Notifications",
                   member: "NotificationClosed") { w in w.uint32(id); w.uint32(reason) }
        bus.flush()
    }

    /// The `Notify` calls so far.
    public var notifications: [Call] { lock.lock(); defer { lock.unlock() }; return calls }
    /// The launcher-entry `Update` signals seen so far (app URI, properties as text).
    public var launcherEntryUpdates: [(uri: String, properties: [String: String])] {
        lock.lock(); defer { lock.unlock() }; return launcherUpdates
    }

    /// The ids closed with `CloseNotification` so far.
    public var closed: [UInt32] { lock.lock(); defer { lock.unlock() }; return closedIDs }

    /// Waits (at most `timeout` s) until `count` notifications arrived; fails the test
    /// with what arrived otherwise. The bound is generous: triggers and delegate calls run
    /// on the main queue, which other suites of the one test process can hold for a minute
    /// or more (a port test building a package), while a notification normally arrives
    /// within milliseconds.
    public func waitForNotifications(_ count: Int, timeout: Double = 300) async throws -> [Call] {
        let deadline = Date().addingTimeInterval(timeout)
        while notifications.count < count {
            guard Date() < deadline else {
                throw TestFailure("\(count) notification(s) expected within \(timeout) s, got \(notifications.map(\.summary))")
            }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        return notifications
    }

    /// Sends `ActionInvoked(id, key)`, as a click on a button (or, for "default", on the
    /// notification) does.
    public func invokeAction(id: UInt32, key: String) {
        enqueue { bus in
            bus.signal(path: "/org/freedesktop/Notifications", interface: "org.freedesktop.Notifications",
                       member: "ActionInvoked") { w in w.uint32(id); w.string(key) }
            bus.flush()
        }
    }

    /// Sends `NotificationClosed(id, 2)`: the user dismissed it.
    public func dismiss(id: UInt32) {
        enqueue { [self] bus in closedSignal(bus, id: id, reason: 2) }
    }

    private func enqueue(_ job: @escaping (BusConnection) -> Void) {
        lock.lock(); jobs.append(job); lock.unlock()
    }

    /// Stops serving and drops the name (waits at most 5 s for the thread).
    public func stop() {
        lock.lock()
        let first = !stopping
        stopping = true
        lock.unlock()
        if first { _ = finished.wait(timeout: .now() + 5) }
    }

    deinit { stop() }
}
