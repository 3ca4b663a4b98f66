// Image bytes (PNG, JPEG, SVG, PDF) decoded to plain RGBA for backends that draw no cairo surface (the terminal's
// half-block approximation), and cairo images read back as the protocol's RGBA.
import CCairo
import TrellisProtocol
import TrellisRenderer

extension RasterizedImage {
    /// PNG or JPEG `bytes` decoded as the raster backend decodes them (a JPEG turned by its
    /// EXIF orientation), then reduced by box averaging until no side exceeds `maxSide`
    /// pixels (a terminal shows a few hundred half cells at most: a 12-megapixel photo is
    /// kept as 256 × 192, not 48 MB). SVG or PDF `bytes` are rasterized once, at their
    /// intrinsic size fitted (up or down, aspect kept) so the longer side is `maxSide`
    /// pixels: a terminal's cells are coarser than any of those pixels. Nil when the bytes
    /// are none of these, or a vector document that does not parse (logged).
    public static func decoding(_ bytes: [UInt8], maxSide: Int = 256) -> RasterizedImage? {
        if ImageFormat.of(bytes)?.isVector == true {
            guard let document = VectorDocument.loadLogging(bytes) else { return nil }
            let k = Double(max(1, maxSide)) / max(document.width, document.height)
            guard let image = document.rasterize(pixelWidth: Int((document.width * k).rounded()),
                                                 pixelHeight: Int((document.height * k).rounded())) else { return nil }
            defer { cairo_surface_destroy(image) }
            return reading(image)
        }
        guard let image = Bitmaps.decodePNG(bytes) ?? Bitmaps.decodeJPEG(bytes) else { return nil }
        defer { cairo_surface_destroy(image) }
        return reading(image)?.reduced(toFit: max(1, maxSide))
    }

    /// A cairo image surface (ARGB32 or RGB24, native-endian words, premultiplied) as
    /// straight RGBA.
    static func reading(_ image: OpaquePointer) -> RasterizedImage? {
        cairo_surface_flush(image)
        let w = Int(cairo_image_surface_get_width(image)), h = Int(cairo_image_surface_get_height(image))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(image) else { return nil }
        let opaque = cairo_image_surface_get_format(image) == CAIRO_FORMAT_RGB24
        let stride = Int(cairo_image_surface_get_stride(image))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
                for x in 0..<w {
                    let p = row[x]
                    let a = opaque ? 255 : p >> 24, i = (y * w + x) * 4
                    guard a > 0 else { continue }
                    func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                    out[i] = straight(p >> 16 & 0xFF)
                    out[i + 1] = straight(p >> 8 & 0xFF)
                    out[i + 2] = straight(p & 0xFF)
                    out[i + 3] = UInt8(a)
                }
            }
        }
        return RasterizedImage(width: w, height: h, rgba: rgba)
    }

    /// This image averaged down by a whole factor until both sides fit `maxSide` (itself
    /// when they already do). Colours are averaged weighted by alpha, so a transparent
    /// pixel's colour does not darken its neighbours.
    func reduced(toFit maxSide: Int) -> RasterizedImage {
        let factor = (max(width, height) + maxSide - 1) / maxSide
        guard factor > 1 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var r = 0, g = 0, b = 0, a = 0, n = 0
                for sy in (y * factor)..<min(height, (y + 1) * factor) {
                    for sx in (x * factor)..<min(width, (x + 1) * factor) {
                        let i = (sy * width + sx) * 4, pa = Int(rgba[i + 3])
                        r += Int(rgba[i]) * pa; g += Int(rgba[i + 1]) * pa; b += Int(rgba[i + 2]) * pa; a += pa; n += 1
                    }
                }
                let o = (y * w + x) * 4
                if a > 0 { out[o] = UInt8(r / a); out[o + 1] = UInt8(g / a); out[o + 2] = UInt8(b / a) }
                out[o + 3] = UInt8(a / max(n, 1))
            }
        }
        return RasterizedImage(width: w, height: h, rgba: out)
    }
}
