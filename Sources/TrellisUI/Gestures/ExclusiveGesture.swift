// ExclusiveGesture: of two gestures only one succeeds, the first having precedence
// (`TapGesture(count: 2).exclusively(before: TapGesture())`).
import TrellisProtocol

/// A gesture made of two of which only one can succeed: the second is recognised only
/// when the first fails (or does not take the input), from the same events.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which of the two gestures is reporting.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// The gesture with precedence.
    public var first: First
    /// The gesture recognised only when the first fails.
    public var second: Second
    /// `first` with precedence over `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, or `other` if this one fails: `other` sees the interaction's events
    /// (replayed from its beginning) only once this gesture has failed, so a single tap
    /// behind a double tap fires after the double tap's time has run out.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension ExclusiveGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { ExclusiveRecognizer(self) }
}

@MainActor
final class ExclusiveRecognizer<A: Gesture, B: Gesture>: GestureRecognizer<ExclusiveGesture<A, B>.Value> {
    private var a: GestureRecognizer<A.Value>
    private var b: GestureRecognizer<B.Value>
    private var arbiter: ExclusiveArbiter
    private var reportedFailure = false

    init(_ g: ExclusiveGesture<A, B>) {
        a = TrellisUI.makeRecognizer(g.first)
        b = TrellisUI.makeRecognizer(g.second)
        arbiter = ExclusiveArbiter([a, b])
        super.init()
        hook()
    }

    private func hook() {
        a.report = { [unowned self] r in
            switch r {
            case .changed(let v): report(.changed(.first(v)))
            case .ended(let v): report(.ended(.first(v)))
            case .failed: arbiter.advance(); failIfDone()
            }
        }
        b.report = { [unowned self] r in
            switch r {
            case .changed(let v): report(.changed(.second(v)))
            case .ended(let v): report(.ended(.second(v)))
            case .failed: arbiter.advance(); failIfDone()
            }
        }
    }

    private func failIfDone() {
        guard !reportedFailure, arbiter.phase == .failed else { return }
        reportedFailure = true
        report(.failed)
    }

    override var phase: RecognizerPhase { arbiter.phase }
    override var inputs: GestureInputs { a.inputs.union(b.inputs) }

    override func receive(_ event: GestureEvent) {
        if event.starts, phase.isFinished || phase == .idle { reportedFailure = false }
        arbiter.receive(event)
        failIfDone()
    }

    override func cancel() {
        reportedFailure = false
        arbiter.cancel()
    }

    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? ExclusiveGesture<A, B> else { return false }
        let na = refreshed(a, g.first), nb = refreshed(b, g.second)
        if na !== a || nb !== b {
            a = na; b = nb
            arbiter = ExclusiveArbiter([a, b])
            hook()
        }
        return true
    }
}
