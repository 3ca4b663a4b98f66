import Foundation

/// A bitmap: what `ImageRenderer.cgImage` returns and `Image(_:scale:orientation:label:)`
/// shows.
///
/// Apple's `CGImage` is an opaque Core Graphics object read through data providers and
/// bitmap contexts, none of which exist on Linux. This one holds its pixels directly, in the
/// one layout Trellis produces: 8 bits per component, red, green, blue, alpha (alpha not
/// premultiplied, sRGB), rows top to bottom without padding. `width`, `height` and the
/// layout properties keep Apple's names, so code that reads an image's size ports unchanged;
/// `rgbaPixels`, `init?(width:height:rgbaPixels:)` and `pngData()` are Trellis's own and say
/// how to get the pixels out (on iOS an app would go through `UIImage(cgImage:).pngData()`).
/// A class, as Apple's is: an image is shared, never copied, when passed around.
public final class CGImage: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels: `height` rows of `width` × 4 bytes (R, G, B, A).
    public let rgbaPixels: [UInt8]

    /// An image of `width` × `height` pixels from `rgbaPixels` (R, G, B, A, 8 bits each,
    /// alpha not premultiplied, rows top to bottom); nil when the count is not
    /// width × height × 4 or a side is not positive.
    public init?(width: Int, height: Int, rgbaPixels: [UInt8]) {
        guard width > 0, height > 0, rgbaPixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgbaPixels = rgbaPixels
    }

    /// Bits per colour component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: always 32 (four components).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: width × 4 (rows are not padded).
    public var bytesPerRow: Int { width * 4 }

    /// The pixel at (`x`, `y`) (from the top-left corner) as R, G, B, A bytes (Trellis's
    /// own, for reading a rendered image).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "CGImage.pixel: (\(x), \(y)) is outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return (rgbaPixels[i], rgbaPixels[i + 1], rgbaPixels[i + 2], rgbaPixels[i + 3])
    }

    /// The part of the image inside `rect` (pixels; the rectangle is made integral and
    /// clipped to the image), as Apple's `cropping(to:)`; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) { out += rgbaPixels[((y * width + x0) * 4)..<((y * width + x0 + w) * 4)] }
        return CGImage(width: w, height: h, rgbaPixels: out)
    }

    /// The image as a PNG file (Trellis's own; it stands in for UIKit's `pngData()`): RGBA,
    /// 8 bits per channel, its pixel data stored without compression (a valid PNG every
    /// reader opens, about width × height × 4 bytes; this module has no deflate compressor).
    public func pngData() -> Data {
        Data(PNGWriter.encode(width: width, height: height, rgba: rgbaPixels))
    }
}

/// The smallest correct PNG encoder: signature, IHDR (colour type 6), one IDAT whose zlib
/// stream holds the filtered rows in stored (uncompressed) deflate blocks, IEND.
enum PNGWriter {
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = be32(UInt32(width)) + be32(UInt32(height))
        header += [8, 6, 0, 0, 0]   // depth 8, RGBA, deflate, adaptive filtering, no interlace
        chunk("IHDR", header, into: &out)
        // Filter type 0 (none) before each row.
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 4 + 1))
        for y in 0..<height {
            raw.append(0)
            raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
        }
        var z: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let n = min(65_535, raw.count - at)
            let final: UInt8 = at + n == raw.count ? 1 : 0
            z += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[at..<(at + n)]
            at += n
        } while at < raw.count
        z += be32(adler32(raw))
        chunk("IDAT", z, into: &out)
        chunk("IEND", [], into: &out)
        return out
    }

    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    private static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        out += be32(UInt32(data.count)) + typed + be32(crc32(typed))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
            let end = min(bytes.count, i + 5552)
            while i < end { a &+= UInt32(bytes[i]); b &+= a; i += 1 }
            a %= 65_521
            b %= 65_521
        }
        return b << 16 | a
    }
}
