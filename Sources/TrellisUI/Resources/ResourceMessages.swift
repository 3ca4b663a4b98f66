// Bytes an app defines on its connection (images, fonts) go in parts, each well under the
// frame limit, so one large file never needs a frame of its own size.
import TrellisProtocol

enum ResourceMessages {
    /// Bytes per part (256 KiB).
    static let partSize = 256 * 1024

    /// The messages that send `bytes` in parts: `make(offset, total, part)` builds one.
    static func parts(of bytes: [UInt8], _ make: (UInt64, UInt64, [UInt8]) -> ClientMessage) -> [ClientMessage] {
        var out: [ClientMessage] = []
        var offset = 0
        repeat {
            let end = min(bytes.count, offset + partSize)
            out.append(make(UInt64(offset), UInt64(bytes.count), Array(bytes[offset..<end])))
            offset = end
        } while offset < bytes.count
        return out
    }
}
