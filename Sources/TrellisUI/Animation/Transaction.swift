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
    /// Custom values, by `TransactionKey` (TransactionKey.swift).
    var custom: [ObjectIdentifier: _TransactionValue] = [:]

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// The transaction of the state changes being made now, on this thread: the state
/// writes in `withTransaction`'s body happen on the thread that called it, so each
/// thread has its own (a model's background work never animates the main thread's).
enum _TransactionContext {
    private final class Box {
        let value: Transaction
        init(_ value: Transaction) { self.value = value }
    }
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)   // withTransaction restores nil before it returns
        return key
    }()
    static var current: Transaction? {
        get { pthread_getspecific(key).map { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue().value } }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<Box>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained(Box($0)).toOpaque() })
        }
    }
}

/// Runs `body`; the state it changes animates with `animation` (SwiftUI's `.default`
/// when nil is not passed). The daemon interpolates, the app sends each value once.
///
/// Like SwiftUI's, it is not isolated to the main actor, so a model's nonisolated method
/// can call it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of the state changes it makes.
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
