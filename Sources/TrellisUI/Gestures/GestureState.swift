// @GestureState and `updating(_:body:)`: state that a gesture sets while it is in
// progress and that goes back to its initial value by itself when the gesture ends, as
// in SwiftUI (the usual way to drag a view and have it spring back).
import TrellisProtocol

/// State a gesture updates while active; reset to its initial value when the gesture
/// ends or fails. Read it like `@State`; pass `$value` to `updating(_:body:)`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let storage: State<Value>
    let initial: Value
    let resetTransaction: (Transaction) -> Transaction

    /// State starting at (and reset to) `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = State(wrappedValue: wrappedValue)
        initial = wrappedValue
        resetTransaction = { $0 }
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Reset with the transaction `resetTransaction` makes (its animation is accepted).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    /// The value the gesture has set, or the initial one when no gesture is active.
    public var wrappedValue: Value { storage.wrappedValue }
    /// Itself: what `updating(_:body:)` takes.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { storage.wrappedValue = value }
    func reset() { storage.wrappedValue = initial }
    var current: Value { storage.wrappedValue }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

/// A gesture that updates a `GestureState` while it changes, and resets it when the
/// gesture ends, fails or is cancelled (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
}

extension Gesture {
    /// Updates `state` with `body` each time the gesture's value changes; `state` goes
    /// back to its initial value when the gesture ends, fails or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension GestureStateGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { UpdatingRecognizer(self) }
}

/// Runs `updating`'s body on each change and resets the state at the end; a state box
/// replaced by a body re-run (the same `@GestureState`) is followed.
@MainActor
final class UpdatingRecognizer<Base: Gesture, S>: WrapperRecognizer<Base.Value, Base.Value> {
    var state: GestureState<S>
    var body: (Base.Value, inout S, inout Transaction) -> Void
    private var dirty = false

    init(_ g: GestureStateGesture<Base, S>) {
        state = g.state
        body = g.body
        super.init(makeRecognizer(g.base))
    }

    override func childReported(_ r: GestureReport<Base.Value>) {
        switch r {
        case .changed(let v):
            var s = state.current
            var t = Transaction()
            body(v, &s, &t)
            dirty = true
            withTransaction(t) { state.set(s) }
        case .ended, .failed:
            resetState()
        }
        report(r)
    }

    private func resetState() {
        guard dirty else { return }
        dirty = false
        state.reset()
    }

    override func cancel() {
        resetState()
        super.cancel()
    }

    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? GestureStateGesture<Base, S> else { return false }
        state = g.state
        body = g.body
        refreshChild(g.base)
        return true
    }
}
