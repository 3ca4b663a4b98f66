// A Gaussian blur of an ARGB32 cairo image, approximated by three box blurs per axis
// (within a few percent of the true Gaussian, in linear time whatever the radius).
import CCairo

enum GaussianBlur {
    /// Blurs `image` in place with standard deviation `sigma` in device pixels. Works on
    /// premultiplied channels, which is what makes a blurred edge fade rather than darken.
    static func apply(to image: OpaquePointer, sigma: Double) {
        guard sigma >= 0.3 else { return }
        cairo_surface_flush(image)
        let w = Int(cairo_image_surface_get_width(image)), h = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(image) else { return }
        var scratch = [UInt8](repeating: 0, count: max(w, h) * 4)
        for radius in boxRadii(sigma: sigma) {
            for y in 0..<h { blurLine(data + y * stride, step: 4, count: w, radius: radius, scratch: &scratch) }
            for x in 0..<w { blurLine(data + x * 4, step: stride, count: h, radius: radius, scratch: &scratch) }
        }
        cairo_surface_mark_dirty(image)
    }

    /// Radii of the three successive box blurs whose result best matches a Gaussian of
    /// `sigma` (the sizes from Kutskir's "fastest Gaussian blur" derivation).
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        var wl = Int((12 * sigma * sigma / n + 1).squareRoot())
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let fl = Double(wl)
        let m = Int(((12 * sigma * sigma - n * fl * fl - 4 * n * fl - 3 * n) / (-4 * fl - 4)).rounded())
        return (0..<3).map { ($0 < m ? wl : wu) / 2 }
    }

    /// One box blur of `count` pixels `step` bytes apart, treating pixels beyond the ends
    /// as transparent.
    private static func blurLine(_ base: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                 scratch: inout [UInt8]) {
        guard radius > 0 else { return }
        let window = 2 * radius + 1
        for c in 0..<4 {
            var sum = 0
            // Window over [i - radius, i + radius].
            for k in 0...min(radius, count - 1) { sum += Int(base[k * step + c]) }
            for i in 0..<count {
                scratch[i * 4 + c] = UInt8((sum + window / 2) / window)
                let incoming = i + radius + 1, outgoing = i - radius
                if incoming < count { sum += Int(base[incoming * step + c]) }
                if outgoing >= 0 { sum -= Int(base[outgoing * step + c]) }
            }
        }
        for i in 0..<count {
            for c in 0..<4 { base[i * step + c] = scratch[i * 4 + c] }
        }
    }
}
