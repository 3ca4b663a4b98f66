// The state and environment a custom animation sees while it runs (CustomAnimation.swift).
import Foundation

/// A key for a value a custom animation keeps while it runs, in its context's `state`.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value before the animation first stores one.
    static var defaultValue: Value { get }
}

/// The values a custom animation stores while it runs, by `AnimationStateKey`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a `CustomAnimation` can use while it runs: its stored state, the environment of
/// the view whose change it animates, and whether the animation is logically complete.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's stored values; they persist from one call of
    /// `animate(value:time:context:)` to the next in the same run.
    public var state: AnimationState<Value>

    /// Whether the animation has reached the point where a completion waiting for logical
    /// completion runs; an animation may set it before it returns nil.
    public var isLogicallyComplete: Bool

    /// The environment the animation was created in.
    ///
    /// Trellis samples a custom animation when it is created (`Animation(_:)`), before it
    /// is attached to a view, so this is the default environment.
    public var environment: EnvironmentValues { _environment }
    let _environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
         environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self._environment = environment
    }

    /// This context with its state replaced by `state`, of another value type (for an
    /// animation that runs another one on a value of its own).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: _environment)
    }
}
