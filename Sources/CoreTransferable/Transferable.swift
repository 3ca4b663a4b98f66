// Transferable: a type that says how it becomes data of some content types and how it is
// made from such data — what drag and drop (and file export) move between views.
import Foundation
import UniformTypeIdentifiers

/// A type whose values can be dragged, dropped and exported as data of one or more
/// content types, described by ``transferRepresentation``.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    /// How values of this type are exported and imported, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a ``Transferable`` type converts to and from data: a primitive representation
/// (``DataRepresentation``, ``CodableRepresentation``, ``ProxyRepresentation``) or one
/// composed of others in ``body``.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = Never
}

extension TransferRepresentation where Body == Never {
    /// Primitive representations have no body: their plan is their own.
    public var body: Never { fatalError("\(Self.self) is a primitive representation") }
}

/// Builds a type's representations from a list, the first preferred.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ r: R) -> R where R.Item == Item { r }
    public static func buildBlock<R: TransferRepresentation>(_ r: R) -> R where R.Item == Item { r }
    public static func buildBlock<each R: TransferRepresentation>(_ r: repeat each R) -> _TransferRepresentationList<Item> {
        var plans: [_TransferPlan] = []
        repeat plans.append((each r)._plan)
        return _TransferRepresentationList(plans: plans)
    }
}

/// Several representations in order (what the builder makes of a list).
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    let plans: [_TransferPlan]
    public typealias Body = Never
    public var _primitivePlan: _TransferPlan { _TransferPlan(plans.flatMap(\.exporters), plans.flatMap(\.importers)) }
}

// MARK: - The plan every representation flattens to

/// One content type a value can be exported as, with the export (the value arrives as Any).
public struct _TransferExporter: @unchecked Sendable {
    public let contentType: UTType
    public let export: (Any) async throws -> Data
    /// The file name a receiver writing the value to disk should use
    /// (`suggestedFileName`), or nil.
    public var fileName: ((Any) -> String?)?
    /// Whether a value may be exported this way (`exportingCondition`); nil: always.
    public var condition: ((Any) -> Bool)?
    public init(contentType: UTType, export: @escaping (Any) async throws -> Data) {
        self.contentType = contentType
        self.export = export
    }

    /// Whether `value` may be exported this way.
    public func canExport(_ value: Any) -> Bool { condition?(value) ?? true }
}

/// One content type a value can be imported from.
public struct _TransferImporter: @unchecked Sendable {
    public let contentType: UTType
    public let make: (Data) async throws -> Any
    public init(contentType: UTType, make: @escaping (Data) async throws -> Any) {
        self.contentType = contentType
        self.make = make
    }
}

/// A representation flattened: its exporters and importers in order of preference.
public struct _TransferPlan: @unchecked Sendable {
    public var exporters: [_TransferExporter]
    public var importers: [_TransferImporter]
    public init(_ exporters: [_TransferExporter], _ importers: [_TransferImporter]) {
        self.exporters = exporters
        self.importers = importers
    }
}

/// A representation that knows its plan without a body.
public protocol _PrimitiveTransferRepresentation {
    var _primitivePlan: _TransferPlan { get }
}

extension TransferRepresentation {
    public var _plan: _TransferPlan {
        if let p = self as? _PrimitiveTransferRepresentation { return p._primitivePlan }
        return body._plan
    }
}

extension Transferable {
    public static var _plan: _TransferPlan { transferRepresentation._plan }

    /// The content types this type's values can be exported as, preferred first.
    public static var _exportedContentTypes: [UTType] { _plan.exporters.map(\.contentType) }
    /// The content types this type can be imported from, preferred first.
    public static var _importedContentTypes: [UTType] { _plan.importers.map(\.contentType) }

    /// How a value exported by `exporters` becomes one of this type: the first of this
    /// type's importers that one of the exporters' types conforms to, and that exporter.
    public static func _match(_ exporters: [_TransferExporter]) -> (_TransferExporter, _TransferImporter)? {
        for importer in _plan.importers {
            if let exporter = exporters.first(where: { $0.contentType.conforms(to: importer.contentType) }) {
                return (exporter, importer)
            }
        }
        return nil
    }
}
