// An image file an app ships (an asset catalog's image set, a loose PNG among its
// resources), read once and sent to the daemon once per connection (`defineImage`).
import Foundation
import TrellisProtocol

/// The bytes of one PNG file, the key they are defined under (a 64-bit FNV-1a hash of
/// them), and their natural size in points.
final class BitmapFile: Equatable, @unchecked Sendable {
    let key: UInt64
    let bytes: [UInt8]
    /// Pixels over the file's scale (`@2x`: half its pixels).
    let size: CGSize

    convenience init?(path: String, scale: Double) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data), scale: scale)
    }

    /// A PNG's bytes (nil when they are not a PNG), e.g. what `AsyncImage` loaded.
    init?(bytes b: [UInt8], scale: Double) {
        // PNG: the signature, then IHDR's big-endian width and height at bytes 16 and 20.
        guard b.count > 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ i: Int) -> Double { Double(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])) }
        bytes = b
        size = CGSize(width: be32(16) / scale, height: be32(20) / scale)
        var h: UInt64 = 0xcbf29ce484222325
        for x in b { h = (h ^ UInt64(x)) &* 0x100000001b3 }
        key = h == 0 ? 1 : h
    }

    static func == (a: BitmapFile, b: BitmapFile) -> Bool { a.key == b.key }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: BitmapFile?] = [:]

    /// The image `name` of `bundle`'s resources (nil: the app's): its asset-catalog image
    /// set (the @2x file when there is one: sharp on the scaled displays Trellis draws for),
    /// else a file `name`, `name.png` or `name@2x.png` among the resources. Nil when none
    /// is a PNG (JPEG files are not decoded yet).
    static func named(_ name: String, bundle: Bundle?) -> BitmapFile? {
        let cacheKey = (bundle?.bundlePath ?? "") + "\u{0}" + name
        lock.lock()
        if let hit = cache[cacheKey] { lock.unlock(); return hit }
        lock.unlock()
        var found: BitmapFile?
        if let set = AssetCatalog.of(bundle).images[name] {
            let preferred = set.files.first { $0.scale == 2 } ?? set.files.last
            found = preferred.flatMap { BitmapFile(path: $0.path, scale: $0.scale) }
        }
        if found == nil {
            let fm = FileManager.default
            outer: for root in ResourceBundles.roots(for: bundle) {
                for (file, scale) in [(name + "@2x.png", 2.0), (name + ".png", 1.0), (name, 1.0)] where fm.fileExists(atPath: root + "/" + file) {
                    found = BitmapFile(path: root + "/" + file, scale: scale)
                    if found != nil { break outer }
                }
            }
        }
        lock.lock()
        cache[cacheKey] = found
        lock.unlock()
        return found
    }

    /// The `defineImage` messages that send the bytes in parts under the frame limit.
    var definitions: [ClientMessage] {
        let part = 256 * 1024
        var out: [ClientMessage] = []
        var offset = 0
        repeat {
            let end = min(bytes.count, offset + part)
            out.append(.defineImage(key: key, offset: UInt64(offset), total: UInt64(bytes.count), data: Array(bytes[offset..<end])))
            offset = end
        } while offset < bytes.count
        return out
    }
}
