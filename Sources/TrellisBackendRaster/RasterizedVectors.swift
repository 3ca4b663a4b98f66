// The bounded cache of vector images' rasterizations, by document and pixel size.
import CCairo

/// Rasterizations of vector images, keyed by (document — one per image store digest — and
/// pixel size), least recently used dropped first beyond `limit` bytes of pixels.
///
/// Why a cache: a frame redrawn at the same size (a scroll, a hover) must not re-run
/// librsvg or poppler. Why bounded: an image drawn at many sizes (an animated frame) would
/// otherwise keep every size. A surface being drawn is never dropped while drawn: entries
/// are dropped only when a new one is added, and the painter uses one at a time.
final class RasterizedVectors {
    /// Bytes of pixels kept at most (a 1024 × 1024 image is 4 MiB); the newest entry is
    /// kept even when it alone is larger.
    let limit: Int
    private struct Key: Hashable {
        var document: ObjectIdentifier
        var width: Int, height: Int
    }
    private var entries: [Key: (surface: OpaquePointer, bytes: Int, lastUse: UInt64)] = [:]
    private var counter: UInt64 = 0
    /// Pixel bytes held now.
    private(set) var bytes = 0
    /// Rasterizations made (misses), for tests.
    private(set) var rasterizations = 0

    init(limit: Int = 64 << 20) { self.limit = limit }

    /// Rasterizations held.
    var count: Int { entries.count }

    func surface(of document: VectorDocument, pixelWidth: Int, pixelHeight: Int) -> OpaquePointer? {
        let key = Key(document: ObjectIdentifier(document), width: max(1, pixelWidth), height: max(1, pixelHeight))
        counter += 1
        if let hit = entries[key] {
            entries[key]?.lastUse = counter
            return hit.surface
        }
        guard let image = document.rasterize(pixelWidth: key.width, pixelHeight: key.height) else { return nil }
        rasterizations += 1
        let size = Int(cairo_image_surface_get_stride(image)) * Int(cairo_image_surface_get_height(image))
        entries[key] = (image, size, counter)
        bytes += size
        while bytes > limit, entries.count > 1,
              let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            remove(oldest.key)
        }
        return image
    }

    /// The document is freed: its rasterizations go too.
    func drop(_ document: VectorDocument) {
        let id = ObjectIdentifier(document)
        for key in entries.keys where key.document == id { remove(key) }
    }

    private func remove(_ key: Key) {
        guard let e = entries.removeValue(forKey: key) else { return }
        bytes -= e.bytes
        cairo_surface_destroy(e.surface)
    }

    deinit { for e in entries.values { cairo_surface_destroy(e.surface) } }
}
