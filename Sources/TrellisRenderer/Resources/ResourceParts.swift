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

    /// Defines `key` as `bytes` found elsewhere (the image store: `useImage`), whole, under
    /// the same byte limit as parts.
    mutating func adopt(key: UInt64, bytes: [UInt8], limit: Int) throws(Failure) {
        guard key != 0 else { throw .invalid("useImage key 0") }
        guard partial[key] == nil else { throw .invalid("useImage(\(key)) while \(message)(\(key)) parts are being sent") }
        let replaced = images[key]?.count ?? 0
        guard heldBytes - replaced + bytes.count <= limit else { throw .tooLarge(heldBytes - replaced + bytes.count) }
        heldBytes += bytes.count - replaced
        images[key] = bytes
    }

    /// Replaces `key`'s bytes with an identical copy (the store's), so that one buffer holds
    /// them however many sessions defined them.
    mutating func share(key: UInt64, bytes: [UInt8]) {
        guard images[key]?.count == bytes.count else { return }
        images[key] = bytes
    }
}
