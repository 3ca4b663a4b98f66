/// Reads a value that the focused view, or one of its ancestors, publishes with
/// `focusedValue(_:_:)` (or the scene, with `focusedSceneValue(_:_:)`): nil when focus is
/// elsewhere or nothing publishes it. The view updates when focus moves and when the
/// published value changes, so a toolbar or a command can act on whatever is focused.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    final class Link { var store: FocusedValuesStore? }
    let keyPath: KeyPath<FocusedValues, Value?>
    let link = Link()

    /// Reads the focused value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

    /// The value published nearest to focus, or nil.
    public var wrappedValue: Value? {
        MainActor.assumeIsolated { link.store?.current()[keyPath: keyPath] }
    }
}

extension FocusedValue: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        let store = FocusedValuesStore.of(node.graph)
        link.store = store
        node.sourceLabels[ObjectIdentifier(store.generation)] = label
    }
}

/// Reads and writes through a `Binding` that the focused view, or one of its ancestors,
/// publishes: `wrappedValue` is the bound value (nil when no binding is published), and
/// setting it writes through the binding.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let value: FocusedValue<Binding<Value>>

    /// Reads the binding published at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { value = FocusedValue(keyPath) }

    /// The bound value, or nil; setting a value writes through the published binding
    /// (nothing happens when none is published; setting nil does nothing).
    public var wrappedValue: Value? {
        get { value.wrappedValue?.wrappedValue }
        nonmutating set {
            if let newValue, let binding = value.wrappedValue { binding.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value.
    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}
