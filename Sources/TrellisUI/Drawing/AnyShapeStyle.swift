// AnyShapeStyle: a shape style whose type is erased, so that branches returning different
// styles (`isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)`) have one type.

/// A type-erased shape style: draws exactly as the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`; wrapping an `AnyShapeStyle` keeps the inner style.
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
    }
}

extension AnyShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { base.resolvedColor(in: env) }
    var _resolvedColorWithoutEnvironment: Color { base.resolvedColor }
    var _wireGradient: [Double]? { base.wireGradient }
    func _wireGradient(in scheme: ColorScheme) -> [Double]? { base.wireGradient(in: scheme) }
    var _shadowStyles: [ShadowStyle] { base.shadowStyles }
}
