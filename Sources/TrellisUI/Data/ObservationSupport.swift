/// Bindings to the properties of an `@Observable` object: `$model.title`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let o = wrappedValue
        return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 },
                       source: o, path: AnyHashable(keyPath), snapshot: o[keyPath: keyPath])
    }
}

extension Bindable: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool { (other as? Bindable<Value>)?.wrappedValue === wrappedValue }
}

extension EnvironmentValues {
    /// The `@Observable` object of type `T` put in the environment with `.environment(_:)`.
    public subscript<T: AnyObject & Observable>(_observable key: _EnvironmentObjectID<T>) -> T {
        get {
            guard let o = self[_environmentObject: key] else {
                fatalError("No Observable object of type \(T.self) found. A View.environment(_:) for \(T.self) may be missing as an ancestor of this view.")
            }
            return o
        }
        set { self[_environmentObject: key] = newValue }
    }
}

extension Environment {
    /// Reads an `@Observable` object put in the environment with `.environment(_:)`;
    /// the body depends on the properties it reads (Observation).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[_observable: _EnvironmentObjectID<Value>()])
    }
}

extension View {
    /// Puts an `@Observable` object in the environment, found by type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<T>>> {
        environment(\EnvironmentValues.[_environmentObject: _EnvironmentObjectID<T>()], object)
    }
}
