// A DocumentGroup window's content: the editor of its document, or — in the launch
// window — the launcher with New Document and Open….
import Foundation
import UniformTypeIdentifiers

/// A document window's content: the editor of the document its window presents, or —
/// in the launch window, which presents none — the launcher.
struct _DocumentWindowContent<Box: _AnyDocumentBox>: View {
    let types: [UTType]
    let create: (@MainActor () -> any _AnyDocumentBox)?
    let read: @MainActor (URL) throws -> (any _AnyDocumentBox)?
    let editor: (Box) -> AnyView
    @Environment(\._sceneWindow) private var window

    var body: some View {
        if let box = window?.presented?.base as? Box {
            editor(box)
        } else {
            _DocumentLauncher(types: types, create: create, read: read)
        }
    }
}

/// The launch window of a document-based app: New Document, Open… (the file dialog), and
/// the reason the last open failed.
struct _DocumentLauncher: View {
    let types: [UTType]
    let create: (@MainActor () -> any _AnyDocumentBox)?
    let read: @MainActor (URL) throws -> (any _AnyDocumentBox)?
    @Environment(\._sceneWindow) private var window
    @State private var importing = false
    @State private var failure: String?

    var body: some View {
        VStack(spacing: 12) {
            if let create {
                Button("New Document") { show(create()) }
            }
            Button("Open…") { importing = true }
            if let failure { Text(failure) }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: types) { result in
            do {
                let url = try result.get()
                guard let box = try read(url) else {
                    failure = "\(url.lastPathComponent) is not a document this app reads"
                    return
                }
                show(box)
            } catch {
                failure = "Cannot open the document: \(error)"
            }
        }
    }

    /// Opens `box` in a window of this group and closes the launch window.
    private func show(_ box: any _AnyDocumentBox) {
        guard let window, let windows = window.windows else {
            TrellisLog.emit("DocumentGroup: not in an app's window; no document window opened")
            return
        }
        windows.openDocument(box, sceneKey: window.sceneKey)
        windows.dismiss(window)
    }
}
