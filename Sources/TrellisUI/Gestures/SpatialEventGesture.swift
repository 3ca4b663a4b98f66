// SpatialEventGesture (iOS 18): every ongoing spatial event (touch, click, pointer press)
// on the view, with a stable identifier per event, as a collection. The daemon reports
// one pointer (a mouse, or the terminal's pointer) as drag input — press, moves, release
// — so the collection holds at most one event at a time here; an app written for several
// touches handles one, as it would on a Mac.
import Foundation
import TrellisProtocol

/// The spatial events under way on a view, as a `SpatialEventGesture` reports them.
public struct SpatialEventCollection: RandomAccessCollection, Equatable, Sendable {
    /// One input (a touch, a click) and where it is now.
    public struct Event: Identifiable, Hashable, Sendable {
        /// Identifies one event through its changes: the same from press to release.
        public struct ID: Hashable, Sendable {
            let value: Int
        }
        /// Where an event is in its course.
        public enum Phase: Hashable, Sendable {
            /// Pressed and possibly moving.
            case active
            /// Released normally.
            case ended
            /// Ended without completing (the view went away, another gesture won).
            case cancelled
        }
        /// What produced the event.
        public enum Kind: Hashable, Sendable {
            /// A finger on a touch screen.
            case touch
            /// A pinch made directly on the view (visionOS).
            case directPinch
            /// A pinch made while looking at the view (visionOS).
            case indirectPinch
            /// A mouse or trackpad pointer (the only kind on these backends).
            case pointer
            /// Apple Pencil.
            case pencil
        }
        /// This event's identity.
        public let id: ID
        /// When the event was last updated (seconds since the reference date).
        public var timestamp: TimeInterval
        /// Where it is in its course.
        public var phase: Phase
        /// What produced it.
        public var kind: Kind
        /// Where it is, in the gesture's coordinate space.
        public var location: CGPoint
        /// The keyboard modifiers held when it happened.
        public var modifierKeys: EventModifiers
    }

    let events: [Event]
    public var startIndex: Int { events.startIndex }
    public var endIndex: Int { events.endIndex }
    public subscript(position: Int) -> Event { events[position] }
    /// The event with `id`, if it is in the collection.
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
}

/// A gesture that reports each spatial event on the view as it begins, moves and ends:
/// `onChanged` gets the events under way (phase `.active`, or the last change of one that
/// just finished), `onEnded` the final state when none is left.
public struct SpatialEventGesture: Gesture {
    public typealias Value = SpatialEventCollection
    /// The space event locations are measured in.
    public let coordinateSpace: CoordinateSpace

    /// A gesture measuring locations in `coordinateSpace`.
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

extension SpatialEventGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { SpatialEventRecognizer(self) }
}

/// Turns the pointer's press, moves and release into spatial events: active from the
/// press (no minimum distance), ended on release; each press is a new event identity.
@MainActor
final class SpatialEventRecognizer: PhasedRecognizer<SpatialEventCollection> {
    var gesture: SpatialEventGesture
    private var nextID = 0
    private var current: SpatialEventCollection.Event.ID?

    init(_ gesture: SpatialEventGesture) { self.gesture = gesture }

    override var inputs: GestureInputs { .pointer }
    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? SpatialEventGesture else { return false }
        gesture = g
        return true
    }
    override func cancel() { current = nil; ownPhase = .idle }

    override func receive(_ event: GestureEvent) {
        guard case .pointer(let phase, let s) = event else { return }
        restartIfNeeded(event)
        let origin = gesture.coordinateSpace.origin(local: s.frame.origin, spaces: s.spaces)
        let location = CGPoint(x: s.location.x - origin.x, y: s.location.y - origin.y)
        func collection(_ id: SpatialEventCollection.Event.ID, _ p: SpatialEventCollection.Event.Phase) -> SpatialEventCollection {
            SpatialEventCollection(events: [.init(id: id, timestamp: s.time.timeIntervalSinceReferenceDate, phase: p,
                                                  kind: .pointer, location: location, modifierKeys: [])])
        }
        switch phase {
        case .began:
            guard ownPhase == .idle else { return }
            nextID += 1
            let id = SpatialEventCollection.Event.ID(value: nextID)
            current = id
            changed(collection(id, .active))
        case .changed:
            guard ownPhase == .active, let id = current else { return }
            changed(collection(id, .active))
        case .ended:
            guard ownPhase == .active, let id = current else { return }
            current = nil
            ended(collection(id, .ended))
        }
    }
}
