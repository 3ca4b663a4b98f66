// One sd-bus connection: open, call, reply, signal, process. The only file that owns
// `sd_bus` handles; the rest of the bridge speaks in Swift values.
import CSDBus
#if canImport(Glibc)
import Glibc
#endif

/// Why a bus could not be reached (the bridge then stays uninstalled).
public struct BusError: Error, CustomStringConvertible {
    public var description: String
}

/// A handler for messages under a path prefix or for a matched signal. Returns whether
/// it handled (replied to) the message.
typealias MessageHandler = (OpaquePointer) -> Bool

/// Boxes a handler so a C callback can reach it through `userdata`.
final class HandlerBox {
    let handler: MessageHandler
    init(_ handler: @escaping MessageHandler) { self.handler = handler }
}

/// sd-bus calls this for every message a fallback or match registered (a free function:
/// C needs a plain function pointer).
func busMessageCallback(_ m: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?,
                        _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let m, let userdata else { return 0 }
    return Unmanaged<HandlerBox>.fromOpaque(userdata).takeUnretainedValue().handler(m) ? 1 : 0
}

/// A client connection to a D-Bus bus (the session bus or the accessibility bus).
///
/// Calls block (with a short timeout): the bridge only makes them while setting up a
/// session (Embed, GetAddress, GetRegisteredEvents), never per frame.
final class BusConnection {
    private(set) var bus: OpaquePointer?
    private var handlers: [HandlerBox] = []
    private var slots: [OpaquePointer] = []

    /// Microseconds a setup call may take.
    static let callTimeout: UInt64 = 2_000_000

    private init(bus: OpaquePointer) { self.bus = bus }

    /// The user's session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
    static func session() throws -> BusConnection {
        var b: OpaquePointer?
        let rc = sd_bus_open_user(&b)
        guard rc >= 0, let b else { throw BusError(description: "no session bus (\(errorText(rc)))") }
        return BusConnection(bus: b)
    }

    /// A bus at `address`, as a bus client (it says Hello and gets a unique name).
    static func open(address: String) throws -> BusConnection {
        var b: OpaquePointer?
        var rc = sd_bus_new(&b)
        guard rc >= 0, let b else { throw BusError(description: "sd_bus_new: \(errorText(rc))") }
        rc = sd_bus_set_address(b, address)
        if rc >= 0 { rc = sd_bus_set_bus_client(b, 1) }
        if rc >= 0 { rc = sd_bus_start(b) }
        guard rc >= 0 else {
            sd_bus_unref(b)
            throw BusError(description: "cannot connect to \(address): \(errorText(rc))")
        }
        return BusConnection(bus: b)
    }

    deinit { close() }

    /// Drops the connection (queued messages are flushed first) and every handler.
    func close() {
        for s in slots { sd_bus_slot_unref(s) }
        slots.removeAll()
        if let b = bus { sd_bus_flush_close_unref(b) }
        bus = nil
        handlers.removeAll()
    }

    /// This connection's unique name on the bus (":1.42").
    var uniqueName: String {
        guard let bus else { return "" }
        var p: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &p) >= 0, let p else { return "" }
        return String(cString: p)
    }

    /// The socket, for the loop to watch for readability.
    var descriptor: Int32 { bus.map { sd_bus_get_fd($0) } ?? -1 }

    /// A method call, waiting for the reply; `read` reads the reply's arguments.
    func call<T>(_ destination: String, _ path: String, _ interface: String, _ member: String,
                 arguments: (MessageWriter) -> Void = { _ in },
                 read: (MessageReader) -> T?) throws -> T {
        guard let bus else { throw BusError(description: "connection closed") }
        var m: OpaquePointer?
        var rc = sd_bus_message_new_method_call(bus, &m, destination, path, interface, member)
        guard rc >= 0, let m else { throw BusError(description: "\(member): \(Self.errorText(rc))") }
        defer { sd_bus_message_unref(m) }
        arguments(MessageWriter(m: m))
        var error = trl_sd_bus_error_null()
        var reply: OpaquePointer?
        rc = sd_bus_call(bus, m, Self.callTimeout, &error, &reply)
        defer {
            sd_bus_error_free(&error)
            if let reply { sd_bus_message_unref(reply) }
        }
        guard rc >= 0, let reply else {
            let name = error.message.map { String(cString: $0) } ?? Self.errorText(rc)
            throw BusError(description: "\(interface).\(member) on \(destination): \(name)")
        }
        guard let value = read(MessageReader(m: reply)) else {
            throw BusError(description: "\(interface).\(member): unexpected reply")
        }
        return value
    }

    /// Calls `handler` for every method call to `prefix` or a path below it.
    func addFallback(_ prefix: String, _ handler: @escaping MessageHandler) {
        guard let bus else { return }
        let box = HandlerBox(handler)
        var slot: OpaquePointer?
        if sd_bus_add_fallback(bus, &slot, prefix, busMessageCallback,
                               Unmanaged.passUnretained(box).toOpaque()) >= 0, let slot {
            handlers.append(box)
            slots.append(slot)
        }
    }

    /// Calls `handler` for signals `interface.member` from objects at `path`.
    func matchSignal(path: String, interface: String, member: String, _ handler: @escaping MessageHandler) {
        guard let bus else { return }
        let box = HandlerBox(handler)
        var slot: OpaquePointer?
        if sd_bus_match_signal(bus, &slot, nil, path, interface, member, busMessageCallback,
                               Unmanaged.passUnretained(box).toOpaque()) >= 0, let slot {
            handlers.append(box)
            slots.append(slot)
        }
    }

    /// Replies to `call` with what `body` appends.
    func reply(to call: OpaquePointer, _ body: (MessageWriter) -> Void = { _ in }) {
        var r: OpaquePointer?
        guard sd_bus_message_new_method_return(call, &r) >= 0, let r else { return }
        body(MessageWriter(m: r))
        _ = sd_bus_send(bus, r, nil)
        sd_bus_message_unref(r)
    }

    /// Replies to `call` with a D-Bus error.
    func replyError(to call: OpaquePointer, _ name: String, _ message: String) {
        name.withCString { n in
            message.withCString { msg in
                var e = sd_bus_error(name: n, message: msg, _need_free: 0)
                _ = sd_bus_reply_method_error(call, &e)
            }
        }
    }

    /// Emits a signal from `path`.
    func signal(path: String, interface: String, member: String, _ body: (MessageWriter) -> Void) {
        guard let bus else { return }
        var m: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &m, path, interface, member) >= 0, let m else { return }
        body(MessageWriter(m: m))
        _ = sd_bus_send(bus, m, nil)
        sd_bus_message_unref(m)
    }

    /// Dispatches everything received (and queued by blocking calls) until nothing is
    /// left. Returns false when the connection broke.
    @discardableResult
    func process() -> Bool {
        guard let bus else { return false }
        while true {
            let rc = sd_bus_process(bus, nil)
            if rc < 0 { return false }
            if rc == 0 { return true }
        }
    }

    /// Writes what is queued (signals, replies) to the socket.
    func flush() {
        if let bus { _ = sd_bus_flush(bus) }
    }

    static func errorText(_ rc: Int32) -> String { String(cString: strerror(-rc)) }
}
