// Preferences that carry geometry or change what the subtree reduced to:
// `anchorPreference` (a value made from an anchor of this view), `transformPreference`
// and `transformAnchorPreference` (a change applied to the value the view's subtree
// reduced to). Read with `onPreferenceChange`, `overlayPreferenceValue` and
// `backgroundPreferenceValue` as any preference is (S15).

/// Sets preference `Key` to a value made from an anchor of this view's geometry.
///
/// The view reports its frame (`reportsGeometry`) and is a position-dependent node: each
/// report that moves or resizes it makes a new anchor, hence a new value.
public struct _AnchorWritingModifier<A, Key: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value
}

extension _AnchorWritingModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let anchor = source.resolve(node.reportedFrame)
        node.writePreference(Key.self, transform(anchor))
        node.ext.positionDependent = true
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: content)
    }
}

/// Changes the value preference `Key` has in this view's subtree.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let transform: (inout Key.Value) -> Void
}

extension _PreferenceTransformModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        // A closure cannot be compared: the key is recomputed whenever the view updates,
        // and its observers act only if the reduced value changed.
        node.ext.preferenceWriter = (ObjectIdentifier(Key.self), _PreferenceTransform<Key>(apply: transform))
        node.graph.preferences.invalidate(ObjectIdentifier(Key.self))
        node.reconcileChild(.index(0), content)
    }
}

/// Changes the value preference `Key` has in this view's subtree using an anchor of this
/// view (reports its frame as `_AnchorWritingModifier` does).
public struct _AnchorTransformModifier<A, Key: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let source: Anchor<A>.Source
    let transform: (inout Key.Value, Anchor<A>) -> Void
}

extension _AnchorTransformModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let anchor = source.resolve(node.reportedFrame)
        let transform = self.transform
        node.ext.preferenceWriter = (ObjectIdentifier(Key.self), _PreferenceTransform<Key> { transform(&$0, anchor) })
        node.graph.preferences.invalidate(ObjectIdentifier(Key.self))
        node.ext.positionDependent = true
        node.renderWrapper(.effect, [.reportsGeometry(true)], content: content)
    }
}

extension GraphNode {
    /// The frame the daemon last reported for this node, in window coordinates (zero
    /// before the first report).
    var reportedFrame: CGRect {
        CGRect(origin: extra?.geometryOrigin ?? .zero, size: extra?.geometrySize ?? .zero)
    }

    /// Makes this node the writer of `Key` with `value`; the key's observers recompute
    /// when the value changed (or cannot be compared).
    func writePreference<Key: PreferenceKey>(_: Key.Type, _ value: Key.Value) {
        let key = ObjectIdentifier(Key.self)
        let e = ext
        let changed: Bool
        if let old = e.preferenceWriter?.1 {
            changed = !(ViewEquality.equalIfEquatable(old, value) ?? false)
        } else {
            changed = true
        }
        e.preferenceWriter = (key, value)
        if changed { graph.preferences.invalidate(key) }
    }
}

extension View {
    /// Sets preference `key` to a value `transform` makes from an anchor of this view's
    /// geometry (`value`: its bounds, a rectangle or a point in it), for an ancestor to
    /// resolve in its own coordinates with `GeometryProxy`'s subscript.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }

    /// Changes the value preference `key` has in this view's subtree with `callback`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Changes the value preference `key` has in this view's subtree with `transform`,
    /// given an anchor of this view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorTransformModifier<A, K>(source: value, transform: transform))
    }
}
