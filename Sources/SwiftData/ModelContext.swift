// ModelContext: inserts, deletes, fetches and saves the models of its container.
import Foundation

/// What a fetch returns and in which order.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to keep (all when nil).
    public var predicate: Predicate<T>?
    /// The order of the results (insertion order when empty).
    public var sortBy: [SortDescriptor<T>]
    /// At most this many results.
    public var fetchLimit: Int?
    /// The results to skip.
    public var fetchOffset: Int?
    /// Trellis always includes unsaved changes (its contexts share the container's models).
    public var includePendingChanges = true
    /// Hints for a database store; Trellis loads whole models, so they change nothing.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Inserts, deletes, fetches and saves models. Changes are saved on their own soon after they
/// are made (`autosaveEnabled`), or by `save()`.
public final class ModelContext: Equatable, Hashable {
    /// The container whose models this context works on.
    public let container: ModelContainer
    /// Whether changes are saved on their own, on the next turn of the main queue.
    public var autosaveEnabled = true
    private var saveScheduled = false
    var store: ModelStore { container.store }
    /// The environment's context when no view set a container: used, it says so once.
    var isFallback = false {
        didSet { if isFallback { warned = false } }
    }
    private var warned = true

    private func noteUse() {
        guard !warned else { return }
        warned = true
        FileHandle.standardError.write(Data("SwiftData: no modelContainer is set for this view; its models are kept in memory only\n".utf8))
    }

    /// Posted before and after a context saves.
    public static let willSave = Notification.Name("ModelContext.willSave")
    public static let didSave = Notification.Name("ModelContext.didSave")

    public init(_ container: ModelContainer) { self.container = container }

    public static func == (a: ModelContext, b: ModelContext) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// Whether there are changes not saved yet.
    public var hasChanges: Bool { store.hasChanges }
    public var insertedModelsArray: [any PersistentModel] { store.inserted }
    public var deletedModelsArray: [any PersistentModel] { store.deleted }
    public var changedModelsArray: [any PersistentModel] { store.models.filter { $0._$storage.hasChanges } }

    /// Adds `model` (and the new models it refers to) to the container. A model with an
    /// `@Attribute(.unique)` value equal to an existing model's replaces that model.
    public func insert<T: PersistentModel>(_ model: T) {
        noteUse()
        guard !store.contains(model) else { return }
        for p in T._$properties where p.isUnique {
            let value = model[keyPath: p.keyPath] as? AnyHashable
            if let old = store.models.first(where: { $0 !== model && $0 is T && $0[keyPath: p.keyPath] as? AnyHashable == value }) {
                delete(old)
            }
        }
        model._$storage.isDeleted = false
        model._$storage.context = self
        model._$storage.hasChanges = true
        store.add(model)
        store.inserted.append(model)
        adoptRelated(of: model)
        modelDidChange()
    }

    /// Removes `model`: the models its `.cascade` relationships refer to are deleted too,
    /// and references to it are removed from the other models. A `.deny` relationship that
    /// refers to any model keeps it from being deleted.
    public func delete<T: PersistentModel>(_ model: T) {
        guard store.contains(model) else { return }
        for p in T._$properties where p.deleteRule == .deny && !Self.related(model, p).isEmpty {
            FileHandle.standardError.write(Data("SwiftData: \(T.self) not deleted: its \"\(p.name)\" relationship (deleteRule .deny) is not empty\n".utf8))
            return
        }
        model._$storage.isDeleted = true
        store.remove(model)
        store.deleted.append(model)
        for p in T._$properties where p.deleteRule == .cascade {
            for other in Self.related(model, p) { delete(other) }
        }
        let target = ObjectIdentifier(model)
        for other in store.models { other._$visit(_ModelVisitor(.nullify(target))) }
        modelDidChange()
    }

    /// Deletes every model of `model` that matches `predicate` (all of them when nil).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for m in try fetch(FetchDescriptor<T>(predicate: predicate)) where includeSubclasses || type(of: m) == T.self {
            delete(m)
        }
    }

    /// The models that match `descriptor`, in its order. A view that calls it in its body
    /// is updated when the container's models change.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        noteUse()
        _ = store.revision
        var result = store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate { result = try result.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { result.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { result = Array(result.dropFirst(max(0, offset))) }
        if let limit = descriptor.fetchLimit { result = Array(result.prefix(max(0, limit))) }
        return result
    }

    /// How many models match `descriptor`.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    /// The identifiers of the models that match `descriptor`.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with identifier `id`, if this container holds it.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? { store.model(for: id) as? T }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Writes every change to the store (nothing to write for an in-memory container).
    public func save() throws {
        NotificationCenter.default.post(name: Self.willSave, object: self)
        for m in store.models { adoptRelated(of: m) }
        try store.save()
        store.hasChanges = false
        store.inserted.removeAll()
        store.deleted.removeAll()
        for m in store.models { m._$storage.hasChanges = false }
        NotificationCenter.default.post(name: Self.didSave, object: self)
    }

    /// Called by a model after a property changed: queries fetch again, and the change is saved soon.
    func modelDidChange() {
        store.hasChanges = true
        store.bump()
        guard autosaveEnabled, !saveScheduled else { return }
        saveScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            saveScheduled = false
            guard store.hasChanges else { return }
            do { try save() } catch {
                FileHandle.standardError.write(Data("SwiftData: autosave failed: \(error)\n".utf8))
            }
        }
    }

    /// Inserts the models `model` refers to that the container does not hold yet, as
    /// SwiftData inserts a model's relationships with it.
    private func adoptRelated(of model: any PersistentModel) {
        var pending = [model]
        while let m = pending.popLast() {
            let visitor = _ModelVisitor(.collect)
            m._$visit(visitor)
            for r in visitor.related where !store.contains(r) && !r._$storage.isDeleted {
                r._$storage.context = self
                r._$storage.hasChanges = true
                store.add(r)
                store.inserted.append(r)
                pending.append(r)
            }
        }
    }

    /// The models property `p` of `model` refers to.
    static func related(_ model: any PersistentModel, _ p: _PropertyInfo) -> [any PersistentModel] {
        let value = model[keyPath: p.keyPath]
        if let list = value as? [any PersistentModel] { return list }
        if let one = value as? any PersistentModel { return [one] }
        return []
    }
}
