// `Color.gradient` and AnyGradient: the standard gradient of a colour, which SwiftUI
// draws as a vertical linear gradient from a lighter tint of the colour at the top to
// the colour itself at the bottom.

/// A type-erased gradient (SwiftUI's `AnyGradient`). Used as a shape style it fills from
/// the top edge to the bottom edge.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let stops: [Gradient.Stop]

    /// A gradient of the given stops.
    public init(_ gradient: Gradient) { stops = gradient.stops }

    /// The gradient with every stop's opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> AnyGradient {
        AnyGradient(Gradient(stops: stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }))
    }

    var gradient: Gradient { Gradient(stops: stops) }
}

extension Gradient.Stop: Hashable, @unchecked Sendable {
    public func hash(into h: inout Hasher) { h.combine(color); h.combine(Double(location)) }
}
extension Gradient: Hashable, @unchecked Sendable {
    public func hash(into h: inout Hasher) { h.combine(stops) }
}

extension AnyGradient: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { gradient.middle }
    var _resolvedColorWithoutEnvironment: Color { gradient.middle }
    var _wireGradient: [Double]? { [0, 0.5, 0, 0.5, 1] + gradient.wireStops }
}

/// A gradient used directly as a shape style (iOS 16) draws as `AnyGradient` does: from
/// the top edge to the bottom edge. As a tint (`.tint(Gradient(colors: …))` on a `Gauge`)
/// it colours controls with its middle colour.
extension Gradient: ShapeStyle, _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { middle }
    var _resolvedColorWithoutEnvironment: Color { middle }
    var _wireGradient: [Double]? { AnyGradient(self)._wireGradient }
}

extension Color {
    /// The colour's standard gradient: from the colour lightened by a fifth towards white
    /// at the top to the colour itself at the bottom (as SwiftUI's system gradient looks).
    public var gradient: AnyGradient {
        let top = Color(red: red + (1 - red) * 0.2, green: green + (1 - green) * 0.2,
                        blue: blue + (1 - blue) * 0.2, opacity: alpha)
        return AnyGradient(Gradient(colors: [top, self]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between two unit points of the shape.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of an `AnyGradient` (such as `Color.blue.gradient`).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension LinearGradient {
    /// A linear gradient of an `AnyGradient`.
    public init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
