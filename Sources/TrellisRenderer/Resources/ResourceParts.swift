// The resources a session defines in parts (`defineImage`, `defineFont`), assembled.
import TrellisProtocol

/// A session's resources of one kind by key: complete ones, and those being received in
/// parts. One store per message (images, fonts), since each has its own key space.
///
/// The daemon core keeps the bytes (they count toward the session's byte limit and are
/// handed to the backend, which decodes and caches them for drawing).
struct ResourceParts {
    /// The message that defines these resources, for error texts ("defineImage").
    let message: String
    private(set) var images: [UInt64: [UInt8]] = [:]
    private var partial: [UInt64: (total: UInt64, bytes: [UInt8])] = [:]
    /// Bytes held, complete and partial.
    private(set) var heldBytes = 0

    init(message: String) { self.message = message }

    enum Failure: Error { case invalid(String), tooLarge(Int) }

    /// Adds a part; returns the image's bytes when this part completes it.
    mutating func define(key: UInt64, offset: UInt64, total: UInt64, data: [UInt8], limit: Int) throws(Failure) -> [UInt8]? {
        guard key != 0 else { throw .invalid("\(message) key 0") }
        let have = partial[key]
        let sent = UInt64(have?.bytes.count ?? 0)
        guard offset == sent else {
            throw .invalid("\(message)(\(key)) part at offset \(offset); \(sent) bytes were sent before it")
        }
        if let have, have.total != total {
            throw .invalid("\(message)(\(key)) total changed from \(have.total) to \(total)")
        }
        guard offset + UInt64(data.count) <= total else {
            throw .invalid("\(message)(\(key)) part ends at \(offset + UInt64(data.count)), past its total \(total)")
        }
        let replaced = offset == 0 ? (images[key]?.count ?? 0) : 0
        guard heldBytes + data.count <= limit + replaced else { throw .tooLarge(heldBytes + data.count) }
        heldBytes += data.count
        var bytes = have?.bytes ?? []
        bytes.append(contentsOf: data)
        guard UInt64(bytes.count) == total else {
            partial[key] = (total, bytes)
            return nil
        }
        partial[key] = nil
        if let old = images.updateValue(bytes, forKey: key) { heldBytes -= old.count }
        return bytes
    }
}
