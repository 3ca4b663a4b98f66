// How the gestures of nested views share one input, as SwiftUI orders them: the daemon
// names the innermost view that takes the input (the innermost `draggable`, `tappable`
// or `pinchable` render node under the pointer); the client then collects the gestures
// attached to it and its ancestors and runs them in SwiftUI's order.
//
// - A view's own gesture (`gesture`) has precedence over its ancestors' (`gesture`):
//   an ancestor's gesture sees the input only when the inner ones fail or do not take it.
// - `highPriorityGesture` goes before the gestures of the view it is attached to.
// - `simultaneousGesture` sees every event alongside them.
// - `including:` a mask without `.subviews` drops the gestures below it (Buttons' and
//   `onTapGesture`'s taps too); one without `.gesture` drops its own; `isEnabled: false`
//   drops its own.
import Foundation
import TrellisProtocol

/// How an attached gesture ranks against the gestures of the view it is attached to.
enum GesturePriority {
    case normal, high, simultaneous
}

/// A gesture attached to a view (one `gesture`, `simultaneousGesture` or
/// `highPriorityGesture` modifier): its recognizer tree, kept across body re-runs, and
/// how it takes part.
@MainActor
final class GestureHost {
    var root: AnyGestureRecognizer
    var priority: GesturePriority = .normal
    var mask: GestureMask = .all
    var isEnabled = true
    /// The view's identity (its frame, from `geometry` reports).
    weak var node: GraphNode?

    init(root: AnyGestureRecognizer) { self.root = root }

    /// Whether its own gesture takes part.
    var takesPart: Bool { isEnabled && mask.contains(.gesture) }
    /// The input kinds its render node asks the daemon for.
    var inputs: GestureInputs { takesPart ? root.inputs : [] }
}

/// An arena member: a host's recognizer, given events in its own view's coordinates.
@MainActor
final class HostMember: AnyGestureRecognizer {
    let host: GestureHost
    init(_ host: GestureHost) { self.host = host }

    override var phase: RecognizerPhase { host.root.phase }
    override var inputs: GestureInputs { host.root.inputs }
    override func cancel() { host.root.cancel() }
    override func receive(_ event: GestureEvent) {
        // The daemon gives the frame of the node it chose (maybe an inner one): this
        // view's own frame comes from its geometry reports.
        let origin = host.node?.extra?.geometryOrigin
        let size = host.node?.extra?.geometrySize
        let spaces: NamedSpaces = { [weak node = host.node] name in node?.namedSpaceOrigin(name) }
        func own(_ s: _DragSample) -> _DragSample {
            var s = s
            s.spaces = spaces
            if let origin { s.frame = CGRect(origin: origin, size: size ?? s.frame.size) }
            return s
        }
        switch event {
        case .pointer(let p, let s): host.root.receive(.pointer(p, own(s)))
        case .tap(let point, let o, _): host.root.receive(.tap(point, origin: origin ?? o, spaces: spaces))
        case .pinch(let p, let scale, let rotation, let s): host.root.receive(.pinch(p, scale: scale, rotation: rotation, own(s)))
        }
    }
}

/// A Button's or `onTapGesture`'s tap action, as an arena member: it succeeds on every
/// click.
@MainActor
final class TapActionMember: AnyGestureRecognizer {
    let node: GraphNode
    private var done = false
    init(_ node: GraphNode) { self.node = node }

    override var phase: RecognizerPhase { done ? .ended : .idle }
    override var inputs: GestureInputs { .tap }
    override func cancel() { done = false }
    override func receive(_ event: GestureEvent) {
        guard case .tap(let point, _, _) = event, node.isAlive else { return }
        done = true
        if case .spatialTap(let a)? = node.handler(.spatialTap) { a(point) } else { node.tapHandler?() }
    }
}

/// The gestures taking part in the current interaction of one input kind.
@MainActor
final class GestureArena {
    @MainActor private struct Round {
        /// The identity the daemon named when the round began.
        weak var receiver: GraphNode?
        let arbiter: ExclusiveArbiter
        let simultaneous: [HostMember]
        var finished: Bool {
            let p = arbiter.phase
            return (p.isFinished || p == .idle) && simultaneous.allSatisfy { $0.phase.isFinished || $0.phase == .idle }
        }
    }
    private var rounds: [UInt8: Round] = [:]

    /// Routes `event` for the render node owned by `receiver`; false when no attached
    /// gesture is on its way up (the caller runs the node's own handler as before).
    func route(_ event: GestureEvent, at receiver: GraphNode) -> Bool {
        let kind = event.input.rawValue
        var round = rounds[kind]
        // A new interaction starts a new round when the last one is over, or when it
        // reaches another view (a round still waiting — one tap of a double tap — is left
        // to its recognizers' own timers).
        if round == nil || (event.starts && (round!.finished || round!.receiver !== receiver)) {
            guard let r = Self.round(for: event.input, at: receiver) else {
                rounds[kind] = nil
                return false
            }
            round = r
            rounds[kind] = r
        }
        guard let round else { return false }
        round.arbiter.receive(event)
        for m in round.simultaneous { m.receive(event) }
        return true
    }

    /// A member failed on its own (a double tap's time ran out, a long press moved):
    /// the members after it get their turn.
    func advance() {
        for r in rounds.values { r.arbiter.advance() }
    }

    /// The members for an interaction of kind `input` reaching `receiver`, ordered, or nil
    /// when no gesture modifier is at or above it.
    private static func round(for input: GestureInputs, at receiver: GraphNode) -> Round? {
        var ordered: [AnyGestureRecognizer] = []
        var simultaneous: [HostMember] = []
        var sawHost = false
        var n: GraphNode? = receiver
        while let x = n {
            defer { n = x.parent }
            guard case .gesture(let host)? = x.handler(.gesture) else {
                // Tap actions (a Button, onTapGesture) take part as gestures of their view.
                if input == .tap, x.tapHandler != nil || x.handler(.spatialTap) != nil {
                    ordered.append(TapActionMember(x))
                }
                continue
            }
            sawHost = true
            if !host.mask.contains(.subviews) {
                ordered.removeAll()
                simultaneous.removeAll()
            }
            guard host.takesPart, host.root.inputs.contains(input) else { continue }
            let m = HostMember(host)
            switch host.priority {
            case .normal: ordered.append(m)
            case .high: ordered.insert(m, at: 0)
            case .simultaneous: simultaneous.append(m)
            }
        }
        return sawHost ? Round(receiver: receiver, arbiter: ExclusiveArbiter(ordered), simultaneous: simultaneous) : nil
    }
}
