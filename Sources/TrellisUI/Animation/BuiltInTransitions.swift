// iOS 17's transition types: each built-in transition as a `Transition` struct, with the
// static members (`.opacity`, `.move(edge:)`, `.push(from:)` …) that let
// `.transition(...)` name them. Each one is exactly an `AnyTransition` the daemon plays
// (its effects at the start of an insertion and the end of a removal), so the struct and
// the `AnyTransition` of the same name animate alike.
import Foundation

/// A built-in transition whose daemon form is known exactly: `AnyTransition(_:)` takes it
/// as it is instead of reading its body.
protocol _BuiltInTransition: Transition, _AnyTransitionConvertible {}

extension _BuiltInTransition {
    /// The effect `anyTransition` applies in `phase`.
    func effect(in phase: TransitionPhase) -> AnyTransition.Effect {
        switch phase {
        case .willAppear: return anyTransition.insertion
        case .identity: return AnyTransition.Effect()
        case .didDisappear: return anyTransition.removal
        }
    }
}

/// A transition's effect in one phase, as the modifier its body applies. Reading the body
/// (`AnyTransition(_:)`, another transition's body) gets the exact effect; drawn as a view,
/// it shows the opacity, scale and blur (an offset in units of the view's size needs the
/// daemon, which plays it during the transition).
public struct _TransitionEffectBody: ViewModifier {
    let effect: AnyTransition.Effect

    public func body(content: Content) -> some View {
        content.opacity(effect.opacity).scaleEffect(effect.scale).blur(radius: effect.blur)
    }
}

extension _TransitionEffectBody: _TransitionEffectModifier {
    func _apply(to e: inout AnyTransition.Effect) -> Bool {
        e = e.combined(with: effect)
        return true
    }
}

// MARK: opacity

/// Fades the view in as it is inserted and out as it is removed: SwiftUI's default.
public struct OpacityTransition: _BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEffectBody(effect: effect(in: phase)))
    }
    /// Fading does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .opacity }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

// MARK: scale

/// Scales the view from `scale` to its size as it is inserted and back to `scale` as it is
/// removed, about `anchor`.
public struct ScaleTransition: _BuiltInTransition {
    /// The scale the view has before it is inserted and after it is removed.
    public var scale: Double
    /// The unit point the view scales about (the centre by default).
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEffectBody(effect: effect(in: phase)))
    }
    var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view up from nothing as it is inserted and down to nothing as it is removed.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales the view from and to `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

// MARK: move, slide, push

/// Moves the view in from `edge` as it is inserted and out towards `edge` as it is
/// removed: it starts (and ends) one of its own widths or heights away.
public struct MoveTransition: _BuiltInTransition {
    /// The edge the view comes from and goes to.
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEffectBody(effect: effect(in: phase)))
    }
    var anyTransition: AnyTransition { .move(edge: edge) }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from and out to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

/// Slides the view in from the leading edge as it is inserted and out towards the trailing
/// edge as it is removed.
public struct SlideTransition: _BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEffectBody(effect: effect(in: phase)))
    }
    var anyTransition: AnyTransition { .slide }
}

extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out to the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

/// Pushes the view in from `edge` while it fades in, and out towards the opposite edge
/// while it fades out: the incoming and the outgoing view of a swap move the same way.
public struct PushTransition: _BuiltInTransition {
    /// The edge the inserted view comes from.
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionEffectBody(effect: effect(in: phase)))
    }
    var anyTransition: AnyTransition { .push(from: edge) }
}

extension Transition where Self == PushTransition {
    /// Enters from `edge` and leaves towards the opposite edge, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

// MARK: offset

/// Shifts the view by `offset` before it is inserted and after it is removed.
///
/// The daemon plays offsets in units of the view's size; the points given are converted as
/// for a 100-point view (as `AnyTransition.offset(_:)`), so on views of other sizes the
/// distance scales with the view.
public struct OffsetTransition: _BuiltInTransition {
    /// How far the view is shifted while it is not in place.
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
    var anyTransition: AnyTransition { .offset(offset) }
}

extension Transition where Self == OffsetTransition {
    /// Shifts the view by `offset` while it enters and leaves.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Shifts the view by `x` and `y` points while it enters and leaves.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

// MARK: identity, asymmetric

/// No transition: the view appears and disappears at once, even under an animation.
public struct IdentityTransition: _BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .identity }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: _BuiltInTransition {
    /// The transition played as the view is inserted.
    public var insertion: Insertion
    /// The transition played as the view is removed.
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        switch phase {
        // Each side's body takes its own placeholder, standing for the same view.
        case .willAppear: insertion.body(content: PlaceholderContentView(content: content.content), phase: phase)
        case .identity, .didDisappear: removal.body(content: PlaceholderContentView(content: content.content), phase: phase)
        }
    }
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
    var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
    }
}

extension Transition {
    /// `insertion` as the view is inserted, `removal` as it is removed.
    public static func asymmetric<Insertion, Removal>(insertion: Insertion, removal: Removal) -> Self
    where Self == AsymmetricTransition<Insertion, Removal> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
