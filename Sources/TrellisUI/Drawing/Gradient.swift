import TrellisProtocol

/// A colour gradient: colours at locations from 0 to 1, drawn by the gradient styles
/// (linear, radial, angular, elliptical). Where one colour is needed (text) its middle
/// colour is used.
public struct Gradient: Equatable {
    public struct Stop: Equatable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
    }
    public init(stops: [Stop]) { self.stops = stops }

    /// The colour at the middle of the gradient.
    var middle: Color {
        guard let first = stops.first else { return .clear }
        guard stops.count > 1 else { return first.color }
        let a = stops[(stops.count - 1) / 2].color, b = stops[stops.count / 2].color
        return Color(red: (a.red + b.red) / 2, green: (a.green + b.green) / 2, blue: (a.blue + b.blue) / 2,
                     opacity: (a.alpha + b.alpha) / 2)
    }
}

/// A gradient along a line through the shape (drawn by the daemon: protocol `gradient`).
public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient around a centre by angle (a conic gradient), drawn by the daemon: clockwise
/// on screen from `startAngle` to `endAngle`, 0 pointing to the trailing edge. Equal
/// angles (the default) sweep one full turn from that angle, as in SwiftUI.
public struct AngularGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == AngularGradient {
    /// A conic gradient: one full turn from `angle` around `center`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension Gradient {
    /// The stops as the protocol lists them: location, r, g, b, a (sorted by location),
    /// each colour as drawn in `scheme`.
    func wireStops(_ scheme: ColorScheme) -> [Double] {
        stops.sorted { $0.location < $1.location }.flatMap { s -> [Double] in
            func c(_ v: Double) -> Double { min(max(v, 0), 1) }
            let color = s.color.resolved(in: scheme)
            return [c(Double(s.location)), c(color.red), c(color.green), c(color.blue), c(color.alpha)]
        }
    }
    /// The stops in the light scheme.
    var wireStops: [Double] { wireStops(.light) }
}

extension ShapeStyle {
    /// The protocol's `gradient` value of a gradient style, or nil for a plain colour.
    var wireGradient: [Double]? { wireGradient(in: .light) }

    /// The protocol's `gradient` value with the stops' colours as drawn in `scheme`.
    func wireGradient(in scheme: ColorScheme) -> [Double]? {
        switch self {
        case let g as LinearGradient:
            return [0, g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y] + g.gradient.wireStops(scheme)
        case let g as RadialGradient:
            return [1, g.center.x, g.center.y, max(g.startRadius, 0), max(g.endRadius, 0)] + g.gradient.wireStops(scheme)
        case let g as AngularGradient:
            return [2, g.center.x, g.center.y, g.startAngle.radians, g.endAngle.radians] + g.gradient.wireStops(scheme)
        case let s as AnyShapeStyle:
            return s.base.wireGradient(in: scheme)
        case let s as _ShapeStyleResolving:
            return s._wireGradient(in: scheme)
        default:
            return nil
        }
    }

    /// The shadows this style adds to the shape it fills (`shadow(_:)`), innermost first.
    var shadowStyles: [ShadowStyle] {
        switch self {
        case let s as AnyShapeStyle: return s.base.shadowStyles
        case let s as _ShapeStyleResolving: return s._shadowStyles
        default: return []
        }
    }
}
