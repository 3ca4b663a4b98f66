// AT-SPI's object reference `(so)` and how the bridge writes and reads it on a bus
// message; the bridge's bus error under this module's name.
import TrellisDBus

/// Why a bus could not be reached (the bridge then stays uninstalled): TrellisDBus's
/// error, named here because ``ATSPIBridge``'s public initializer throws it.
public typealias BusError = TrellisDBus.BusError

/// A D-Bus object reference `(so)`: a bus name and an object path.
struct ObjectReference: Equatable {
    /// The unique name of the connection that serves the object.
    var bus: String
    /// The object's path on that connection.
    var path: String

    /// The null reference AT-SPI uses for "no object" (`/org/a11y/atspi/null`).
    static let null = ObjectReference(bus: "", path: "/org/a11y/atspi/null")
}

extension BusMessageWriter {
    /// Appends `r` as a `(so)` struct.
    func reference(_ r: ObjectReference) {
        container("r", "so") {
            string(r.bus)
            objectPath(r.path)
        }
    }
}

extension BusMessageReader {
    /// Reads a `(so)` reference.
    func reference() -> ObjectReference? {
        container("r", "so") {
            guard let bus = string(), let path = objectPath() else { return nil }
            return ObjectReference(bus: bus, path: path)
        }
    }
}
