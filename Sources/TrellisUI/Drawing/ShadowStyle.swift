// ShadowStyle and the shape style it makes: `.fill(.blue.shadow(.inner(radius: 4)))`.
// A drop shadow in a style shadows what that style fills (the shape node's own `shadow`
// property); an inner shadow is drawn by the daemon over the fill, inside the shape
// (protocol `innerShadow`).
import TrellisProtocol

/// How a shadow is drawn by a shape style (`ShapeStyle.shadow(_:)`): behind what the style
/// fills (a drop shadow) or inside it, over the fill (an inner shadow).
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat, y: CGFloat

    /// A shadow behind the filled content: its silhouette blurred by `radius`, in
    /// `color`, offset by (`x`, `y`). The default colour is black at a third opacity.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the filled content, over it: the outside of its silhouette
    /// blurred by `radius`, in `color`, offset by (`x`, `y`) and clipped to the content,
    /// so the content looks pressed in. The default colour is black at 55 % opacity.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The shadow on the wire, its colour as drawn in `env`.
    func wire(in env: EnvironmentValues) -> WireShadow {
        WireShadow(color: color.wire(in: env), radius: radius.isFinite ? max(Double(radius), 0) : 0,
                   x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0)
    }
}

/// A shape style with a shadow: draws as `base` does, with `shadow` added to what it
/// fills. What `ShapeStyle.shadow(_:)` returns.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
}

extension _ShadowShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { base.resolvedColor(in: env) }
    var _resolvedColorWithoutEnvironment: Color { base.resolvedColor }
    var _wireGradient: [Double]? { base.wireGradient }
    func _wireGradient(in scheme: ColorScheme) -> [Double]? { base.wireGradient(in: scheme) }
    var _shadowStyles: [ShadowStyle] { base.shadowStyles + [shadow] }
}

extension ShapeStyle {
    /// This style with a shadow added to what it fills: `.blue.shadow(.drop(radius: 2))`
    /// casts a shadow behind the filled shape, `.shadow(.inner(radius: 4))` shades the
    /// shape from inside. Shadows add up: a style may carry a drop and an inner shadow.
    ///
    /// Trellis draws style shadows where the style fills a shape: `fill`, `stroke`,
    /// `background(_:in:)` and the shape styles of `ShapeView`. A stroke draws a drop
    /// shadow but not an inner one. A style given to `foregroundStyle(_:)` is reduced to
    /// its colour in Trellis, so its shadows are not drawn there (text, or shapes filled
    /// with the foreground): SwiftUI draws them.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, shadow: style)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with a shadow: `.fill(.shadow(.drop(radius: 3)))`.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
