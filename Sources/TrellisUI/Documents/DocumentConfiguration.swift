// What a DocumentGroup's editor gets: the document (a binding to a value, or the object),
// its file, whether it may be edited — and the box that holds the document for its window
// and writes it.
import Foundation
import UniformTypeIdentifiers

/// What a `DocumentGroup`'s editor of a `FileDocument` gets.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; writing it changes the window's document (saved when it has a file).
    @Binding public var document: Document
    /// The document's file, nil until a new document is first saved.
    public var fileURL: URL?
    /// False in a viewing group (`DocumentGroup(viewing:viewer:)`): changes are not saved.
    public var isEditable: Bool
}

/// What a `DocumentGroup`'s editor of a `ReferenceFileDocument` gets.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document object; its changes (`objectWillChange`) mark it for saving.
    @ObservedObject public var document: Document
    /// The document's file, nil until a new document is first saved.
    public var fileURL: URL?
    /// False in a viewing group: changes are not saved.
    public var isEditable: Bool
}

/// A document window's document, as its window presents it (`_SceneWindow.presented`).
@MainActor
protocol _AnyDocumentBox: AnyObject, Hashable {
    var fileURL: URL? { get }
    /// The window's title: the file's name, "Untitled" for a new document.
    var title: String { get }
}

/// Holds one open document for its window: the document, its file and type, and how it is
/// written. Equal only to itself (a window presents one box).
@MainActor
final class _DocumentBox<Document>: ObservableObject, _AnyDocumentBox {
    @Published var document: Document
    @Published private(set) var fileURL: URL?
    private(set) var contentType: UTType
    let isEditable: Bool
    private let write: (Document, UTType, FileWrapper?) throws -> FileWrapper
    private var saveScheduled = false
    /// Saves so far (tests read it through the file).
    private(set) var saves = 0

    init(document: Document, fileURL: URL?, contentType: UTType, isEditable: Bool,
         write: @escaping (Document, UTType, FileWrapper?) throws -> FileWrapper) {
        self.document = document
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
        self.write = write
    }

    var title: String { fileURL?.lastPathComponent ?? "Untitled" }

    nonisolated static func == (a: _DocumentBox, b: _DocumentBox) -> Bool { a === b }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The document changed: a document with a file is saved at the end of this main-queue
    /// turn (once, however many changes the turn made).
    func changed() {
        guard isEditable, fileURL != nil, !saveScheduled else { return }
        saveScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.saveScheduled = false
                _ = self.save()
            }
        }
    }

    /// Writes the document to its file; false (with the reason logged) when it has none or
    /// the write failed.
    @discardableResult
    func save() -> Bool {
        guard isEditable, let url = fileURL else { return false }
        return saved(as: url, _export(url) { try write(document, contentType, $0) })
    }

    /// The save dialog wrote the document to `result`'s URL: it is the document's file now.
    @discardableResult
    func saved(as url: URL, _ result: Result<URL, any Error>) -> Bool {
        switch result {
        case .success(let written):
            fileURL = written
            saves += 1
            return true
        case .failure(let error):
            TrellisLog.emit("DocumentGroup: cannot save \(url.lastPathComponent): \(error)")
            return false
        }
    }
}

/// The editor of a value document, with the Save command.
struct _FileDocumentEditorHost<Document: FileDocument, Content: View>: View {
    @ObservedObject var box: _DocumentBox<Document>
    let editor: (FileDocumentConfiguration<Document>) -> Content
    @State private var choosingFile = false

    var body: some View {
        let box = self.box
        let binding = Binding(get: { box.document }, set: { box.document = $0; box.changed() })
        return editor(FileDocumentConfiguration(document: binding, fileURL: box.fileURL, isEditable: box.isEditable))
            .background(alignment: .topLeading) { _SaveCommandHost { if !box.save() && box.isEditable { choosingFile = true } } }
            .fileExporter(isPresented: $choosingFile, document: box.document, contentType: box.contentType,
                          defaultFilename: box.title) { result in
                if case .success(let url) = result { box.saved(as: url, result) } else { _ = box.saved(as: URL(fileURLWithPath: box.title), result) }
            }
    }
}

/// The editor of a reference document, with the Save command; the document is the
/// editor's environment object too, as in SwiftUI.
struct _ReferenceDocumentEditorHost<Document: ReferenceFileDocument, Content: View>: View {
    @ObservedObject var box: _DocumentBox<Document>
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content
    @State private var choosingFile = false

    var body: some View {
        let box = self.box
        return editor(ReferenceFileDocumentConfiguration(document: box.document, fileURL: box.fileURL, isEditable: box.isEditable))
            .environmentObject(box.document)
            .onReceive(box.document.objectWillChange) { _ in box.changed() }
            .background(alignment: .topLeading) { _SaveCommandHost { if !box.save() && box.isEditable { choosingFile = true } } }
            .fileExporter(isPresented: $choosingFile, document: box.document, contentType: box.contentType,
                          defaultFilename: box.title) { result in
                if case .success(let url) = result { box.saved(as: url, result) } else { _ = box.saved(as: URL(fileURLWithPath: box.title), result) }
            }
    }
}

/// The document window's Save command: Control-S while a view of the window has focus.
private struct _SaveCommandHost: View {
    let save: () -> Void
    var body: some View {
        _CommandsKeyHost(items: _commandItems(CommandGroup(replacing: .saveItem) {
            Button("Save", action: save).keyboardShortcut("s")
        }))
    }
}
