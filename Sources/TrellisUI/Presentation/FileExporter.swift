// fileExporter: lets the user choose where to save a document, then writes it there.
import Foundation
import UniformTypeIdentifiers

/// Where a document goes: `name` in `folder`, given the type's extension when it has none.
func _exportURL(_ chosen: URL, contentType: UTType) -> URL {
    guard chosen.pathExtension.isEmpty, let ext = contentType.preferredFilenameExtension else { return chosen }
    return chosen.appendingPathExtension(ext)
}

/// Writes `wrapper` at `url`; returns the URL or the error.
func _export(_ url: URL, _ makeWrapper: (FileWrapper?) throws -> FileWrapper) -> Result<URL, any Error> {
    Result(catching: {
        let existing = FileManager.default.fileExists(atPath: url.path) ? try? FileWrapper(url: url) : nil
        let wrapper = try makeWrapper(existing)
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        return url
    })
}

extension View {
    /// Presents a file dialog while `isPresented` is true (and `document` is not nil) for
    /// choosing a folder and a name, then writes `document` there as `contentType`.
    ///
    /// The name starts as `defaultFilename` ("Untitled" when nil) and gets the type's
    /// preferred extension when it has none. After the write, `isPresented` is set to false
    /// and `onCompletion` receives the file's URL or the error that stopped the write; a
    /// cancelled dialog calls `onCancellation`. A file with the same name is replaced without
    /// a question (SwiftUI's system dialog asks first; PlatformDifferences.md).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        documentExporter(isPresented: isPresented, hasDocument: document != nil, contentType: contentType,
                         defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation) { existing in
            guard let document else { throw CocoaError(.fileWriteUnknown) }
            return try document.fileWrapper(configuration: .init(contentType: contentType, existingFile: existing))
        }
    }

    /// The same for a reference document: its snapshot is taken when the user confirms,
    /// then written.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void = {}) -> some View {
        documentExporter(isPresented: isPresented, hasDocument: document != nil, contentType: contentType,
                         defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: onCancellation) { existing in
            guard let document else { throw CocoaError(.fileWriteUnknown) }
            let snapshot = try document.snapshot(contentType: contentType)
            return try document.fileWrapper(snapshot: snapshot, configuration: .init(contentType: contentType, existingFile: existing))
        }
    }

    /// The save dialog of both document exporters: shown while `isPresented` and a document
    /// is there; on confirmation `write` makes the file wrapper (given the file being
    /// replaced, if any) and it is written to the chosen URL.
    private func documentExporter(isPresented: Binding<Bool>, hasDocument: Bool, contentType: UTType,
                                  defaultFilename: String?,
                                  onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                  onCancellation: @escaping () -> Void,
                                  write: @escaping (FileWrapper?) throws -> FileWrapper) -> some View {
        let name = _exportURL(URL(fileURLWithPath: defaultFilename ?? "Untitled"), contentType: contentType).lastPathComponent
        let shown = Binding(get: { isPresented.wrappedValue && hasDocument },
                            set: { isPresented.wrappedValue = $0 })
        return modifier(_FileDialogModifier(isPresented: shown, mode: .save(contentType: contentType, filename: name),
                                            onChoose: { urls in
            guard hasDocument else { return }
            onCompletion(_export(_exportURL(urls[0], contentType: contentType), write))
        }, onCancellation: onCancellation))
    }

    /// Presents a file dialog while `isPresented` is true (and `item` is not nil) for
    /// choosing where to save `item`, then writes it as data of its first representation
    /// whose type conforms to one of `contentTypes` (any of its representations when
    /// empty); the name gets that type's extension (or that of the type in `contentTypes` it
    /// conforms to) when it has none.
    ///
    /// The representation's export is asynchronous: `onCompletion` runs once the data is
    /// written (after `isPresented` was set to false), with the file's URL or the error.
    /// When none of the item's representations fits `contentTypes`, no dialog is shown.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        let exporter = item.map(_exporters(of:))?.first { e in contentTypes.isEmpty || contentTypes.contains { e.contentType.conforms(to: $0) } }
        let contentType = exporter?.contentType ?? .data
        // The file is named for the representation's type, or for the type asked for that it
        // conforms to when it has no extension of its own (UTF-8 text is named as plain text).
        let naming = contentType.preferredFilenameExtension != nil ? contentType
            : contentTypes.first { contentType.conforms(to: $0) && $0.preferredFilenameExtension != nil } ?? contentType
        // Without a name from the call, the representation's `suggestedFileName`.
        let suggested = defaultFilename ?? exporter?.fileName?(()) ?? "Untitled"
        let name = _exportURL(URL(fileURLWithPath: suggested), contentType: naming).lastPathComponent
        let shown = Binding(get: { isPresented.wrappedValue && item != nil && exporter != nil },
                            set: { isPresented.wrappedValue = $0 })
        return modifier(_FileDialogModifier(isPresented: shown, mode: .save(contentType: contentType, filename: name),
                                            onChoose: { urls in
            guard let item, let exporter else { return }
            let url = _exportURL(urls[0], contentType: naming)
            Task { @MainActor in
                do {
                    let data = try await exporter.export(item)
                    try data.write(to: url, options: .atomic)
                    onCompletion(.success(url))
                } catch {
                    onCompletion(.failure(error))
                }
            }
        }, onCancellation: onCancellation))
    }
}
