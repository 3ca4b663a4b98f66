// The primitive transfer representations: bytes of a content type, a Codable value
// encoded as JSON, and a value transferred as another Transferable type (its proxy).
import Foundation
import UniformTypeIdentifiers

/// A value transferred as bytes of `contentType`, converted by the app's closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exports and imports values as `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType; self.exporting = exporting; self.importing = importing
    }
    /// Only exports values as `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = exportedContentType; self.exporting = exporting; self.importing = nil
    }
    /// Only imports values from `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = importedContentType; self.exporting = nil; self.importing = importing
    }

    public typealias Body = Never

    public var _primitivePlan: _TransferPlan {
        let type = contentType
        return _TransferPlan(
            exporting.map { e in [_TransferExporter(contentType: type) { try await e($0 as! Item) }] } ?? [],
            importing.map { i in [_TransferImporter(contentType: type) { try await i($0) }] } ?? [])
    }
}

/// A `Codable` value transferred as JSON of `contentType` (the type should conform to
/// `public.json` or `public.data`, as the app declares it).
///
/// Trellis offers the JSON coders only (Apple's takes any Combine top-level coders).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation,
    _PrimitiveTransferRepresentation, @unchecked Sendable {
    let contentType: UTType
    // The coders are used from one transfer at a time, as Foundation's coders allow.
    let encode: (Item) throws -> Data
    let decode: (Data) throws -> Item

    /// Encodes with a default `JSONEncoder`, decodes with a default `JSONDecoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
    /// Encodes with `encoder` and decodes with `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
        encode = { try encoder.encode($0) }
        decode = { try decoder.decode(Item.self, from: $0) }
    }
    public typealias Body = Never

    public var _primitivePlan: _TransferPlan {
        let encode = self.encode, decode = self.decode
        return _TransferPlan([_TransferExporter(contentType: contentType) { try encode($0 as! Item) }],
                             [_TransferImporter(contentType: contentType) { try decode($0) }])
    }
}

/// A value transferred as another Transferable value (a `Note` as its `String` text, say):
/// every representation of the proxy's type, converted by the app's closures.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    _PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting; self.importing = nil
    }
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting; self.importing = importing
    }
    public typealias Body = Never

    public var _primitivePlan: _TransferPlan {
        let proxy = ProxyRepresentation._plan
        let exporters = exporting.map { e in
            proxy.exporters.map { pe in _TransferExporter(contentType: pe.contentType) { try await pe.export(try e($0 as! Item)) } }
        } ?? []
        let importers = importing.map { i in
            proxy.importers.map { pi in _TransferImporter(contentType: pi.contentType) { try i(try await pi.make($0) as! ProxyRepresentation) } }
        } ?? []
        return _TransferPlan(exporters, importers)
    }
}

// MARK: - Foundation's types

extension String: Transferable {
    /// UTF-8 plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<String>(contentType: .utf8PlainText, exporting: { Data($0.utf8) },
                                   importing: { String(decoding: $0, as: UTF8.self) })
        DataRepresentation<String>(importedContentType: .plainText, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// Bytes of `public.data`: any data.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Data>(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

/// A URL that does not parse from the transferred text.
public struct _TransferredURLError: Error {}

extension URL: Transferable {
    /// A file URL as `public.file-url`, any URL as `public.url` (its string, UTF-8).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<URL>(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw _TransferredURLError() }
            return url
        })
    }
}
