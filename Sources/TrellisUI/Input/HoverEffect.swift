// hoverEffect(_:isEnabled:): the highlight or lift an iPad shows under its pointer, drawn
// while the daemon reports the pointer over the view (onHover). iOS 18's CustomHoverEffect
// types resolve to one of these looks: an effect's body is built from the empty effect,
// so every custom effect ends in a built-in one (iOS composes no others; the closure-based
// HoverEffectContent is visionOS's).

/// A pointer hover effect: what a view shows while the pointer is over it.
public struct HoverEffect: Equatable, Sendable {
    enum Look: Equatable, Sendable {
        /// The `defaultHoverEffect` of the surroundings, else the highlight.
        case automatic
        case highlight
        case lift
        /// Nothing changes (the empty effect).
        case none
    }
    let look: Look
    /// Set when the effect itself was disabled (`hoverEffectDisabled` on the effect):
    /// that wins over anything that would enable it.
    var isDisabled = false

    init(look: Look, isDisabled: Bool = false) {
        self.look = look
        self.isDisabled = isDisabled
    }

    /// Wraps a custom effect (iOS 18), resolved to the built-in look its body ends in.
    public init<E: CustomHoverEffect>(_ effect: E) {
        self = _resolveHoverEffect(effect)
    }

    /// The system's choice: the surroundings' `defaultHoverEffect`, else the highlight.
    public static let automatic = HoverEffect(look: .automatic)
    /// A translucent platter behind the view, a little larger than it.
    public static let highlight = HoverEffect(look: .highlight)
    /// The view scaled up a little, with a soft shadow under it.
    public static let lift = HoverEffect(look: .lift)
}

/// A hover effect described as a type (iOS 18): `body(content:)` builds it from the empty
/// effect it is given, the way a view's body is built from other views.
///
/// On iOS (and here) an effect's body ends in one of the built-in effects — `.automatic`,
/// `.highlight`, `.lift` or the empty effect — optionally disabled with
/// `hoverEffectDisabled(_:)`; that is the look a view with the effect shows while the
/// pointer is over it.
public protocol CustomHoverEffect {
    /// The effect this effect is made of.
    associatedtype Body: CustomHoverEffect
    /// The empty effect `body(content:)` starts from.
    typealias Content = EmptyHoverEffect
    /// Builds this effect from `content`, the empty effect.
    func body(content: Content) -> Body
}

/// The built-in effects, which have no body of their own: resolving stops at them.
protocol _PrimitiveHoverEffect { var _effect: HoverEffect { get } }

/// The built-in look that `effect`'s body chain ends in.
func _resolveHoverEffect<E: CustomHoverEffect>(_ effect: E) -> HoverEffect {
    if let primitive = effect as? _PrimitiveHoverEffect { return primitive._effect }
    return _resolveHoverEffect(effect.body(content: EmptyHoverEffect()))
}

extension Never: CustomHoverEffect {
    public func body(content: EmptyHoverEffect) -> Never { fatalError("Never has no hover effect body") }
}

extension HoverEffect: CustomHoverEffect, _PrimitiveHoverEffect {
    public typealias Body = Never
    public func body(content: EmptyHoverEffect) -> Never { fatalError("HoverEffect is a built-in effect without a body") }
    var _effect: HoverEffect { self }
}

/// The effect that changes nothing: the starting point of a custom effect's body.
public struct EmptyHoverEffect: CustomHoverEffect, _PrimitiveHoverEffect {
    public init() {}
    public typealias Body = Never
    public func body(content: EmptyHoverEffect) -> Never { fatalError("EmptyHoverEffect is a built-in effect without a body") }
    var _effect: HoverEffect { HoverEffect(look: .none) }
}

/// The surroundings' default effect (`defaultHoverEffect(_:)`), else the highlight.
public struct AutomaticHoverEffect: CustomHoverEffect, _PrimitiveHoverEffect {
    public init() {}
    public typealias Body = Never
    public func body(content: EmptyHoverEffect) -> Never { fatalError("AutomaticHoverEffect is a built-in effect without a body") }
    var _effect: HoverEffect { .automatic }
}

/// A translucent platter behind the view while the pointer is over it.
public struct HighlightHoverEffect: CustomHoverEffect, _PrimitiveHoverEffect {
    public init() {}
    public typealias Body = Never
    public func body(content: EmptyHoverEffect) -> Never { fatalError("HighlightHoverEffect is a built-in effect without a body") }
    var _effect: HoverEffect { .highlight }
}

