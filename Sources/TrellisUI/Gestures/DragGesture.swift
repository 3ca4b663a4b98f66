import Foundation
import TrellisProtocol

/// One drag event as the daemon reported it, in window coordinates.
struct _DragSample {
    var location: CGPoint
    var startLocation: CGPoint
    var frame: CGRect
    var time: Date
    /// The named coordinate spaces around the gesture's view (set by the gesture arena).
    var spaces: NamedSpaces? = nil
}

/// A dragging motion: reports the pointer's location relative to the view while the
/// pointer is down, once it has moved `minimumDistance` points.
public struct DragGesture: Gesture {
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

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension DragGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { DragRecognizer(self) }
}

/// Turns pointer events into a drag's values: waits for the minimum distance, converts
/// to the coordinate space, estimates the velocity. A press released before the minimum
/// distance fails.
@MainActor
final class DragRecognizer: PhasedRecognizer<DragGesture.Value> {
    var gesture: DragGesture
    private var last: DragGesture.Value?

    init(_ gesture: DragGesture) { self.gesture = gesture }

    override var inputs: GestureInputs { .pointer }
    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? DragGesture else { return false }
        gesture = g
        return true
    }
    override func cancel() { last = nil; ownPhase = .idle }

    override func receive(_ event: GestureEvent) {
        guard case .pointer(let phase, let s) = event else { return }
        restartIfNeeded(event)
        let origin = gesture.coordinateSpace.origin(local: s.frame.origin, spaces: s.spaces)
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
            guard ownPhase == .idle else { return }
            ownPhase = .possible
            last = value
            if gesture.minimumDistance <= 0 { changed(value) }
        case .changed:
            guard ownPhase == .possible || ownPhase == .active else { return }
            last = value
            let d = value.translation
            if ownPhase == .active || (d.width * d.width + d.height * d.height).squareRoot() >= gesture.minimumDistance {
                changed(value)
            }
        case .ended:
            last = nil
            if ownPhase == .active { ended(value) } else if ownPhase == .possible { failed() }
        }
    }
}
