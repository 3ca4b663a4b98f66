/// Preferences flowing up (`preference(key:value:)` → `onPreferenceChange`): which keys'
/// writers changed in this update, and the identities observing each key. Recomputed once
/// per update, after every dirty identity was reconciled.
@MainActor
final class PreferenceTracker {
    /// Keys whose writers or observers changed since the last `update()`.
    private(set) var dirty: Set<ObjectIdentifier> = []
    private var observers: [ObjectIdentifier: [GraphNode]] = [:]

    /// Some identity observes a preference (a removed writer then changes it in the same
    /// transaction, so its teardown cannot wait, see `Teardown.canDefer`).
    var isObserved: Bool { !observers.values.allSatisfy(\.isEmpty) }

    /// A writer of `key` changed (or appeared, or left).
    func invalidate(_ key: ObjectIdentifier) { dirty.insert(key) }

    /// `node` observes `key` (its `NodeExtra.preferenceObserver` recomputes it).
    func observe(_ key: ObjectIdentifier, by node: GraphNode) {
        observers[key, default: []].append(node)
        dirty.insert(key)
    }

    /// Recomputes the observed preferences whose writers changed in this update.
    func update() {
        guard !dirty.isEmpty else { return }
        let keys = dirty
        dirty.removeAll()
        for k in keys {
            guard var list = observers[k] else { continue }
            list.removeAll { !$0.isAlive }
            observers[k] = list
            for o in list { o.extra?.preferenceObserver?.recompute(o) }
        }
    }
}
