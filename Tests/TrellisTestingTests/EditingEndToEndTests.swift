// Editing text as a user does, across the process boundary: the daemon owns caret and
// selection, the app's binding receives the field's whole new text, and @FocusState
// follows (and moves) the daemon's focus.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

struct RenameForm: View {
    @State private var title = "Groceries"
    @State private var note = ""
    @FocusState private var focus: Field?
    enum Field: Hashable { case title, note }

    var body: some View {
        VStack {
            TextField("Title", text: $title).focused($focus, equals: .title)
            TextField("Note", text: $note).focused($focus, equals: .note)
            Text("title \(title)")
            Text("focus \(focus.map { "\($0)" } ?? "none")")
            Button("Edit note") { focus = .note }
            Button("Done") { focus = nil }
        }
    }
}

@Suite struct EditingEndToEndTests {
    @Test("clicking a field that holds text and typing appends at the caret instead of replacing the text")
    func clickAndType() async throws {
        try await withHost({ RenameForm() }) { host in
            try await host.click(field: "Groceries")
            try await host.type("!")
            #expect(try await host.texts().contains("title Groceries!"))
            #expect(try await host.texts().contains("focus title"))
            let field = try #require(try await host.focusedField())
            #expect(field.text == "Groceries!" && field.caret == 10)
        }
    }

    @Test("a click in the middle of a word places the caret there; Backspace, selection and typing edit around it")
    func clickInsideAWord() async throws {
        try await withHost({ RenameForm() }) { host in
            try await host.click(field: "Groceries", at: 3)   // Gro|ceries
            try await host.type("o")
            #expect(try await host.texts().contains("title Grooceries"))
            try await host.press(.backspace)
            try await host.press(.end, modifiers: .shift)
            try await host.type("und")
            #expect(try await host.texts().contains("title Ground"))
            try await host.undo()
            #expect(try await host.texts().contains("title Groceries"))
        }
    }

    @Test("copy from one field and paste into another; double click selects a word")
    func copyPaste() async throws {
        try await withHost({ RenameForm() }) { host in
            try await host.click(field: "Groceries")
            try await host.selectAll()
            try await host.copy()
            try await host.click(field: "Note")
            try await host.paste()
            try await host.type(" list")
            let field = try #require(try await host.focusedField())
            #expect(field.text == "Groceries list")
            #expect(try await host.texts().contains("focus note"))
            let f = try #require(try await host.nodes().first { $0.kind == "textField" && $0.text == "Groceries list" }).frame
            try await host.click(at: CGPoint(x: f.x + 2, y: f.y + 5), count: 2)
            #expect(try await host.focusedField()?.selection == 0..<9)
        }
    }

    @Test("setting @FocusState from code moves the daemon's focus; nil leaves the field")
    func focusFromCode() async throws {
        try await withHost({ RenameForm() }) { host in
            try await host.tap("Edit note")
            #expect(try await host.texts().contains("focus note"))
            try await host.type("milk")
            #expect(try await host.focusedField()?.text == "milk")
            try await host.tap("Done")
            #expect(try await host.texts().contains("focus none"))
            #expect(try await host.focusedField() == nil)
        }
    }
}

struct NoteRow: View {
    @State private var pinned = false
    var body: some View {
        VStack {
            Text(pinned ? "Pinned" : "Note")
                .contextMenu {
                    Button("Pin") { pinned = true }
                }
            Text("elsewhere")
        }
    }
}

@Suite struct ContextMenuEndToEndTests {
    @Test("a right click opens the view's context menu; a right click elsewhere opens none")
    func rightClickOpensTheMenu() async throws {
        try await withHost({ NoteRow() }) { host in
            let other = try #require(try await host.frame(of: "elsewhere"))
            try await host.rightClick(at: CGPoint(x: other.midX, y: other.midY))
            #expect(!(try await host.texts().contains("Pin")))
            let note = try #require(try await host.frame(of: "Note"))
            try await host.rightClick(at: CGPoint(x: note.midX, y: note.midY))
            #expect(try await host.texts().contains("Pin"))
            try await host.tap("Pin")
            #expect(try await host.texts().contains("Pinned"))
        }
    }
}

struct DefaultFocusForm: View {
    @FocusState private var focus: Field?
    @State private var name = ""
    enum Field: Hashable { case name, email }
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: .constant("")).focused($focus, equals: .email)
            Text("focus \(focus.map { "\($0)" } ?? "none")")
        }
        .defaultFocus($focus, .email)
    }
}

@Suite struct DefaultFocusEndToEndTests {
    @Test("defaultFocus focuses its target when the view appears, and typing goes there")
    func defaultFocusFocusesTheTarget() async throws {
        try await withHost({ DefaultFocusForm() }) { (host: TestHost) async throws -> Void in
            let texts = try await host.texts()
            #expect(texts.contains("focus email"))
            let field = try await host.focusedField()
            #expect(field?.text == "")
        }
    }
}
