// The client side of the freedesktop Desktop Notifications interface
// (org.freedesktop.Notifications on the session bus): capabilities, Notify,
// CloseNotification, and the ActionInvoked / NotificationClosed signals; plus the
// launcher entry's count, where a badge can show.
import Dispatch
import Foundation
import TrellisDBus

/// One notification as `Notify` sends it.
struct DesktopNotification {
    var appName: String
    var replacesID: UInt32 = 0
    var icon = ""
    var summary: String
    var body: String
    /// Pairs of action key and label.
    var actions: [(key: String, label: String)] = []
    var hints: [(String, BusHint)] = []
    /// Milliseconds; -1 leaves it to the server.
    var expireTimeout: Int32 = -1
}

/// The notification server as seen from the app: a connection to the bus it lives on,
/// opened on first use and dropped when it breaks (the next call reconnects). Used only
/// on `queue`, which also receives its signals.
final class DesktopNotificationServer {
    static let busName = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"

    /// Why notifications closed (the spec's reasons).
    enum CloseReason: UInt32 {
        case expired = 1, dismissed = 2, closedByCall = 3, undefined = 4
    }

    let location: BusLocation
    let queue: DispatchQueue
    private var bus: BusConnection?
    private var readSource: DispatchSourceRead?

    /// `ActionInvoked(id, key)`, on `queue`.
    var onActionInvoked: ((UInt32, String) -> Void)?
    /// `NotificationClosed(id, reason)`, on `queue`.
    var onClosed: ((UInt32, UInt32) -> Void)?

    init(location: BusLocation, queue: DispatchQueue) {
        self.location = location
        self.queue = queue
    }

    deinit { drop() }

    /// The open connection, or a new one with the signal matches installed and its socket
    /// watched on `queue`.
    private func connection() throws -> BusConnection {
        if let bus, bus.isOpen { return bus }
        let b = try BusConnection.connect(location)
        // Signals are matched by path and interface only: the server sends them from its
        // unique name, and the center ignores ids it did not get from Notify.
        b.matchSignal(sender: nil, path: Self.objectPath, interface: Self.busName, member: "ActionInvoked") { [weak self] m in
            let r = BusMessageReader(m: m)
            if let id = r.uint32(), let key = r.string() { self?.onActionInvoked?(id, key) }
            return true
        }
        b.matchSignal(sender: nil, path: Self.objectPath, interface: Self.busName, member: "NotificationClosed") { [weak self] m in
            let r = BusMessageReader(m: m)
            if let id = r.uint32(), let reason = r.uint32() { self?.onClosed?(id, reason) }
            return true
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: b.descriptor, queue: queue)
        source.setEventHandler { [weak self] in self?.pump() }
        source.resume()
        bus = b
        readSource = source
        return b
    }

    /// Handles what arrived (signals); drops the connection when it broke.
    func pump() {
        guard let bus else { return }
        if !bus.process() { drop() }
    }

    /// Forgets the connection; its socket is closed once the read source is cancelled
    /// (closing a descriptor a dispatch source still watches is undefined).
    private func drop() {
        let old = bus
        bus = nil
        if let source = readSource {
            readSource = nil
            source.setCancelHandler { old?.close() }
            source.cancel()
        } else {
            old?.close()
        }
    }

    /// A call on the server; a failure that is not the server's answer drops the
    /// connection, so the next call starts over.
    private func call<T>(_ member: String, arguments: (BusMessageWriter) -> Void = { _ in },
                         read: (BusMessageReader) -> T?) throws -> T {
        let b = try connection()
        defer { pump() }
        do {
            return try b.call(Self.busName, Self.objectPath, Self.busName, member, arguments: arguments, read: read)
        } catch let error as BusError {
            if error.name == nil { drop() }
            throw error
        }
    }

    /// What the server can do (`actions`, `body`, `body-markup`, `sound`, `persistence`…):
    /// the proof that a server runs.
    func capabilities() throws -> [String] {
        try call("GetCapabilities") { $0.stringArray() }
    }

    /// Shows `n`; returns the server's id for it.
    func notify(_ n: DesktopNotification) throws -> UInt32 {
        try call("Notify", arguments: { w in
            w.string(n.appName)
            w.uint32(n.replacesID)
            w.string(n.icon)
            w.string(n.summary)
            w.string(n.body)
            w.stringArray(n.actions.flatMap { [$0.key, $0.label] })
            w.hints(n.hints)
            w.int32(n.expireTimeout)
        }, read: { $0.uint32() })
    }

    /// Takes notification `id` off the screen (and out of the server's list).
    func close(_ id: UInt32) throws {
        try call("CloseNotification", arguments: { $0.uint32(id) }, read: { _ in () })
    }

    /// Sets the count a dock draws on the app's launcher (the `com.canonical.Unity.LauncherEntry`
    /// signal that KDE Plasma, Dash to Dock, Plank and others implement); 0 hides it.
    func setLauncherCount(_ count: Int, desktopID: String) throws {
        let b = try connection()
        b.signal(path: "/com/canonical/unity/launcherentry/\(UInt32(truncatingIfNeeded: desktopID.hashValue))",
                 interface: "com.canonical.Unity.LauncherEntry", member: "Update") { w in
            w.string("application://\(desktopID).desktop")
            w.hints([("count", .int64(Int64(count))), ("count-visible", .bool(count > 0))])
        }
        b.flush()
    }
}
