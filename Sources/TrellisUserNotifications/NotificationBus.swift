// One sd-bus connection for the notification client (and the test suite's notification
// server): open, call, reply, signal, process. The only file of the module that owns
// `sd_bus` handles. The accessibility bridge has its own connection type
// (TrellisAccessibilityATSPI's BusConnection, internal there); this one adds what a
// notification client and server need (names, typed hints, waiting with a timeout).
import CSDBus
#if canImport(Glibc)
import Glibc
#endif

/// Why a bus or a call on it failed, in words for a log line.
package struct BusError: Error, CustomStringConvertible {
    package var description: String
    /// The D-Bus error name when the peer answered with one
    /// (`org.freedesktop.DBus.Error.ServiceUnknown`), else nil.
    package var name: String?

    package init(_ description: String, name: String? = nil) {
        self.description = description
        self.name = name
    }
}

/// Where the center looks for the notification server.
package enum BusLocation: Sendable {
    /// The user's session bus: `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`.
    case session
    /// A bus at this address (a test's private `dbus-daemon`).
    case address(String)
}

/// A handler for a method call under a path or for a matched signal; returns whether it
/// handled (replied to) the message.
package typealias BusMessageHandler = (OpaquePointer) -> Bool

/// Boxes a handler so the C callback can reach it through `userdata`.
private final class HandlerBox {
    let handler: BusMessageHandler
    init(_ handler: @escaping BusMessageHandler) { self.handler = handler }
}

/// sd-bus calls this for every message a fallback or a match registered.
private func notificationBusCallback(_ m: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?,
                                     _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let m, let userdata else { return 0 }
    return Unmanaged<HandlerBox>.fromOpaque(userdata).takeUnretainedValue().handler(m) ? 1 : 0
}

