// Bitmaps the sessions defined (`defineImage`), decoded once — PNG with cairo's reader, JPEG
// with libjpeg-turbo, SVG and PDF parsed into documents rasterized at the size they are
// drawn at — and kept per surface until it closes.
#if canImport(Glibc)
import Glibc
#endif
import CCairo
import CJPEG
import TrellisProtocol
import TrellisRenderer

/// Decoded images by surface and key, one per distinct image (by the image store's SHA-256)
/// however many sessions show it.
final class Bitmaps {
    /// The vector images' rasterizations, by document and pixel size, bounded together.
    let rasterizedVectors = RasterizedVectors()
    private lazy var decoded = DecodedImages<BitmapImage>(
        decode: { [rasterizedVectors] bytes in
            if ImageFormat.of(bytes)?.isVector == true {
                return VectorDocument.loadLogging(bytes).map { BitmapImage(vector: $0, cache: rasterizedVectors) }
            }
            return (Bitmaps.decodePNG(bytes) ?? Bitmaps.decodeJPEG(bytes)).map { BitmapImage(raster: $0) }
        },
        free: { [rasterizedVectors] in
            if let v = $0.vector { rasterizedVectors.drop(v) }
            $0.free()
        })

    /// Decodes `image` (PNG, JPEG, SVG or PDF, told by their signature) for `surface` unless
    /// another surface already did; undecodable bytes leave the key undefined, so the node
    /// draws its placeholder.
    func define(_ key: UInt64, image: StoredImage, surface: SurfaceID) {
        decoded.define(key, image: image, surface: surface)
    }

    func images(of surface: SurfaceID?) -> [UInt64: BitmapImage] { decoded.images(of: surface) }

    /// Decoding on a worker thread (see `DecodedImages`).
    var offLoop: Bool {
        get { decoded.offLoop }
        set { decoded.offLoop = newValue }
    }
    var isDecoding: Bool { decoded.isDecoding }
    func collectDecoded() -> [SurfaceID] { decoded.collectDecoded() }
    func waitForDecodes() -> [SurfaceID] { decoded.waitForDecodes() }

    /// Distinct images decoded.
    var decodedCount: Int { decoded.count }

    func close(_ surface: SurfaceID) { decoded.close(surface) }

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

    /// The largest JPEG decoded, in pixels a side and in all (a small file can announce a
    /// huge image: 16,384 × 16,384 would take 1 GiB): larger ones draw the placeholder.
    static let maxJPEGSide = 16_384
    static let maxJPEGPixels = 40_000_000

    /// A cairo image surface from JPEG bytes (baseline or progressive; grayscale, YCbCr, RGB,
    /// or CMYK/YCCK converted without a colour profile: CJPEG's shim), or nil when they are not a JPEG libjpeg-turbo reads, turned by its EXIF
    /// orientation (`JPEGOrientation`: a phone's portrait photo stands up, as in every viewer).
    static func decodeJPEG(_ bytes: [UInt8]) -> OpaquePointer? {
        guard bytes.starts(with: [0xFF, 0xD8, 0xFF]) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { trl_jpeg_decode($0.baseAddress, $0.count, &w, &h, nil, 0) }
        guard header == 1, w > 0, h > 0, w <= maxJPEGSide, h <= maxJPEGSide, Int(w) * Int(h) <= maxJPEGPixels,
              let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_flush(image)
        let stride = cairo_image_surface_get_stride(image)
        let ok = bytes.withUnsafeBufferPointer { trl_jpeg_decode($0.baseAddress, $0.count, &w, &h, data, stride) }
        guard ok == 1 else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_mark_dirty(image)
        let orientation = JPEGOrientation.of(bytes)
        guard orientation != 1 else { return image }
        defer { cairo_surface_destroy(image) }
        return turned(image, orientation: orientation)
    }

    /// A copy of the RGB24 `image` turned by EXIF `orientation` (2…8), or nil when cairo
    /// cannot allocate it.
    static func turned(_ image: OpaquePointer, orientation: Int) -> OpaquePointer? {
        let w = Int(cairo_image_surface_get_width(image)), h = Int(cairo_image_surface_get_height(image))
        let swap = JPEGOrientation.swapsAxes(orientation)
        let outW = swap ? h : w, outH = swap ? w : h
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(outW), Int32(outH)),
              cairo_surface_status(out) == CAIRO_STATUS_SUCCESS,
              let src = cairo_image_surface_get_data(image), let dst = cairo_image_surface_get_data(out) else { return nil }
        cairo_surface_flush(out)
        let srcStride = Int(cairo_image_surface_get_stride(image)), dstStride = Int(cairo_image_surface_get_stride(out))
        src.withMemoryRebound(to: UInt8.self, capacity: srcStride * h) { s in
            dst.withMemoryRebound(to: UInt8.self, capacity: dstStride * outH) { d in
                for y in 0..<outH {
                    for x in 0..<outW {
                        let p = JPEGOrientation.source(x: x, y: y, width: w, height: h, orientation: orientation)
                        (d + y * dstStride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { to in
                            (s + p.y * srcStride + p.x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { to.pointee = $0.pointee }
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(out)
        return out
    }
}
