// An image file an app ships (an asset catalog's image set, a loose PNG, JPEG, SVG or PDF
// among its resources), read once and sent to the daemon once per connection (`defineImage`).
import Foundation
import TrellisProtocol

/// The bytes of one PNG, JPEG, SVG or PDF file, their SHA-256 (what the daemon's image
/// store knows them by), the key they are defined under on a connection (the digest's first
/// 8 bytes), and their natural size in points.
///
/// Why vector files are sent as they are: an asset catalog's SVG or PDF
/// (`preserves-vector-representation`) must stay sharp at any size, so the daemon
/// rasterizes the document for the pixels of the frame it is drawn in; pixels made here
/// would blur when scaled up.
final class BitmapFile: Equatable, @unchecked Sendable {
    let key: UInt64
    let sha256: [UInt8]
    let bytes: [UInt8]
    /// Pixels over the file's scale (`@2x`: half its pixels); a vector file's intrinsic size
    /// in points whatever its scale (`ImageFormat.vectorSize`).
    let size: CGSize
    /// An SVG or PDF document (drawn sharp at any size) rather than pixels.
    let isVector: Bool

    convenience init?(path: String, scale: Double) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data), scale: scale)
    }

    /// A PNG's, JPEG's, SVG's or PDF's bytes (nil when they are none of these, or a vector
    /// file whose size cannot be read), e.g. what `AsyncImage` loaded.
    init?(bytes b: [UInt8], scale: Double) {
        if let points = ImageFormat.vectorSize(b) {
            size = CGSize(width: points.width, height: points.height)
            isVector = true
        } else {
            guard let pixels = Self.pngSize(b) ?? Self.jpegSize(b) else { return nil }
            size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
            isVector = false
        }
        bytes = b
        sha256 = SHA256.digest(b)
        let h = sha256.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        key = h == 0 ? 1 : h
    }

    /// A PNG's size in pixels: the signature, then IHDR's big-endian width and height at
    /// bytes 16 and 20.
    static func pngSize(_ b: [UInt8]) -> (width: Double, height: Double)? {
        guard b.count > 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func be32(_ i: Int) -> Double { Double(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])) }
        return (be32(16), be32(20))
    }

    /// A JPEG's size in pixels as shown: its stored size turned by its EXIF orientation
    /// (`JPEGOrientation`), which the daemon applies when it decodes the file.
    static func jpegSize(_ b: [UInt8]) -> (width: Double, height: Double)? {
        guard let stored = storedJPEGSize(b) else { return nil }
        return JPEGOrientation.swapsAxes(JPEGOrientation.of(b)) ? (stored.height, stored.width) : stored
    }

    /// A JPEG's stored size in pixels: from its first start-of-frame segment (SOF0…SOF15 but
    /// DHT, JPG and DAC), found by walking the segments after the SOI marker.
    static func storedJPEGSize(_ b: [UInt8]) -> (width: Double, height: Double)? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }                       // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }   // no length
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                let height = Int(b[i + 5]) << 8 | Int(b[i + 6]), width = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return width > 0 && height > 0 ? (Double(width), Double(height)) : nil
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    static func == (a: BitmapFile, b: BitmapFile) -> Bool { a.key == b.key }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: BitmapFile?] = [:]

    /// The image `name` of `bundle`'s resources (nil: the app's): its asset-catalog image
    /// set (its single vector file, else the @2x file when there is one: sharp on the scaled
    /// displays Trellis draws for), else a file `name@2x.png`, `name.png`, `name@2x.jpg`,
    /// `name.jpg`, `name.jpeg`, `name.svg`, `name.pdf` or `name` among the resources. Nil
    /// when none is a PNG, JPEG, SVG or PDF.
    static func named(_ name: String, bundle: Bundle?) -> BitmapFile? {
        let cacheKey = (bundle?.bundlePath ?? "") + "\u{0}" + name
        lock.lock()
        if let hit = cache[cacheKey] { lock.unlock(); return hit }
        lock.unlock()
        var found: BitmapFile?
        if let set = AssetCatalog.of(bundle).images[name] {
            let vector = set.files.first { $0.path.lowercased().hasSuffix(".svg") || $0.path.lowercased().hasSuffix(".pdf") }
            let preferred = vector ?? set.files.first { $0.scale == 2 } ?? set.files.last
            found = preferred.flatMap { BitmapFile(path: $0.path, scale: $0.scale) }
            if found == nil, let v = vector {
                // Say why, rather than only "no image named": the file is there.
                MissingAssets.report("image set '\(name)': \(v.path) has no size TrellisUI can read "
                    + "(an SVG needs absolute width and height or a viewBox; a PDF an uncompressed page with a MediaBox)")
            }
        }
        if found == nil {
            let fm = FileManager.default
            outer: for root in ResourceBundles.roots(for: bundle) {
                for (file, scale) in [(name + "@2x.png", 2.0), (name + ".png", 1.0), (name + "@2x.jpg", 2.0), (name + ".jpg", 1.0),
                                      (name + ".jpeg", 1.0), (name + ".svg", 1.0), (name + ".pdf", 1.0), (name, 1.0)] where fm.fileExists(atPath: root + "/" + file) {
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

    /// Asks the daemon for the image by its digest (`useImage`): bytes another session of
    /// the user already sent are not sent again; on `imageMissing` the client sends
    /// `definitions`.
    var use: ClientMessage { .useImage(key: key, sha256: sha256) }

    /// The `defineImage` messages that send the bytes in parts under the frame limit.
    var definitions: [ClientMessage] {
        ResourceMessages.parts(of: bytes) { .defineImage(key: key, offset: $0, total: $1, data: $2) }
    }
}
