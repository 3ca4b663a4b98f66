// SimultaneousGesture: two gestures recognised at the same time from the same input
// (`DragGesture().simultaneously(with: MagnifyGesture())`).
import TrellisProtocol

/// A gesture made of two that both see every event; its value holds the latest value of
/// each one that has started.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The latest values of the two gestures (nil for one that has not started).
    public struct Value {
        /// The first gesture's latest value, once it has started.
        public var first: First.Value?
        /// The second gesture's latest value, once it has started.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture, recognised alongside the first.
    public var second: Second
    /// Both gestures, recognised together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other`, recognised together: each sees the same events; the
    /// combination changes when either does and ends when neither is still in progress
    /// (after at least one succeeded).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

extension SimultaneousGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { SimultaneousRecognizer(self) }
}

@MainActor
final class SimultaneousRecognizer<A: Gesture, B: Gesture>: GestureRecognizer<SimultaneousGesture<A, B>.Value> {
    private var a: GestureRecognizer<A.Value>
    private var b: GestureRecognizer<B.Value>
    private var value = SimultaneousGesture<A, B>.Value(first: nil, second: nil)
    private var concluded: RecognizerPhase?

    init(_ g: SimultaneousGesture<A, B>) {
        a = TrellisUI.makeRecognizer(g.first)
        b = TrellisUI.makeRecognizer(g.second)
        super.init()
        hook()
    }

    private func hook() {
        a.report = { [unowned self] r in
            switch r {
            case .changed(let v): value.first = v; report(.changed(value))
            case .ended(let v): value.first = v; settle()
            case .failed: settle()
            }
        }
        b.report = { [unowned self] r in
            switch r {
            case .changed(let v): value.second = v; report(.changed(value))
            case .ended(let v): value.second = v; settle()
            case .failed: settle()
            }
        }
    }

    /// One side finished: the combination ends (or fails) once neither is in progress.
    private func settle() {
        guard concluded == nil, a.phase != .active, b.phase != .active else { return }
        if a.phase == .possible || b.phase == .possible { return }
        if a.phase == .ended || b.phase == .ended {
            concluded = .ended
            report(.ended(value))
        } else {
            concluded = .failed
            report(.failed)
        }
    }

    override var phase: RecognizerPhase {
        if let concluded { return concluded }
        if a.phase == .active || b.phase == .active { return .active }
        if a.phase == .possible || b.phase == .possible { return .possible }
        return .idle
    }
    override var inputs: GestureInputs { a.inputs.union(b.inputs) }

    override func receive(_ event: GestureEvent) {
        if event.starts, concluded != nil || phase == .idle {
            concluded = nil
            value = .init(first: nil, second: nil)
            a.cancel()
            b.cancel()
        }
        a.receive(event)
        b.receive(event)
    }

    override func cancel() {
        concluded = nil
        value = .init(first: nil, second: nil)
        a.cancel()
        b.cancel()
    }

    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? SimultaneousGesture<A, B> else { return false }
        let na = refreshed(a, g.first), nb = refreshed(b, g.second)
        if na !== a || nb !== b { a = na; b = nb; hook() }
        return true
    }
}
