// SwiftData's model side: the @Model macro and its markers, the PersistentModel protocol
// every model class conforms to through it, and a model's identifier.
import Foundation
import Observation

/// Makes a class a persistent model: its stored properties are observed (views that read
/// them update) and saved by the `ModelContext` it is inserted into.
@attached(member, names: named(_$observationRegistrar), named(_$storage), named(access), named(withMutation),
          named(_$properties), named(_$visit), named(init))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "TrellisMacros", type: "ModelMacro")

/// Written by `@Model` on each stored property: its accessors over a backing field.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "TrellisMacros", type: "PersistedPropertyMacro")

/// How a model property is stored: `.unique` makes inserting a model whose value equals
/// an existing model's replace that model. The other options are accepted and change nothing
/// in Trellis's store (a JSON file).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "TrellisMacros", type: "ModelMarkerMacro")

/// A property that refers to other models, with what deleting this model does to them.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "TrellisMacros", type: "ModelMarkerMacro")

/// A property that is observed but not stored (it needs a default value).
@attached(peer)
public macro Transient() = #externalMacro(module: "TrellisMacros", type: "ModelMarkerMacro")

/// A class whose instances a model context stores: what `@Model` conforms a class to.
/// The underscored requirements are written by the macro.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The model's identity and the context that holds it.
    var _$storage: _ModelStorage { get }
    /// The stored properties, with their `@Attribute`/`@Relationship` options.
    static var _$properties: [_PropertyInfo] { get }
    /// Hands each stored property's value to `visitor`.
    func _$visit(_ visitor: _ModelVisitor)
    /// The model as it was saved in `record`.
    init(_$record record: _ModelRecord) throws
}

extension PersistentModel {
    /// The model's identity, the same across launches once saved.
    public var persistentModelID: PersistentIdentifier { _$storage.id }
    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { _$storage.context }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$storage.isDeleted }
    /// Whether the model changed since its context last saved.
    public var hasChanges: Bool { _$storage.hasChanges }
    public var id: PersistentIdentifier { persistentModelID }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The identity of a persistent model: its entity (class) name and a unique value.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    /// The name of the model's class.
    public let entityName: String
    let uuid: UUID
    /// The store that holds the model (Trellis has one store per container: nil).
    public var storeIdentifier: String? { nil }

    init(entityName: String, uuid: UUID = UUID()) {
        self.entityName = entityName
        self.uuid = uuid
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.entityName, a.uuid.uuidString) < (b.entityName, b.uuid.uuidString)
    }
}

/// One stored property of a model class, as `@Model` describes it.
public struct _PropertyInfo {
    public let name: String
    public let keyPath: AnyKeyPath
    public let isUnique: Bool
    public let deleteRule: Schema.Relationship.DeleteRule
    /// `@Relationship(inverse:)`: the other model's property that refers back.
    public let inverse: AnyKeyPath?

    public init(name: String, keyPath: AnyKeyPath, isUnique: Bool, deleteRule: Schema.Relationship.DeleteRule,
                inverse: AnyKeyPath? = nil) {
        self.name = name
        self.keyPath = keyPath
        self.isUnique = isUnique
        self.deleteRule = deleteRule
        self.inverse = inverse
    }
}

/// A model's identity and state in its context (a class, so the macro adds it as a `let`).
public final class _ModelStorage {
    public private(set) var id: PersistentIdentifier
    weak var context: ModelContext?
    var isDeleted = false
    var hasChanges = false

    public init(entityName: String) { id = PersistentIdentifier(entityName: entityName) }

    /// Takes the saved identity of `record`.
    public func adopt(_ record: _ModelRecord) {
        if let uuid = UUID(uuidString: record.id) { id = PersistentIdentifier(entityName: id.entityName, uuid: uuid) }
    }

    /// Called after each property change: the context re-runs its queries and saves soon.
    public func didChange() {
        guard let context, !isDeleted else { return }
        hasChanges = true
        context.modelDidChange()
    }
}
