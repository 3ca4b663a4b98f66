// Decodes a PNG with cairo and reads pixels, so tests check what was actually written.
import CCairo
import Testing

/// An RGBA pixel, un-premultiplied.
struct Pixel: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    var description: String { "(\(r),\(g),\(b),\(a))" }

    /// Whether every channel is within `tolerance` of `o`.
    func near(_ o: Pixel, _ tolerance: Int = 3) -> Bool {
        abs(r - o.r) <= tolerance && abs(g - o.g) <= tolerance && abs(b - o.b) <= tolerance && abs(a - o.a) <= tolerance
    }
    static let white = Pixel(r: 255, g: 255, b: 255, a: 255)
}

/// A decoded PNG.
struct DecodedPNG {
    let width: Int
    let height: Int
    private let data: [UInt8]
    private let stride: Int

    init?(path: String) {
        guard let s = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(s) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(s)
        width = Int(cairo_image_surface_get_width(s))
        height = Int(cairo_image_surface_get_height(s))
        stride = Int(cairo_image_surface_get_stride(s))
        let base = cairo_image_surface_get_data(s)!
        data = Array(UnsafeBufferPointer(start: base, count: stride * height))
    }

    /// The pixel at (x, y) in device pixels (cairo's ARGB32: native-endian, premultiplied).
    subscript(x: Int, y: Int) -> Pixel {
        let i = y * stride + x * 4
        let (b, g, r, a) = (Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3]))
        guard a > 0 else { return Pixel(r: 0, g: 0, b: 0, a: 0) }
        return Pixel(r: r * 255 / a, g: g * 255 / a, b: b * 255 / a, a: a)
    }

    /// Pixels in a rectangle that are not (near) white.
    func inkCount(x: Int, y: Int, width w: Int, height h: Int) -> Int {
        var n = 0
        for yy in y..<(y + h) { for xx in x..<(x + w) where !self[xx, yy].near(.white, 40) { n += 1 } }
        return n
    }
}
