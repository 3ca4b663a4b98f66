// iOS 17's Transition protocol over the daemon's transitions. The daemon plays a
// transition from effects (opacity, scale, offset) at the start of an insertion and the
// end of a removal (AnyTransition), frame by frame, without the app. A custom Transition
// describes its effects as a body of modifiers for each phase; TrellisUI reads that body
// once per phase and turns the modifiers it can animate into those effects.
import Foundation

/// A custom transition: how a view looks while it is inserted (`willAppear`), once it is
/// in place (`identity`) and as it is removed (`didDisappear`), as modifiers applied to
/// `content`.
///
/// Trellis animates `opacity(_:)`, uniform `scaleEffect(_:anchor:)` (about the centre),
/// `offset(x:y:)` and `blur(radius:)` in a transition's body — the effects the daemon
/// interpolates — and combines several of them. Any other modifier in the body (a rotation) is not
/// animated: the view comes and goes with the effects it can animate, and a line is logged
/// once per transition type.
public protocol Transition {
    /// The view a phase of the transition shows.
    associatedtype Body: View
    /// The placeholder for the view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
    /// `content` as it looks in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does (whether it moves, for Reduce Motion).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> _CombinedTransition<Self, T> {
        _CombinedTransition(first: self, second: other)
    }
}

/// The stand-in for the view a `Transition`'s body or a `phaseAnimator`'s content
/// modifies: it shows that view.
public struct PlaceholderContentView<Value>: View {
    /// The view it stands for (none while a transition's body is being read).
    let content: AnyView?
    init(content: AnyView? = nil) { self.content = content }
    public var body: some View {
        if let content { content } else { EmptyView() }
    }
}

/// Where a transition is: before the view is in place, in place, or after it left.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    /// Whether the view is in place (no transition effect applies).
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 in place, 1 after disappearing: a factor for effects that
    /// go one way in and the other way out.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
    /// Whether it moves the view (an accessibility setting may ask for less motion).
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// Two transitions applied together (`combined(with:)`).
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    public func body(content: Content, phase: TransitionPhase) -> some View {
        // Read through `AnyTransition`: the effects of both multiply and add.
        EmptyView()
    }
    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

// MARK: Reading a body's effects

/// A view in a transition's body that can say what it does to the placeholder.
protocol _TransitionBodyProbe {
    /// Adds its effects to `effect`; false when it holds something that cannot be animated.
    func _probe(_ effect: inout AnyTransition.Effect) -> Bool
}

/// A modifier whose effect the daemon can play in a transition.
protocol _TransitionEffectModifier {
    /// Adds the modifier's effect; false when this instance cannot be animated.
    func _apply(to effect: inout AnyTransition.Effect) -> Bool
}

extension PlaceholderContentView: _TransitionBodyProbe {
    func _probe(_ effect: inout AnyTransition.Effect) -> Bool { true }
}

extension ModifiedContent: _TransitionBodyProbe {
    func _probe(_ effect: inout AnyTransition.Effect) -> Bool {
        var ok = (content as? _TransitionBodyProbe)?._probe(&effect) ?? false
        if let m = modifier as? _TransitionEffectModifier {
            if !m._apply(to: &effect) { ok = false }
        } else {
            ok = false
        }
        return ok
    }
}

extension _OpacityEffect: _TransitionEffectModifier {
    func _apply(to effect: inout AnyTransition.Effect) -> Bool {
        effect.opacity *= max(0, min(1, opacity))
        return true
    }
}

extension _OffsetEffect: _TransitionEffectModifier {
    /// Points, in units of a 100-point view, as `AnyTransition.offset` (Animation article).
    func _apply(to effect: inout AnyTransition.Effect) -> Bool {
        effect.x += Double(offset.width) / 100
        effect.y += Double(offset.height) / 100
        return true
    }
}

extension _DrawingEffect: _TransitionEffectModifier {
    /// `blur(radius:)` is played by the daemon (`transitionBlur`); a shadow is not.
    func _apply(to effect: inout AnyTransition.Effect) -> Bool {
        switch property {
        case nil: return true
        case .blur(let r)?: effect.blur += max(0, r); return true
        default: return false
        }
    }
}

extension _TransformEffect: _TransitionEffectModifier {
    func _apply(to effect: inout AnyTransition.Effect) -> Bool {
        guard rotation == 0, projection == nil, scaleX == scaleY else { return false }
        effect.scale *= Double(scaleX)
        return true
    }
}

@MainActor
private var transitionTypesLogged: Set<ObjectIdentifier> = []

extension AnyTransition {
    /// The daemon's form of `transition`: its body's effects before appearing and after
    /// disappearing.
    public init<T: Transition>(_ transition: T) {
        if let combined = transition as? _AnyTransitionConvertible {
            self = combined.anyTransition
            return
        }
        func effect(_ phase: TransitionPhase) -> Effect {
            var e = Effect()
            let body = transition.body(content: PlaceholderContentView(), phase: phase)
            let ok = (body as? _TransitionBodyProbe)?._probe(&e) ?? (body is EmptyView)
            if !ok {
                let id = ObjectIdentifier(T.self)
                MainActor.assumeIsolated {
                    if transitionTypesLogged.insert(id).inserted {
                        TrellisLog.emit("\(T.self): only opacity, scaleEffect, offset and blur are animated in a transition's body; the rest is not")
                    }
                }
            }
            return e
        }
        self.init(insertion: effect(.willAppear), removal: effect(.didDisappear))
    }
}

/// Transitions that are already a combination of `AnyTransition`s.
protocol _AnyTransitionConvertible { var anyTransition: AnyTransition { get } }
extension _CombinedTransition: _AnyTransitionConvertible {}

extension View {
    /// How this view enters and leaves when inserted or removed under an animation, as a
    /// custom `Transition` describes it.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}

// MARK: AnyTransition.modifier(active:identity:)

extension _ViewModifier_Content: _TransitionBodyProbe {
    func _probe(_ effect: inout AnyTransition.Effect) -> Bool { true }
}

extension AnyTransition {
    /// A transition from the view with `active` applied (before it is inserted, after it
    /// is removed) to the view with `identity` applied (in place).
    ///
    /// The daemon plays the transition, so it reads what `active` does: its `opacity`,
    /// uniform `scaleEffect`, `offset` and `blur` are animated (as in a custom `Transition`); any
    /// other effect in its body is not, and a line is logged once per modifier type.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let box = ModifierBox(active: active)
        return AnyTransition(deferred: { box.read() })
    }
}

/// The active modifier of a modifier transition, read on the main actor when drawn.
private struct ModifierBox<E: ViewModifier>: @unchecked Sendable {
    let active: E

    @MainActor func read() -> AnyTransition {
        var e = AnyTransition.Effect()
        let ok: Bool
        if let direct = active as? _TransitionEffectModifier {
            ok = direct._apply(to: &e)
        } else if E.Body.self == Never.self {
            ok = false
        } else {
            let body = active.body(content: _ViewModifier_Content(content: EmptyView()))
            ok = (body as? _TransitionBodyProbe)?._probe(&e) ?? (body is EmptyView)
        }
        if !ok, transitionTypesLogged.insert(ObjectIdentifier(E.self)).inserted {
            TrellisLog.emit("\(E.self): only opacity, scaleEffect, offset and blur are animated in a modifier transition; the rest is not")
        }
        return AnyTransition(both: e)
    }
}
