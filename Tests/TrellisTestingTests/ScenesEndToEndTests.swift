// Issue 35 (Real apps III): an App with several windows on a real trellisd — each window a
// session of its own, opened by id and by value, closed one at a time, all sharing the
// App's state.
import Foundation
import UniformTypeIdentifiers
import Testing
import TrellisProtocol
import TrellisTestSupport
import TrellisTesting
import TrellisUI

@MainActor
private final class SharedTally: ObservableObject {
    @Published var taps = 0
    @Published var notesGone = 0
}

private struct ScenesApp: App {
    @StateObject private var tally = SharedTally()
    @State private var opened = 0

    var body: some Scene {
        WindowGroup("Main") {
            MainWindow(tally: tally, opened: $opened)
        }
        WindowGroup("Notes", id: "notes") {
            NotesWindow(tally: tally, opened: opened)
        }
        WindowGroup("Detail", for: Int.self) { $value in
            DetailWindow(value: $value, tally: tally)
        }
    }
}

private struct MainWindow: View {
    @ObservedObject var tally: SharedTally
    @Binding var opened: Int
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var multiple
    var body: some View {
        VStack {
            Text("Main taps \(tally.taps)")
            Text(multiple ? "multiple windows" : "one window")
            Text("notes closed \(tally.notesGone)")
            Button("Tap main") { tally.taps += 1 }
            Button("Open notes") { opened += 1; openWindow(id: "notes") }
            Button("Open 7") { openWindow(value: 7) }
            Button("Bump") { opened += 1 }
        }
    }
}

private struct NotesWindow: View {
    @ObservedObject var tally: SharedTally
    let opened: Int
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        VStack {
            Text("Notes taps \(tally.taps) opened \(opened)")
            Button("Tap notes") { tally.taps += 1 }
            Button("Close notes") { dismissWindow() }
        }
        .onDisappear { tally.notesGone += 1 }
    }
}

private struct DetailWindow: View {
    @Binding var value: Int?
    @ObservedObject var tally: SharedTally
    var body: some View {
        VStack {
            Text("Detail \(value.map(String.init) ?? "none") taps \(tally.taps)")
            Button("Next") { value = (value ?? 0) + 1 }
        }
    }
}

@MainActor
@Suite("Scenes and windows end to end (issue 35)", .serialized)
struct ScenesEndToEndTests {
    @Test("openWindow(id:) and (value:) open windows as daemon sessions; the App's state is shared; dismissing one leaves the others")
    func windowsOpenShareAndClose() async throws {
        let app = try await AppWindowsHost(ScenesApp())
        do {
            try await run(app)
        } catch {
            await app.close()
            throw error
        }
        await app.close()
    }

    private func run(_ app: AppWindowsHost) async throws {
        let main = app.hosts[0]
        #expect(try await main.texts().contains("Main taps 0"))
        #expect(try await main.texts().contains("multiple windows"))

        // By id: a second session with the notes group's content.
        try await main.tap("Open notes")
        try #require(app.hosts.count == 2, "openWindow(id:) opened no window")
        let notes = app.hosts[1]
        try await notes.settle()
        #expect(try await notes.texts().contains("Notes taps 0 opened 1"))
        // The App's @State too: written through a binding in the main window, read by the
        // App's body for the notes window.
        try await main.tap("Bump")
        try await app.settleAll()
        #expect(try await notes.texts().contains("Notes taps 0 opened 2"))

        // The App's @StateObject is one object for both windows: a tap in one shows in both.
        try await notes.tap("Tap notes")
        try await app.settleAll()
        #expect(try await main.texts().contains("Main taps 1"))
        #expect(try await notes.texts().contains("Notes taps 1 opened 2"))
        try await main.tap("Tap main")
        try await app.settleAll()
        #expect(try await notes.texts().contains("Notes taps 2 opened 2"))

        // By value: the data-presenting group's window, whose binding sees the value.
        try await main.tap("Open 7")
        try #require(app.hosts.count == 3, "openWindow(value:) opened no window")
        let detail = app.hosts[2]
        try await detail.settle()
        #expect(try await detail.texts().contains("Detail 7 taps 2"))
        // The same value again: the window presenting it already exists, none is added.
        try await main.tap("Open 7")
        try await app.settleAll()
        #expect(app.hosts.count == 3 && app.windows.windows.count == 3)
        // The content writes its binding: the window now presents 8.
        try await detail.tap("Next")
        #expect(try await detail.texts().contains("Detail 8 taps 2"))
        try await main.tap("Open 7")   // no window presents 7 any more: a new one opens
        try #require(app.hosts.count == 4)
        try await app.hosts[3].settle()
        #expect(try await app.hosts[3].texts().contains("Detail 7 taps 2"))

        try await main.assertSnapshot(named: "scenes-main-window")
        try await notes.assertSnapshot(named: "scenes-notes-window")

        // dismissWindow() ends the notes window only.
        try await notes.tap("Close notes")
        #expect(app.windows.windows.count == 3)
        #expect(app.openHosts.count == 3 && !app.openHosts.contains { $0 === notes })
        await #expect(throws: TestHostError.self, "the notes window's session is over") { try await notes.texts() }
        #expect(try await main.texts().contains("notes closed 1"), "the closed window's onDisappear ran")
        try await main.tap("Tap main")
        try await app.settleAll()
        #expect(try await main.texts().contains("Main taps 3"))
        #expect(try await detail.texts().contains("Detail 8 taps 3"))
        #expect(!app.lastWindowClosed)

        // The daemon's `closed` (the user closed a window) ends that window only; the last
        // one closing ends the app.
        detail.viewHost.handle([.closed])
        app.hosts[3].viewHost.handle([.closed])
        #expect(app.windows.windows.count == 1 && !app.lastWindowClosed)
        try await main.settle()
        #expect(try await main.texts().contains("Main taps 3"))
        main.viewHost.handle([.closed])
        #expect(app.windows.windows.isEmpty && app.lastWindowClosed)
    }
}

