// SwiftData in views: @Query, the environment's modelContext, and the modelContainer
// modifiers of views and scenes.
import Foundation
import TrellisUI

/// The models of the environment's context that match a filter, in a sort order; the view
/// updates when they change (a model inserted, deleted, or a property changed).
@propertyWrapper
public struct Query<Element: PersistentModel, Result: RandomAccessCollection>: DynamicProperty where Result.Element == Element {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let animation: Animation?

    /// The matching models.
    public var wrappedValue: Result {
        do {
            return try context.fetch(descriptor) as! Result
        } catch {
            FileHandle.standardError.write(Data("SwiftData: @Query of \(Element.self) failed: \(error)\n".utf8))
            return [Element]() as! Result
        }
    }

    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? {
        do { _ = try context.fetch(descriptor); return nil } catch { return error }
    }

    /// The context the query reads.
    public var modelContext: ModelContext { context }

    /// Every model of the type, in insertion order. Declared here, not in an extension:
    /// Swift default-initializes `@Query private var items: [Item]`, and so gives its view
    /// an `init()`, only through an `init()` of the wrapper's own declaration.
    public init() where Result == [Element] { self.init(descriptor: FetchDescriptor(), animation: nil) }

    fileprivate init(descriptor: FetchDescriptor<Element>, animation: Animation?) {
        self.descriptor = descriptor
        self.animation = animation
    }
}

extension Query where Result == [Element] {

    /// The models that match `descriptor`.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor, animation: animation)
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, animation: transaction?.animation)
    }

    /// The models that match `filter`, ordered by `sort`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors), animation: transaction?.animation)
    }

    /// The models that match `filter`, ordered by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
}

struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { MainActor.assumeIsolated { ModelContainer.fallback.mainContext } }
}

extension EnvironmentValues {
    /// The context views insert, delete and fetch models through (`.modelContainer(…)` sets it).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContainer {
    /// The container for `types`, made once per set of types and storage.
    @MainActor static func shared(for types: [any PersistentModel.Type], inMemory: Bool, autosave: Bool,
                                  onSetup: (Swift.Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
        let key = types.map { String(reflecting: $0) }.joined(separator: ",") + (inMemory ? "|memory" : "|disk")
        if let made = made[key] { return made }
        let container: ModelContainer
        do {
            container = try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            onSetup(.success(container))
        } catch {
            FileHandle.standardError.write(Data("SwiftData: the store could not be opened (\(error)); using an in-memory store\n".utf8))
            onSetup(.failure(error))
            container = try! ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        }
        container.mainContext.autosaveEnabled = autosave
        made[key] = container
        return container
    }
}

extension View {
    /// Views inside read and write `container`'s models (`@Query`, `\.modelContext`).
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, MainActor.assumeIsolated { container.mainContext })
    }

    /// Views inside read and write the models of `modelType`, stored in the app's default
    /// store (or in memory).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(MainActor.assumeIsolated {
            ModelContainer.shared(for: modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup)
        })
    }

    /// Views inside use `modelContext`.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// The scene's views read and write `container`'s models.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, MainActor.assumeIsolated { container.mainContext })
    }

    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(MainActor.assumeIsolated {
            ModelContainer.shared(for: modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup)
        })
    }

    /// The scene's views use `modelContext`.
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        environment(\.modelContext, modelContext)
    }
}
