/// A named value produced by views and read by an ancestor (S15).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the value so far with the next child's value, in order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// Sets a preference value for the ancestors of this view.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    public var value: Key.Value
    public init(key: Key.Type = Key.self, value: Key.Value) { self.value = value }
}

extension _PreferenceWritingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let key = ObjectIdentifier(Key.self)
        let e = node.ext
        let changed: Bool
        if let old = e.preferenceWriter?.1 {
            changed = !(ViewEquality.equalIfEquatable(old, value) ?? false)
        } else {
            changed = true
        }
        e.preferenceWriter = (key, value)
        if changed { node.graph.preferences.invalidate(key) }
        node.reconcileChild(.index(0), content)
    }
}

@MainActor
class PreferenceObserverBase {
    let keyID: ObjectIdentifier
    init(keyID: ObjectIdentifier) { self.keyID = keyID }
    func recompute(_ node: GraphNode) {}
}

final class PreferenceObserver<Key: PreferenceKey>: PreferenceObserverBase where Key.Value: Equatable {
    var last: Key.Value = Key.defaultValue
    var action: (Key.Value) -> Void
    init(action: @escaping (Key.Value) -> Void) {
        self.action = action
        super.init(keyID: ObjectIdentifier(Key.self))
    }

    /// Reduces the subtree's values in order; queues the action when the result changed.
    override func recompute(_ node: GraphNode) {
        var value = Key.defaultValue
        func visit(_ n: GraphNode) {
            if let (k, v) = n.extra?.preferenceWriter, k == keyID {
                let x = v as! Key.Value
                Key.reduce(value: &value, nextValue: { x })
                return
            }
            for c in n.children { visit(c) }
        }
        for c in node.children { visit(c) }
        if value != last {
            last = value
            let a = action
            let v = value
            node.graph.afterUpdate.append { a(v) }
        }
    }
}

/// Runs an action when the reduced preference value of the subtree changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    public typealias Body = Never
    public var action: (Key.Value) -> Void
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }
}

extension _PreferenceActionModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let e = node.ext
        if let o = e.preferenceObserver as? PreferenceObserver<Key> {
            o.action = action
        } else {
            let o = PreferenceObserver<Key>(action: action)
            e.preferenceObserver = o
            node.graph.preferences.observe(o.keyID, by: node)
        }
        node.reconcileChild(.index(0), content)
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
