// fileImporter and fileExporter present Trellis's file dialog (a sheet of its own views):
// folders open, files the dialog does not accept cannot be chosen, Open reports the choice
// after the binding is cleared, Cancel reports nothing (or onCancellation), Save writes the
// document.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
import UniformTypeIdentifiers
@testable import TrellisUI

/// A temporary folder with `notes.txt`, `photo.png`, `readme` (no extension) and `Sub/inner.txt`.
func makeFileDialogFolder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-filedialog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
    try Data("hello".utf8).write(to: root.appendingPathComponent("notes.txt"))
    try Data([0x89, 0x50]).write(to: root.appendingPathComponent("photo.png"))
    try Data("x".utf8).write(to: root.appendingPathComponent("readme"))
    try Data("inner".utf8).write(to: root.appendingPathComponent("Sub/inner.txt"))
    try Data("h".utf8).write(to: root.appendingPathComponent(".hidden.txt"))
    return root
}

struct ImporterApp: View {
    let start: URL
    var multiple = false
    @State private var shown = false
    @State private var result = "none"
    var body: some View {
        VStack {
            Button("Import") { shown = true }
            Text("result \(result)")
        }
        .modifier(Importer(shown: $shown, result: $result, multiple: multiple))
        .fileDialogDefaultDirectory(start)
    }

    struct Importer: ViewModifier {
        @Binding var shown: Bool
        @Binding var result: String
        let multiple: Bool
        func body(content: Content) -> some View {
            if multiple {
                content.fileImporter(isPresented: $shown, allowedContentTypes: [.plainText], allowsMultipleSelection: true,
                                     onCompletion: { r in
                    result = (try? r.get().map(\.lastPathComponent).joined(separator: "+")) ?? "error"
                }, onCancellation: { result = "cancelled" })
            } else {
                content.fileImporter(isPresented: $shown, allowedContentTypes: [.plainText]) { r in
                    switch r {
                    case .success(let url): result = "\(url.lastPathComponent) shown \(shown)"
                    case .failure(let error): result = "error \(error)"
                    }
                }
            }
        }
    }
}

struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct ExporterApp: View {
    let start: URL
    @State private var shown = false
    @State private var result = "none"
    var body: some View {
        VStack {
            Button("Export") { shown = true }
            Text("result \(result)")
        }
        .fileExporter(isPresented: $shown, document: NoteDocument(text: "saved text"), contentType: .plainText,
                      defaultFilename: "My Note", onCompletion: { r in
            switch r {
            case .success(let url): result = url.lastPathComponent
            case .failure(let error): result = "error \(error)"
            }
        }, onCancellation: { result = "cancelled" })
        .fileDialogDefaultDirectory(start)
        .fileDialogConfirmationLabel("Keep")
    }
}