// MARK: documents

private struct PlainNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String = "new note") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct NotesDocumentApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: PlainNote()) { file in
            NoteEditor(text: file.$document.text, fileName: file.fileURL?.lastPathComponent, editable: file.isEditable)
        }
    }
}

private struct NoteEditor: View {
    @Binding var text: String
    let fileName: String?
    let editable: Bool
    var body: some View {
        VStack {
            Text("Text: \(text)")
            Text("File: \(fileName ?? "none") \(editable ? "editable" : "read-only")")
            Button("Append") { text += "!" }
            ConfigurationFooter()
        }
    }
}

/// Reads the window's document from the environment, as a footer deep in an editor does.
private struct ConfigurationFooter: View {
    @Environment(\.documentConfiguration) private var configuration
    var body: some View {
        Text("Footer: \(configuration?.fileURL?.lastPathComponent ?? "untitled") \(configuration?.isEditable == true ? "editable" : "not editable")")
    }
}

extension ScenesEndToEndTests {
    @Test("DocumentGroup: each document is a window; the editor's binding edits it and saving writes fileWrapper's bytes; New opens an untitled one whose Save asks where")
    func documentWindows() async throws {
        let folder = URL(fileURLWithPath: try temporaryDirectory(prefix: "trl-docs"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("note.txt")
        try Data("hello".utf8).write(to: file)

        let app = try await AppWindowsHost(NotesDocumentApp(), width: 390, height: 500)
        do {
            let launcher = app.hosts[0]
            let texts = try await launcher.texts()
            #expect(texts.contains("New Document") && texts.contains("Open…"))

            // A file the app is asked to open (App.main: its arguments) opens in a window.
            try app.windows.openDocument(at: file)
            try await launcher.settle()
            try #require(app.hosts.count == 2, "openDocument(at:) opened no window")
            let editor = app.hosts[1]
            try await editor.settle()
            #expect(try await editor.texts().contains("Text: hello"))
            #expect(try await editor.texts().contains("File: note.txt editable"))
            #expect(try await editor.texts().contains("Footer: note.txt editable"), "\\.documentConfiguration in the editor")
            // The same file again: already open, no second window.
            try app.windows.openDocument(at: file)
            try await app.settleAll()
            #expect(app.hosts.count == 2)

            // The editor writes its binding: the window shows it and the file is saved
            // through fileWrapper(configuration:).
            try await editor.tap("Append")
            try await app.settleAll()
            #expect(try await editor.texts().contains("Text: hello!"))
            #expect(try String(contentsOf: file, encoding: .utf8) == "hello!")

            // New Document: an untitled window; the launch window goes away.
            try await launcher.tap("New Document")
            try #require(app.hosts.count == 3, "New Document opened no window")
            #expect(launcher.endedByApp != nil)
            let untitled = app.hosts[2]
            try await untitled.settle()
            #expect(try await untitled.texts().contains("File: none editable"))
            #expect(try await untitled.texts().contains("Footer: untitled editable"))
            // Save (Control-S, with a view of the window focused) asks where: the save dialog.
            try await untitled.tap("Append")
            try await untitled.press(control: "s")
            let dialog = try await untitled.texts()
            #expect(dialog.contains("Save As"), "the save dialog opened: \(dialog)")
            try await untitled.tap("Cancel")
            #expect(!(try await untitled.texts().contains("Save As")))
            #expect(app.windows.windows.count == 2)
        } catch {
            await app.close()
            throw error
        }
        await app.close()
    }
}

// MARK: ids, values and defaults

private struct GroupsApp: App {
    var body: some Scene {
        WindowGroup { GroupsMain() }
        WindowGroup("Notes", id: "notes") { Text("A notes window") }
        WindowGroup(id: "detail", for: String.self) { $name in
            Text("Detail \(name)")
        } defaultValue: {
            "default"
        }
    }
}

private struct GroupsMain: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        VStack(spacing: 4) {
            Button("Notes") { openWindow(id: "notes") }
            Button("Detail x") { openWindow(id: "detail", value: "x") }
            Button("Detail plain") { openWindow(id: "detail") }
            Button("Close notes") { dismissWindow(id: "notes") }
            Button("Close x") { dismissWindow(value: "x") }
            Button("Missing") { openWindow(id: "missing") }
        }
    }
}

