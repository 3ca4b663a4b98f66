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
        node.writePreference(Key.self, value)   // Data/TransformingPreferences.swift
        node.reconcileChild(.index(0), content)
    }
}

@MainActor
class PreferenceObserverBase {
    let keyID: ObjectIdentifier
    init(keyID: ObjectIdentifier) { self.keyID = keyID }
    func recompute(_ node: GraphNode) {}
}

/// A writer that changes the value its subtree reduced to (`transformPreference`,
/// `transformAnchorPreference`), kept as a node's `preferenceWriter` value.
struct _PreferenceTransform<Key: PreferenceKey> {
    let apply: (inout Key.Value) -> Void
}

final class PreferenceObserver<Key: PreferenceKey>: PreferenceObserverBase {
    var last: Key.Value = Key.defaultValue
    var action: (Key.Value) -> Void
    /// Whether two reduced values are the same (the action runs only on a change).
    let same: (Key.Value, Key.Value) -> Bool
    init(action: @escaping (Key.Value) -> Void, same: @escaping (Key.Value, Key.Value) -> Bool) {
        self.action = action
        self.same = same
        super.init(keyID: ObjectIdentifier(Key.self))
    }

    /// Reduces the subtree's values in order; queues the action when the result changed.
    override func recompute(_ node: GraphNode) {
        let value = Self.reduced(under: node, key: keyID)
        if !same(value, last) {
            last = value
            let a = action
            node.graph.afterUpdate.append { a(value) }
        }
    }

    /// The value `node`'s children reduce to (S15): a writer's value stands for its whole
    /// subtree; a transform changes what its subtree reduced to.
    static func reduced(under node: GraphNode, key: ObjectIdentifier) -> Key.Value {
        var value = Key.defaultValue
        func visit(_ n: GraphNode) {
            if let (k, v) = n.extra?.preferenceWriter, k == key {
                if let t = v as? _PreferenceTransform<Key> {
                    var sub = reduced(under: n, key: key)
                    t.apply(&sub)
                    Key.reduce(value: &value, nextValue: { sub })
                } else {
                    let x = v as! Key.Value
                    Key.reduce(value: &value, nextValue: { x })
                }
                return
            }
            for c in n.children { visit(c) }
        }
        for c in node.children { visit(c) }
        return value
    }
}

/// Equality for preference values that are not `Equatable`, for the observers SwiftUI
/// allows on them (`overlayPreferenceValue` of any value): two values are the same when
/// their reflections print the same (closures inside compare equal).
func _reflectedEqual<V>(_ a: V, _ b: V) -> Bool {
    String(reflecting: a) == String(reflecting: b)
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
            let o = PreferenceObserver<Key>(action: action, same: ==)
            e.preferenceObserver = o
            node.graph.preferences.observe(o.keyID, by: node)
        }
        node.reconcileChild(.index(0), content)
    }
}

/// Runs an action when the reduced preference value changes, by an equality the caller
/// gives (for values that are not `Equatable`).
struct _PreferenceReadingModifier<Key: PreferenceKey>: ViewModifier {
    typealias Body = Never
    let same: (Key.Value, Key.Value) -> Bool
    let action: (Key.Value) -> Void
}

extension _PreferenceReadingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let e = node.ext
        if let o = e.preferenceObserver as? PreferenceObserver<Key> {
            o.action = action
        } else {
            let o = PreferenceObserver<Key>(action: action, same: same)
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
