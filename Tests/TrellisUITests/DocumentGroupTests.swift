// Issue 35 (Real apps III): DocumentGroup's reading and writing, without windows — which
// group reads a file, what its window's document box holds, that a viewer never writes
// and a reference document is written from its snapshot.
import Foundation
import Testing
import UniformTypeIdentifiers
@testable import TrellisUI

private struct ValueNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private final class ReferenceNote: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func snapshot(contentType: UTType) throws -> String { text }
    func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.utf8))
    }
}

@MainActor
@Suite("DocumentGroup reading and writing (issue 35)")
struct DocumentGroupTests {
    private func file(_ name: String, _ text: String) throws -> URL {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trl-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("A viewing group reads the document but never writes it; another type is not its document")
    func viewerNeverWrites() throws {
        let url = try file("seen.txt", "as on disk")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let entry = try #require(_sceneEntries(of: DocumentGroup(viewing: ValueNote.self) { Text($0.document.text) }).first)
        let box = try #require(try entry.openDocument?(url) as? _DocumentBox<ValueNote>)
        #expect(box.document.text == "as on disk" && !box.isEditable && box.title == "seen.txt")
        box.document.text = "changed"
        #expect(!box.save())
        #expect(try String(contentsOf: url, encoding: .utf8) == "as on disk")
        let image = try file("photo.png", "not text")
        defer { try? FileManager.default.removeItem(at: image.deletingLastPathComponent()) }
        #expect(try entry.openDocument?(image) == nil)
    }

    @Test("An editing group writes a value document through fileWrapper(configuration:) to its file")
    func valueDocumentSaves() throws {
        let url = try file("note.txt", "v1")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let entry = try #require(_sceneEntries(of: DocumentGroup(newDocument: ValueNote()) { Text($0.document.text) }).first)
        let box = try #require(try entry.openDocument?(url) as? _DocumentBox<ValueNote>)
        #expect(box.isEditable && box.contentType == .plainText)
        box.document.text = "v2"
        #expect(box.save())
        #expect(try String(contentsOf: url, encoding: .utf8) == "v2")
    }

    @Test("A reference document is written from its snapshot")
    func referenceDocumentSaves() throws {
        let url = try file("ref.txt", "first")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let entry = try #require(_sceneEntries(of: DocumentGroup(newDocument: { ReferenceNote() }) { Text($0.document.text) }).first)
        let box = try #require(try entry.openDocument?(url) as? _DocumentBox<ReferenceNote>)
        #expect(box.document.text == "first")
        box.document.text = "second"
        #expect(box.save())
        #expect(try String(contentsOf: url, encoding: .utf8) == "second")
    }
}
