import Foundation

/// A colour as Core Graphics holds it: device-RGB or grey components with alpha. UIKit
/// code reaches it through `UIColor.cgColor` (a layer's `borderColor`, `shadowColor`)
/// and SwiftUI through `Color(cgColor:)`. Linux's Foundation has no Core Graphics, so
/// this module declares the type; it is an immutable value in a class, as CGColor is a
/// reference type on Apple platforms.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The components: red, green, blue and alpha for an RGB colour, or grey and alpha.
    public let components: [CGFloat]?
    /// How many components `components` holds (alpha included).
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The colour's alpha (the last component), 0…1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// An sRGB colour; components are 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey of `gray` (0 black … 1 white) with `alpha`.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The colour in red, green, blue and alpha, whatever components it was made from.
    private var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components else { return (0, 0, 0, 1) }
        return c.count == 2 ? (c[0], c[0], c[0], c[1]) : (c[0], c[1], c[2], c[3])
    }

    /// This colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into h: inout Hasher) { h.combine(components) }
    public var description: String {
        "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }
}
