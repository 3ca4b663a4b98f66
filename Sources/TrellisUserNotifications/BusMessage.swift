// Reading and writing the sd-bus messages of the Desktop Notifications interface from
// Swift. sd-bus's convenient calls are variadic (not callable from Swift), so these use
// the per-value calls (`*_basic`, containers).
import CSDBus

/// A value of the `a{sv}` hints dictionary `Notify` takes (and the launcher entry's
/// properties).
package enum BusHint: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case byte(UInt8)
    case int32(Int32)
    case int64(Int64)

    package var description: String {
        switch self {
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .byte(let v): return String(v)
        case .int32(let v): return String(v)
        case .int64(let v): return String(v)
        }
    }
}

/// Appends values to a message under construction. sd-bus errors are sticky (a failed
/// append makes the send fail), so the calls ignore their results.
package struct BusMessageWriter {
    let m: OpaquePointer

    package init(m: OpaquePointer) { self.m = m }

    package func string(_ s: String) {
        _ = s.withCString { sd_bus_message_append_basic(m, CChar(UInt8(ascii: "s")), $0) }
    }

    package func uint32(_ v: UInt32) { appendBasic("u", v) }
    package func int32(_ v: Int32) { appendBasic("i", v) }
    package func int64(_ v: Int64) { appendBasic("x", v) }
    package func byte(_ v: UInt8) { appendBasic("y", v) }
    package func bool(_ b: Bool) { appendBasic("b", Int32(b ? 1 : 0)) }

    private func appendBasic<T: BitwiseCopyable>(_ type: Unicode.Scalar, _ value: T) {
        var v = value
        _ = sd_bus_message_append_basic(m, CChar(UInt8(ascii: type)), &v)
    }

    /// A container (`a`, `r`, `e`, `v`) holding what `body` appends; `contents` is its
    /// element signature.
    package func container(_ type: Character, _ contents: String, _ body: () -> Void) {
        _ = contents.withCString { sd_bus_message_open_container(m, CChar(type.asciiValue!), $0) }
        body()
        _ = sd_bus_message_close_container(m)
    }

    /// `as`.
    package func stringArray(_ items: [String]) {
        container("a", "s") { for s in items { string(s) } }
    }

    /// `a{sv}`, in the order given.
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

/// Reads the arguments of a received message, in order; each read returns nil when the
/// next argument has another type.
package struct BusMessageReader {
    let m: OpaquePointer

    /// A reader of the received message `m` (sd-bus's `sd_bus_message *`).
    package init(m: OpaquePointer) { self.m = m }

    package func string() -> String? {
        var p: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: "s")), &p) > 0, let p else { return nil }
        return String(cString: p)
    }

    package func uint32() -> UInt32? { readBasic("u", UInt32(0)) }
    package func int32() -> Int32? { readBasic("i", Int32(0)) }

    private func readBasic<T: BitwiseCopyable>(_ type: Unicode.Scalar, _ initial: T) -> T? {
        var v = initial
        guard sd_bus_message_read_basic(m, CChar(UInt8(ascii: type)), &v) > 0 else { return nil }
        return v
    }

    /// `as`.
    package func stringArray() -> [String]? {
        guard sd_bus_message_enter_container(m, CChar(UInt8(ascii: "a")), "s") > 0 else { return nil }
        var out: [String] = []
        while let s = string() { out.append(s) }
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
