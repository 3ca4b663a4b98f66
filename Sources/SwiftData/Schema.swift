// Schema: the model types a container stores, and the option types of @Attribute and
// @Relationship.
import Foundation

/// The model classes a container stores.
public final class Schema {
    /// A version number for a schema (Trellis's store does not migrate; it keeps it).
    public struct Version: Hashable, Codable, Sendable, CustomStringConvertible {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// One model class.
    public struct Entity: Hashable {
        public let name: String
    }

    let types: [any PersistentModel.Type]
    public let version: Version
    public var entities: [Entity] { types.map { Entity(name: String(describing: $0)) } }

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// Options of `@Attribute`.
    public enum Attribute {
        public struct Option: Hashable, Sendable {
            let name: String
            /// Inserting a model whose value equals an existing model's replaces that model.
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// Options of `@Relationship`.
    public enum Relationship {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models this property refers to.
        public enum DeleteRule: Hashable, Codable, Sendable {
            /// The references to the deleted model are removed (the default).
            case nullify
            /// The referred models are deleted too.
            case cascade
            /// The model is not deleted while this property refers to any model (logged).
            case deny
            /// The references are left as they are.
            case noAction
        }
    }
}
