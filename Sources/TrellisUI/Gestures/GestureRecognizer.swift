// The recognizer machinery behind every gesture: a gesture value (DragGesture,
// SequenceGesture, …) makes a tree of recognizers once per view; the daemon's input
// events (pointer drags, clicks, pinches) flow down the tree and values flow up, as
// reports, to the closures (`onChanged`, `onEnded`, `updating`) and composites that
// wait for them. A recognizer outlives body re-runs, so a state change made during a
// gesture does not restart it.
import Foundation
import TrellisProtocol

/// One input event as a gesture sees it, in window coordinates.
enum GestureEvent {
    /// The pointer went down, moved while down or went up (`inputDrag`); `frame` is the
    /// frame of the view the gesture is attached to.
    case pointer(DragPhase, _DragSample)
    /// A click (`inputTap`) at a point, with the origin of the gesture's view and the
    /// origins of the named coordinate spaces around it.
    case tap(CGPoint, origin: CGPoint, spaces: NamedSpaces? = nil)
    /// A pinch's magnification and rotation (radians) since it began (`inputPinch`).
    case pinch(DragPhase, scale: Double, rotation: Double, _DragSample)

    /// The input kind it is.
    var input: GestureInputs {
        switch self {
        case .pointer: .pointer
        case .tap: .tap
        case .pinch: .pinch
        }
    }

    /// Whether it starts a new interaction (a press, a click, a pinch's beginning): a
    /// recognizer that had finished starts over.
    var starts: Bool {
        switch self {
        case .pointer(let p, _), .pinch(let p, _, _, _): p == .began
        case .tap: true
        }
    }
}

/// The window origins of the coordinate spaces named around a gesture's view
/// (`coordinateSpace(name:)`): the nearest ancestor-or-self so named.
typealias NamedSpaces = @MainActor (AnyHashable) -> CGPoint?

extension CoordinateSpace {
    /// The window point this space's origin is at, for a gesture whose view's frame
    /// starts at `local`; a name no view around it has is measured as `.local`.
    @MainActor
    func origin(local: CGPoint, spaces: NamedSpaces?) -> CGPoint {
        switch self {
        case .global: .zero
        case .local: local
        case .named(let name): spaces?(name) ?? local
        }
    }
}

/// The input kinds a recognizer listens to; they decide its render node's properties
/// (`draggable`, `tappable`, `pinchable`).
struct GestureInputs: OptionSet {
    let rawValue: UInt8
    static let pointer = GestureInputs(rawValue: 1)
    static let tap = GestureInputs(rawValue: 2)
    static let pinch = GestureInputs(rawValue: 4)
}

/// Where a recognizer is in the interaction under way.
enum RecognizerPhase {
    /// Nothing under way for it.
    case idle
    /// It has seen input and has not decided (a press not yet long enough, a drag not yet
    /// far enough, one tap of a double tap).
    case possible
    /// It recognised and reports changes.
    case active
    /// It succeeded (its end was reported).
    case ended
    /// It failed or was cancelled.
    case failed

    var isFinished: Bool { self == .ended || self == .failed }
}

/// What a recognizer tells the one above it.
enum GestureReport<Value> {
    case changed(Value)
    case ended(Value)
    case failed
}

/// The untyped face of a recognizer: what composites and the arena drive.
@MainActor
class AnyGestureRecognizer {
    /// Where it is; composites derive theirs from their children's.
    var phase: RecognizerPhase { .idle }
    /// The input kinds it listens to.
    var inputs: GestureInputs { [] }
    /// Handles one event (ignores kinds it does not listen to).
    func receive(_ event: GestureEvent) {}
    /// Forgets the interaction under way without reporting an end (a competitor won, the
    /// view was disabled); `GestureState` it set goes back to its initial value.
    func cancel() {}
    /// Takes the callbacks of `gesture`, a new value of the gesture it was made from
    /// (same type), keeping the interaction under way; false when it cannot.
    func refresh(_ gesture: Any) -> Bool { false }
}

/// A recognizer of a gesture whose values are `Value`.
@MainActor
class GestureRecognizer<Value>: AnyGestureRecognizer {
    /// Where reports go (set by the recognizer above, or the arena for a root).
    var report: (GestureReport<Value>) -> Void = { _ in }
}

