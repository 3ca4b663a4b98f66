// What a DocumentGroup's editor gets: the document (a binding to a value, or the object),
// its file, whether it may be edited.
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

/// The document of the window a view is in, as any view of its editor reads it from the
/// environment (`\.documentConfiguration`): its file and whether it may be edited.
public struct DocumentConfiguration: Sendable {
    /// The document's file; nil until a new document is first saved.
    public internal(set) var fileURL: URL?
    /// False in a viewing group (`DocumentGroup(viewing:viewer:)`).
    public internal(set) var isEditable: Bool
}

private struct DocumentConfigurationKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}

extension EnvironmentValues {
    /// The configuration of the document the view's window presents; nil outside a
    /// `DocumentGroup`'s editor.
    public internal(set) var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}
