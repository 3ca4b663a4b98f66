import TrellisProtocol

/// Something that can fill a shape or colour text (`Color` here).
public protocol ShapeStyle {}

/// A colour; as a view it fills the space offered to it (a rectangle shape).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    var red: Double, green: Double, blue: Double, alpha: Double
    let name: String?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = opacity; name = nil
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    init(_ name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        red = Double(r) / 255; green = Double(g) / 255; blue = Double(b) / 255; alpha = a; self.name = name
    }

    public static let black = Color("black", 0, 0, 0)
    public static let white = Color("white", 255, 255, 255)
    public static let gray = Color("gray", 142, 142, 147)
    public static let red = Color("red", 255, 59, 48)
    public static let orange = Color("orange", 255, 149, 0)
    public static let yellow = Color("yellow", 255, 204, 0)
    public static let green = Color("green", 52, 199, 89)
    public static let mint = Color("mint", 0, 199, 190)
    public static let teal = Color("teal", 48, 176, 199)
    public static let cyan = Color("cyan", 50, 173, 230)
    public static let blue = Color("blue", 0, 122, 255)
    public static let indigo = Color("indigo", 88, 86, 214)
    public static let purple = Color("purple", 175, 82, 222)
    public static let pink = Color("pink", 255, 45, 85)
    public static let brown = Color("brown", 162, 132, 94)
    public static let clear = Color("clear", 0, 0, 0, 0)
    public static let primary = Color("primary", 0, 0, 0)
    public static let secondary = Color("secondary", 60, 60, 67, 0.6)
    /// The app's accent colour: its asset catalogs' `AccentColor`, else the system blue.
    public static var accentColor: Color { appAccent }

    /// The same colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.alpha *= max(0, min(1, opacity))
        return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }

    public var description: String {
        name ?? "#" + [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    var wire: WireColor {
        func b(_ x: Double) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
        return WireColor(r: b(red), g: b(green), b: b(blue), a: b(alpha))
    }
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
}

extension ShapeStyle {
    /// The colour this style draws with, without an environment (gradients: their middle).
    var resolvedColor: Color {
        switch self {
        case let c as Color: return c
        case let g as LinearGradient: return g.gradient.middle
        case let g as RadialGradient: return g.gradient.middle
        case let g as AngularGradient: return g.gradient.middle
        case let s as _ShapeStyleResolving: return s._resolvedColorWithoutEnvironment
        default: return .primary
        }
    }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.render(.shape, [.shape(.rectangle), .fill(wire)], layout: .leaf)
        node.finishRender()
    }
}

extension Color {
    /// A colour from hue, saturation and brightness (0 … 1 each).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// Colour spaces of `Color(_:red:green:blue:opacity:)`; all are drawn as sRGB.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}
