// The levels of any style (iOS 17): `Color.red.secondary`, `.blue.gradient.tertiary`, a
// style drawn less prominently, as the hierarchical levels of the foreground are.

/// A style at a lower level of prominence: `base` drawn at the opacity of that level
/// (the levels of `HierarchicalShapeStyle`: 100 %, 60 %, 30 %, 18 %, 10 %). A gradient's
/// stops are all made that much more transparent; its shadows are kept.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    var factor: Double { HierarchicalShapeStyle.opacities[min(max(level, 0), HierarchicalShapeStyle.opacities.count - 1)] }
}

extension HierarchicalShapeStyleModifier: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { base.resolvedColor(in: env).opacity(factor) }
    var _resolvedColorWithoutEnvironment: Color { base.resolvedColor.opacity(factor) }
    var _wireGradient: [Double]? { base.wireGradient.map { Self.fade($0, by: factor) } }
    func _wireGradient(in scheme: ColorScheme) -> [Double]? { base.wireGradient(in: scheme).map { Self.fade($0, by: factor) } }
    var _shadowStyles: [ShadowStyle] { base.shadowStyles }

    /// A `gradient` value with every colour's alpha multiplied by `f`.
    static func fade(_ g: [Double], by f: Double) -> [Double] {
        var g = g
        guard let kind = g.first else { return g }
        if kind == 4 {
            // Mesh: the background's alpha, then each vertex's (14 values, colour last).
            if g.count > 7 { g[7] *= f }
            for i in stride(from: 8 + 13, to: g.count, by: 14) { g[i] *= f }
        } else {
            for i in stride(from: 9, to: g.count, by: 5) { g[i] *= f }
        }
        return g
    }
}

extension ShapeStyle {
    /// This style at the first level: itself.
    public var primary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 0) }
    /// This style at the second level of prominence (60 % opacity).
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// This style at the third level of prominence (30 % opacity).
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// This style at the fourth level of prominence (18 % opacity).
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// This style at the fifth level of prominence (10 % opacity).
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
}
