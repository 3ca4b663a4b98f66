// A model as it is stored: its identifier and its properties as JSON values, relationships
// as the identifiers of the models they refer to. `_ModelVisitor` walks a model's stored
// properties (the macro hands each backing field to it) to encode them, to resolve
// relationships after loading, to drop references to a deleted model, and to collect the
// models a model refers to.
import Foundation

/// A JSON value (the store is a JSON file; each property value is kept as JSON).
public enum _JSONValue: Codable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([_JSONValue])
    case object([String: _JSONValue])

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int64.self) { self = .int(i) }
        else if let d = try? c.decode(Double.self) { self = .double(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([_JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: _JSONValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .int(let i): try c.encode(i)
        case .double(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    init<T: Encodable>(encoding value: T) throws {
        // Top-level fragments (a string, a number) are valid JSON for these coders.
        self = try JSONDecoder().decode(_JSONValue.self, from: try JSONEncoder().encode(value))
    }

    func decoded<T: Decodable>(as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: try JSONEncoder().encode(self))
    }
}

/// Why a stored model could not be read.
public struct SwiftDataError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// One stored model.
public struct _ModelRecord: Codable {
    public var id: String
    public var values: [String: _JSONValue]

    init(id: String, values: [String: _JSONValue] = [:]) {
        self.id = id
        self.values = values
    }

    /// A stored value (a property with no default value must be in the record).
    public func decode<T: Decodable>(_ key: String) throws -> T {
        guard let v = values[key] else { throw SwiftDataError("model \(id) has no stored value for \"\(key)\"") }
        return try v.decoded(as: T.self)
    }
    /// A stored value, or the property's default when the record has none (added later).
    public func decode<T: Decodable>(_ key: String, into value: inout T) throws {
        if let v = values[key] { value = try v.decoded(as: T.self) }
    }

    // Relationships are empty until every model of the store is loaded (`resolve`).
    public func decode<T: PersistentModel>(_ key: String) -> T? { nil }
    public func decode<T: PersistentModel>(_ key: String) -> [T] { [] }
    public func decode<T: PersistentModel>(_ key: String) -> [T]? { nil }
    public func decode<T: PersistentModel>(_ key: String) throws -> T {
        throw SwiftDataError("\(T.self) \"\(key)\": a relationship that is not optional cannot be loaded; declare it `\(T.self)?`")
    }
    public func decode<T: PersistentModel & Decodable>(_ key: String) -> T? { nil }
    public func decode<T: PersistentModel & Decodable>(_ key: String) -> [T] { [] }
    public func decode<T: PersistentModel & Decodable>(_ key: String) -> [T]? { nil }
    public func decode<T: PersistentModel>(_ key: String, into value: inout T?) {}
    public func decode<T: PersistentModel>(_ key: String, into value: inout [T]) {}
    public func decode<T: PersistentModel>(_ key: String, into value: inout [T]?) {}
    public func decode<T: PersistentModel & Decodable>(_ key: String, into value: inout T?) {}
    public func decode<T: PersistentModel & Decodable>(_ key: String, into value: inout [T]) {}
    public func decode<T: PersistentModel & Decodable>(_ key: String, into value: inout [T]?) {}
}

/// Walks a model's stored properties; what it does depends on its mode.
public final class _ModelVisitor {
    enum Mode {
        /// Write each value into `record`.
        case encode
        /// Set relationships from `record`'s identifiers, finding models in `models`.
        case resolve(_ModelRecord, [String: any PersistentModel])
        /// Remove references to the model with this identity.
        case nullify(ObjectIdentifier)
        /// Collect the models referred to into `related`.
        case collect
    }
    let mode: Mode
    var record: _ModelRecord
    var related: [any PersistentModel] = []
    var failure: Error?

    init(_ mode: Mode, id: String = "") {
        self.mode = mode
        record = _ModelRecord(id: id)
    }

    /// A value property.
    public func visit<T: Codable>(_ value: inout T, _ key: String) {
        guard case .encode = mode else { return }
        do { record.values[key] = try _JSONValue(encoding: value) } catch { failure = failure ?? error }
    }

    /// A `let` property: written when encoding (it is set from the record when loading).
    public func visitConstant<T: Codable>(_ value: T, _ key: String) {
        var copy = value
        visit(&copy, key)
    }

    /// A `let` reference to another model: written, collected; never changed.
    public func visitConstant<T: PersistentModel>(_ value: T, _ key: String) {
        var copy = value
        visit(&copy, key)
    }

    /// A to-one relationship.
    public func visit<T: PersistentModel>(_ value: inout T?, _ key: String) {
        switch mode {
        case .encode: record.values[key] = value.map { .string($0.persistentModelID.uuid.uuidString) } ?? .null
        case .resolve(let r, let models):
            if case .string(let id)? = r.values[key] { value = models[id] as? T }
        case .nullify(let target): if let v = value, ObjectIdentifier(v) == target { value = nil }
        case .collect: if let v = value { related.append(v) }
        }
    }

    /// A to-one relationship that is not optional: stored, and kept as it is.
    public func visit<T: PersistentModel>(_ value: inout T, _ key: String) {
        switch mode {
        case .encode: record.values[key] = .string(value.persistentModelID.uuid.uuidString)
        case .collect: related.append(value)
        case .resolve, .nullify: break
        }
    }

    /// A to-many relationship.
    public func visit<T: PersistentModel>(_ value: inout [T], _ key: String) {
        switch mode {
        case .encode: record.values[key] = .array(value.map { .string($0.persistentModelID.uuid.uuidString) })
        case .resolve(let r, let models):
            if case .array(let ids)? = r.values[key] {
                value = ids.compactMap { if case .string(let id) = $0 { models[id] as? T } else { nil } }
            }
        case .nullify(let target): value.removeAll { ObjectIdentifier($0) == target }
        case .collect: related.append(contentsOf: value.map { $0 as any PersistentModel })
        }
    }

    /// An optional to-many relationship.
    public func visit<T: PersistentModel>(_ value: inout [T]?, _ key: String) {
        if case .resolve(let r, _) = mode, r.values[key] == nil || r.values[key] == .null { return }
        if case .encode = mode, value == nil { record.values[key] = .null; return }
        var list = value ?? []
        visit(&list, key)
        if case .encode = mode { return }
        if value != nil || !list.isEmpty { value = list }
    }

    // Models that are also Codable are stored as relationships, not as values.
    public func visit<T: PersistentModel & Codable>(_ value: inout T?, _ key: String) {
        visitModel(&value, key)
    }
    public func visit<T: PersistentModel & Codable>(_ value: inout T, _ key: String) {
        visitModel(&value, key)
    }
    public func visit<T: PersistentModel & Codable>(_ value: inout [T], _ key: String) {
        visitModels(&value, key)
    }
    public func visit<T: PersistentModel & Codable>(_ value: inout [T]?, _ key: String) {
        visitModels(&value, key)
    }
    private func visitModel<T: PersistentModel>(_ value: inout T?, _ key: String) { visit(&value, key) }
    private func visitModel<T: PersistentModel>(_ value: inout T, _ key: String) { visit(&value, key) }
    private func visitModels<T: PersistentModel>(_ value: inout [T], _ key: String) { visit(&value, key) }
    private func visitModels<T: PersistentModel>(_ value: inout [T]?, _ key: String) { visit(&value, key) }
}
