// The raster backend as the daemon's painter of offscreen sessions (`renderImage`, SwiftUI's
// `ImageRenderer`): a frame drawn into memory and handed back as straight RGBA bytes.
import CCairo
import TrellisProtocol
import TrellisRenderer

extension RasterBackend: ImageRasterizer {
    /// Draws `frame` with the same painter as the PNG files and X11 windows, at `scale`
    /// pixels per point, onto a transparent image (black when `opaque`), and converts
    /// cairo's premultiplied native-endian ARGB into the protocol's straight RGBA.
    public func rasterize(_ frame: CommittedFrame, surface: SurfaceID, scale: Double, opaque: Bool) -> RasterizedImage? {
        guard let (w, h) = RasterizedImage.pixelSize(of: frame.size, scale: scale) else { return nil }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(image) else { return nil }
        if opaque {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        cairo_scale(cr, scale, scale)
        paintItems(frame, surface: surface, scale: scale, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(image))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
                for x in 0..<w {
                    let p = row[x]   // cairo's ARGB32 is a native-endian word
                    let a = p >> 24, i = (y * w + x) * 4
                    guard a > 0 else { continue }
                    func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                    out[i] = straight(p >> 16 & 0xFF)
                    out[i + 1] = straight(p >> 8 & 0xFF)
                    out[i + 2] = straight(p & 0xFF)
                    out[i + 3] = opaque ? 255 : UInt8(a)
                }
            }
        }
        return RasterizedImage(width: w, height: h, rgba: rgba)
    }
}
