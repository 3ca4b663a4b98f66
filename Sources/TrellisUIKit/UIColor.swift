import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// A colour as UIKit holds it: sRGB components, with a second set for the dark appearance
/// when it has one (the system colours). TrellisUI draws it with `Color(uiColor:)` and
/// makes one of any `Color` with `UIColor(_:)`; the system colours are TrellisUI's
/// (`UIColor.systemBackground`…).
public final class UIColor: Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, 0…1.
    public struct Components: Hashable, Sendable {
        public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }
    /// The components in the light (any) appearance.
    public let light: Components
    /// The components in the dark appearance, when they differ.
    public let dark: Components?

    public init(light: Components, dark: Components? = nil) {
        self.light = light
        self.dark = dark
    }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(light: Components(red: red, green: green, blue: blue, alpha: alpha))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// A colour from hue, saturation and brightness (0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var l = light, d = dark
        l.alpha = alpha
        d?.alpha = alpha
        return UIColor(light: l, dark: d)
    }

    /// Writes the light components; true, as for any sRGB colour.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = light.red; green?.pointee = light.green; blue?.pointee = light.blue; alpha?.pointee = light.alpha
        return true
    }

    /// The colour as Core Graphics holds it (the light components: a CGColor has one
    /// appearance), for a layer's `borderColor` or `shadowColor`.
    public var cgColor: CGColor { CGColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha) }

    /// The colour a CGColor holds (grey or RGB components with alpha).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        if c.count >= 4 { self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
        else { self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1) }
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)

    public static func == (a: UIColor, b: UIColor) -> Bool { a.light == b.light && a.dark == b.dark }
    public func hash(into h: inout Hasher) {
        h.combine(light)
        h.combine(dark)
    }
}
