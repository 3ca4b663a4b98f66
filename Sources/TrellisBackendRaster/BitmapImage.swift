// One decoded image as the painter draws it: a raster's pixels, or a vector document asked
// for pixels at the size it is drawn at.
import CCairo

/// What a `bitmap` node draws: a PNG's or JPEG's one cairo image, or an SVG's or PDF's
/// document, rasterized per pixel size (`surface(pixelWidth:pixelHeight:)`).
final class BitmapImage {
    private let raster: OpaquePointer?
    let vector: VectorDocument?
    private let cache: RasterizedVectors?

    init(raster: OpaquePointer) {
        self.raster = raster
        vector = nil
        cache = nil
    }

    init(vector: VectorDocument, cache: RasterizedVectors) {
        raster = nil
        self.vector = vector
        self.cache = cache
    }

    /// Pixels to draw into a frame of `pixelWidth` × `pixelHeight` device pixels: a
    /// raster's own (the painter scales them), a vector's rasterized at exactly that size
    /// (so it is as sharp as the display). Nil when cairo cannot allocate them.
    func surface(pixelWidth: Int, pixelHeight: Int) -> OpaquePointer? {
        if let raster { return raster }
        guard let vector, let cache else { return nil }
        return cache.surface(of: vector, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Frees a raster's pixels (a vector's rasterizations belong to the cache).
    func free() { if let raster { cairo_surface_destroy(raster) } }
}
