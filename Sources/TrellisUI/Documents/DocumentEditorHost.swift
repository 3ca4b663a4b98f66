// A document window's editor: the app's editor view given the document's configuration,
// with the Save command (Control-S) and the save dialog for a document without a file.
import Foundation
import UniformTypeIdentifiers

/// The editor of a value document, with the Save command.
struct _FileDocumentEditorHost<Document: FileDocument, Content: View>: View {
    @ObservedObject var box: _DocumentBox<Document>
    let editor: (FileDocumentConfiguration<Document>) -> Content
    @State private var choosingFile = false

    var body: some View {
        let box = self.box
        let binding = Binding(get: { box.document }, set: { box.document = $0; box.changed() })
        return editor(FileDocumentConfiguration(document: binding, fileURL: box.fileURL, isEditable: box.isEditable))
            .environment(\.documentConfiguration, DocumentConfiguration(fileURL: box.fileURL, isEditable: box.isEditable))
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
            .environment(\.documentConfiguration, DocumentConfiguration(fileURL: box.fileURL, isEditable: box.isEditable))
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
