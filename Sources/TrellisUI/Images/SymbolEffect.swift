// Symbol effects (iOS 17): animations of symbol images — bounce, pulse, variable colour,
// scale, appear/disappear, replace, and iOS 18's wiggle, breathe and rotate.
//
// What an effect leaves on screen while it is active is drawn: `.disappear` hides the
// symbol, `.scale.up` / `.scale.down` draw it larger or smaller (an animation set with
// `withAnimation` or `.animation` moves between the states, in the daemon). The motion of
// the other effects (a bounce, a pulse, the colour running through the layers of a
// variable-colour symbol, a wiggle) is not played: a Trellis symbol is one glyph with one
// layer and the daemon has no symbol animations — see PlatformDifferences.

/// A symbol effect (SwiftUI's effects come from the Symbols framework).
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays once from start to finish (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`transition(.symbolEffect(...))`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(...))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// What an active effect leaves on screen: a scale and an opacity.
protocol _SymbolEffectLook {
    var _activeScale: CGFloat { get }
    var _activeOpacity: Double { get }
}

/// Whether an effect acts on each layer or on the whole symbol, and its direction: the
/// variations the effects share.
struct _SymbolEffectVariant: Hashable, Sendable {
    var direction = 0
    var byLayer = false
}

/// Bounces the symbol.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var v = _SymbolEffectVariant()
    public var up: BounceSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var down: BounceSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var byLayer: BounceSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: BounceSymbolEffect { var c = self; c.v.byLayer = false; return c }
}

/// Fades the symbol's opacity in and out.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var v = _SymbolEffectVariant()
    public var byLayer: PulseSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: PulseSymbolEffect { var c = self; c.v.byLayer = false; return c }
}

/// Runs a colour through the symbol's layers.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var v = _SymbolEffectVariant()
    var reverses = false
    var hidesInactive = false
    public var iterative: VariableColorSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var cumulative: VariableColorSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var reversing: VariableColorSymbolEffect { var c = self; c.reverses = true; return c }
    public var nonReversing: VariableColorSymbolEffect { var c = self; c.reverses = false; return c }
    public var hideInactiveLayers: VariableColorSymbolEffect { var c = self; c.hidesInactive = true; return c }
    public var dimInactiveLayers: VariableColorSymbolEffect { var c = self; c.hidesInactive = false; return c }
}

/// Draws the symbol larger (`.up`, the default) or smaller (`.down`) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, _SymbolEffectLook {
    var v = _SymbolEffectVariant()
    public var up: ScaleSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var down: ScaleSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var byLayer: ScaleSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: ScaleSymbolEffect { var c = self; c.v.byLayer = false; return c }
    var _activeScale: CGFloat { v.direction == 2 ? 0.8 : 1.2 }
    var _activeOpacity: Double { 1 }
}

/// Shows the symbol (it is visible while the effect is active).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    var v = _SymbolEffectVariant()
    public var up: AppearSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var down: AppearSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var byLayer: AppearSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: AppearSymbolEffect { var c = self; c.v.byLayer = false; return c }
}

/// Hides the symbol while the effect is active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectLook {
    var v = _SymbolEffectVariant()
    public var up: DisappearSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var down: DisappearSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var byLayer: DisappearSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: DisappearSymbolEffect { var c = self; c.v.byLayer = false; return c }
    var _activeScale: CGFloat { 1 }
    var _activeOpacity: Double { 0 }
}

/// Replaces one symbol with another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    var v = _SymbolEffectVariant()
    public var downUp: ReplaceSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var upUp: ReplaceSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var offUp: ReplaceSymbolEffect { var c = self; c.v.direction = 3; return c }
    public var byLayer: ReplaceSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: ReplaceSymbolEffect { var c = self; c.v.byLayer = false; return c }
}

/// Wiggles the symbol (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var v = _SymbolEffectVariant()
    public var left: WiggleSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var right: WiggleSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var up: WiggleSymbolEffect { var c = self; c.v.direction = 3; return c }
    public var down: WiggleSymbolEffect { var c = self; c.v.direction = 4; return c }
    public var clockwise: WiggleSymbolEffect { var c = self; c.v.direction = 5; return c }
    public var counterClockwise: WiggleSymbolEffect { var c = self; c.v.direction = 6; return c }
    public var forward: WiggleSymbolEffect { var c = self; c.v.direction = 7; return c }
    public var backward: WiggleSymbolEffect { var c = self; c.v.direction = 8; return c }
    public var byLayer: WiggleSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: WiggleSymbolEffect { var c = self; c.v.byLayer = false; return c }
}

