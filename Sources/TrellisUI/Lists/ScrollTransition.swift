// Effects driven by where a view is in its scroll view: `scrollTransition` (iOS 17) and
// `onScrollVisibilityChange` (iOS 18).
//
// The daemon scrolls and lays out; it reports the frame of the view (the modifier asks
// for geometry reports) and of the nearest scroll view. Each report that moves the view
// recomputes its phase in the app, which sends the effects for it — one round trip
// behind the scroll (PlatformDifferences.md).

/// Where a view is in a scroll transition: entering or leaving at the top or leading
/// edge, fully in view, or at the bottom or trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Past the top (or leading) edge's threshold.
    case topLeading
    /// Within the threshold on both sides.
    case identity
    /// Past the bottom (or trailing) edge's threshold.
    case bottomTrailing

    /// Whether the view is fully in the transition's visible region.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// The phase of a scroll transition and how far into it the view is: what the
/// transition closure is given. `value` goes from 0 (at the threshold) to -1 or 1 (hidden
/// past the top-leading or bottom-trailing edge).
struct _ScrollTransitionState: Equatable {
    var phase: ScrollTransitionPhase
    var value: Double
}

/// How a scroll transition follows the scroll: interpolated as the view moves, or
/// animated from one phase to the next when it crosses its threshold.
public struct ScrollTransitionConfiguration: Sendable {
    var interactive: Bool
    var curve: UnitCurve
    var animationValue: Animation?
    var thresholdValue: Threshold
    var identityOnly: Bool

    /// The transition interpolates its effect as the view scrolls between hidden and its
    /// threshold (eased by `.easeInOut`).
    public static let interactive = ScrollTransitionConfiguration(interactive: true, curve: .easeInOut, animationValue: nil,
                                                                  thresholdValue: .visible, identityOnly: false)
    /// The transition interpolates its effect along `timingCurve` as the view scrolls.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(interactive: true, curve: timingCurve, animationValue: nil,
                                      thresholdValue: .visible, identityOnly: false)
    }
    /// The transition changes phase when the view crosses its threshold, animated.
    public static let animated = animated(.default)
    /// The transition changes phase when the view crosses its threshold, with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(interactive: false, curve: .linear, animationValue: animation,
                                      thresholdValue: .visible, identityOnly: false)
    }
    /// The view always has the identity phase.
    public static let identity = ScrollTransitionConfiguration(interactive: false, curve: .linear, animationValue: nil,
                                                               thresholdValue: .visible, identityOnly: true)

    /// This configuration with `animation` for changes of the effect (for an interactive
    /// one, the effect then lags behind the scroll).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var c = self
        c.animationValue = animation
        return c
    }

    /// This configuration with the view counted as fully in view at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.thresholdValue = threshold
        return c
    }

    /// A point in a view's way from hidden (wholly outside the scroll view) to visible.
    public struct Threshold: Sendable {
        enum Kind: Sendable {
            /// This fraction of the view is inside the scroll view.
            case visible(Double)
            /// The view's centre is at the scroll view's.
            case centered
            /// Between two thresholds.
            indirect case mix(Threshold, Threshold, Double)
        }
        let kind: Kind
        /// Points closer to the centre than `kind` says.
        var insetDistance: Double = 0

        /// The whole view is inside the scroll view.
        public static let visible = Threshold(kind: .visible(1))
        /// Any part of the view is inside the scroll view (a view is at this threshold
        /// when it is just hidden).
        public static let hidden = Threshold(kind: .visible(0))
        /// The view's centre is at the scroll view's centre.
        public static var centered: Threshold { Threshold(kind: .centered) }
        /// `amount` (0…1) of the view is inside the scroll view.
        public static func visible(_ amount: Double) -> Threshold { Threshold(kind: .visible(min(max(amount, 0), 1))) }

        /// This threshold moved `distance` points towards the centre (away for a
        /// negative distance).
        public func inset(by distance: Double) -> Threshold {
            var t = self
            t.insetDistance += distance
            return t
        }

        /// A threshold `amount` of the way from this one to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(kind: .mix(self, other, amount))
        }

        /// The offset of a view's leading edge from the scroll view's leading edge at which
        /// the view meets this threshold on the leading side (`length`: the view's,
        /// `viewport`: the scroll view's along the axis).
        func leadingOffset(length: Double, viewport: Double) -> Double {
            let base: Double
            switch kind {
            case .visible(let f): base = -(1 - f) * length
            case .centered: base = (viewport - length) / 2
            case let .mix(a, b, t):
                let x = a.leadingOffset(length: length, viewport: viewport)
                base = x + (b.leadingOffset(length: length, viewport: viewport) - x) * t
            }
            return base + insetDistance
        }
    }

    /// The state of a view whose frame along the axis starts `start` points from the
    /// scroll view's start, the view `length` long in a `viewport` long scroll view, on
    /// the side it is nearer to leaving by (`leading`: its centre is before the scroll
    /// view's).
    func state(start: Double, length: Double, viewport: Double, leading: Bool) -> _ScrollTransitionState {
        if identityOnly { return _ScrollTransitionState(phase: .identity, value: 0) }
        // Progress from hidden (0) to the threshold (1) on the view's side.
        let offset = leading ? start : viewport - (start + length)
        let hidden = -length
        let threshold = thresholdValue.leadingOffset(length: length, viewport: viewport)
        let p = threshold > hidden ? min(max((offset - hidden) / (threshold - hidden), 0), 1) : (offset >= threshold ? 1 : 0)
        guard p < 1 else { return _ScrollTransitionState(phase: .identity, value: 0) }
        let phase: ScrollTransitionPhase = leading ? .topLeading : .bottomTrailing
        guard interactive else { return _ScrollTransitionState(phase: phase, value: phase.value) }
        let amount = 1 - curve.value(at: p)
        return _ScrollTransitionState(phase: phase, value: leading ? -amount : amount)
    }
}