/// A client connection to a D-Bus bus. Not thread-safe (sd-bus is not): its owner uses
/// it from one serial queue or thread.
package final class NotificationBus: @unchecked Sendable {
    private var bus: OpaquePointer?
    private var handlers: [HandlerBox] = []
    private var slots: [OpaquePointer] = []

    /// Microseconds a method call may take before it fails: a notification server answers
    /// at once, and a missing one must not stall the caller.
    package static let callTimeout: UInt64 = 2_000_000

    private init(bus: OpaquePointer) { self.bus = bus }

    /// Connects to `location`.
    package static func connect(_ location: BusLocation) throws -> NotificationBus {
        switch location {
        case .session: return try session()
        case .address(let a): return try open(address: a)
        }
    }

    /// The user's session bus.
    package static func session() throws -> NotificationBus {
        var b: OpaquePointer?
        let rc = sd_bus_open_user(&b)
        guard rc >= 0, let b else {
            let env = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
            let why = env == nil ? "DBUS_SESSION_BUS_ADDRESS is unset and $XDG_RUNTIME_DIR/bus is not reachable"
                                 : "cannot connect to \(env!)"
            throw BusError("no session bus: \(why) (\(errorText(rc)))")
        }
        return NotificationBus(bus: b)
    }

    /// The bus at `address`, as a bus client (it says Hello and gets a unique name).
    package static func open(address: String) throws -> NotificationBus {
        var b: OpaquePointer?
        var rc = sd_bus_new(&b)
        guard rc >= 0, let b else { throw BusError("sd_bus_new: \(errorText(rc))") }
        rc = sd_bus_set_address(b, address)
        if rc >= 0 { rc = sd_bus_set_bus_client(b, 1) }
        if rc >= 0 { rc = sd_bus_start(b) }
        guard rc >= 0 else {
            sd_bus_unref(b)
            throw BusError("cannot connect to \(address): \(errorText(rc))")
        }
        return NotificationBus(bus: b)
    }

    deinit { close() }

    /// Drops the connection (queued messages are flushed first) and every handler.
    package func close() {
        for s in slots { sd_bus_slot_unref(s) }
        slots.removeAll()
        if let b = bus { sd_bus_flush_close_unref(b) }
        bus = nil
        handlers.removeAll()
    }

    package var isOpen: Bool { bus != nil }

    /// The socket, for a loop to watch for readability.
    package var descriptor: Int32 { bus.map { sd_bus_get_fd($0) } ?? -1 }

    /// This connection's unique name (":1.42").
    package var uniqueName: String {
        guard let bus else { return "" }
        var p: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &p) >= 0, let p else { return "" }
        return String(cString: p)
    }

    /// A method call, waiting (at most ``callTimeout``) for the reply; `read` reads it.
    package func call<T>(_ destination: String, _ path: String, _ interface: String, _ member: String,
                         arguments: (BusMessageWriter) -> Void = { _ in },
                         read: (BusMessageReader) -> T?) throws -> T {
        guard let bus else { throw BusError("connection closed") }
        var m: OpaquePointer?
        var rc = sd_bus_message_new_method_call(bus, &m, destination, path, interface, member)
        guard rc >= 0, let m else { throw BusError("\(member): \(Self.errorText(rc))") }
        defer { sd_bus_message_unref(m) }
        arguments(BusMessageWriter(m: m))
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        var reply: OpaquePointer?
        rc = sd_bus_call(bus, m, Self.callTimeout, &error, &reply)
        defer {
            sd_bus_error_free(&error)
            if let reply { sd_bus_message_unref(reply) }
        }
        guard rc >= 0, let reply else {
            let name = error.name.map { String(cString: $0) }
            let text = error.message.map { String(cString: $0) } ?? Self.errorText(rc)
            throw BusError("\(interface).\(member) on \(destination): \(text)", name: name)
        }
        guard let value = read(BusMessageReader(m: reply)) else {
            throw BusError("\(interface).\(member): unexpected reply")
        }
        return value
    }

    /// Takes the well-known `name` (fails when another connection holds it).
    package func requestName(_ name: String) throws {
        guard let bus else { throw BusError("connection closed") }
        let rc = sd_bus_request_name(bus, name, 0)
        guard rc >= 0 else { throw BusError("cannot own \(name): \(Self.errorText(rc))") }
    }

    /// Calls `handler` for every method call to `prefix` or a path below it.
    package func addFallback(_ prefix: String, _ handler: @escaping BusMessageHandler) {
        guard let bus else { return }
        let box = HandlerBox(handler)
        var slot: OpaquePointer?
        if sd_bus_add_fallback(bus, &slot, prefix, notificationBusCallback,
                               Unmanaged.passUnretained(box).toOpaque()) >= 0, let slot {
            handlers.append(box)
            slots.append(slot)
        }
    }

    /// Calls `handler` for signals `interface.member` sent by `sender` (nil: anyone) from
    /// `path` (nil: any object).
    package func matchSignal(sender: String?, path: String?, interface: String, member: String,
                             _ handler: @escaping BusMessageHandler) {
        guard let bus else { return }
        let box = HandlerBox(handler)
        var slot: OpaquePointer?
        if sd_bus_match_signal(bus, &slot, sender, path, interface, member, notificationBusCallback,
                               Unmanaged.passUnretained(box).toOpaque()) >= 0, let slot {
            handlers.append(box)
            slots.append(slot)
        }
    }

    /// Replies to `call` with what `body` appends.
    package func reply(to call: OpaquePointer, _ body: (BusMessageWriter) -> Void = { _ in }) {
        var r: OpaquePointer?
        guard sd_bus_message_new_method_return(call, &r) >= 0, let r else { return }
        body(BusMessageWriter(m: r))
        _ = sd_bus_send(bus, r, nil)
        sd_bus_message_unref(r)
    }

    /// Replies to `call` with the D-Bus error `name`.
    package func replyError(to call: OpaquePointer, _ name: String, _ message: String) {
        name.withCString { n in
            message.withCString { msg in
                var e = sd_bus_error(name: n, message: msg, _need_free: 0)
                _ = sd_bus_reply_method_error(call, &e)
            }
        }
    }

    /// Emits a signal from `path`.
    package func signal(path: String, interface: String, member: String, _ body: (BusMessageWriter) -> Void) {
        guard let bus else { return }
        var m: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &m, path, interface, member) >= 0, let m else { return }
        body(BusMessageWriter(m: m))
        _ = sd_bus_send(bus, m, nil)
        sd_bus_message_unref(m)
        _ = sd_bus_flush(bus)
    }

    /// Dispatches everything received until nothing is left. False when the connection broke.
    @discardableResult
    package func process() -> Bool {
        guard let bus else { return false }
        while true {
            let rc = sd_bus_process(bus, nil)
            if rc < 0 { return false }
            if rc == 0 { return true }
        }
    }

    /// Waits up to `microseconds` for something to read. False when the connection broke.
    @discardableResult
    package func wait(microseconds: UInt64) -> Bool {
        guard let bus else { return false }
        return sd_bus_wait(bus, microseconds) >= 0
    }

    static func errorText(_ rc: Int32) -> String { String(cString: strerror(-rc)) }
}

extension OpaquePointer {
    /// The member of a received message ("" when absent).
    package var notificationBusMember: String {
        sd_bus_message_get_member(self).map { String(cString: $0) } ?? ""
    }
    /// The interface of a received message ("" when absent).
    package var notificationBusInterface: String {
        sd_bus_message_get_interface(self).map { String(cString: $0) } ?? ""
    }
}
