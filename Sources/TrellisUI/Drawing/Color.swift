import TrellisProtocol

/// Something that can fill a shape or colour text (`Color` here).
public protocol ShapeStyle {}

/// A colour; as a view it fills the space offered to it (a rectangle shape).
///
/// A colour may have a second set of components for the dark colour scheme (the system
/// colours, `.primary`, `.secondary`, asset-catalog colour sets with a dark appearance):
/// it is resolved against the environment's `colorScheme` where it becomes a wire
/// colour, at reconcile time (Drawing/SystemColors.swift). The stored `red`/`green`/
/// `blue`/`alpha` are the light (any-appearance) components.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    var red: Double, green: Double, blue: Double, alpha: Double
    let name: String?
    /// The components in the dark scheme, when they differ from the light ones.
    var dark: Components? {
        get { darkBox?.components }
        set { darkBox = newValue.map(DarkComponents.init) }
    }
    /// Boxed: one pointer, so a colour stays 56 bytes (the dark components inline made every
    /// `foregroundColor` and styled text carry 88).
    private var darkBox: DarkComponents?

    /// The dark components, shared between copies of a colour (never mutated).
    final class DarkComponents: Hashable, @unchecked Sendable {
        let components: Components
        init(_ components: Components) { self.components = components }
        static func == (a: DarkComponents, b: DarkComponents) -> Bool { a === b || a.components == b.components }
        func hash(into h: inout Hasher) { h.combine(components) }
    }

    /// Whether two optional colours are equal, read in place: Optional's `==` copies both
    /// colours first (their name and dark box retained and released), and a styled Text in
    /// every row of a long list compares its colour at each update.
    static func same(_ a: Color?, _ b: Color?) -> Bool {
        guard a?.red == b?.red, a?.green == b?.green, a?.blue == b?.blue, a?.alpha == b?.alpha else { return false }
        guard a?.name == b?.name else { return false }
        let x = a?.darkBox, y = b?.darkBox
        return x === y || x == y
    }

    /// One set of sRGB components, 0 … 1.
    struct Components: Hashable, Sendable {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = opacity; name = nil
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    init(_ name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        red = Double(r) / 255; green = Double(g) / 255; blue = Double(b) / 255; alpha = a; self.name = name
    }
    /// A named colour with a dark-scheme variant (components as bytes).
    init(_ name: String, light: (Int, Int, Int, Double), dark d: (Int, Int, Int, Double)) {
        self.init(name, light.0, light.1, light.2, light.3)
        dark = Components(red: Double(d.0) / 255, green: Double(d.1) / 255, blue: Double(d.2) / 255, alpha: d.3)
    }
    /// `light` in the light scheme and `dark` in the dark one.
    init(light: Color, dark d: Color) {
        self = light.resolved(in: .light)
        let r = d.resolved(in: .dark)
        dark = Components(red: r.red, green: r.green, blue: r.blue, alpha: r.alpha)
    }

    /// The colour as drawn in `scheme`: a plain colour (no dark variant). `elevated`:
    /// in presented content (sheets, alerts), where iOS's dark background colours are
    /// lighter (Drawing/SystemColors.swift).
    func resolved(in scheme: ColorScheme, elevated: Bool = false) -> Color {
        guard var d = dark else { return self }
        var c = self
        c.dark = nil
        if scheme == .dark {
            if elevated, let name, let e = Color.elevatedDark[name] { d = Components(red: e.red, green: e.green, blue: e.blue, alpha: d.alpha) }
            c.red = d.red; c.green = d.green; c.blue = d.blue; c.alpha = d.alpha
        }
        return c
    }

    /// Whether the colour looks different in the dark scheme.
    var isDynamic: Bool { dark != nil }

    public static let black = Color("black", 0, 0, 0)
    public static let white = Color("white", 255, 255, 255)
    public static let gray = Color("gray", 142, 142, 147)
    // The system colours with iOS's light and dark values (UIKit's systemRed, …).
    public static let red = Color("red", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    public static let orange = Color("orange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    public static let yellow = Color("yellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    public static let green = Color("green", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    public static let mint = Color("mint", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    public static let teal = Color("teal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    public static let cyan = Color("cyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    public static let blue = Color("blue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    public static let indigo = Color("indigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    public static let purple = Color("purple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    public static let pink = Color("pink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    public static let brown = Color("brown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    public static let clear = Color("clear", 0, 0, 0, 0)
    /// The label colour: black in the light scheme, white in the dark one.
    public static let primary = Color("primary", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// The secondary label colour.
    public static let secondary = Color("secondary", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// The app's accent colour: its asset catalogs' `AccentColor`, else the system blue.
    public static var accentColor: Color { appAccent }

    /// The same colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let k = max(0, min(1, opacity))
        var c = Color(red: red, green: green, blue: blue, opacity: alpha * k)
        if var d = dark { d.alpha *= k; c.dark = d }
        return c
    }

    public var description: String {
        name ?? "#" + [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    /// The light (any-appearance) colour as the wire carries it.
    var wire: WireColor {
        func b(_ x: Double) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
        return WireColor(r: b(red), g: b(green), b: b(blue), a: b(alpha))
    }

    /// The colour as the wire carries it in `env`'s colour scheme.
    func wire(in env: EnvironmentValues) -> WireColor {
        dark == nil ? wire : resolved(in: env.colorScheme, elevated: env.isElevated).wire
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
        node.render(.shape, [.shape(.rectangle), .fill(wire(in: node.env))], layout: .leaf)
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

    /// A colour from components in `colorSpace`: linear components are encoded as sRGB
    /// (`Color(.sRGBLinear, white: 0.5)` is a lighter grey than sRGB's 0.5); Display P3 is
    /// taken as sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { Double(Resolved.encode(Float(v))) }
            self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
