// Transferable: how representations flatten to content types, and how a dragged value
// becomes the type a destination asks for.
import Foundation
import Testing
import UniformTypeIdentifiers
@testable import TrellisUI

struct TransferNote: Codable, Equatable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

struct Caption: Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { $0.text }, importing: { Caption(text: $0) })
    }
}

/// `value` moved through the representations `T` would drop it as.
@MainActor
func transferred<S: Transferable, T: Transferable>(_ value: S, as: T.Type) async throws -> T? {
    guard let (exporter, importer) = T._match(_exporters(of: value)) else { return nil }
    return try await importer.make(try await exporter.export(())) as? T
}

extension TrellisUITests {
    @MainActor @Suite("Transferable") struct TransferableTests {
        @Test("representations flatten in order: a Codable note is JSON first, then its title as text")
        func order() {
            #expect(TransferNote._exportedContentTypes == [.json, .utf8PlainText])
            #expect(TransferNote._importedContentTypes == [.json])
            #expect(String._exportedContentTypes == [.utf8PlainText])
            #expect(String._importedContentTypes == [.utf8PlainText, .plainText])
            #expect(URL._exportedContentTypes == [.url] && Data._exportedContentTypes == [.data])
        }

        @Test("a value becomes the destination's type through the first matching content type")
        func conversions() async throws {
            #expect(try await transferred("hi", as: String.self) == "hi")
            #expect(try await transferred(TransferNote(title: "A"), as: TransferNote.self) == TransferNote(title: "A"))
            #expect(try await transferred(TransferNote(title: "A"), as: String.self) == "A", "its title, exported as UTF-8 text")
            #expect(try await transferred("cap", as: Caption.self)?.text == "cap")
            #expect(try await transferred("x", as: URL.self) == nil, "text is not a URL")
            #expect(try await transferred(URL(string: "https://example.com")!, as: Data.self) == Data("https://example.com".utf8))
        }
    }
}
