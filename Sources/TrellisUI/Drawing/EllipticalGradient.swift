// EllipticalGradient: a radial gradient whose circles are drawn in the unit square and
// then stretched with the frame, so in a wide view they become wide ellipses. The daemon
// draws it (protocol `gradient`, kind 3: radii as fractions of the frame).

/// A radial gradient stretched to its frame, so its contours are ellipses.
///
/// The centre and radii are given in the unit square of the frame: a radius fraction of
/// 0.5 (the default end) reaches the middle of every edge from the centre, and 1 reaches
/// the corners' distance along each axis. Outside the end radius the last colour
/// continues; inside the start radius the first one does.
public struct EllipticalGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat, endRadiusFraction: CGFloat

    /// An elliptical gradient of `gradient` around `center`, from `startRadiusFraction`
    /// to `endRadiusFraction` of the frame (0 the centre, 0.5 the edges' midpoints).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient of `colors`, spaced evenly from start to end.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// The gradient filling the space offered to it.
    public var body: some View { Rectangle().fill(self) }

    /// The protocol's `gradient` value (kind 3) with the stops as drawn in `scheme`.
    func wire(_ scheme: ColorScheme) -> [Double] {
        func fraction(_ v: CGFloat) -> Double { v.isFinite ? max(Double(v), 0) : 0 }
        let cx = center.x.isFinite ? Double(center.x) : 0.5, cy = center.y.isFinite ? Double(center.y) : 0.5
        return [3, cx, cy, fraction(startRadiusFraction), fraction(endRadiusFraction)] + gradient.wireStops(scheme)
    }
}

extension EllipticalGradient: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { gradient.middle }
    var _resolvedColorWithoutEnvironment: Color { gradient.middle }
    var _wireGradient: [Double]? { wire(.light) }
    func _wireGradient(in scheme: ColorScheme) -> [Double]? { wire(scheme) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` as a shape style.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of evenly spaced `colors` as a shape style.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops` as a shape style.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of an `AnyGradient` (such as `Color.red.gradient`).
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
