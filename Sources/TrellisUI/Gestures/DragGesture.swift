import Foundation
import TrellisProtocol

/// One drag event as the daemon reported it, in window coordinates.
struct _DragSample {
    var location: CGPoint
    var startLocation: CGPoint
    var frame: CGRect
    var time: Date
}

/// A dragging motion: reports the pointer's location relative to the view while the
/// pointer is down, once it has moved `minimumDistance` points.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// When this event happened.
        public var time: Date
        /// The pointer's location, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the drag began, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// `location - startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second, estimated from the last two events (0 before there are two).
        public var velocity: CGSize
        /// Where the drag would end if the pointer kept its velocity for a quarter second.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Runs `action` each time the drag moves (after it has started).
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var g = self; g.changed = action; return g
    }
    /// Runs `action` when the pointer goes up after a drag.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var g = self; g.ended = action; return g
    }

    func _install(on node: GraphNode) -> [Property] {
        // Kept by the node: a body re-run during the drag (state set in onChanged) keeps
        // following the same drag, so onEnded still comes.
        let tracker = (node.storage["_dragTracker"] as? DragTracker) ?? DragTracker(gesture: self)
        tracker.gesture = self
        node.storage["_dragTracker"] = tracker
        node.setHandler(.drag { phase, sample in tracker.handle(phase, sample) }, for: .drag)
        return [.draggable(true)]
    }
}

/// Turns the daemon's drag events into a drag gesture's values: waits for the minimum
/// distance, converts to the coordinate space, estimates the velocity.
@MainActor
final class DragTracker {
    var gesture: DragGesture
    private var started = false
    private var last: DragGesture.Value?

    init(gesture: DragGesture) { self.gesture = gesture }

    func handle(_ phase: DragPhase, _ s: _DragSample) {
        let origin = gesture.coordinateSpace == .global ? CGPoint.zero : s.frame.origin
        let location = CGPoint(x: s.location.x - origin.x, y: s.location.y - origin.y)
        let start = CGPoint(x: s.startLocation.x - origin.x, y: s.startLocation.y - origin.y)
        var velocity = CGSize.zero
        if let last, s.time > last.time {
            let dt = s.time.timeIntervalSince(last.time)
            velocity = CGSize(width: (location.x - last.location.x) / dt, height: (location.y - last.location.y) / dt)
        }
        let value = DragGesture.Value(time: s.time, location: location, startLocation: start, velocity: velocity)
        switch phase {
        case .began:
            started = false
            last = value
            if gesture.minimumDistance <= 0 { started = true; gesture.changed?(value) }
        case .changed:
            let d = value.translation
            if !started, (d.width * d.width + d.height * d.height).squareRoot() >= gesture.minimumDistance { started = true }
            last = value
            if started { gesture.changed?(value) }
        case .ended:
            if started { gesture.ended?(value) }
            started = false
            last = nil
        }
    }
}