extension _VisualEffectStep {
    /// The effect `amount` (0…1) of the way from `self` to `other`, or nil when they are
    /// different kinds of effect.
    func interpolated(to other: _VisualEffectStep, amount t: Double) -> _VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        func mix(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
        switch (self, other) {
        case let (.offset(a), .offset(b)): return .offset(mix(a, b))
        case let (.scale(a, p), .scale(b, q)): return .scale(mix(a, b), mix(p, q))
        case let (.rotation(a, p), .rotation(b, q)): return .rotation(mix(a, b), mix(p, q))
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a), .blur(b)): return .blur(mix(a, b))
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(mix(a, b))
        default: return nil
        }
    }
}

/// The effects of a scroll transition in `state`: the closure's effects for the identity
/// phase moved `|value|` of the way to its effects for the edge phase, as SwiftUI
/// interpolates a transition's effects (a closure whose effects differ in kind between
/// the phases switches at half way).
func _scrollTransitionSteps(_ state: _ScrollTransitionState,
                            _ transition: (ScrollTransitionPhase) -> [_VisualEffectStep]) -> [_VisualEffectStep] {
    let identity = transition(.identity)
    guard state.phase != .identity else { return identity }
    let edge = transition(state.phase)
    let t = min(abs(state.value), 1)
    guard identity.count == edge.count else { return t < 0.5 ? identity : edge }
    var out: [_VisualEffectStep] = []
    for (a, b) in zip(identity, edge) {
        guard let m = a.interpolated(to: b, amount: t) else { return t < 0.5 ? identity : edge }
        out.append(m)
    }
    return out
}

/// Applies a scroll transition: the view reports its frame, and each report computes its
/// phase against the nearest scroll view's frame and applies the closure's effects.
struct _ScrollTransitionModifier: ViewModifier {
    typealias Body = Never
    /// The configurations for the top-leading and the bottom-trailing side.
    let leading: ScrollTransitionConfiguration
    let trailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: (ScrollTransitionPhase) -> [_VisualEffectStep]
}

extension _ScrollTransitionModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.ext.positionDependent = true
        var state = _ScrollTransitionState(phase: .identity, value: 0)
        var animation = leading.animationValue
        if let (viewport, scrollAxis) = ScrollViewport.of(node), node.extra?.geometrySize != nil {
            let frame = node.reportedFrame
            let horizontal = (axis ?? scrollAxis) == .horizontal
            let start = horizontal ? frame.minX - viewport.minX : frame.minY - viewport.minY
            let length = horizontal ? frame.width : frame.height
            let view = horizontal ? viewport.width : viewport.height
            let atLeading = start + length / 2 < view / 2
            let configuration = atLeading ? leading : trailing
            animation = configuration.animationValue
            state = configuration.state(start: start, length: length, viewport: view, leading: atLeading)
        }
        let applied = _VisualEffectApplied(content: AnyView(content), steps: _scrollTransitionSteps(state, transition))
            .animation(animation, value: state)
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: applied)
    }
}

/// Runs an action when the share of the view inside its scroll view crosses a threshold.
struct _ScrollVisibilityModifier: ViewModifier {
    typealias Body = Never
    let threshold: Double
    let action: (Bool) -> Void
}

extension _ScrollVisibilityModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.ext.positionDependent = true
        if let (viewport, _) = ScrollViewport.of(node), node.extra?.geometrySize != nil {
            let frame = node.reportedFrame
            let visible = frame.intersection(viewport)
            let area = frame.width * frame.height
            let shown = area > 0 && !visible.isNull
                ? Double(visible.width * visible.height / area) >= min(max(threshold, 0.000_001), 1)
                : false
            let was = node.extra?.lastValue as? Bool ?? false
            if shown != was {
                node.ext.lastValue = shown
                let action = self.action
                node.graph.afterUpdate.append { action(shown) }
            }
        }
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: content)
    }
}

/// The frame and axis of the scroll view around a node.
@MainActor
enum ScrollViewport {
    /// The nearest scroll view's frame in window coordinates (asked to report it) and its
    /// axis; nil outside scroll views or before the scroll view's first report.
    static func of(_ node: GraphNode) -> (CGRect, Axis)? {
        guard let size = _ContainerRelativeFrame.containerSize(for: node) else { return nil }
        guard let scroll = node.enclosingScrollView else { return nil }
        let origin = scroll.extra?.geometryOrigin ?? .zero
        return (CGRect(origin: origin, size: size), scroll.extra?.scrollAxis ?? .vertical)
    }
}

extension View {
    /// Applies the effects `transition` computes from the view's phase as it scrolls into
    /// and out of its scroll view's visible region.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_ScrollTransitionModifier(leading: configuration, trailing: configuration, axis: axis) { phase in
            transition(EmptyVisualEffect(), phase)._effects
        })
    }

    /// Applies the effects `transition` computes as the view scrolls, with separate
    /// configurations for its top-leading and bottom-trailing edges.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_ScrollTransitionModifier(leading: topLeading, trailing: bottomTrailing, axis: axis) { phase in
            transition(EmptyVisualEffect(), phase)._effects
        })
    }

    /// Runs `action` when the view's share inside its scroll view rises to `threshold`
    /// (true) or falls below it (false).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}
