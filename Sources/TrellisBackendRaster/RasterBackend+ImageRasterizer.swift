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
        // Drawn over opaque black, every alpha is already 255 when `opaque`.
        return RasterizedImage.reading(image)
    }
}
