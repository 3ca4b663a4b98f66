/// A two-way connection to a value owned elsewhere (S12). `$state` projects one; reads
/// register the reading view as a dependent of the *source*, so a write through a binding
/// invalidates whoever reads the source.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let getter: () -> Value
    let setter: (Value) -> Void
    /// The storage this binding leads to (for identity comparison), and a path below it.
    let source: AnyObject?
    let path: AnyHashable?
    /// The value when made, for sources without read tracking (observed objects): a
    /// binding to the same place with a different value is a different field.
    let snapshot: Any?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        source = nil
        path = nil
        snapshot = nil
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, source: AnyObject?, path: AnyHashable?,
         snapshot: Any? = nil) {
        getter = get
        setter = set
        self.source = source
        self.path = path
        self.snapshot = snapshot
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, source: nil, path: AnyHashable(ConstantPath()))
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let g = getter, s = setter
        return Binding<Subject>(
            get: { g()[keyPath: keyPath] },
            set: { v in var whole = g(); whole[keyPath: keyPath] = v; s(whole) },
            source: source, path: AnyHashable(PathPair(base: path, keyPath: keyPath)),
            snapshot: snapshot == nil ? nil : g()[keyPath: keyPath])
    }
}

private struct ConstantPath: Hashable {}
private struct PathPair: Hashable {
    let base: AnyHashable?
    let keyPath: AnyKeyPath
}

extension Binding {
    /// `Binding<Value?>` from a non-optional binding, like SwiftUI's.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } },
                  source: base.source, path: base.path)
    }
    /// Unwraps an optional binding; nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let v = base.wrappedValue else { return nil }
        var last = v
        self.init(get: { if let x = base.wrappedValue { last = x }; return last },
                  set: { base.wrappedValue = $0 }, source: base.source, path: base.path)
    }
}

extension Binding: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        if let s = source { node.sourceLabels[ObjectIdentifier(s)] = label }
    }
}

extension Binding: _ViewFieldComparable {
    /// Bindings to the same source (and path) are the same field; the reader depends on
    /// the source directly. Bindings built from closures compare unequal (S4).
    func _isSameField(as other: Any) -> Bool {
        guard let o = other as? Binding<Value> else { return false }
        if let a = source, let b = o.source {
            guard a === b && path == o.path else { return false }
            if let x = snapshot { return o.snapshot.flatMap { ViewEquality.equalIfEquatable(x, $0) } ?? false }
            return true
        }
        if source == nil, o.source == nil, let p = path, p == o.path, p == AnyHashable(ConstantPath()) {
            return ViewEquality.equalIfEquatable(getter(), o.getter()) ?? false
        }
        return false
    }
}

// MARK: A binding to a collection is a collection of bindings (iOS 15)

/// Where an element binding leads: the collection's path and the element's index.
private struct ElementPath: Hashable {
    let base: AnyHashable?
    let index: AnyHashable
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

/// `$items` is a collection of bindings to each element (what `ForEach($items)` and
/// `List($items)` iterate): the element at a position reads and writes through the
/// collection's binding.
extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        let g = getter, s = setter
        // Bindings to the same source, path and index are the same field (S4).
        let key: AnyHashable = (position as? any Hashable).map { AnyHashable($0) } ?? AnyHashable("\(position)")
        return Binding<Value.Element>(
            get: { g()[position] },
            set: { v in var whole = g(); whole[position] = v; s(whole) },
            source: source, path: AnyHashable(ElementPath(base: path, index: key)),
            snapshot: snapshot == nil ? nil : g()[position])
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// A binding to an identifiable value is identified by that value's `id`.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
    public typealias ID = Value.ID
}
