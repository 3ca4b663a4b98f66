// onScrollGeometryChange(for:of:action:): actions run with values computed from a scroll
// view's geometry. The daemon scrolls (DESIGN.md); the client learns the offset from the
// `inputScroll` movements it reports (wheel, drag, scrollTo), the container's size from
// the scroll node's geometry report and the content's size from a reader behind the
// content. The action runs when the transformed value changes, after the event or layout
// report that changed it.
import TrellisProtocol

/// Where a scroll view's content is and how big it and the scroll view are.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled: the point of the content at the scroll view's
    /// top-leading corner (before insets).
    public var contentOffset: CGPoint
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// Insets around the content (Trellis's scroll views have none: `contentMargins` are
    /// part of the content).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The scroll view's bounds in the content's coordinates.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
               width: containerSize.width, height: containerSize.height)
    }

    /// The part of the content that is visible.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// One `onScrollGeometryChange`: its transform and action, type-erased.
struct ScrollGeometryObserver {
    let transform: (ScrollGeometry) -> Any
    let equal: (Any, Any) -> Bool
    let action: (Any, Any) -> Void
}

struct ScrollGeometryObserversKey: EnvironmentKey { static var defaultValue: [ScrollGeometryObserver] { [] } }

extension EnvironmentValues {
    /// The scroll-geometry actions for the next scroll view below.
    var scrollGeometryObservers: [ScrollGeometryObserver] {
        get { self[ScrollGeometryObserversKey.self] }
        set { self[ScrollGeometryObserversKey.self] = newValue }
    }
}

/// A scroll view's geometry as the client knows it, and its observers' last values.
@MainActor
final class ScrollGeometryTracker {
    var observers: [ScrollGeometryObserver] = []
    /// The scroll view's phase, when something observes it (Layout/ScrollPhase.swift).
    var phase: ScrollPhaseTracker?
    /// The bound `ScrollPosition`, when there is one (Layout/ScrollPosition.swift).
    var position: ScrollPositionState?
    private var offset = CGPoint.zero
    private var contentSize = CGSize.zero
    private var containerSize = CGSize.zero
    private var last: [Any?] = []

    var geometry: ScrollGeometry {
        ScrollGeometry(contentOffset: offset, contentSize: contentSize, contentInsets: EdgeInsets(), containerSize: containerSize)
    }

    func scrolled(dx: Double, dy: Double) {
        offset.x += CGFloat(dx)
        offset.y += CGFloat(dy)
        notify()
        phase?.moved(dx: dx, dy: dy, geometry: geometry)
        position?.moved()
    }
    /// The app set the offset itself (`contentOffset`, which the daemon does not report).
    func moved(to point: CGPoint) {
        offset = CGPoint(x: max(0, point.x), y: max(0, point.y))
        notify()
    }
    func setContentSize(_ s: CGSize) { if s != contentSize { contentSize = s; notify() } }
    func setContainerSize(_ s: CGSize) { if s != containerSize { containerSize = s; notify() } }

    /// Runs the actions whose value changed; the first values (once both sizes are known)
    /// are only remembered.
    private func notify() {
        guard containerSize != .zero else { return }
        let g = geometry
        if last.count != observers.count { last = Array(repeating: nil, count: observers.count) }
        for (k, o) in observers.enumerated() {
            let v = o.transform(g)
            if let old = last[k] {
                if !o.equal(old, v) { last[k] = v; o.action(old, v) }
            } else {
                last[k] = v
            }
        }
    }
}

extension View {
    /// Runs `action` with the old and new value `transform` computes from the geometry of
    /// the scroll view this modifies (its offset, content size and size) whenever that
    /// value changes — as the user scrolls, a `ScrollViewReader` scrolls, or the content
    /// or the scroll view changes size.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        let o = ScrollGeometryObserver(transform: { transform($0) },
                                       equal: { ($0 as? T) == ($1 as? T) },
                                       action: { if let a = $0 as? T, let b = $1 as? T { action(a, b) } })
        return transformEnvironment(\.scrollGeometryObservers) { $0.append(o) }
    }
}

extension ScrollGeometryTracker {
    /// The daemon moved scroll view `id`'s content (`inputScroll`): its geometry observers
    /// in `graph` see the new offset.
    static func scrolled(_ id: NodeID, dx: Double, dy: Double, in graph: ViewGraph) {
        graph.liveIdentity(rendering: id)?.extra?.scrollGeometry?.scrolled(dx: dx, dy: dy)
    }
}
