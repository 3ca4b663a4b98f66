// Reading and writing sd-bus messages from Swift. sd-bus's convenient calls
// (`sd_bus_message_append`, `sd_bus_message_read`) are variadic and not callable from
// Swift, so these wrappers use the per-value calls (`*_basic`, containers).
import CSDBus

/// A D-Bus object reference `(so)`: a bus name and an object path.
struct ObjectReference: Equatable {
    var bus: String
    var path: String

    /// The null reference AT-SPI uses for "no object" (`/org/a11y/atspi/null`).
    static let null = ObjectReference(bus: "", path: "/org/a11y/atspi/null")
}

/// Appends values to an sd-bus message under construction. Errors are sticky in sd-bus
/// (a failed append makes `sd_bus_send` fail), so the calls ignore their results.
struct MessageWriter {
    let m: OpaquePointer

    func string(_ s: String) {
        _ = s.withCString { sd_bus_message_append_basic(m, CChar(UInt8(ascii: "s")), $0) }
    }

    func objectPath(_ s: String) {
        _ = s.withCString { sd_bus_message_append_basic(m, CChar(UInt8(ascii: "o")), $0) }
    }

    func int32(_ v: Int32) { appendBasic("i", v) }
    func uint32(_ v: UInt32) { appendBasic("u", v) }
    func int16(_ v: Int16) { appendBasic("n", v) }
    func double(_ v: Double) { appendBasic("d", v) }

    /// Appends a fixed-size basic value of D-Bus type `type` (its bytes are the value's).
    private func appendBasic<T>(_ type: Unicode.Scalar, _ value: T) {
        var v = value
        _ = sd_bus_message_append_basic(m, CChar(UInt8(ascii: type)), &v)
    }

    func bool(_ b: Bool) {
        var v: Int32 = b ? 1 : 0
        _ = sd_bus_message_append_basic(m, CChar(UInt8(ascii: "b")), &v)
    }

    /// A container (`a`, `r` for a struct, `e` for a dict entry, `v`) holding what
    /// `body` appends; `contents` is its element signature (struct: the fields).
    func container(_ type: Character, _ contents: String, _ body: () -> Void) {
        _ = contents.withCString { sd_bus_message_open_container(m, CChar(type.asciiValue!), $0) }
        body()
        _ = sd_bus_message_close_container(m)
    }

    func reference(_ r: ObjectReference) {
        container("r", "so") {
            string(r.bus)
            objectPath(r.path)
        }
    }

    func variantString(_ s: String) { container("v", "s") { string(s) } }
    func variantInt32(_ v: Int32) { container("v", "i") { int32(v) } }

    /// `a{ss}`.
    func stringDictionary(_ pairs: [(String, String)]) {
        container("a", "{ss}") {
            for (k, v) in pairs { container("e", "ss") { string(k); string(v) } }
        }
    }

    func stringArray(_ items: [String]) {
        container("a", "s") { for s in items { string(s) } }
    }
}

/// Reads the arguments of a received message, in order. Each read returns nil when the
/// next argument has another type: callers then answer with an InvalidArgs error.
struct MessageReader {
    let m: OpaquePointer

    func string() -> String? {
        var p: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "s")), &p) > 0, let p else { return nil }
        return String(cString: p)
    }

    func objectPath() -> String? {
        var p: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "o")), &p) > 0, let p else { return nil }
        return String(cString: p)
    }

    func int32() -> Int32? {
        var v: Int32 = 0
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "i")), &v) > 0 else { return nil }
        return v
    }

    func uint32() -> UInt32? {
        var v: UInt32 = 0
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "u")), &v) > 0 else { return nil }
        return v
    }

    func double() -> Double? {
        var v: Double = 0
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "d")), &v) > 0 else { return nil }
        return v
    }

    /// A `(so)` reference.
    func reference() -> ObjectReference? {
        guard sd_bus_message_enter_container(m, CChar(UInt8(ascii: "r")), "so") > 0 else { return nil }
        defer { _ = sd_bus_message_exit_container(m) }
        guard let bus = string(), let path = objectPath() else { return nil }
        return ObjectReference(bus: bus, path: path)
    }

    /// A variant holding a number (`d`, `i`, `u`, `x`, `n`), as a Double; for setting
    /// `CurrentValue` and `Id`.
    func variantNumber() -> Double? {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        guard sd_bus_message_peek_type(m, &type, &contents) > 0, type == CChar(UInt8(ascii: "v")),
              let contents else { return nil }
        let sig = String(cString: contents)
        guard sd_bus_message_enter_container(m, CChar(UInt8(ascii: "v")), contents) > 0 else { return nil }
        defer { _ = sd_bus_message_exit_container(m) }
        switch sig {
        case "d": return double()
        case "i": return int32().map(Double.init)
        case "u": return uint32().map(Double.init)
        case "x":
            var v: Int64 = 0
            return sd_bus_message_read_basic(m, CChar(UInt8(ascii: "x")), &v) > 0 ? Double(v) : nil
        case "n":
            var v: Int16 = 0
            return sd_bus_message_read_basic(m, CChar(UInt8(ascii: "n")), &v) > 0 ? Double(v) : nil
        default: return nil
        }
    }

    /// `a(ss)` (the registry's registered events).
    func stringPairs() -> [(String, String)]? {
        guard sd_bus_message_enter_container(m, CChar(UInt8(ascii: "a")), "(ss)") > 0 else { return nil }
        var out: [(String, String)] = []
        while sd_bus_message_enter_container(m, CChar(UInt8(ascii: "r")), "ss") > 0 {
            let a = string() ?? "", b = string() ?? ""
            _ = sd_bus_message_exit_container(m)
            out.append((a, b))
        }
        _ = sd_bus_message_exit_container(m)
        return out
    }
}

extension OpaquePointer {
    /// The member, interface and path of a received message (empty when absent).
    var busMember: String { sd_bus_message_get_member(self).map { String(cString: $0) } ?? "" }
    var busInterface: String { sd_bus_message_get_interface(self).map { String(cString: $0) } ?? "" }
    var busPath: String { sd_bus_message_get_path(self).map { String(cString: $0) } ?? "" }
}
