// One sd-bus connection: open (the session bus or a bus at an address), call, own a
// name, handle method calls and signals, reply, emit, process, wait, flush, close. The
// only file of the package that owns `sd_bus` handles; its users (the accessibility
// bridge, the notification client and the test suite's notification server) speak in
// Swift values through BusMessageReader and BusMessageWriter.
import CSDBus
#if canImport(Glibc)
import Glibc
#endif

/// Which bus to connect to.
package enum BusLocation: Sendable {
    /// The user's session bus: `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`.
    case session
    /// A bus at this address (the accessibility bus, or a test's private `dbus-daemon`).
    case address(String)
}

/// A handler for a method call under a path prefix or for a matched signal, given the
/// received `sd_bus_message *`; returns whether it handled (replied to) the message.
package typealias BusMessageHandler = (OpaquePointer) -> Bool

/// Boxes a handler so the C callback can reach it through `userdata` (a closure is not a
/// pointer; the connection keeps the box alive as long as its slot).
private final class HandlerBox {
    /// The handler the callback runs.
    let handler: BusMessageHandler
    /// Boxes `handler`.
    init(_ handler: @escaping BusMessageHandler) { self.handler = handler }
}

/// sd-bus calls this for every message a fallback or a match registered; a free function
/// because C needs a plain function pointer. Returns 1 when the handler took the message.
private func busMessageCallback(_ m: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?,
                                _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard let m, let userdata else { return 0 }
    return Unmanaged<HandlerBox>.fromOpaque(userdata).takeUnretainedValue().handler(m) ? 1 : 0
}

