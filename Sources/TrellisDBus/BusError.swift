// The error every bus operation of TrellisDBus throws: what failed, in words for a log
// line, and the D-Bus error name when the peer answered with one.

/// Why a bus could not be reached or a call on it failed. Public because the
/// accessibility bridge's public initializer throws it (re-exported there under its own
/// module's name); the initializer is package-only, as only bus code makes one.
public struct BusError: Error, CustomStringConvertible {
    /// What failed, in words for a log line.
    public var description: String
    /// The D-Bus error name when the peer answered with one
    /// (`org.freedesktop.DBus.Error.ServiceUnknown`), else nil: a caller tells a refusal
    /// by the peer from a broken or missing connection by it.
    public var name: String?

    /// An error described by `description`, carrying the peer's D-Bus error `name` if any.
    package init(_ description: String, name: String? = nil) {
        self.description = description
        self.name = name
    }
}
