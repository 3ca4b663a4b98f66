// Reading and writing sd-bus messages from Swift: the basic types, strings and object
// paths, arrays, dictionaries, variants, structs and `a{sv}` hints, plus the header
// fields of a received message. sd-bus's convenient calls (`sd_bus_message_append`,
// `sd_bus_message_read`) are variadic and not callable from Swift, so these use the
// per-value calls (`*_basic`, containers).
import CSDBus

/// Appends values to an sd-bus message under construction. sd-bus errors are sticky (a
/// failed append makes the send fail), so the calls ignore their results.
package struct BusMessageWriter {
    /// The `sd_bus_message *` being built.
    package let m: OpaquePointer

    /// A writer appending to the message `m` (sd-bus's `sd_bus_message *`).
    package init(m: OpaquePointer) { self.m = m }

    /// Appends a string (`s`).
    package func string(_ s: String) {
        _ = s.withCString { sd_bus_message_append_basic(m, CChar(UInt8(ascii: "s")), $0) }
    }

    /// Appends an object path (`o`).
    package func objectPath(_ s: String) {
        _ = s.withCString { sd_bus_message_append_basic(m, CChar(UInt8(ascii: "o")), $0) }
    }

    /// Appends an `i`.
    package func int32(_ v: Int32) { appendBasic("i", v) }
    /// Appends a `u`.
    package func uint32(_ v: UInt32) { appendBasic("u", v) }
    /// Appends an `n`.
    package func int16(_ v: Int16) { appendBasic("n", v) }
    /// Appends an `x`.
    package func int64(_ v: Int64) { appendBasic("x", v) }
    /// Appends a `y`.
    package func byte(_ v: UInt8) { appendBasic("y", v) }
    /// Appends a `d`.
    package func double(_ v: Double) { appendBasic("d", v) }
    /// Appends a `b` (sd-bus takes a boolean as a 32-bit int).
    package func bool(_ b: Bool) { appendBasic("b", Int32(b ? 1 : 0)) }

    /// Appends a fixed-size basic value of D-Bus type `type` (its bytes are the value's).
    private func appendBasic<T: BitwiseCopyable>(_ type: Unicode.Scalar, _ value: T) {
        var v = value
        _ = sd_bus_message_append_basic(m, CChar(UInt8(ascii: type)), &v)
    }

    /// A container (`a`, `r` for a struct, `e` for a dict entry, `v`) holding what
    /// `body` appends; `contents` is its element signature (struct: the fields).
    package func container(_ type: Character, _ contents: String, _ body: () -> Void) {
        _ = contents.withCString { sd_bus_message_open_container(m, CChar(type.asciiValue!), $0) }
        body()
        _ = sd_bus_message_close_container(m)
    }

    /// A variant holding a string (`v` of `s`).
    package func variantString(_ s: String) { container("v", "s") { string(s) } }
    /// A variant holding an `i`.
    package func variantInt32(_ v: Int32) { container("v", "i") { int32(v) } }

    /// `as`.
    package func stringArray(_ items: [String]) {
        container("a", "s") { for s in items { string(s) } }
    }

    /// `a{ss}`, in the order given.
    package func stringDictionary(_ pairs: [(String, String)]) {
        container("a", "{ss}") {
            for (k, v) in pairs { container("e", "ss") { string(k); string(v) } }
        }
    }

    /// `a{sv}` with typed values, in the order given.
    package func hints(_ pairs: [(String, BusHint)]) {
        container("a", "{sv}") {
            for (key, value) in pairs {
                container("e", "sv") {
                    string(key)
                    switch value {
                    case .string(let s): container("v", "s") { string(s) }
                    case .bool(let b): container("v", "b") { bool(b) }
                    case .byte(let v): container("v", "y") { byte(v) }
                    case .int32(let v): container("v", "i") { int32(v) }
                    case .int64(let v): container("v", "x") { int64(v) }
                    }
                }
            }
        }
    }
}

