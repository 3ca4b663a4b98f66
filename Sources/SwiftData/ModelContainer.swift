// ModelContainer and ModelConfiguration: where the models of an app's schema are kept.
import Foundation

/// Where and how a container stores its models.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name ("default" unless given).
    public let name: String
    /// The store file. A configuration with no URL stores in
    /// `$XDG_DATA_HOME/<app>/<name>.store` (`~/.local/share` by default), as Apple's
    /// default store lives in the app's Application Support directory.
    public let url: URL
    /// Whether the models are kept in memory only (nothing is read or written).
    public let isStoredInMemoryOnly: Bool
    /// Whether saving writes the store (false: a read-only store).
    public let allowsSave: Bool

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        url = Self.defaultDirectory.appendingPathComponent("\(self.name).store")
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.url = url
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
    }

    public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }

    public static func == (a: Self, b: Self) -> Bool {
        (a.name, a.url, a.isStoredInMemoryOnly, a.allowsSave) == (b.name, b.url, b.isStoredInMemoryOnly, b.allowsSave)
    }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(url) }

    static var defaultDirectory: URL {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent(ProcessInfo.processInfo.processName)
    }
}

/// The models of a schema and the store they are kept in; its `mainContext` is what views
/// read through `@Query` and `@Environment(\.modelContext)`.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let store: ModelStore
    private var _mainContext: ModelContext!

    /// The context views use (on the main actor).
    @MainActor public var mainContext: ModelContext { _mainContext }

    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        let config = self.configurations[0]
        store = ModelStore(schema: givenSchema, url: config.isStoredInMemoryOnly ? nil : config.url, allowsSave: config.allowsSave)
        _mainContext = ModelContext(self)
        try store.load(into: _mainContext)
    }

    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for forTypes: [any PersistentModel.Type], configurations: [ModelConfiguration]) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// Deletes every model and the store file's contents.
    public func deleteAllData() {
        for m in store.models { m._$storage.isDeleted = true; store.remove(m) }
        store.bump()
        try? store.save()
    }

    /// The container the environment's `modelContext` falls back to when no view set one:
    /// in memory, so an app without `.modelContainer` still runs (logged the first time a
    /// model is inserted or fetched through it; the environment may read its default
    /// without using it).
    static let fallback: ModelContainer = {
        let container = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        container._mainContext.isFallback = true
        return container
    }()

    /// The containers `.modelContainer(for:)` made, one per set of types and storage, so a
    /// view body that runs again gets the same container.
    @MainActor static var made: [String: ModelContainer] = [:]
}
