// Color.Resolved (iOS 17): a colour's concrete components once resolved in an environment
// (its colour scheme picks a system colour's light or dark components) — what an app keeps
// to store a colour, interpolate it itself or hand it to code that needs numbers.

extension Color {
    /// A colour's sRGB components in one environment, as 32-bit floats (0 … 1, gamma
    /// encoded) with linear-light views of them.
    public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        /// A colour from gamma-encoded sRGB components.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }

        /// A colour from components in `colorSpace` (linear components are encoded; Display
        /// P3 is taken as sRGB, which is what Trellis's backends draw).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                self.init(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity)
            } else {
                self.init(red: red, green: green, blue: blue, opacity: opacity)
            }
        }

        /// The red component in linear light.
        public var linearRed: Float { get { Self.decode(red) } set { red = Self.encode(newValue) } }
        /// The green component in linear light.
        public var linearGreen: Float { get { Self.decode(green) } set { green = Self.encode(newValue) } }
        /// The blue component in linear light.
        public var linearBlue: Float { get { Self.decode(blue) } set { blue = Self.encode(newValue) } }

        /// The colour as a Core Graphics colour.
        public var cgColor: CGColor {
            CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }

        public var description: String {
            String(format: "#%02X%02X%02X%02X", Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(opacity))
        }

        /// sRGB's transfer function, linear light to encoded.
        static func encode(_ v: Float) -> Float {
            v <= 0.0031308 ? 12.92 * v : 1.055 * powf(v, 1 / 2.4) - 0.055
        }
        /// Encoded sRGB to linear light.
        static func decode(_ v: Float) -> Float {
            v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4)
        }
        private static func byte(_ v: Float) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }
    }

    /// The colour's components as drawn in `environment` (its colour scheme chooses the
    /// light or dark components of a system colour).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let c = resolved(in: environment.colorScheme)
        return Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
    }

    /// The colour with resolved components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }
}

extension Color.Resolved: ShapeStyle, _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { Color(self) }
    var _resolvedColorWithoutEnvironment: Color { Color(self) }
    var _wireGradient: [Double]? { nil }
}

extension Color.Resolved: Animatable {
    public typealias AnimatableData = AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>>
    /// The components, interpolated in linear light as SwiftUI does.
    public var animatableData: AnimatableData {
        get { AnimatablePair(AnimatablePair(linearRed, linearGreen), AnimatablePair(linearBlue, opacity)) }
        set {
            linearRed = newValue.first.first; linearGreen = newValue.first.second
            linearBlue = newValue.second.first; opacity = newValue.second.second
        }
    }
}
