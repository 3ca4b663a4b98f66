// ScrollPosition (iOS 18): a scroll view's position as a value an app binds to
// (`scrollPosition($position)`) and changes to scroll: to an edge, a point, or a view by
// its identifier. The daemon scrolls: an edge or a point goes as the scroll node's
// `contentOffset` (clamped by the daemon to the content, so an edge is an offset past
// it), a view as a `scrollTo` of its node. When the user scrolls, the binding becomes
// "positioned by the user" with no target.
import Foundation
import TrellisProtocol

/// The position of a scroll view's content: an edge, a point of the content, or the view
/// with an identifier, set by the app or — after the user scrolled — by the user.
public struct ScrollPosition {
    enum Target {
        case none
        case edge(Edge)
        case point(CGPoint)
        /// A point on one axis only: the other keeps where it is.
        case x(CGFloat), y(CGFloat)
        case view(AnyHashable, UnitPoint?)
    }

    var target: Target
    /// Counts the app's scroll requests: each assignment scrolls, even to the target the
    /// position already had (the user may have scrolled away since).
    var request = 0
    /// Whether the user scrolled after the last target was set.
    public private(set) var isPositionedByUser = false

    /// A position at `edge` (or none), for views identified by `idType`.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge? = nil) {
        target = edge.map { .edge($0) } ?? .none
    }

    /// A position at the point (`x`, `y`) of the content.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) {
        target = .point(CGPoint(x: x, y: y))
    }

    /// A position at `point` of the content.
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) {
        target = .point(point)
    }

    /// A position at the view identified by `id`, aligned at `anchor`.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        target = .view(AnyHashable(id), anchor)
    }

    /// The edge the position is at, if it was set to one.
    public var edge: Edge? { if case .edge(let e) = target { e } else { nil } }

    /// The point the position is at, if it was set to one.
    public var point: CGPoint? { if case .point(let p) = target { p } else { nil } }

    /// The identifier of the view the position is at, if it was set to one.
    public var viewID: (any Hashable)? { if case .view(let id, _) = target { id.base as? any Hashable } else { nil } }

    /// The identifier of the view the position is at, if it was set to one of type `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        if case .view(let id, _) = target { id.base as? T } else { nil }
    }

    private mutating func set(_ t: Target) {
        target = t
        request += 1
        isPositionedByUser = false
    }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    /// Scrolls so that `point` of the content is at the scroll view's top-leading corner.
    public mutating func scrollTo(point: CGPoint) { set(.point(point)) }
    /// Scrolls to the point (`x`, `y`) of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(CGPoint(x: x, y: y))) }
    /// Scrolls horizontally to `x`, keeping the vertical position.
    public mutating func scrollTo(x: CGFloat) { set(.x(x)) }
    /// Scrolls vertically to `y`, keeping the horizontal position.
    public mutating func scrollTo(y: CGFloat) { set(.y(y)) }
    /// Scrolls to the view identified by `id`, aligning its `anchor` with the scroll view's.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { set(.view(AnyHashable(id), anchor)) }

    /// The user scrolled: the position no longer names a target.
    mutating func userScrolled() {
        target = .none
        isPositionedByUser = true
    }
}

/// A scroll view's bound position (`scrollPosition(_:anchor:)`), for the next scroll
/// view below.
struct _ScrollPositionBinding {
    let binding: Binding<ScrollPosition>
    let anchor: UnitPoint?
}

struct _ScrollPositionKey: EnvironmentKey { static var defaultValue: _ScrollPositionBinding? { nil } }

extension EnvironmentValues {
    var _scrollPosition: _ScrollPositionBinding? {
        get { self[_ScrollPositionKey.self] }
        set { self[_ScrollPositionKey.self] = newValue }
    }
}

/// What a scroll view with a bound position applied last, and whether a movement the
/// daemon reports now is the app's.
@MainActor
final class ScrollPositionState {
    var applied = -1
    /// Requests whose frame the daemon has not drawn yet: the movements it reports until
    /// then (before that frame's `frameDone`) are the app's, not the user's.
    var appMoving = 0
    var binding: Binding<ScrollPosition>?

    /// The daemon moved the content: the user's movement marks the binding.
    func moved() {
        guard appMoving == 0, let b = binding, !b.wrappedValue.isPositionedByUser else { return }
        var p = b.wrappedValue
        p.userScrolled()
        b.wrappedValue = p
    }

    /// A request goes out with the transaction being built.
    func expectMove(in graph: ViewGraph) {
        appMoving += 1
        graph.frameWaiters.after(transaction: graph.writer.txn + 1) { [weak self] in
            if let self { self.appMoving = max(0, self.appMoving - 1) }
        }
    }
}

extension ScrollView {
    /// Applies the bound position's new request, if any: an edge or a view as a `scrollTo`
    /// (of the content, or of the view's node), a point as the scroll node's
    /// `contentOffset` property (returned).
    @MainActor
    static func positionProperties(_ node: GraphNode, horizontal: Bool) -> [Property] {
        guard let bound = node.env._scrollPosition else { return [] }
        let tracker = node.ext.scrollGeometry ?? ScrollGeometryTracker()
        node.ext.scrollGeometry = tracker
        let state = tracker.position ?? ScrollPositionState()
        tracker.position = state
        state.binding = bound.binding
        let p = bound.binding.wrappedValue
        guard p.request != state.applied else { return [] }
        state.applied = p.request
        let current = tracker.geometry.contentOffset
        var offset: CGPoint?
        var request: (AnyHashable?, UnitPoint?)?
        switch p.target {
        case .none: return []
        case .edge(let e):
            // The content's own edge aligned with the scroll view's.
            switch e {
            case .top: request = (nil, .top)
            case .bottom: request = (nil, .bottom)
            case .leading: request = (nil, .leading)
            case .trailing: request = (nil, .trailing)
            }
        case .point(let pt): offset = pt
        case .x(let x): offset = CGPoint(x: x, y: current.y)
        case .y(let y): offset = CGPoint(x: current.x, y: y)
        case let .view(id, anchor): request = (id, anchor ?? bound.anchor)
        }
        if let (id, anchor) = request {
            let requests = node.ext.scrollRequests ?? ScrollRequests()
            requests.node = node
            node.ext.scrollRequests = requests
            requests.pending.append((id ?? AnyHashable(_ScrollContentID.content), anchor, 0))
            state.expectMove(in: node.graph)
            return []
        }
        guard let o = offset else { return [] }
        // A point is not reported back by the daemon: the client's own geometry takes it.
        tracker.moved(to: o)
        // Each request is a change of the property, even to the offset sent last: the
        // request number moves it by a millionth of a point.
        let nudge = Double(p.request % 1000) * 1e-6
        return [.contentOffset(WirePoint(x: Double(max(0, o.x)) + nudge, y: Double(max(0, o.y)) + nudge))]
    }
}

/// The identifier a bound position's edge request names the scroll view's content by.
enum _ScrollContentID: Hashable { case content }

extension View {
    /// Binds the scroll view this modifies to `position`: setting a target scrolls to it,
    /// and a scroll the user makes marks it as positioned by the user. A view target is
    /// aligned at its own anchor, else at `anchor`.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environment(\._scrollPosition, _ScrollPositionBinding(binding: position, anchor: anchor))
    }
}
