// SequenceGesture: one gesture, then another (`LongPressGesture().sequenced(before:
// DragGesture())`): the second starts only once the first has succeeded.
import Foundation
import TrellisProtocol

/// A gesture made of two in sequence: the second sees input only after the first ended
/// successfully; if the first fails, the sequence fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress, with its value.
        case first(First.Value)
        /// The first gesture ended with its final value; the second's value, once it started.
        case second(First.Value, Second.Value?)
    }
    /// The gesture that must succeed first.
    public var first: First
    /// The gesture that starts once the first succeeded.
    public var second: Second
    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, then `other`: `other` starts once this one has succeeded. When this
    /// one succeeds while the pointer is still down (a long press), `other` begins there
    /// and then, as if the pointer had just gone down.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

extension SequenceGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { SequenceRecognizer(self) }
}

@MainActor
final class SequenceRecognizer<A: Gesture, B: Gesture>: GestureRecognizer<SequenceGesture<A, B>.Value> {
    private var a: GestureRecognizer<A.Value>
    private var b: GestureRecognizer<B.Value>
    /// The first gesture's final value, once it succeeded.
    private var firstValue: A.Value?
    private var failed = false
    /// The pointer, while it is down (to start the second gesture where it is).
    private var pointer: _DragSample?

    init(_ g: SequenceGesture<A, B>) {
        a = TrellisUI.makeRecognizer(g.first)
        b = TrellisUI.makeRecognizer(g.second)
        super.init()
        hook()
    }

    private func hook() {
        a.report = { [unowned self] r in
            switch r {
            case .changed(let v): report(.changed(.first(v)))
            case .ended(let v): firstEnded(v)
            case .failed: failed = true; report(.failed)
            }
        }
        b.report = { [unowned self] r in
            guard let f = firstValue else { return }
            switch r {
            case .changed(let v): report(.changed(.second(f, v)))
            case .ended(let v): report(.ended(.second(f, v)))
            case .failed: failed = true; report(.failed)
            }
        }
    }

    /// The first gesture succeeded: the sequence moves on to the second, which begins at
    /// once if the pointer is down.
    private func firstEnded(_ v: A.Value) {
        firstValue = v
        report(.changed(.second(v, nil)))
        if var p = pointer, b.inputs.contains(.pointer) {
            p.startLocation = p.location
            p.time = Date()
            b.receive(.pointer(.began, p))
        }
    }

    override var phase: RecognizerPhase {
        if failed { return .failed }
        guard firstValue != nil else { return a.phase }
        switch b.phase {
        case .idle, .possible, .active: return .active
        case .ended: return .ended
        case .failed: return .failed
        }
    }
    override var inputs: GestureInputs { a.inputs.union(b.inputs) }

    override func receive(_ event: GestureEvent) {
        if event.starts, phase.isFinished || phase == .idle { restart() }
        if case .pointer(let ph, let s) = event { pointer = ph == .ended ? nil : s }
        if firstValue == nil {
            a.receive(event)
            // The first gesture succeeded only as the pointer went up (a long press released
            // after its duration, before its timer ran): a second gesture that follows the
            // pointer cannot start any more, so the interaction is over.
            if case .pointer(.ended, _) = event, firstValue != nil, !failed,
               b.inputs.contains(.pointer), b.phase == .idle {
                failed = true
                report(.failed)
            }
        } else {
            b.receive(event)
        }
    }

    private func restart() {
        firstValue = nil
        failed = false
        a.cancel()
        b.cancel()
    }

    override func cancel() { restart() }

    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? SequenceGesture<A, B> else { return false }
        let na = refreshed(a, g.first), nb = refreshed(b, g.second)
        if na !== a || nb !== b { a = na; b = nb; hook() }
        return true
    }
}