/// A recognizer whose phase is its own (primitive gestures and wrappers keep theirs).
@MainActor
class PhasedRecognizer<Value>: GestureRecognizer<Value> {
    var ownPhase: RecognizerPhase = .idle
    override var phase: RecognizerPhase { ownPhase }

    /// Starts over when a new interaction begins after the last one finished.
    func restartIfNeeded(_ event: GestureEvent) {
        if event.starts, ownPhase.isFinished { ownPhase = .idle }
    }
    func changed(_ v: Value) { ownPhase = .active; report(.changed(v)) }
    func ended(_ v: Value) { ownPhase = .ended; report(.ended(v)) }
    func failed() {
        guard !ownPhase.isFinished else { return }
        ownPhase = .failed
        report(.failed)
    }
}

/// Gestures that make recognizers (every public gesture of TrellisUI).
@MainActor
protocol RecognizedGesture {
    /// A new recognizer for this gesture.
    func makeRecognizer() -> AnyGestureRecognizer
}

/// The recognizer of `gesture`, typed by its value; a gesture Trellis cannot recognise
/// (a type from outside TrellisUI) gets one that never fires.
@MainActor
func makeRecognizer<G: Gesture>(_ gesture: G) -> GestureRecognizer<G.Value> {
    if let r = (gesture as? any RecognizedGesture)?.makeRecognizer() as? GestureRecognizer<G.Value> { return r }
    return GestureRecognizer<G.Value>()
}

/// A child recognizer kept across body re-runs: refreshed from the new gesture value, or
/// made again when its type changed.
@MainActor
func refreshed<G: Gesture>(_ r: GestureRecognizer<G.Value>, _ gesture: G) -> GestureRecognizer<G.Value> {
    r.refresh(gesture) ? r : makeRecognizer(gesture)
}

/// Runs recognizers one after another, each only once those before it failed (or did not
/// take the input): the events the interaction brought so far are kept and replayed to
/// the next one when the one before fails, so a single tap behind a double tap still sees
/// its tap once the double tap gives up. The first to end wins; the others are
/// cancelled. `ExclusiveGesture` and the arena of nested gesture modifiers use it.
@MainActor
final class ExclusiveArbiter {
    private(set) var members: [AnyGestureRecognizer]
    private var log: [GestureEvent] = []
    private var seen: [Int]
    private(set) var winner: Int?
    /// Re-entrancy guard: a member failing while it receives asks for another pass.
    private var advancing = false
    private var again = false

    init(_ members: [AnyGestureRecognizer]) {
        self.members = members
        seen = Array(repeating: 0, count: members.count)
    }

    /// Where the group is: ended when one won, failed when every member that took part
    /// failed, active or possible while one is, idle when none took part.
    var phase: RecognizerPhase {
        if winner != nil { return .ended }
        var failed = false
        for m in members {
            switch m.phase {
            case .active: return .active
            case .possible: return .possible
            case .failed: failed = true
            case .idle, .ended: break
            }
        }
        return failed ? .failed : .idle
    }

    func receive(_ event: GestureEvent) {
        if event.starts, phase.isFinished || phase == .idle { restart() }
        log.append(event)
        advance()
    }

    /// Delivers the events each member has not seen, in order, until one claims them
    /// (possible, active) or wins; members after a claiming one wait.
    func advance() {
        if advancing { again = true; return }
        advancing = true
        defer { advancing = false }
        repeat {
            again = false
            pass()
        } while again && winner == nil
    }

    private func pass() {
        guard winner == nil else { return }
        for i in members.indices {
            let m = members[i]
            while seen[i] < log.count, !m.phase.isFinished || log[seen[i]].starts {
                let e = log[seen[i]]
                seen[i] += 1
                m.receive(e)
                if winner != nil { return }
                if m.phase == .ended { break }
            }
            seen[i] = log.count
            switch m.phase {
            case .ended:
                win(i)
                return
            case .possible, .active:
                return
            case .idle, .failed:
                continue
            }
        }
    }

    private func win(_ i: Int) {
        winner = i
        for (j, m) in members.enumerated() where j != i { m.cancel() }
    }

    func cancel() {
        for m in members { m.cancel() }
        restart()
    }

    private func restart() {
        log.removeAll(keepingCapacity: true)
        for i in seen.indices { seen[i] = 0 }
        winner = nil
    }
}
