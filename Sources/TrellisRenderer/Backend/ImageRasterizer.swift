// The painter behind `renderImage`: what draws an offscreen session's frame into pixels
// (protocol README §9, "Offscreen rendering").
import TrellisProtocol

/// Draws frames of offscreen sessions (capability `offscreen`, SwiftUI's `ImageRenderer`)
/// into memory, whatever backend the daemon shows windows with.
///
/// It is separate from ``Backend`` because an image is asked of every daemon — one that
/// draws into a terminal or records text snapshots too — and a window backend must never
/// see an offscreen session (X11 would open a window for it). trellisd installs the raster
/// backend's painter (cairo + Pango) through ``Compositor/imageRasterizerFactory``, created
/// when the first offscreen session opens. Called on the daemon's loop thread only, in the
/// phases its ``Backend`` counterparts name.
public protocol ImageRasterizer: AnyObject {
    /// Apply phase: an offscreen session named the encoded image `image` (PNG, JPEG, SVG or PDF) `key`;
    /// its frames' `bitmap` items name it until `surfaceClosed` (as `Backend.imageDefined`).
    func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID)
    /// Apply phase: an offscreen session defined a font file; text in its families is
    /// drawn with it for that surface only.
    func fontDefined(_ key: UInt64, bytes: [UInt8], surface: SurfaceID)
    /// The offscreen session ended: release what was kept for it.
    func surfaceClosed(_ surface: SurfaceID)
    /// Draws `frame` (its size in points) at `scale` pixels per point into
    /// ceil(width × scale) × ceil(height × scale) pixels: transparent where nothing is
    /// drawn, or with `opaque` black there and every alpha 255. Nil when it cannot (the
    /// painter failed); the caller has already checked the size against the protocol's
    /// limits.
    func rasterize(_ frame: CommittedFrame, surface: SurfaceID, scale: Double, opaque: Bool) -> RasterizedImage?
}

/// Pixels a rasterizer drew: `width` × `height`, 4 bytes each (red, green, blue, alpha,
/// alpha not premultiplied, sRGB), rows top to bottom without padding — the bytes
/// `renderedImage` carries.
public struct RasterizedImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RasterizedImage: \(rgba.count) bytes for \(width)×\(height) pixels")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The protocol's limits on an image (README §9): a side of at most 16,384 pixels and
    /// at most 16,777,216 pixels in all; a larger image is answered as nothing drawn.
    public static let maxSide = 16_384
    public static let maxPixels = 16_777_216

    /// The pixel size of a surface of `size` points at `scale`, or nil when it has no area
    /// or exceeds the limits.
    public static func pixelSize(of size: WireSize, scale: Double) -> (width: Int, height: Int)? {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(maxSide), h <= Double(maxSide),
              w * h <= Double(maxPixels) else { return nil }
        return (Int(w), Int(h))
    }
}
