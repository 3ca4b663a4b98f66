// The typed values of an `a{sv}` dictionary as the bus users send and read them.

/// A value of an `a{sv}` hints dictionary: what the desktop notification `Notify` call
/// takes and a launcher entry's properties carry; the types those use, no others.
package enum BusHint: Equatable, Sendable, CustomStringConvertible {
    /// A `s` value.
    case string(String)
    /// A `b` value.
    case bool(Bool)
    /// A `y` value.
    case byte(UInt8)
    /// An `i` value.
    case int32(Int32)
    /// An `x` value.
    case int64(Int64)

    /// The value as text (for records and log lines).
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