extension TrellisUITests {
    @MainActor @Suite("File dialogs (fileImporter, fileExporter)") struct FileDialogs {
        @Test("the importer lists the folder (folders first, hidden files left out), opens a subfolder and returns the chosen file after clearing the binding")
        func importOne() throws {
            let root = try makeFileDialogFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let h = Harness(ImporterApp(start: root))
            h.tap("Import")
            let texts = h.texts
            #expect(texts.contains("Choose a File"))
            let listed = texts.filter { ["Sub", "notes.txt", "photo.png", "readme", ".hidden.txt"].contains($0) }
            #expect(listed == ["Sub", "notes.txt", "photo.png", "readme"], "\(texts)")
            // A PNG is not plain text: its row is disabled, so tapping it selects nothing
            // and Open (disabled without a selection) does nothing.
            _ = h.connection.tap(text: "photo.png")
            h.settle()
            _ = h.connection.tap(text: "Open")
            h.settle()
            #expect(h.texts.contains("result none") && h.texts.contains("Choose a File"))
            h.tap("Sub")
            #expect(h.texts.contains("inner.txt") && !h.texts.contains("notes.txt"))
            h.tap("Enclosing Folder")
            #expect(h.texts.contains("notes.txt"))
            h.tap("notes.txt")
            h.tap("Open")
            #expect(!h.texts.contains("Choose a File"), "the dialog closed")
            #expect(h.texts.contains("result notes.txt shown false"), "\(h.texts)")
        }

        @Test("a dialog with a customization ID opens where one with that ID was last confirmed; another ID starts at the default")
        func customizationIDRemembersTheFolder() throws {
            let root = try makeFileDialogFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let h = Harness(VStack {
                ImporterApp(start: root).fileDialogCustomizationID("notes")
                ImporterApp(start: root).fileDialogCustomizationID("other")
            })
            _ = h.connection.tap(text: "Import")
            h.settle()
            h.tap("Sub")
            h.tap("inner.txt")
            h.tap("Open")
            #expect(h.texts.contains("result inner.txt shown false"), "\(h.texts)")
            _ = h.connection.tap(text: "Import")
            h.settle()
            #expect(h.texts.contains("inner.txt") && !h.texts.contains("notes.txt"), "opens in Sub again: \(h.texts)")
            h.tap("Cancel")
            #expect(FileDialogMemory.directory(for: "other") == nil)
            #expect(FileDialogMemory.directory(for: "notes")?.lastPathComponent == "Sub")
        }

        @Test("Cancel closes the importer without calling onCompletion")
        func cancelImport() throws {
            let root = try makeFileDialogFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let h = Harness(ImporterApp(start: root))
            h.tap("Import")
            h.tap("Cancel")
            #expect(!h.texts.contains("Choose a File"))
            #expect(h.texts.contains("result none"))
        }

        @Test("a multiple selection toggles files and returns them in the order chosen; Cancel calls onCancellation")
        func importSeveral() throws {
            let root = try makeFileDialogFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let h = Harness(ImporterApp(start: root, multiple: true))
            h.tap("Import")
            #expect(h.texts.contains("Choose Files"))
            h.tap("Sub")
            h.tap("inner.txt")
            h.tap("Enclosing Folder")   // leaving a folder clears the selection
            h.tap("notes.txt")
            h.tap("Open")
            #expect(h.texts.contains("result notes.txt"), "\(h.texts)")
            h.tap("Import")
            h.tap("Cancel")
            #expect(h.texts.contains("result cancelled"))
        }

        @Test("the exporter writes the document under the default name with the type's extension and reports the URL")
        func export() throws {
            let root = try makeFileDialogFolder()
            defer { try? FileManager.default.removeItem(at: root) }
            let h = Harness(ExporterApp(start: root))
            h.tap("Export")
            #expect(h.texts.contains("Save As"))
            h.tap("Keep")
            #expect(h.texts.contains("result My Note.txt"), "\(h.texts)")
            let written = try String(contentsOf: root.appendingPathComponent("My Note.txt"), encoding: .utf8)
            #expect(written == "saved text")
            h.tap("Export")
            h.tap("Cancel")
            #expect(h.texts.contains("result cancelled"))
        }
    }
}

struct MoverApp: View {
    let start: URL
    let file: URL
    @State private var shown = false
    @State private var result = "none"
    var body: some View {
        VStack {
            Button("Relocate") { shown = true }
            Text("result \(result)")
        }
        .fileMover(isPresented: $shown, file: file) { r in
            switch r {
            case .success(let url): result = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            case .failure(let error): result = "error \(error)"
            }
        }
        .fileDialogDefaultDirectory(start)
    }
}

struct OptionsApp: View {
    let start: URL
    @State private var shown = false
    var body: some View {
        Button("Import") { shown = true }
            .fileImporter(isPresented: $shown, allowedContentTypes: [.plainText]) { _ in }
            .fileDialogDefaultDirectory(start)
            .fileDialogBrowserOptions(.includeHiddenFiles)
            .fileDialogURLEnabled(#Predicate<URL> { $0.lastPathComponent != "notes.txt" })
            .fileDialogMessage("Pick a text file")
    }
}

extension TrellisUITests.FileDialogs {
    @Test("the mover opens a folder to move into; Move moves the file there and reports its new URL")
    func move() throws {
        let root = try makeFileDialogFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let h = Harness(MoverApp(start: root, file: root.appendingPathComponent("notes.txt")))
        h.tap("Relocate")
        #expect(h.texts.contains("Move To"))
        h.tap("Sub")
        h.tap("Move")
        #expect(h.texts.contains("result Sub/notes.txt"), "\(h.texts)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sub/notes.txt").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("notes.txt").path))
    }

    @Test("browser options list hidden files; a URL predicate disables the files it rejects; the message shows")
    func options() throws {
        let root = try makeFileDialogFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let h = Harness(OptionsApp(start: root))
        h.tap("Import")
        #expect(h.texts.contains(".hidden.txt") && h.texts.contains("Pick a text file"))
        // notes.txt is plain text but the predicate rejects it: tapping it selects nothing.
        _ = h.connection.tap(text: "notes.txt")
        h.settle()
        _ = h.connection.tap(text: "Open")
        h.settle()
        #expect(h.texts.contains("Choose a File"), "still open: nothing was chosen")
        h.tap(".hidden.txt")
        h.tap("Open")
        #expect(!h.texts.contains("Choose a File"))
    }
}
