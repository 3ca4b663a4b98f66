// visualEffect(_:): effects computed from the view's geometry. The view's size comes from
// the daemon after layout (as onGeometryChange reads it); the effects — offset, scale,
// rotation, opacity, blur and the colour effects — are then applied to the view as the
// modifiers of those names, which never change layout, so the second commit only moves
// pixels. Before the first report the effect is computed for a zero size.
import Foundation

/// Visual effects — transforms, opacity, blur, colour effects — that change how a view is
/// drawn, never its layout, computed from its geometry with `visualEffect(_:)`.
public protocol VisualEffect: Sendable {
    /// The effects, outermost last.
    var _effects: [_VisualEffectStep] { get }
}

/// One effect of a `VisualEffect` chain.
public enum _VisualEffectStep: Sendable, Equatable {
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    /// A rotation about the axis (x, y, z), drawn as its projection onto the screen.
    case rotation3D(Angle, x: CGFloat, y: CGFloat, z: CGFloat, UnitPoint)
    case opacity(Double)
    case blur(CGFloat)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
}

/// The empty effect `visualEffect(_:)` starts from: it changes nothing.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _effects: [_VisualEffectStep] { [] }
}

/// A chain of effects (what the methods of `VisualEffect` return).
public struct _VisualEffectChain: VisualEffect {
    public let _effects: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ s: _VisualEffectStep) -> _VisualEffectChain { _VisualEffectChain(_effects: _effects + [s]) }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }
    /// Scales the view by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor))
    }
    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }
    /// Rotates the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor)) }
    /// Rotates the view by `angle` about `axis` in three dimensions, about `anchor`
    /// (drawn as the rotation's projection onto the screen, as the view modifier of the name).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchor))
    }
    /// Multiplies the view's opacity by `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the view by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius)) }
    /// Brightens the view by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Changes the view's contrast by `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Changes the view's saturation by `amount`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Removes `amount` of the view's colour.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Rotates the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
}

extension View {
    /// Applies the effects `effect` computes from this view's geometry (its size and its
    /// position in the window or a named space, so an effect can follow the view as it
    /// scrolls). The effects never change layout.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier(effect: { effect(EmptyVisualEffect(), $0)._effects }))
    }
}

/// The view's size as the daemon laid it out, and the effects computed from it.
struct _VisualEffectModifier: ViewModifier {
    let effect: @Sendable (GeometryProxy) -> [_VisualEffectStep]
    @State private var geometry = _GeometrySnapshot()

    func body(content: Content) -> some View {
        let steps = effect(geometry.proxy)
        return _VisualEffectApplied(content: AnyView(content), steps: steps)
            .onGeometryChange(for: _GeometrySnapshot.self, of: { _GeometrySnapshot($0) }) { geometry = $0 }
    }
}

/// Applies a chain of effects, one modifier each, in order.
struct _VisualEffectApplied: View {
    let content: AnyView
    let steps: [_VisualEffectStep]

    var body: some View {
        steps.reduce(content) { view, step in
            switch step {
            case .offset(let o): AnyView(view.offset(o))
            case let .scale(s, anchor): AnyView(view.scaleEffect(s, anchor: anchor))
            case let .rotation(a, anchor): AnyView(view.rotationEffect(a, anchor: anchor))
            case let .rotation3D(a, x, y, z, anchor): AnyView(view.rotation3DEffect(a, axis: (x, y, z), anchor: anchor))
            case .opacity(let o): AnyView(view.opacity(o))
            case .blur(let r): AnyView(view.blur(radius: r))
            case .brightness(let v): AnyView(view.brightness(v))
            case .contrast(let v): AnyView(view.contrast(v))
            case .saturation(let v): AnyView(view.saturation(v))
            case .grayscale(let v): AnyView(view.grayscale(v))
            case .hueRotation(let a): AnyView(view.hueRotation(a))
            }
        }
    }
}
