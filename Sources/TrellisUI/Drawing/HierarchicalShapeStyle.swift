// The levels of the foreground style: `.tertiary`, `.quaternary`, `.quinary` (and
// `HierarchicalShapeStyle.primary` / `.secondary`), for content less prominent than the
// text around it. Drawn with the iPhone's label colours (light and dark).

/// A level of the foreground style, from `.primary` (the most prominent) to `.quinary`,
/// so related content can be de-emphasised consistently.
///
/// Resolved against a view's environment (a shape's fill), a level above primary is the
/// enclosing foreground colour at less opacity; with no foreground set, and where a style
/// is resolved without an environment (`foregroundStyle(.tertiary)`), it is the iPhone's
/// label colour of that level. `.primary` and `.secondary` written where any `ShapeStyle`
/// goes are `Color.primary` and `Color.secondary`, which are those label colours.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int

    /// The first level: the foreground itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)

    /// The iPhone's label colour opacities for each level (labelColor, secondaryLabel, ...).
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]
}

extension HierarchicalShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color {
        guard level > 0, let base = env.foregroundColor else { return _resolvedColorWithoutEnvironment }
        return base.opacity(Self.opacities[level])
    }
    var _resolvedColorWithoutEnvironment: Color {
        switch level {
        case 0: .primary
        case 1: .secondaryLabel
        case 2: .tertiaryLabel
        case 3: .quaternaryLabel
        default: Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: Self.opacities[level]),
                       dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: Self.opacities[level]))
        }
    }
    var _wireGradient: [Double]? { nil }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
