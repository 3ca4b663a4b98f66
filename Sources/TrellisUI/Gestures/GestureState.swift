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

/// A gesture that updates a `GestureState` while it changes, and resets it at its end.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void

    func _install(on node: GraphNode) -> [Property] {
        let state = self.state, body = self.body
        let update: (Base.Value) -> Void = { value in
            var s = state.current
            var t = Transaction()
            body(value, &s, &t)
            state.set(s)
        }
        let end: (Any) -> Void = { _ in state.reset() }
        guard let hooked = (base as? any _HookableGesture)?._hooked(changed: { update($0 as! Base.Value) }, ended: end) else {
            return (base as? any PrimitiveGesture)?._install(on: node) ?? []
        }
        return hooked._install(on: node)
    }
}

/// Gestures whose change and end can be observed by a wrapper (`updating`).
@MainActor
protocol _HookableGesture {
    func _hooked(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> any PrimitiveGesture
}

extension DragGesture: _HookableGesture {
    func _hooked(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> any PrimitiveGesture {
        var g = self
        let c = self.changed, e = self.ended
        g.changed = { v in changed(v); c?(v) }
        g.ended = { v in ended(v); e?(v) }
        return g
    }
}

extension LongPressGesture: _HookableGesture {
    func _hooked(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> any PrimitiveGesture {
        var g = self
        let c = self.changed, e = self.ended
        g.changed = { v in changed(v); c?(v) }
        g.ended = { v in ended(v); e?(v) }
        return g
    }
}

extension GestureStateGesture: _HookableGesture {
    func _hooked(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> any PrimitiveGesture {
        let inner = self
        return _ChainedHook(install: { node in
            guard let hooked = (inner.base as? any _HookableGesture)?._hooked(changed: { v in
                var s = inner.state.current
                var t = Transaction()
                inner.body(v as! Base.Value, &s, &t)
                inner.state.set(s)
                changed(v)
            }, ended: { v in inner.state.reset(); ended(v) }) else { return [] }
            return hooked._install(on: node)
        })
    }
}

/// A hooked gesture built from a closure (nested `updating`).
struct _ChainedHook: PrimitiveGesture {
    let install: @MainActor (GraphNode) -> [Property]
    func _install(on node: GraphNode) -> [Property] { install(node) }
}

extension Gesture {
    /// Updates `state` with `body` each time the gesture's value changes; `state` goes
    /// back to its initial value when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension GestureStateGesture {
    /// Runs `action` with each new value (after the state is updated).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _HookedGesture<Self> {
        _HookedGesture(base: self, changed: action, ended: nil)
    }
    /// Runs `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _HookedGesture<Self> {
        _HookedGesture(base: self, changed: nil, ended: action)
    }
}

/// `onChanged` / `onEnded` on a gesture that has no such methods of its own.
public struct _HookedGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    let changed: ((Value) -> Void)?
    let ended: ((Value) -> Void)?

    func _install(on node: GraphNode) -> [Property] {
        let changed = self.changed, ended = self.ended
        guard let hooked = (base as? any _HookableGesture)?._hooked(changed: { v in
            changed?(v as! Value)
        }, ended: { v in
            ended?(v as! Value)
        }) else { return (base as? any PrimitiveGesture)?._install(on: node) ?? [] }
        return hooked._install(on: node)
    }
}
