// The box that holds an open document for its window: the document, its file and type,
// and how it is written (saved on change, on Control-S, or through the save dialog).
import Foundation
import UniformTypeIdentifiers

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
