// overlayPreferenceValue / backgroundPreferenceValue: a layer built from the reduced value
// of a preference of the view it decorates. The value is observed as `onPreferenceChange`
// observes it and kept in the modifier's state, so the layer is drawn with it from the
// update after the one that produced it (PlatformDifferences.md). A value that is not
// `Equatable` (often a struct holding anchors) is compared by its reflection.

/// The view with a layer made from its own preference `Key` (S15's reduction).
struct _PreferenceValueLayer<Key: PreferenceKey, Content: View, Layer: View>: View {
    let content: Content
    let same: (Key.Value, Key.Value) -> Bool
    let alignment: Alignment
    let inFront: Bool
    let transform: (Key.Value) -> Layer
    @State private var value = Key.defaultValue

    var body: some View {
        let observed = content.modifier(_PreferenceReadingModifier<Key>(same: same) { value = $0 })
        if inFront {
            observed.overlay(alignment: alignment) { transform(value) }
        } else {
            observed.background(alignment: alignment) { transform(value) }
        }
    }
}

extension View {
    /// Draws `transform(value)` in front of this view, `value` being the reduced preference
    /// `key` that this view's subtree sets: a decoration that depends on what the content
    /// reports (a badge count, a selected item's title). The layer's own preferences are
    /// not part of `value`. The value must be `Equatable` in Trellis (see PlatformDifferences.md).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View
    where K.Value: Equatable {
        _PreferenceValueLayer<K, Self, V>(content: self, same: ==, alignment: alignment, inFront: true, transform: transform)
    }

    /// `overlayPreferenceValue(_:alignment:_:)` centred.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                    @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View
    where Key.Value: Equatable {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// Draws `transform(value)` behind this view, `value` being the reduced preference
    /// `key` that this view's subtree sets.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View
    where K.Value: Equatable {
        _PreferenceValueLayer<K, Self, V>(content: self, same: ==, alignment: alignment, inFront: false, transform: transform)
    }

    /// `backgroundPreferenceValue(_:alignment:_:)` centred.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                       @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View
    where Key.Value: Equatable {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }

    /// `overlayPreferenceValue(_:alignment:_:)` for a value that is not `Equatable`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceValueLayer<K, Self, V>(content: self, same: _reflectedEqual, alignment: alignment, inFront: true, transform: transform)
    }

    /// `overlayPreferenceValue(_:_:)` for a value that is not `Equatable`.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                    @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// `backgroundPreferenceValue(_:alignment:_:)` for a value that is not `Equatable`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceValueLayer<K, Self, V>(content: self, same: _reflectedEqual, alignment: alignment, inFront: false, transform: transform)
    }

    /// `backgroundPreferenceValue(_:_:)` for a value that is not `Equatable`.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                       @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }
}
