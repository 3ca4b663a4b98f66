/// Where `@AppStorage` values live: a JSON file (`$XDG_CONFIG_HOME/trellis/<app>.json`,
/// default `~/.config/trellis/<app>.json`) or memory only (tests).
@MainActor
public final class AppStorageStore {
    /// The store `@AppStorage` uses. Replace it (e.g. with `.inMemory()`) before mounting.
    public static var shared: AppStorageStore = .inMemory()
    /// The store `@SceneStorage` uses (Data/SceneStorage.swift): the window's values.
    public static var scene: AppStorageStore = .inMemory()

    let fileURL: URL?
    /// The user defaults this store reads and writes instead of its file
    /// (`defaultAppStorage(_:)`, `@AppStorage(_:store:)`).
    let defaults: UserDefaults?
    var values: [String: Any] = [:]
    var boxes: [String: AnyObject] = [:]
    private var link: GraphLink?
    var graph: ViewGraph? {
        get { link?.graph }
        set { link = newValue?.link }
    }

    init(fileURL: URL?) {
        self.fileURL = fileURL
        defaults = nil
        if let u = fileURL, let d = try? Data(contentsOf: u),
           let obj = try? JSONSerialization.jsonObject(with: d) as? [String: Any] {
            values = obj
        }
    }

    private init(defaults: UserDefaults) {
        fileURL = nil
        self.defaults = defaults
    }

    private static var defaultsStores: [ObjectIdentifier: AppStorageStore] = [:]

    /// The store over `defaults` (one per `UserDefaults` object, so every view using it
    /// shares its values).
    static func of(_ defaults: UserDefaults) -> AppStorageStore {
        let id = ObjectIdentifier(defaults)
        if let s = defaultsStores[id] { return s }
        let s = AppStorageStore(defaults: defaults)
        defaultsStores[id] = s
        return s
    }

    /// The stored value for `key`.
    func value(forKey key: String) -> Any? {
        if let defaults { return defaults.object(forKey: key) }
        return values[key]
    }

    /// Stores `value` for `key` (and saves it).
    func setValue(_ value: Any, forKey key: String) {
        // An optional value set to nil (`NSNull`) removes the key.
        let removed = value is NSNull
        if let defaults {
            if removed { defaults.removeObject(forKey: key) } else { defaults.set(value, forKey: key) }
        } else {
            values[key] = removed ? nil : value
            save()
        }
    }

    /// A store kept in memory only.
    public static func inMemory() -> AppStorageStore { AppStorageStore(fileURL: nil) }

    /// The JSON file store for `appName` under the XDG config directory.
    public static func file(appName: String) -> AppStorageStore {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
        let dir = base.appendingPathComponent("trellis")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return AppStorageStore(fileURL: dir.appendingPathComponent("\(appName).json"))
    }

    func save() {
        guard let u = fileURL, JSONSerialization.isValidJSONObject(values),
              let d = try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys]) else { return }
        try? d.write(to: u, options: .atomic)
    }

    func box<Value>(_ key: String, default def: Value, graph: ViewGraph, decode: (Any) -> Value?) -> StateBox<Value> {
        // One box per key while its graph lives, whichever graph asks: an app's windows
        // share it (a write invalidates the readers of every window, Data/State.swift).
        if let b = boxes[key] as? StateBox<Value>, b.graph != nil { return b }
        let initial = value(forKey: key).flatMap(decode) ?? def
        let b = StateBox(initial, graph: graph)
        boxes[key] = b
        return b
    }
}

/// A value persisted by key in the app's storage; views reading it update when it
/// changes (like `@State`, shared by every view using the same key).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    final class Link {
        var box: StateBox<Value>?
        /// The store the value was installed from: the app's, or (`@SceneStorage`) its
        /// window's (`_SceneWindow.sceneStore`).
        var store: AppStorageStore?
    }
    let key: String
    let defaultValue: Value
    let encode: (Value) -> Any
    let decode: (Any) -> Value?
    let link = Link()
    /// Kept in the scene's store (`@SceneStorage`) rather than the app's.
    var scene = false
    /// The user defaults given with `store:`; nil: the `defaultAppStorage(_:)` of the
    /// view's environment, else the app's store.
    var explicitStore: UserDefaults?

    public var wrappedValue: Value {
        get { MainActor.assumeIsolated { link.box?.read() } ?? current }
        nonmutating set {
            let (key, encode, link, scene, explicitStore) = (self.key, self.encode, self.link, self.scene, self.explicitStore)
            onMain {
                let store = link.store ?? explicitStore.map(AppStorageStore.of)
                    ?? (scene ? AppStorageStore.scene : AppStorageStore.shared)
                store.setValue(encode(newValue), forKey: key)
                link.box?.write(newValue)
                if let b = store.boxes[key] as? StateBox<Value>, b !== link.box { b.write(newValue) }
            }
        }
    }

    var current: Value {
        MainActor.assumeIsolated {
            (link.store ?? explicitStore.map(AppStorageStore.of) ?? (scene ? AppStorageStore.scene : AppStorageStore.shared))
                .value(forKey: key).flatMap(decode)
        } ?? defaultValue
    }

    public var projectedValue: Binding<Value> {
        let s = self
        return Binding(get: { s.wrappedValue }, set: { s.wrappedValue = $0 }, source: link.box, path: nil)
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, wrappedValue)
        explicitStore = store
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, wrappedValue)
        explicitStore = store
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, wrappedValue)
        explicitStore = store
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, wrappedValue)
        explicitStore = store
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        explicitStore = store
        self.key = key
        defaultValue = wrappedValue
        encode = { $0.rawValue }
        decode = { ($0 as? String).flatMap(Value.init(rawValue:)) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        explicitStore = store
        self.key = key
        defaultValue = wrappedValue
        encode = { $0.rawValue }
        decode = { ($0 as? Int).flatMap(Value.init(rawValue:)) }
    }

    /// Data, kept as Base64 text in the JSON file (UserDefaults keeps it as data).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, wrappedValue, store, encode: { $0.base64EncodedString() }, decode: AppStorageCoding.data)
    }
    /// A URL, kept as its absolute string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, wrappedValue, store, encode: { $0.absoluteString }, decode: AppStorageCoding.url)
    }
    /// A date (iOS 18), kept as seconds since 1970.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key, wrappedValue, store, encode: { $0.timeIntervalSince1970 }, decode: AppStorageCoding.date)
    }

    private init(_ key: String, _ def: Value, _ store: UserDefaults?, encode: @escaping (Value) -> Any,
                 decode: @escaping (Any) -> Value?) {
        self.key = key
        defaultValue = def
        self.encode = encode
        self.decode = decode
        explicitStore = store
    }

    private init(_ key: String, _ def: Value) {
        self.init(key, def, nil, encode: { $0 }, decode: { AppStorageCoding.plain($0, Value.self) })
    }
}

