extension Image {
    /// How an image's pixels are turned for display: SwiftUI's `Image.Orientation`, given
    /// with a `CGImage` (`Image(_:scale:orientation:label:)`). Trellis applies it to the
    /// pixels before they are sent, so every backend draws the turned image.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// The pixels are already the way they are shown.
        case up
        /// Flipped horizontally.
        case upMirrored
        /// Turned 180°.
        case down
        /// Flipped vertically (turned 180° and flipped horizontally).
        case downMirrored
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° counterclockwise and flipped (the pixels transposed).
        case leftMirrored
        /// Turned 90° clockwise.
        case right
        /// Turned 90° clockwise and flipped (the pixels transposed across the other diagonal).
        case rightMirrored

        /// Whether the shown image swaps the pixel data's width and height.
        var swapsAxes: Bool { self == .left || self == .leftMirrored || self == .right || self == .rightMirrored }

        /// The source pixel shown at (`x`, `y`) of the turned image, for source pixels of
        /// `width` × `height` (the EXIF orientations 1…8 in the order up, upMirrored, down,
        /// downMirrored, leftMirrored, right, rightMirrored, left).
        func source(x: Int, y: Int, width w: Int, height h: Int) -> (x: Int, y: Int) {
            switch self {
            case .up: (x, y)
            case .upMirrored: (w - 1 - x, y)
            case .down: (w - 1 - x, h - 1 - y)
            case .downMirrored: (x, h - 1 - y)
            case .left: (w - 1 - y, x)
            case .leftMirrored: (y, x)
            case .right: (y, h - 1 - x)
            case .rightMirrored: (w - 1 - y, h - 1 - x)
            }
        }

        /// `image` turned this way (itself when `up`).
        func apply(to image: CGImage) -> CGImage {
            guard self != .up else { return image }
            let w = image.width, h = image.height
            let outW = swapsAxes ? h : w, outH = swapsAxes ? w : h
            var out = [UInt8](repeating: 0, count: outW * outH * 4)
            image.rgbaPixels.withUnsafeBufferPointer { src in
                for y in 0..<outH {
                    for x in 0..<outW {
                        let s = source(x: x, y: y, width: w, height: h)
                        let i = (y * outW + x) * 4, j = (s.y * w + s.x) * 4
                        out[i] = src[j]; out[i + 1] = src[j + 1]; out[i + 2] = src[j + 2]; out[i + 3] = src[j + 3]
                    }
                }
            }
            return CGImage(width: outW, height: outH, rgbaPixels: out)!
        }
    }
}
