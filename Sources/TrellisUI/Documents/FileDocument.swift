// FileDocument and ReferenceFileDocument: a document's type says which content types it
// reads and writes and turns itself into a FileWrapper and back. `fileExporter` writes one.
import Foundation
import UniformTypeIdentifiers

/// A document that is a value: read from a file wrapper, written to one.
///
/// A `DocumentGroup` reads and writes documents of the type in its windows;
/// ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// writes one anywhere.
public protocol FileDocument {
    /// The types this document can read; the first is the preferred one.
    static var readableContentTypes: [UTType] { get }
    /// The types this document can write; by default the readable ones.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The file wrapper that holds the document in `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads itself from: the file's type and its contents.
public struct FileDocumentReadConfiguration {
    /// The type of the file being read.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes itself for: the type asked for and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, or nil for a new file.
    public let existingFile: FileWrapper?

    init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A document that is a reference type (an `ObservableObject` the app edits in place),
/// written from a snapshot taken on the main actor.
public protocol ReferenceFileDocument: ObservableObject {
    /// The value that holds the document's state at one moment.
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    /// The document's state now, to be written by ``fileWrapper(snapshot:configuration:)``.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file wrapper that holds `snapshot` in `configuration.contentType`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
