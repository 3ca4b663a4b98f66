// DocumentGroup: a document-based app's scene. Each open document is a window (a daemon
// session); a launch window offers New and Open, the file dialog chooses the file, and
// the document is written through its `fileWrapper` when saved.
import Foundation
import UniformTypeIdentifiers

/// A scene whose windows each edit (or view) one document of type `Document`.
///
/// At launch the app shows a launch window with "New Document" (editing groups only) and
/// "Open…", which presents Trellis's file dialog for the group's readable types; the chosen
/// document opens in a window of its own and the launch window closes, as a Mac's open
/// panel goes away. `_AppWindows.openDocument(at:)` (and so `App.main()` for file
/// arguments) opens a document directly. Each window's editor gets the document's
/// configuration: a binding to a `FileDocument` value (``FileDocumentConfiguration``) or
/// the `ReferenceFileDocument` object (``ReferenceFileDocumentConfiguration``), its file URL
/// and whether it is editable.
///
/// Saving: Control-S (the Save command) writes the document through
/// `fileWrapper(configuration:)` to its file, or first asks where with the save dialog
/// when it has none; a document with a file is also saved after each change (SwiftUI
/// autosaves). Not offered: the document browser of iOS, `DocumentGroupLaunchScene`,
/// undo, renaming a window after "Save As" (see PlatformDifferences).
public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("DocumentGroup is primitive") }
    let entry: _SceneEntry
}

extension DocumentGroup: _SceneEntriesProviding {
    var _sceneEntries: [_SceneEntry] { [entry] }
}

// MARK: value documents

extension DocumentGroup where Document: FileDocument {
    /// A group that creates documents with `newDocument` and edits them with `editor`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.init(entry: Self.entry(create: newDocument, editable: true, editor: editor))
    }

    /// A group that opens documents for viewing only: there is no New, and the viewer's
    /// configuration is not editable (nothing it changes is saved).
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.init(entry: Self.entry(create: nil, editable: false, editor: viewer))
    }

    @MainActor
    private static func entry(create: (() -> Document)?, editable: Bool,
                              editor: @escaping (FileDocumentConfiguration<Document>) -> Content) -> _SceneEntry {
        let types = Document.readableContentTypes
        let write = { (d: Document, type: UTType, existing: FileWrapper?) throws -> FileWrapper in
            try d.fileWrapper(configuration: .init(contentType: type, existingFile: existing))
        }
        let read = { (url: URL) throws -> (any _AnyDocumentBox)? in
            guard let type = _DocumentReading.type(of: url, among: types) else { return nil }
            let file = try FileWrapper(url: url)
            let document = try Document(configuration: .init(contentType: type, file: file))
            return _DocumentBox(document: document, fileURL: url,
                                contentType: _DocumentReading.writeType(type, writable: Document.writableContentTypes),
                                isEditable: editable, write: write)
        }
        let make = create.map { create in
            { @MainActor () -> any _AnyDocumentBox in
                _DocumentBox(document: create(), fileURL: nil,
                             contentType: Document.writableContentTypes.first ?? types.first ?? .data,
                             isEditable: true, write: write)
            }
        }
        let content = _DocumentWindowContent(types: types, create: make, read: read) { (box: _DocumentBox<Document>) in
            AnyView(_FileDocumentEditorHost(box: box, editor: editor))
        }
        return _SceneEntry(id: nil, title: nil, valueType: nil, parts: _WindowParts(content: content), openDocument: read)
    }
}

// MARK: reference documents

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group that creates reference documents with `newDocument` (a new object each
    /// call) and edits them with `editor`; the document is also the editor's environment
    /// object.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init(entry: Self.entry(create: newDocument, editable: true, editor: editor))
    }

    /// A group that opens reference documents for viewing only.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init(entry: Self.entry(create: nil, editable: false, editor: viewer))
    }

    @MainActor
    private static func entry(create: (() -> Document)?, editable: Bool,
                              editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) -> _SceneEntry {
        let types = Document.readableContentTypes
        let write = { (d: Document, type: UTType, existing: FileWrapper?) throws -> FileWrapper in
            let snapshot = try d.snapshot(contentType: type)
            return try d.fileWrapper(snapshot: snapshot, configuration: .init(contentType: type, existingFile: existing))
        }
        let read = { (url: URL) throws -> (any _AnyDocumentBox)? in
            guard let type = _DocumentReading.type(of: url, among: types) else { return nil }
            let file = try FileWrapper(url: url)
            let document = try Document(configuration: .init(contentType: type, file: file))
            return _DocumentBox(document: document, fileURL: url,
                                contentType: _DocumentReading.writeType(type, writable: Document.writableContentTypes),
                                isEditable: editable, write: write)
        }
        let make = create.map { create in
            { @MainActor () -> any _AnyDocumentBox in
                _DocumentBox(document: create(), fileURL: nil,
                             contentType: Document.writableContentTypes.first ?? types.first ?? .data,
                             isEditable: true, write: write)
            }
        }
        let content = _DocumentWindowContent(types: types, create: make, read: read) { (box: _DocumentBox<Document>) in
            AnyView(_ReferenceDocumentEditorHost(box: box, editor: editor))
        }
        return _SceneEntry(id: nil, title: nil, valueType: nil, parts: _WindowParts(content: content), openDocument: read)
    }
}

/// Which of a group's types a file is read as.
enum _DocumentReading {
    /// The first of `types` the file's type (from its extension) conforms to; a file
    /// without a known type is read as the group's first type.
    static func type(of url: URL, among types: [UTType]) -> UTType? {
        guard let fileType = UTType(filenameExtension: url.pathExtension) else { return types.first }
        return types.first { fileType.conforms(to: $0) }
    }

    /// The type a document read as `type` is saved as: the same when writable, else the
    /// first writable type.
    static func writeType(_ type: UTType, writable: [UTType]) -> UTType {
        writable.contains(type) ? type : (writable.first ?? type)
    }
}