/// Reads the arguments of a received message, in order. Each read returns nil when the
/// next argument has another type: callers then answer with an InvalidArgs error or
/// treat the reply as unexpected.
package struct BusMessageReader {
    /// The received `sd_bus_message *`.
    package let m: OpaquePointer

    /// A reader of the received message `m` (sd-bus's `sd_bus_message *`).
    package init(m: OpaquePointer) { self.m = m }

    /// Reads a string (`s`).
    package func string() -> String? {
        var p: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "s")), &p) > 0, let p else { return nil }
        return String(cString: p)
    }

    /// Reads an object path (`o`).
    package func objectPath() -> String? {
        var p: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "o")), &p) > 0, let p else { return nil }
        return String(cString: p)
    }

    /// Reads an `i`.
    package func int32() -> Int32? { readBasic("i", Int32(0)) }
    /// Reads a `u`.
    package func uint32() -> UInt32? { readBasic("u", UInt32(0)) }
    /// Reads a `d`.
    package func double() -> Double? { readBasic("d", Double(0)) }

    /// Reads a fixed-size basic value of D-Bus type `type` into a `T` starting at `initial`.
    private func readBasic<T: BitwiseCopyable>(_ type: Unicode.Scalar, _ initial: T) -> T? {
        var v = initial
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: type)), &v) > 0 else { return nil }
        return v
    }

    /// Enters the container of `type` (`a`, `r`, `e`, `v`) with element signature
    /// `contents`, reads it with `body`, and leaves it; nil when the next argument is not
    /// such a container.
    package func container<T>(_ type: Character, _ contents: String, _ body: () -> T?) -> T? {
        guard sd_bus_message_enter_container(m, CChar(type.asciiValue!), contents) > 0 else { return nil }
        defer { _ = sd_bus_message_exit_container(m) }
        return body()
    }

    /// A variant holding a number (`d`, `i`, `u`, `x`, `n`), as a Double (what a setter of
    /// a numeric property takes, whichever integer type the client sent).
    package func variantNumber() -> Double? {
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
        case "x": return readBasic("x", Int64(0)).map(Double.init)
        case "n": return readBasic("n", Int16(0)).map(Double.init)
        default: return nil
        }
    }

    /// `as`.
    package func stringArray() -> [String]? {
        guard sd_bus_message_enter_container(m, CChar(UInt8(ascii: "a")), "s") > 0 else { return nil }
        var out: [String] = []
        while let s = string() { out.append(s) }
        _ = sd_bus_message_exit_container(m)
        return out
    }

    /// `a(ss)` (pairs of strings, e.g. AT-SPI's registered events); a missing string
    /// reads as "".
    package func stringPairs() -> [(String, String)]? {
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

    /// `a{sv}` with string, boolean and integer values (others are skipped).
    package func hints() -> [String: BusHint]? {
        guard sd_bus_message_enter_container(m, CChar(UInt8(ascii: "a")), "{sv}") > 0 else { return nil }
        var out: [String: BusHint] = [:]
        while sd_bus_message_enter_container(m, CChar(UInt8(ascii: "e")), "sv") > 0 {
            defer { _ = sd_bus_message_exit_container(m) }
            guard let key = string() else { break }
            var type: CChar = 0
            var contents: UnsafePointer<CChar>?
            guard sd_bus_message_peek_type(m, &type, &contents) > 0, let contents else { break }
            let signature = String(cString: contents)
            guard sd_bus_message_enter_container(m, CChar(UInt8(ascii: "v")), contents) > 0 else { break }
            switch signature {
            case "s": out[key] = string().map(BusHint.string)
            case "b": out[key] = readBasic("b", Int32(0)).map { .bool($0 != 0) }
            case "y": out[key] = readBasic("y", UInt8(0)).map(BusHint.byte)
            case "i": out[key] = int32().map(BusHint.int32)
            case "x": out[key] = readBasic("x", Int64(0)).map(BusHint.int64)
            default: _ = sd_bus_message_skip(m, contents)
            }
            _ = sd_bus_message_exit_container(m)
        }
        _ = sd_bus_message_exit_container(m)
        return out
    }
}

extension OpaquePointer {
    /// The member of a received message (`sd_bus_message *`; "" when absent).
    package var busMember: String { sd_bus_message_get_member(self).map { String(cString: $0) } ?? "" }
    /// The interface of a received message ("" when absent).
    package var busInterface: String { sd_bus_message_get_interface(self).map { String(cString: $0) } ?? "" }
    /// The object path of a received message ("" when absent).
    package var busPath: String { sd_bus_message_get_path(self).map { String(cString: $0) } ?? "" }
}
