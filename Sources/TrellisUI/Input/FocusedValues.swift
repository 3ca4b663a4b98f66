// FocusedValues: the values the focused view and its ancestors publish
// (`focusedValue(_:_:)`), plus those the scene publishes (`focusedSceneValue(_:_:)`), read
// with `@FocusedValue` and `@FocusedBinding`. Which view has focus is the daemon's answer
// (`focusChanged`), so the values follow real keyboard focus: a click, Tab, or a
// `@FocusState` set from code.
import TrellisProtocol

/// A key for a value that focused views publish. It has no default: an unpublished value
/// reads as nil.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the focused view and its ancestors, and by the views of the
/// scene (`focusedSceneValue`). Extend it with a property per key (or declare one with
/// `@Entry`); every property is optional, nil when nothing publishes it.
public struct FocusedValues {
    var storage: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value published for `key`, or nil.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The value published for a key that `@Entry` declared (its default, nil, when
    /// nothing publishes it).
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Where a graph's published focused values are kept, and the one source its readers
/// depend on: a counter bumped whenever the values may have changed (focus moved, a
/// published value changed, a publisher left), so `@FocusedValue` readers update then.
@MainActor
final class FocusedValuesStore {
    /// One publishing view (a `focusedValue` or `focusedSceneValue` modifier's identity).
    struct Publisher {
        weak var node: GraphNode?
        /// Writes the published value into a table, by key path.
        var focused: [AnyKeyPath: (inout FocusedValues) -> Void] = [:]
        var scene: [AnyKeyPath: (inout FocusedValues) -> Void] = [:]
        var lastValues: [AnyKeyPath: Any] = [:]
    }

    private static var stores: [ObjectIdentifier: FocusedValuesStore] = [:]

    /// The store of `graph` (made on first use).
    static func of(_ graph: ViewGraph) -> FocusedValuesStore {
        let id = ObjectIdentifier(graph)
        if let s = stores[id], s.graph === graph { return s }
        stores = stores.filter { $0.value.graph != nil }
        let s = FocusedValuesStore(graph: graph)
        stores[id] = s
        return s
    }

    /// Focus moved in `graph`: every reader reads again.
    static func focusMoved(in graph: ViewGraph) {
        guard let s = stores[ObjectIdentifier(graph)], s.graph === graph else { return }
        s.changed()
    }

    weak var graph: ViewGraph?
    let generation: StateBox<Int>
    var publishers: [ObjectIdentifier: Publisher] = [:]

    private init(graph: ViewGraph) {
        self.graph = graph
        generation = StateBox(0, graph: graph)
    }

    /// Readers update (outside the update that is running, if any).
    func changed() {
        guard let graph else { return }
        if graph.current != nil || graph.evaluatingBody != nil {
            graph.afterUpdate.append { [weak self] in self?.bump() }
        } else {
            bump()
        }
    }

    private func bump() { generation.write(generation.value &+ 1) }

    /// `node` publishes `value` for `keyPath` (scene-wide when `scene`). Readers update
    /// when the value is new or, for an `Equatable` value, different.
    func publish<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, scene: Bool, by node: GraphNode) {
        let id = ObjectIdentifier(node)
        var p = publishers[id] ?? Publisher(node: node)
        let apply: (inout FocusedValues) -> Void = { $0[keyPath: keyPath] = value }
        let previous = p.lastValues[keyPath]
        let isNew = (scene ? p.scene[keyPath] : p.focused[keyPath]) == nil
        if scene { p.scene[keyPath] = apply } else { p.focused[keyPath] = apply }
        p.lastValues[keyPath] = value as Any
        publishers[id] = p
        let same = previous.map { ViewEquality.equalIfEquatable($0, value as Any) ?? true } ?? false
        if isNew || !same { changed() }
    }

    /// A publisher left the screen.
    func withdraw(_ node: GraphNode) {
        if publishers.removeValue(forKey: ObjectIdentifier(node)) != nil { changed() }
    }

    /// The values as a reader sees them now: scene values, then those of the focused
    /// view's ancestors from the root down, so the publisher nearest to focus wins.
    func current() -> FocusedValues {
        _ = generation.read()
        var values = FocusedValues()
        publishers = publishers.filter { $0.value.node?.isAlive == true }
        for p in publishers.values { for apply in p.scene.values { apply(&values) } }
        guard let graph, graph.focus.daemonFocus != 0, var n = graph.renderOwner[graph.focus.daemonFocus] else { return values }
        var chain: [Publisher] = []
        while true {
            if let p = publishers[ObjectIdentifier(n)], !p.focused.isEmpty { chain.append(p) }
            guard let parent = n.parent else { break }
            n = parent
        }
        for p in chain.reversed() { for apply in p.focused.values { apply(&values) } }
        return values
    }
}
