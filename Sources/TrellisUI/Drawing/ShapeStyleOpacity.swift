// ShapeStyle.opacity(_:): any style made more transparent — `.tint.opacity(0.15)` behind a
// badge, `.foreground.opacity(0.5)` — resolved in the environment like the style itself.

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0 … 1).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// A style drawn with its colour's alpha multiplied (a gradient: its middle colour's).
struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, _ShapeStyleResolving {
    let base: Base
    let opacity: Double
    func _resolvedColor(in env: EnvironmentValues) -> Color { base.resolvedColor(in: env).opacity(opacity) }
    var _resolvedColorWithoutEnvironment: Color { base.resolvedColor.opacity(opacity) }
    var _wireGradient: [Double]? { nil }
}
