/// `focusedValue(_:_:)` and `focusedSceneValue(_:_:)`: the modifier's identity publishes
/// its value in the graph's `FocusedValuesStore` while it is on screen.
public struct _FocusedValueModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    let scene: Bool
}

extension _FocusedValueModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let store = FocusedValuesStore.of(node.graph)
        store.publish(keyPath, value, scene: scene, by: node)
        // The value is withdrawn while the view is off screen (a lazy row scrolled away)
        // and published again when it comes back.
        let (keyPath, value, scene) = (self.keyPath, self.value, self.scene)
        node.reconcileChild(.index(0), content
            .onAppear { [weak node, weak store] in
                if let node, let store, node.isAlive { store.publish(keyPath, value, scene: scene, by: node) }
            }
            .onDisappear { [weak node, weak store] in
                if let node, let store { store.withdraw(node) }
            })
    }
}

extension View {
    /// Publishes `value` at `keyPath` while focus is on this view or inside it, for
    /// `@FocusedValue` and `@FocusedBinding` readers anywhere in the window.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, scene: false))
    }

    /// Publishes `value` (nil: nothing) at `keyPath` while focus is on this view or
    /// inside it.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, scene: false))
    }

    /// Publishes `value` at `keyPath` while this view is on screen, wherever focus is in
    /// the window (Trellis's scene is its one window). A value published for the focused
    /// view at the same key path wins over it.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, scene: true))
    }

    /// Publishes `value` (nil: nothing) at `keyPath` while this view is on screen.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, scene: true))
    }
}
