extension GraphNode {
    /// Subscribes this identity to `object.objectWillChange`: any announcement
    /// invalidates it, whether or not its body used the object (S13).
    func observe<O: ObservableObject>(_ object: O, label: String) {
        let id = ObjectIdentifier(object)
        graph.seenObjects.insert(id)
        if let existing = objectSubscriptions[id] {
            if existing.0 != label { objectSubscriptions[id] = (label, existing.1) }
            return
        }
        // The node through its handle, not weakly (see `ObservationHandle`); the
        // subscription is cancelled when the identity is torn down anyway.
        let handle: ObservationHandle
        if let h = observationHandle { handle = h } else {
            handle = ObservationHandle(self)
            observationHandle = handle
        }
        let c = object.objectWillChange.sink { [handle] _ in
            onMain {
                guard let node = handle.node, let graph = node.weakGraph,
                      let label = node.objectSubscriptions[id]?.0 else { return }
                graph.invalidate(node, reason: label)
            }
        }
        objectSubscriptions[id] = (label, c)
    }
}

/// Creates its object once per identity, lazily from the autoclosure, and keeps it for
/// the identity's life (S13).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Link { var object: ObjectType? }
    let thunk: () -> ObjectType
    let link = Link()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    public var wrappedValue: ObjectType {
        if let o = link.object { return o }
        let o = thunk()   // read outside a view's life: a fresh object, like SwiftUI
        link.object = o
        return o
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        let object: ObjectType
        if let o = node.storage[label] as? ObjectType {
            object = o
        } else {
            object = link.object ?? thunk()
            node.storage[label] = object
        }
        link.object = object
        node.observe(object, label: label)
    }
}

extension StateObject: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool { true }
}

/// Observes an object owned elsewhere: invalidates the view on `objectWillChange` (S13).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let o = object
            return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 },
                           source: o, path: AnyHashable(keyPath), snapshot: o[keyPath: keyPath])
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) { node.observe(wrappedValue, label: label) }
}

extension ObservedObject: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// Finds an object injected with `.environmentObject(_:)` by its type; the latest
/// injection of a type wins (S13).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Link { var object: ObjectType? }
    let link = Link()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let o = link.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return o
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

final class EnvironmentObjectLink<O: ObservableObject>: EnvironmentLinkProtocol {
    weak var node: GraphNode?
    let label: String
    var object: O?
    init(node: GraphNode, label: String) { self.node = node; self.label = label }
    func refresh(from env: EnvironmentValues) -> Bool {
        let new = env.object(of: O.self)
        defer { object = new }
        return new !== object
    }
}

extension EnvironmentObject: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        let l = (node.storage[label] as? EnvironmentObjectLink<ObjectType>) ?? EnvironmentObjectLink(node: node, label: label)
        _ = l.refresh(from: node.env)
        node.storage[label] = l
        node.envLinks.append((label, l))
        link.object = l.object
        if let o = l.object { node.observe(o, label: label) }
    }
}

extension EnvironmentObject: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool { true }
}
