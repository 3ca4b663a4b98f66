import Foundation
import TrellisProtocol

/// The context of one state change: the animation it carries. `withAnimation` and
/// `withTransaction` set it for the changes made in their body.
public struct Transaction {
    public var animation: Animation?
    /// Set to stop `.animation(_:value:)` modifiers below from animating this change.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag); kept for API parity.
    public var isContinuous = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// The transaction of the state changes being made now (main actor only).
@MainActor
enum _TransactionContext {
    static var current: Transaction?
}

/// Runs `body`; the state it changes animates with `animation` (SwiftUI's `.default`
/// when nil is not passed). The daemon interpolates, the app sends each value once.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of its state changes.
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = _TransactionContext.current
    _TransactionContext.current = transaction
    defer { _TransactionContext.current = saved }
    return try body()
}

/// Runs `body` with the transaction's value at `keyPath` set to `value`.
@MainActor
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var t = _TransactionContext.current ?? Transaction()
    t[keyPath: keyPath] = value
    return try withTransaction(t, body)
}
