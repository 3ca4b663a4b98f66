import Foundation
import TrellisProtocol

/// How a view enters and leaves: effects applied at the start of its insertion and at
/// the end of its removal, animated by the daemon from/to the identity. Offsets are in
/// units of the view's size (`move(edge: .leading)` starts one width to the left).
public struct AnyTransition: Sendable {
    /// Opacity and scale multiply, offsets (in units of the view's size) and blur radii
    /// (points) add.
    struct Effect: Sendable, Equatable {
        var opacity = 1.0, scale = 1.0, x = 0.0, y = 0.0, blur = 0.0
        func combined(with o: Effect) -> Effect {
            Effect(opacity: opacity * o.opacity, scale: scale * o.scale, x: x + o.x, y: y + o.y, blur: blur + o.blur)
        }
    }
    var insertion: Effect
    var removal: Effect
    /// A transition read from a view modifier's body (`modifier(active:identity:)`, and
    /// combinations with one): a body is read on the main actor, so it is read when the
    /// transition is drawn, not where the value is made.
    var deferred: DeferredTransition?

    init(insertion: Effect, removal: Effect) {
        self.insertion = insertion
        self.removal = removal
    }

    init(deferred resolve: @escaping @MainActor () -> AnyTransition) {
        self.init(both: Effect())
        deferred = DeferredTransition(resolve: resolve)
    }

    /// The effects, with a modifier's body read.
    @MainActor var resolved: AnyTransition { deferred.map { $0.resolve().resolved } ?? self }

    init(both: Effect) { self.init(insertion: both, removal: both) }

    @MainActor var wire: WireTransition {
        let t = resolved
        return t.eagerWire
    }

    /// The daemon's `transitionBlur`, when either phase blurs.
    @MainActor var blurWire: WireTransitionBlur? {
        let t = resolved
        guard t.insertion.blur > 0 || t.removal.blur > 0 else { return nil }
        return WireTransitionBlur(insertRadius: t.insertion.blur, removeRadius: t.removal.blur)
    }

    private var eagerWire: WireTransition {
        WireTransition(insertOpacity: insertion.opacity, insertScale: insertion.scale, insertX: insertion.x,
                       insertY: insertion.y, removeOpacity: removal.opacity, removeScale: removal.scale,
                       removeX: removal.x, removeY: removal.y)
    }

    /// No effect: the view appears and disappears at once.
    public static let identity = AnyTransition(both: Effect())
    /// Fades in and out (SwiftUI's default transition).
    public static let opacity = AnyTransition(both: Effect(opacity: 0))
    /// Scales up from nothing and down to nothing.
    public static var scale: AnyTransition { scale(scale: 0) }
    /// Scales from/to `scale` about `anchor`. The daemon scales about the view's centre;
    /// the anchor is an offset of (anchor − centre) × (1 − scale) sizes, which moves
    /// linearly with the scale, so the view scales exactly about the anchor all the way.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let s = Double(scale)
        return AnyTransition(both: Effect(scale: s, x: (Double(anchor.x) - 0.5) * (1 - s),
                                          y: (Double(anchor.y) - 0.5) * (1 - s)))
    }
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(insertion: Effect(x: -1), removal: Effect(x: 1))
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(both: edgeOffset(edge)) }
    /// Enters from `edge` and leaves towards the opposite one, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: edgeOffset(edge), removal: edgeOffset(opposite(edge)))
            .combined(with: .opacity)
    }
    /// Shifted by `offset` points... given in points; the daemon takes sizes, so it is
    /// converted when the view's size is unknown as a fraction of a 100-point view.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(both: Effect(x: Double(x) / 100, y: Double(y) / 100))
    }
    public static func offset(_ offset: CGSize) -> AnyTransition { self.offset(x: offset.width, y: offset.height) }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        if insertion.deferred != nil || removal.deferred != nil {
            return AnyTransition(deferred: { asymmetric(insertion: insertion.resolved, removal: removal.resolved) })
        }
        return AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        if deferred != nil || other.deferred != nil {
            let first = self
            return AnyTransition(deferred: { first.resolved.combined(with: other.resolved) })
        }
        return AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }
    /// The same effects; the animation comes from the transaction in TrellisUI.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    static func edgeOffset(_ edge: Edge) -> Effect {
        switch edge {
        case .top: return Effect(y: -1)
        case .bottom: return Effect(y: 1)
        case .leading: return Effect(x: -1)
        case .trailing: return Effect(x: 1)
        }
    }

    static func opposite(_ edge: Edge) -> Edge {
        switch edge {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

/// How a deferred transition is read (on the main actor, when drawn).
final class DeferredTransition: @unchecked Sendable {
    let resolve: @MainActor () -> AnyTransition
    init(resolve: @escaping @MainActor () -> AnyTransition) { self.resolve = resolve }
}

/// `.transition(_:)`: an effect node carrying the transition, so it is the root of the
/// subtree inserted or removed when the view comes and goes.
public struct _TransitionModifier: ViewModifier {
    public typealias Body = Never
    public var transition: AnyTransition
}

extension _TransitionModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        var props: [Property] = [.transition(transition.wire)]
        if let blur = transition.blurWire { props.append(.transitionBlur(blur)) }
        node.renderWrapper(.effect, props, content: content)
    }
}