/// The view raised a little, with a soft shadow, while the pointer is over it.
public struct LiftHoverEffect: CustomHoverEffect, _PrimitiveHoverEffect {
    public init() {}
    public typealias Body = Never
    public func body(content: EmptyHoverEffect) -> Never { fatalError("LiftHoverEffect is a built-in effect without a body") }
    var _effect: HoverEffect { .lift }
}

/// An effect that is disabled when asked: it resolves to its inner effect, marked disabled.
public struct _DisabledHoverEffect<Inner: CustomHoverEffect>: CustomHoverEffect, _PrimitiveHoverEffect {
    let inner: Inner
    let isDisabled: Bool
    public typealias Body = Never
    public func body(content: EmptyHoverEffect) -> Never { fatalError("a disabled effect resolves through its inner effect") }
    var _effect: HoverEffect {
        var e = _resolveHoverEffect(inner)
        e.isDisabled = e.isDisabled || isDisabled
        return e
    }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    /// The surroundings' default effect, else the highlight.
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}
extension CustomHoverEffect where Self == HighlightHoverEffect {
    /// A platter behind the view.
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}
extension CustomHoverEffect where Self == LiftHoverEffect {
    /// The view raised with a shadow.
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}
extension CustomHoverEffect where Self == EmptyHoverEffect {
    /// No change on hover.
    public static var empty: EmptyHoverEffect { EmptyHoverEffect() }
}

extension CustomHoverEffect {
    /// This effect, never shown when `isDisabled` is true. Disabling wins: an effect
    /// disabled here cannot be enabled again by what wraps it.
    public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect {
        _DisabledHoverEffect(inner: self, isDisabled: isDisabled)
    }
}

extension View {
    /// Shows `effect` while the pointer hovers over the view (a mouse on X11; the
    /// terminal's pointer), animated in and out. `isEnabled` false (or
    /// `hoverEffectDisabled()` above) shows none. The view's size and hit area do not
    /// change: the effect is drawn only.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }

    /// Shows a custom effect (iOS 18) while the pointer hovers over the view: the
    /// built-in look its body ends in.
    public func hoverEffect<E: CustomHoverEffect>(_ effect: E, isEnabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: _resolveHoverEffect(effect), isEnabled: isEnabled))
    }

    /// Turns off the hover effects of the views below (`disabled` true), for a container
    /// whose rows should not light up one by one.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isHoverEffectEnabled) { enabled in
            if disabled { enabled = false }
        }
    }

    /// The effect that `.automatic` hover effects below show (nil: the system's, the
    /// highlight).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
        environment(\._defaultHoverEffect, effect)
    }
}

struct HoverEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct DefaultHoverEffectKey: EnvironmentKey { static var defaultValue: HoverEffect? { nil } }

extension EnvironmentValues {
    /// Whether views here may show hover effects (true unless a `hoverEffectDisabled()`
    /// above turned it off; `hoverEffectDisabled(false)` leaves it as it is, so a
    /// disabled container cannot be re-enabled from inside by that modifier).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }
    /// Set by `defaultHoverEffect(_:)`.
    var _defaultHoverEffect: HoverEffect? {
        get { self[DefaultHoverEffectKey.self] }
        set { self[DefaultHoverEffectKey.self] = newValue }
    }
}

/// Draws a hover effect while the pointer is over its content.
public struct _HoverEffectModifier: ViewModifier {
    let effect: HoverEffect
    let isEnabled: Bool
    @State private var hovered = false
    @Environment(\.isHoverEffectEnabled) private var environmentEnabled
    @Environment(\._defaultHoverEffect) private var defaultEffect

    /// The look to draw: `.automatic` becomes the surroundings' default (itself resolved
    /// once: a default of `.automatic` is the highlight).
    private var look: HoverEffect.Look {
        guard effect.look == .automatic else { return effect.look }
        guard let d = defaultEffect, !d.isDisabled, d.look != .automatic else {
            return defaultEffect?.isDisabled == true ? .none : .highlight
        }
        return d.look
    }

    public func body(content: Content) -> some View {
        let shown = hovered && isEnabled && environmentEnabled && !effect.isDisabled
        let look = self.look
        let lifted = shown && look == .lift, highlighted = shown && look == .highlight
        content
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color.primary.opacity(highlighted ? 0.1 : 0))
                .padding(-4))
            .scaleEffect(lifted ? 1.05 : 1)
            .shadow(color: Color.black.opacity(lifted ? 0.2 : 0), radius: lifted ? 8 : 0, x: 0, y: lifted ? 4 : 0)
            .animation(.easeOut(duration: 0.15), value: shown)
            .onHover { hovered = $0 }
    }
}
