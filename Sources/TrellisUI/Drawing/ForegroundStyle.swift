/// The foreground style of the environment, as a shape style (`.foreground`).
public struct ForegroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { .init() } }

/// The accent or tint colour, as a shape style (`.tint`).
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { .init() } }

extension ShapeStyle {
    /// The colour this style draws with in `env` (gradients: their middle colour).
    @MainActor
    func resolvedColor(in env: EnvironmentValues) -> Color {
        switch self {
        case let c as Color: return c
        case is ForegroundStyle: return env.foregroundColor ?? .primary
        case is TintShapeStyle: return env.tintColor ?? .accentColor
        case let g as LinearGradient: return g.gradient.middle
        case let g as RadialGradient: return g.gradient.middle
        case let g as AngularGradient: return g.gradient.middle
        case let s as _ShapeStyleResolving: return s._resolvedColor(in: env)
        default: return .primary
        }
    }
}
