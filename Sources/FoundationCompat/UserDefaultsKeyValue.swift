#if !canImport(Darwin)
import Foundation

// `UserDefaults.standard.setValue(x, forKey: "k")` and `value(forKey:)`: on Apple platforms
// these are NSObject's key-value coding, which UserDefaults answers with its own storage, and
// apps use them interchangeably with `set(_:forKey:)` / `object(forKey:)`. Linux's Foundation
// has no key-value coding, so the names are missing; here they go straight to the defaults.

extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)` does; `nil` removes the key.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }

    /// The value stored under `key` (searching the same domains as `object(forKey:)`), or
    /// `nil`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
#endif