extension AppStorage {
    /// A value of the scene's store (`@SceneStorage`).
    init(wrappedValue: Value, _ key: String, scene: Bool) where Value == Bool { self.init(key, wrappedValue); self.scene = scene }
    init(wrappedValue: Value, _ key: String, scene: Bool) where Value == Int { self.init(key, wrappedValue); self.scene = scene }
    init(wrappedValue: Value, _ key: String, scene: Bool) where Value == Double { self.init(key, wrappedValue); self.scene = scene }
    init(wrappedValue: Value, _ key: String, scene: Bool) where Value == String { self.init(key, wrappedValue); self.scene = scene }
    init(wrappedValue: Value, _ key: String, scene: Bool) where Value: RawRepresentable, Value.RawValue == String {
        self.init(wrappedValue: wrappedValue, key); self.scene = scene
    }
    init(wrappedValue: Value, _ key: String, scene: Bool) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(wrappedValue: wrappedValue, key); self.scene = scene
    }
}

extension AppStorage: _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String) {
        // `@SceneStorage` in one of an app's windows: that window's store.
        // `@AppStorage(_:store:)`, else the subtree's `defaultAppStorage(_:)`, else the app's.
        let store = scene ? (node.env._sceneWindow?.sceneStore ?? AppStorageStore.scene)
            : (explicitStore ?? node.env.defaultAppStorage).map(AppStorageStore.of) ?? AppStorageStore.shared
        let b = store.box(key, default: defaultValue, graph: node.graph, decode: decode)
        link.box = b
        link.store = store
        node.sourceLabels[ObjectIdentifier(b)] = label
    }
}

extension AppStorage: _ViewFieldComparable {
    func _isSameField(as other: Any) -> Bool {
        guard let o = other as? AppStorage<Value> else { return false }
        return o.key == key && o.scene == scene && o.explicitStore === explicitStore
    }
}

struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

extension EnvironmentValues {
    /// The user defaults `@AppStorage` uses in this subtree (`defaultAppStorage(_:)`);
    /// nil: the app's store.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `@AppStorage` properties in this view (those not given a `store:`) keep
    /// their values in `store` instead of the app's storage.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

/// Reading stored values back into the types `@AppStorage` keeps in other forms.
enum AppStorageCoding {
    static func data(_ v: Any) -> Data? { (v as? Data) ?? (v as? String).flatMap { Data(base64Encoded: $0) } }
    static func url(_ v: Any) -> URL? { (v as? URL) ?? (v as? String).flatMap(URL.init(string:)) }
    static func date(_ v: Any) -> Date? { (v as? Date) ?? (v as? NSNumber).map { Date(timeIntervalSince1970: $0.doubleValue) } }
    static func plain<T>(_ v: Any, _: T.Type) -> T? {
        if let x = v as? T { return x }
        if let n = v as? NSNumber {
            if T.self == Double.self { return n.doubleValue as? T }
            if T.self == Int.self { return n.intValue as? T }
            if T.self == Bool.self { return n.boolValue as? T }
        }
        return nil
    }
}

/// Optional values (`@AppStorage("name") var name: String?`): absent until set, and
/// setting nil removes the key.
extension AppStorage {
    private init<T>(optional key: String, _ store: UserDefaults?, encode: @escaping (T) -> Any,
                    decode: @escaping (Any) -> T?) where Value == T? {
        self.init(key, nil, store, encode: { $0.map(encode) ?? NSNull() },
                  decode: { v in v is NSNull ? .some(nil) : decode(v).map { .some($0) } })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store, encode: { $0 }, decode: { AppStorageCoding.plain($0, Bool.self) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store, encode: { $0 }, decode: { AppStorageCoding.plain($0, Int.self) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store, encode: { $0 }, decode: { AppStorageCoding.plain($0, Double.self) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store, encode: { $0 }, decode: { $0 as? String })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: key, store, encode: { $0.absoluteString }, decode: AppStorageCoding.url)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store, encode: { $0.base64EncodedString() }, decode: AppStorageCoding.data)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(optional: key, store, encode: { $0.timeIntervalSince1970 }, decode: AppStorageCoding.date)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(optional: key, store, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(R.init(rawValue:)) })
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(optional: key, store, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(R.init(rawValue:)) })
    }
}
