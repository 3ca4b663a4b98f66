// Bitmaps the sessions defined (`defineImage`), decoded once with cairo's PNG reader and
// kept per surface until it closes.
#if canImport(Glibc)
import Glibc
#endif
import CCairo
import TrellisProtocol
import TrellisRenderer

/// Decoded images by surface and key.
final class Bitmaps {
    private var bySurface: [SurfaceID: [UInt64: OpaquePointer]] = [:]

    /// Decodes `bytes` (PNG) for `surface`; undecodable bytes leave the key undefined, so
    /// the node draws its placeholder.
    func define(_ key: UInt64, bytes: [UInt8], surface: SurfaceID) {
        if let old = bySurface[surface]?.removeValue(forKey: key) { cairo_surface_destroy(old) }
        guard let image = Self.decodePNG(bytes) else { return }
        bySurface[surface, default: [:]][key] = image
    }

    func images(of surface: SurfaceID?) -> [UInt64: OpaquePointer] {
        surface.flatMap { bySurface[$0] } ?? [:]
    }

    func close(_ surface: SurfaceID) {
        for image in (bySurface.removeValue(forKey: surface) ?? [:]).values { cairo_surface_destroy(image) }
    }

    deinit { for images in bySurface.values { for i in images.values { cairo_surface_destroy(i) } } }

    private final class Reader {
        let bytes: [UInt8]
        var at = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// A cairo image surface from PNG bytes, or nil when they are not a PNG cairo reads.
    static func decodePNG(_ bytes: [UInt8]) -> OpaquePointer? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let reader = Unmanaged.passRetained(Reader(bytes))
        defer { reader.release() }
        let image = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard let data, r.at + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.withUnsafeBufferPointer { _ = memcpy(data, $0.baseAddress! + r.at, n) }
            r.at += n
            return CAIRO_STATUS_SUCCESS
        }, reader.toOpaque())
        guard let image else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        return image
    }
}
