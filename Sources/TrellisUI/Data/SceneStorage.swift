// @SceneStorage: a value kept with the scene (the window), by key. SwiftUI saves it with
// the scene's state and gives it back when the system restores the scene — on a Mac, when
// the app is opened again with its windows restored. A Trellis app has one window, and
// its scene storage is kept like that of a Mac window: in a JSON file of its own
// (`<app>.scene.json` beside the `@AppStorage` file, Data/AppStorage.swift), written as
// values change and read when the app starts again. Views using the same key share the
// value, and update when it changes, like `@AppStorage`.

/// A value kept with the app's window by key and restored when the app starts again.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: AppStorage<Value>

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        storage = AppStorage(wrappedValue: wrappedValue, key, scene: true)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        storage = AppStorage(wrappedValue: wrappedValue, key, scene: true)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        storage = AppStorage(wrappedValue: wrappedValue, key, scene: true)
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        storage = AppStorage(wrappedValue: wrappedValue, key, scene: true)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = AppStorage(wrappedValue: wrappedValue, key, scene: true)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = AppStorage(wrappedValue: wrappedValue, key, scene: true)
    }
}

extension SceneStorage: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.storage.key == storage.key }
}
