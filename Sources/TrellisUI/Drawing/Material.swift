/// Translucent backgrounds (`.ultraThinMaterial` …), drawn as the system background at
/// the material's opacity (translucent white, or translucent near-black in the dark
/// scheme): Trellis's backends do not blur what is behind (PlatformDifferences), so a
/// thicker material is a more opaque one.
public struct Material: ShapeStyle, Sendable {
    let opacity: Double
    public static let ultraThinMaterial = Material(opacity: 0.5)
    public static let thinMaterial = Material(opacity: 0.65)
    public static let regularMaterial = Material(opacity: 0.8)
    public static let thickMaterial = Material(opacity: 0.9)
    public static let ultraThickMaterial = Material(opacity: 0.95)
    public static let bar = Material(opacity: 0.9)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

extension Material: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { _resolvedColorWithoutEnvironment }
    var _resolvedColorWithoutEnvironment: Color {
        Color("material", light: (255, 255, 255, opacity), dark: (28, 28, 30, opacity))
    }
    var _wireGradient: [Double]? { nil }
}