/// Makes the symbol breathe (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var v = _SymbolEffectVariant()
    public var plain: BreatheSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var pulse: BreatheSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var byLayer: BreatheSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: BreatheSymbolEffect { var c = self; c.v.byLayer = false; return c }
}

/// Rotates the symbol (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var v = _SymbolEffectVariant()
    public var clockwise: RotateSymbolEffect { var c = self; c.v.direction = 1; return c }
    public var counterClockwise: RotateSymbolEffect { var c = self; c.v.direction = 2; return c }
    public var byLayer: RotateSymbolEffect { var c = self; c.v.byLayer = true; return c }
    public var wholeSymbol: RotateSymbolEffect { var c = self; c.v.byLayer = false; return c }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }

/// How an effect plays: repeated or not, and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?? = nil
    var speedFactor: Double = 1
    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeats indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions.default.repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions.default.nonRepeating }
    /// Repeats `count` times (nil: indefinitely).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// Plays at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }
    /// These options, repeating indefinitely.
    public var repeating: SymbolEffectOptions { var c = self; c.repeatCount = .some(nil); return c }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { var c = self; c.repeatCount = .some(1); return c }
    /// These options, repeating `count` times (nil: indefinitely).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { var c = self; c.repeatCount = .some(count); return c }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var c = self; c.speedFactor = speed; return c }
}

struct _SymbolEffectsRemovedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var _symbolEffectsRemoved: Bool {
        get { self[_SymbolEffectsRemovedKey.self] }
        set { self[_SymbolEffectsRemovedKey.self] = newValue }
    }
}

/// Draws the state an active effect leaves: its scale and opacity (nothing once effects
/// are removed with `symbolEffectsRemoved()`).
struct _SymbolEffectStateModifier: ViewModifier {
    let scale: CGFloat
    let opacity: Double
    @Environment(\._symbolEffectsRemoved) private var removed
    func body(content: Content) -> some View {
        content
            .scaleEffect(removed ? 1 : scale)
            .opacity(removed ? 1 : opacity)
    }
}

extension View {
    /// Adds an effect that lasts while `isActive` to the symbols in this view: a scale or
    /// a disappearance is drawn, the motion of the others is not (see the top of
    /// Images/SymbolEffect.swift).
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                         isActive: Bool = true) -> some View {
        let look = effect as? _SymbolEffectLook
        let on = isActive && look != nil
        return modifier(_SymbolEffectStateModifier(scale: on ? look!._activeScale : 1, opacity: on ? look!._activeOpacity : 1))
    }

    /// Plays an effect on the symbols in this view each time `value` changes. Accepted:
    /// the daemon plays no symbol motion (see above).
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                     value: U) -> some View {
        self
    }

    /// Removes the symbol effects in this view (when `isEnabled`).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\._symbolEffectsRemoved, isEnabled)
    }
}

extension ContentTransition {
    /// Replaces one symbol with another with `effect`: drawn as a crossfade (the effect's
    /// own scale and direction are not drawn; see PlatformDifferences).
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .opacity
    }
    /// The platform's symbol replacement: drawn as a crossfade.
    public static var symbolEffect: ContentTransition { .opacity }
}

/// Shows or hides a symbol with a symbol effect as the transition (iOS 17): the symbol
/// grows from half its size as it fades in, and shrinks as it fades out. Symbols here are
/// single-layer, so `.byLayer` plays like `.wholeSymbol`; `.up` and `.down` scale alike.
public struct SymbolEffectTransition: _BuiltInTransition {
    let options: SymbolEffectOptions

    /// A transition playing `effect` (`.appear`, `.disappear`) with `options`.
    public init<T: TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.options = options
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEffectBody(effect: effect(in: phase)))
    }
    var anyTransition: AnyTransition { AnyTransition.scale(scale: 0.5).combined(with: .opacity) }
}

extension Transition where Self == SymbolEffectTransition {
    /// The platform's symbol transition: the appear effect.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default) }
    /// A transition with `effect`.
    public static func symbolEffect<T: TransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