extension ScenesEndToEndTests {
    @Test("openWindow(id:) opens a new window each time; (id:value:) and a defaultValue group; dismissWindow(id:) and (value:) close the matching windows")
    func groupsByIdAndValue() async throws {
        let app = try await AppWindowsHost(GroupsApp(), width: 300, height: 260)
        do {
            let main = app.hosts[0]
            try await main.tap("Notes")
            try await main.tap("Notes")
            try #require(app.hosts.count == 3, "two notes windows")
            try await app.settleAll()
            #expect(try await app.hosts[2].texts() == ["A notes window"])

            try await main.tap("Detail x")
            try await main.tap("Detail plain")
            try #require(app.hosts.count == 5)
            try await app.settleAll()
            #expect(try await app.hosts[3].texts() == ["Detail x"])
            #expect(try await app.hosts[4].texts() == ["Detail default"])

            try await main.tap("Close notes")
            try await app.settleAll()
            #expect(app.windows.windows.count == 3 && app.hosts[1].endedByApp != nil && app.hosts[2].endedByApp != nil)
            try await main.tap("Close x")
            try await app.settleAll()
            #expect(app.openHosts.map { $0 === app.hosts[4] || $0 === main } == [true, true])

            // No group has that id: nothing opens (the action logs why).
            try await main.tap("Missing")
            try await app.settleAll()
            #expect(app.hosts.count == 5 && app.windows.windows.count == 2)
        } catch {
            await app.close()
            throw error
        }
        await app.close()
    }
}

// MARK: storage

private struct StorageApp: App {
    var body: some Scene {
        WindowGroup { StorageView(name: "first") }
        WindowGroup(id: "other") { StorageView(name: "other") }
    }
}

private struct StorageView: View {
    let name: String
    @AppStorage("scenes.e2e.shared") private var shared = 0
    @SceneStorage("scenes.e2e.own") private var own = 0
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack(spacing: 4) {
            Text("\(name) shared \(shared) own \(own)")
            Button("Shared+ \(name)") { shared += 1 }
            Button("Own+ \(name)") { own += 1 }
            Button("Other") { openWindow(id: "other") }
        }
    }
}

extension ScenesEndToEndTests {
    @Test("@AppStorage is one value for all windows; @SceneStorage is each window's own")
    func storageAcrossWindows() async throws {
        let app = try await AppWindowsHost(StorageApp(), width: 300, height: 200)
        do {
            let first = app.hosts[0]
            try await first.tap("Other")
            try #require(app.hosts.count == 2)
            let other = app.hosts[1]
            try await other.settle()
            try await first.tap("Shared+ first")
            try await other.tap("Own+ other")
            try await other.tap("Own+ other")
            try await app.settleAll()
            #expect(try await first.texts().contains("first shared 1 own 0"))
            #expect(try await other.texts().contains("other shared 1 own 2"))
            try await other.tap("Shared+ other")
            try await app.settleAll()
            #expect(try await first.texts().contains("first shared 2 own 0"))
        } catch {
            await app.close()
            throw error
        }
        await app.close()
    }
}
