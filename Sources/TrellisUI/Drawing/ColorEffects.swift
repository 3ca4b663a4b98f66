// SwiftUI's colour effects: brightness, contrast, saturation, grayscale, hue rotation,
// luminance to alpha and colour inversion. Each is a 4 × 5 colour matrix (protocol
// `colorMatrix`, SVG's feColorMatrix) that the daemon applies to the view's drawing as a
// group; nested effects compose because each wraps the group of the one inside it.
import Foundation
import TrellisProtocol

/// A 4 × 5 colour matrix, row by row (r, g, b, a rows; the fifth column an offset).
struct ColorMatrix: Equatable {
    var m: [Double]

    static let identity = ColorMatrix(m: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// Rec. 709 luminance weights, as SVG's saturate, hueRotate and luminanceToAlpha use.
    static let lr = 0.2126, lg = 0.7152, lb = 0.0722

    /// The colour rows from a 3 × 3 block, alpha unchanged.
    static func rgb(_ a: [Double], offset: Double = 0) -> ColorMatrix {
        ColorMatrix(m: [a[0], a[1], a[2], 0, offset, a[3], a[4], a[5], 0, offset, a[6], a[7], a[8], 0, offset,
                        0, 0, 0, 1, 0])
    }

    static func saturation(_ s: Double) -> ColorMatrix {
        rgb([lr + (1 - lr) * s, lg - lg * s, lb - lb * s,
             lr - lr * s, lg + (1 - lg) * s, lb - lb * s,
             lr - lr * s, lg - lg * s, lb + (1 - lb) * s])
    }

    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return rgb([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072])
    }

    /// The effect on a view: no node property for the identity (or a non-finite matrix).
    var effect: _DrawingEffect {
        _DrawingEffect(property: self == .identity || !m.allSatisfy(\.isFinite) ? nil : .colorMatrix(m))
    }
}

extension View {
    /// Brightens (positive `amount`, 1 is full white) or darkens (negative) the view by
    /// adding `amount` to each colour component.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorMatrix.rgb([1, 0, 0, 0, 1, 0, 0, 0, 1], offset: amount).effect)
    }

    /// Scales the view's colours away from (above 1) or towards (0 … 1) middle grey;
    /// negative values also invert them.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorMatrix.rgb([amount, 0, 0, 0, amount, 0, 0, 0, amount], offset: 0.5 * (1 - amount)).effect)
    }

    /// Changes the view's colour intensity: 0 is grey, 1 unchanged, above 1 more
    /// saturated.
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorMatrix.saturation(amount).effect)
    }

    /// Takes colour out of the view: 0 leaves it, 1 makes it fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorMatrix.saturation(1 - min(max(amount, 0), 1)).effect)
    }

    /// Turns every hue of the view around the colour wheel by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorMatrix.hueRotation(angle.radians).effect)
    }

    /// Makes the view a mask of its own luminance: black, opaque where the view was
    /// bright and transparent where it was dark.
    public func luminanceToAlpha() -> some View {
        let l = ColorMatrix.self
        return modifier(ColorMatrix(m: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, l.lr, l.lg, l.lb, 0, 0]).effect)
    }

    /// Inverts the view's colours (each component becomes 1 minus itself).
    public func colorInvert() -> some View {
        modifier(ColorMatrix.rgb([-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1).effect)
    }
}