/// A client connection to a D-Bus bus.
///
/// Not thread-safe (sd-bus is not): its owner uses it from one serial queue or thread,
/// which is why it is `@unchecked Sendable` (a queue-confined owner may hand it across).
/// Method calls block, at most ``callTimeout``: callers make them at setup or on a
/// background queue, never per frame.
package final class BusConnection: @unchecked Sendable {
    /// The `sd_bus *`; nil once closed.
    private var bus: OpaquePointer?
    /// The handlers of the fallbacks and matches, kept alive while their slots are.
    private var handlers: [HandlerBox] = []
    /// The `sd_bus_slot *` of every fallback and match, released on close.
    private var slots: [OpaquePointer] = []

    /// Microseconds a method call may take before it fails: the peers answer at once, and
    /// a missing one must not stall the caller.
    package static let callTimeout: UInt64 = 2_000_000

    /// Wraps an opened `sd_bus *`, which the connection then owns.
    private init(bus: OpaquePointer) { self.bus = bus }

    /// Connects to `location`.
    package static func connect(_ location: BusLocation) throws -> BusConnection {
        switch location {
        case .session: return try session()
        case .address(let a): return try open(address: a)
        }
    }

    /// The user's session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
    package static func session() throws -> BusConnection {
        var b: OpaquePointer?
        let rc = sd_bus_open_user(&b)
        guard rc >= 0, let b else {
            let env = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
            let why = env.map { "cannot connect to \($0)" }
                ?? "DBUS_SESSION_BUS_ADDRESS is unset and $XDG_RUNTIME_DIR/bus is not reachable"
            throw BusError("no session bus: \(why) (\(errorText(rc)))")
        }
        return BusConnection(bus: b)
    }

    /// The bus at `address`, as a bus client (it says Hello and gets a unique name).
    package static func open(address: String) throws -> BusConnection {
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
        return BusConnection(bus: b)
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

    /// Whether the connection is still open (not closed by ``close()``).
    package var isOpen: Bool { bus != nil }

    /// The socket, for a loop to watch for readability; -1 once closed.
    package var descriptor: Int32 { bus.map { sd_bus_get_fd($0) } ?? -1 }

    /// This connection's unique name on the bus (":1.42"); "" once closed.
    package var uniqueName: String {
        guard let bus else { return "" }
        var p: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &p) >= 0, let p else { return "" }
        return String(cString: p)
    }

    /// A method call, waiting (at most ``callTimeout``) for the reply; `arguments` appends
    /// the call's arguments and `read` reads the reply's (nil: an unexpected reply).
    /// Throws a ``BusError`` whose `name` is the D-Bus error name when the peer answered
    /// with an error, nil when the call did not get that far.
    package func call<T>(_ destination: String, _ path: String, _ interface: String, _ member: String,
                         arguments: (BusMessageWriter) -> Void = { _ in },
                         read: (BusMessageReader) -> T?) throws -> T {
        guard let bus else { throw BusError("connection closed") }
        var m: OpaquePointer?
        var rc = sd_bus_message_new_method_call(bus, &m, destination, path, interface, member)
        guard rc >= 0, let m else { throw BusError("\(member): \(Self.errorText(rc))") }
        defer { sd_bus_message_unref(m) }
        arguments(BusMessageWriter(m: m))
        var error = trl_sd_bus_error_null()
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

    /// Calls `handler` for every method call to `prefix` or a path below it (sd-bus's
    /// vtable macros are not importable into Swift, so objects are served this way).
    package func addFallback(_ prefix: String, _ handler: @escaping BusMessageHandler) {
        guard let bus else { return }
        let box = HandlerBox(handler)
        var slot: OpaquePointer?
        if sd_bus_add_fallback(bus, &slot, prefix, busMessageCallback,
                               Unmanaged.passUnretained(box).toOpaque()) >= 0, let slot {
            handlers.append(box)
            slots.append(slot)
        }
    }

    /// Calls `handler` for signals `interface.member` sent by `sender` (nil: anyone) from
    /// `path` (nil: any object).
    package func matchSignal(sender: String? = nil, path: String?, interface: String, member: String,
                             _ handler: @escaping BusMessageHandler) {
        guard let bus else { return }
        let box = HandlerBox(handler)
        var slot: OpaquePointer?
        if sd_bus_match_signal(bus, &slot, sender, path, interface, member, busMessageCallback,
                               Unmanaged.passUnretained(box).toOpaque()) >= 0, let slot {
            handlers.append(box)
            slots.append(slot)
        }
    }

    /// Replies to the method call `call` with what `body` appends (queued; see ``flush()``).
    package func reply(to call: OpaquePointer, _ body: (BusMessageWriter) -> Void = { _ in }) {
        var r: OpaquePointer?
        guard sd_bus_message_new_method_return(call, &r) >= 0, let r else { return }
        body(BusMessageWriter(m: r))
        _ = sd_bus_send(bus, r, nil)
        sd_bus_message_unref(r)
    }

    /// Replies to the method call `call` with the D-Bus error `name` and `message`.
    package func replyError(to call: OpaquePointer, _ name: String, _ message: String) {
        name.withCString { n in
            message.withCString { msg in
                var e = sd_bus_error(name: n, message: msg, _need_free: 0)
                _ = sd_bus_reply_method_error(call, &e)
            }
        }
    }

    /// Emits a signal from `path` with the arguments `body` appends. It is queued, not
    /// written: a caller that emits many (the accessibility bridge, per frame) writes them
    /// together with ``flush()``; one that emits a single signal flushes after it.
    package func signal(path: String, interface: String, member: String, _ body: (BusMessageWriter) -> Void) {
        guard let bus else { return }
        var m: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &m, path, interface, member) >= 0, let m else { return }
        body(BusMessageWriter(m: m))
        _ = sd_bus_send(bus, m, nil)
        sd_bus_message_unref(m)
    }

    /// Dispatches everything received (and queued by blocking calls) until nothing is
    /// left. Returns false when the connection broke.
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

    /// Writes what is queued (signals, replies) to the socket.
    package func flush() {
        if let bus { _ = sd_bus_flush(bus) }
    }

    /// The text of the negative errno `rc` an sd-bus call returned.
    package static func errorText(_ rc: Int32) -> String { String(cString: strerror(-rc)) }
}
