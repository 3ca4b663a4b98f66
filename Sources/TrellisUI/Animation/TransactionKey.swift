// iOS 17's custom transaction values: a key type names a value a state change carries
// (`transaction[MyKey.self]`, or `@Entry var … ` in `extension Transaction`), read by the
// views the change updates (`transaction(_:)`, `withTransaction`).
import Foundation

/// A key for a custom value of a `Transaction`: a value set for one state change (with
/// `withTransaction`) that the views it updates can read in `transaction(_:)`.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a transaction that never set one.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The value of `key` in this transaction, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = _TransactionValue(value: newValue) }
    }
}

/// One custom value of a transaction.
struct _TransactionValue: @unchecked Sendable {
    let value: Any
}
