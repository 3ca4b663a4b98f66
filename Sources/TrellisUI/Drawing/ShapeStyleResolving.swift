/// A shape style that says itself what it draws with: the colour (gradients: their
/// middle, used where one colour is needed, such as text) and, for gradients, the
/// protocol's `gradient` value. The built-in switches over style types ask this protocol
/// for any style they do not list.
protocol _ShapeStyleResolving {
    @MainActor func _resolvedColor(in env: EnvironmentValues) -> Color
    var _resolvedColorWithoutEnvironment: Color { get }
    var _wireGradient: [Double]? { get }
    /// The `gradient` value with colours as drawn in `scheme` (default: `_wireGradient`).
    func _wireGradient(in scheme: ColorScheme) -> [Double]?
    /// The shadows the style adds to what it fills, outermost last (`ShapeStyle.shadow(_:)`).
    var _shadowStyles: [ShadowStyle] { get }
}

extension _ShapeStyleResolving {
    func _wireGradient(in scheme: ColorScheme) -> [Double]? { _wireGradient }
    var _shadowStyles: [ShadowStyle] { [] }
}
