// PasteButton, RenameButton and renameAction, MultiDatePicker, dialog severity / icon /
// suppression toggle, buttonRepeatBehavior, @FocusedObject with focusedObject and
// focusedSceneObject, defaultAppStorage, submitScope and menuActionDismissBehavior,
// driven through the real daemon core.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
import UniformTypeIdentifiers
@testable import TrellisUI

@MainActor
private final class Pasted {
    var strings: [String] = []
    var urls: [URL] = []
    var types: [[String]] = []
}

private final class Doc: ObservableObject {
    @Published var title: String
    init(_ title: String) { self.title = title }
}

private struct DocReader: View {
    @FocusedObject var doc: Doc?
    var body: some View { Text("doc \(doc?.title ?? "none")") }
}

/// Polls (real time, up to 3 s) until `done`, settling the harness between looks.
@MainActor
private func waitUntil(_ h: Harness, _ done: () -> Bool) async throws {
    for _ in 0..<60 where !done() {
        try await Task.sleep(nanoseconds: 50_000_000)
        h.settle()
    }
}

extension TrellisUITests {
    @MainActor @Suite("Controls, dialogs and focus API") struct ControlsAndDialogsAPI {
        @Test("PasteButton delivers the clipboard's text as the payload type; disabled while nothing fits")
        func pasteButton() async throws {
            let pasted = Pasted()
            let h = Harness(VStack {
                PasteButton(payloadType: String.self) { pasted.strings += $0 }
                    .environment(\.pasteboardReader, _PasteboardReader { "hello" })
                PasteButton(payloadType: URL.self) { pasted.urls += $0 }
                    .environment(\.pasteboardReader, _PasteboardReader { "plain words" })
            })
            let c = h.connection
            func enabledPasteButtons() -> Int {
                c.visibleNodes().filter {
                    c.property(.accessibilityRole, of: $0) == .accessibilityRole(.button)
                        && c.property(.accessibilityState, of: $0) != .accessibilityState(.disabled)
                }.count
            }
            try await waitUntil(h) { enabledPasteButtons() == 1 }
            #expect(enabledPasteButtons() == 1, "text is not a URL: the URL button stays disabled")
            #expect(h.texts.filter { $0 == "Paste" }.count == 2)
            let buttons = c.visibleNodes().filter { c.property(.accessibilityRole, of: $0) == .accessibilityRole(.button) }
            for b in buttons {
                let f = try #require(c.frame(of: b))
                c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
                h.settle()
            }
            try await waitUntil(h) { !pasted.strings.isEmpty }
            #expect(pasted.strings == ["hello"])
            #expect(pasted.urls.isEmpty)
        }

        @Test("PasteButton converts a URL on the clipboard; supportedContentTypes hands item providers")
        func pasteButtonTypes() async throws {
            let pasted = Pasted()
            let h = Harness(VStack {
                PasteButton(payloadType: URL.self) { pasted.urls += $0 }
                PasteButton(supportedContentTypes: [.plainText]) { providers in
                    pasted.types.append(providers.flatMap(\.registeredTypeIdentifiers))
                }
            }
            .environment(\.pasteboardReader, _PasteboardReader { "https://example.org/a" }))
            let c = h.connection
            func enabled() -> [NodeID] {
                c.visibleNodes().filter {
                    c.property(.accessibilityRole, of: $0) == .accessibilityRole(.button)
                        && c.property(.accessibilityState, of: $0) != .accessibilityState(.disabled)
                }
            }
            try await waitUntil(h) { enabled().count == 2 }
            for b in enabled() {
                let f = try #require(c.frame(of: b))
                c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
                h.settle()
            }
            try await waitUntil(h) { !pasted.urls.isEmpty && !pasted.types.isEmpty }
            #expect(pasted.urls == [URL(string: "https://example.org/a")!])
            #expect(pasted.types.first?.contains(UTType.utf8PlainText.identifier) == true)
        }

        @Test("RenameButton runs the environment's rename action, focuses a FocusState field, and is disabled without one")
        func renameButton() throws {
            struct Host: View {
                @State private var renames = 0
                @State private var name = "Draft"
                @FocusState private var editing: Bool
                @Environment(\.rename) private var outer
                var body: some View {
                    VStack {
                        VStack {
                            Text("renames \(renames)")
                            RenameButton()
                        }
                        .renameAction { renames += 1 }
                        VStack {
                            TextField("Name", text: $name).focused($editing)
                            Text("editing \(editing)")
                            RenameButton().labelStyle(.titleOnly).environment(\.rename, nil)
                            RenameButton().labelStyle(.iconOnly)
                        }
                        .renameAction($editing)
                        Text("outer \(outer == nil ? "none" : "set")")
                    }
                }
            }
            let h = Harness(Host(), width: 400, height: 500)
            #expect(h.texts.contains("outer none"))
            let renameTexts = h.texts.filter { $0 == "Rename" }.count
            #expect(renameTexts == 2)
            h.tap("Rename")
            #expect(h.texts.contains("renames 1"))
            // The second "Rename" has no action: tapping it does nothing.
            let c = h.connection
            let second = try #require(c.visibleNodes().filter { c.property(.text, of: $0) == .text("Rename") }.dropFirst().first)
            let f = try #require(c.frame(of: second))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.contains("renames 1") && h.texts.contains("editing false"))
            // The icon-only one focuses the field.
            let pencil = try #require(c.visibleNodes().last { c.property(.systemName, of: $0) == .systemName("pencil") })
            let pf = try #require(c.frame(of: pencil))
            c.tap(at: WirePoint(x: pf.x + pf.width / 2, y: pf.y + pf.height / 2))
            h.settle()
            #expect(h.texts.contains("editing true"), "\(h.texts)")
        }

        @Test("MultiDatePicker shows the month; a tap toggles a day; days outside the bounds cannot be chosen")
        func multiDatePicker() throws {
            struct Host: View {
                @State private var dates: Set<DateComponents> = []
                var utc: Calendar {
                    var c = Calendar(identifier: .gregorian)
                    c.timeZone = TimeZone(identifier: "UTC")!
                    return c
                }
                var bounds: Range<Date> {
                    utc.date(from: DateComponents(year: 2021, month: 12, day: 6))!
                        ..< utc.date(from: DateComponents(year: 2021, month: 12, day: 16))!
                }
                var body: some View {
                    VStack {
                        MultiDatePicker("Dates Available", selection: $dates, in: bounds)
                        Text("chosen \(dates.compactMap(\.day).sorted().map(String.init).joined(separator: ","))")
                    }
                    .environment(\.calendar, utc)
                    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
                    .environment(\.locale, Locale(identifier: "en_US"))
                }
            }
            let h = Harness(Host(), width: 400, height: 600)
            #expect(h.texts.contains("Dates Available"))
            #expect(h.texts.contains("December 2021"), "\(h.texts)")
            #expect(h.texts.contains("31") && h.texts.contains("1"))
            h.tap("10")
            h.tap("12")
            #expect(h.texts.contains("chosen 10,12"))
            h.tap("10")
            #expect(h.texts.contains("chosen 12"))
            // The 20th is past the bounds: disabled, so the tap changes nothing.
            _ = h.connection.tap(text: "20")
            h.settle()
            #expect(h.texts.contains("chosen 12"))
        }

        @Test("dialogSeverity, dialogIcon and dialogSuppressionToggle decorate the alerts and dialogs presented")
        func dialogDecorations() throws {
            struct Host: View {
                @State private var alert = true
                @State private var suppressed = false
                var body: some View {
                    VStack {
                        Text("suppressed \(suppressed)")
                        Color.clear.frame(width: 10, height: 10)
                            .alert("Erase everything?", isPresented: $alert) {
                                Button("Erase", role: .destructive) {}
                            }
                            .dialogSeverity(.critical)
                            .dialogSuppressionToggle("Never ask", isSuppressed: $suppressed)
                    }
                }
            }
            let h = Harness(Host(), width: 400, height: 500)
            let c = h.connection
            #expect(h.texts.contains("Erase everything?") && h.texts.contains("Never ask"), "\(h.texts)")
            #expect(c.visibleNodes().contains { c.property(.systemName, of: $0) == .systemName("exclamationmark.triangle.fill") },
                    "a critical alert shows a caution sign")
            let box = try #require(c.visibleNodes().first { c.property(.systemName, of: $0) == .systemName("square") })
            let bf = try #require(c.frame(of: box))
            c.tap(at: WirePoint(x: bf.x + bf.width / 2, y: bf.y + bf.height / 2))
            h.settle()
            #expect(h.texts.contains("suppressed true"))
            #expect(h.texts.contains("Erase everything?"), "the checkbox does not close the alert")

            struct Dialog: View {
                @State private var shown = true
                var body: some View {
                    Color.clear
                        .confirmationDialog("Move?", isPresented: $shown, titleVisibility: .visible) {
                            Button("Move") {}
                        }
                        .dialogIcon(Image(systemName: "folder"))
                        .dialogSuppressionToggle(isSuppressed: .constant(false))
                }
            }
            let d = Harness(Dialog(), width: 400, height: 500)
            #expect(d.connection.visibleNodes().contains { d.connection.property(.systemName, of: $0) == .systemName("folder") })
            #expect(d.texts.contains("Do not show this message again"))
            #expect(!d.connection.visibleNodes().contains {
                d.connection.property(.systemName, of: $0) == .systemName("exclamationmark.triangle.fill")
            })
        }

        @Test("buttonRepeatBehavior(.enabled): holding the button repeats its action until released; not by default")
        func buttonRepeat() async throws {
            struct Host: View {
                @State private var count = 0
                let behavior: ButtonRepeatBehavior
                var body: some View {
                    Button("Faster \(count)") { count += 1 }.buttonRepeatBehavior(behavior)
                }
            }
            let h = Harness(Host(behavior: .enabled), width: 300, height: 200)
            let c = h.connection
            let id = try #require(c.visibleNodes().first { c.property(.draggable, of: $0) == .draggable(true) })
            let f = try #require(c.frame(of: id))
            let (x, y) = (f.x + f.width / 2, f.y + f.height / 2)
            c.tap(at: WirePoint(x: x, y: y))
            c.inject(.inputDrag(id: id, phase: .began, x: x, y: y, startX: x, startY: y, frame: f))
            h.settle()
            try await waitUntil(h) { h.texts.contains { $0.hasPrefix("Faster ") && Int($0.dropFirst(7))! >= 4 } }
            c.inject(.inputDrag(id: id, phase: .ended, x: x, y: y, startX: x, startY: y, frame: f))
            h.settle()
            let held = try #require(h.texts.first { $0.hasPrefix("Faster ") }.flatMap { Int($0.dropFirst(7)) })
            #expect(held >= 4, "the press ran it once, holding repeated it")
            try await Task.sleep(nanoseconds: 400_000_000)
            h.settle()
            let after = try #require(h.texts.first { $0.hasPrefix("Faster ") }.flatMap { Int($0.dropFirst(7)) })
            #expect(after <= held + 1, "released: no more repeats")
            // A held Space on the focused button repeats it too.
            c.inject(.inputKeyPhase(id: id, key: KeyCode.space.rawValue, modifiers: 0, phase: .repeated))
            h.settle()
            #expect(h.texts.contains("Faster \(after + 1)"))

            let plain = Harness(Host(behavior: .automatic), width: 300, height: 200)
            #expect(!plain.connection.visibleNodes().contains { plain.connection.property(.draggable, of: $0) == .draggable(true) })
            plain.tap("Faster 0")
            #expect(plain.texts == ["Faster 1"])
        }

        @Test("@FocusedObject reads the object published for focus, or the scene's; follows focus and the object's changes")
        func focusedObject() throws {
            let a = Doc("A"), b = Doc("B"), s = Doc("Scene")
            struct Host: View {
                let a: Doc, b: Doc, s: Doc
                @State private var x = ""
                @State private var y = ""
                var body: some View {
                    VStack {
                        TextField("First", text: $x).focusedObject(a)
                        TextField("Second", text: $y).focusedObject(b)
                        DocReader()
                    }
                    .focusedSceneObject(s)
                }
            }
            let h = Harness(Host(a: a, b: b, s: s), width: 400, height: 400)
            #expect(h.texts.contains("doc Scene"), "no focus: the scene's object \(h.texts)")
            h.connection.press(key: KeyCode.tab.rawValue)
            h.settle()
            #expect(h.texts.contains("doc A"), "\(h.texts)")
            a.title = "A2"
            h.settle()
            #expect(h.texts.contains("doc A2"), "the reader observes the focused object")
            h.connection.press(key: KeyCode.tab.rawValue)
            h.settle()
            #expect(h.texts.contains("doc B"), "\(h.texts)")
        }

        @Test("defaultAppStorage makes @AppStorage in the subtree use the given UserDefaults")
        func defaultAppStorage() throws {
            let suite = "trellis.controls-test.\(UUID().uuidString)"
            let defaults = try #require(UserDefaults(suiteName: suite))
            defer { defaults.removePersistentDomain(forName: suite) }
            defaults.set(7, forKey: "count")
            struct Counter: View {
                let name: String
                @AppStorage("count") private var count = 0
                var body: some View { Button("\(name) \(count)") { count += 1 } }
            }
            let h = Harness(VStack {
                Counter(name: "app")
                Counter(name: "suite").defaultAppStorage(defaults)
            })
            #expect(h.texts.contains("app 0") && h.texts.contains("suite 7"), "\(h.texts)")
            h.tap("suite 7")
            #expect(h.texts.contains("suite 8") && h.texts.contains("app 0"))
            #expect(defaults.integer(forKey: "count") == 8)
        }

        @Test("@AppStorage keeps Data, URL and Date, and optional values that start absent and are removed by nil; another view tree reads them back; the JSON file keeps Data as Base64")
        func appStorageValueTypes() throws {
            struct Prefs: View {
                @AppStorage("blob") private var blob = Data()
                @AppStorage("site") private var site = URL(string: "https://a.example")!
                @AppStorage("seen") private var seen = Date(timeIntervalSince1970: 0)
                @AppStorage("nick") private var nick: String?
                @AppStorage("level") private var level: Int?
                var body: some View {
                    VStack {
                        Text("blob \(blob.count) \(site.host ?? "") \(Int(seen.timeIntervalSince1970)) \(nick ?? "none") \(level.map(String.init) ?? "none")")
                        Button("set") {
                            blob = Data([1, 2, 3]); site = URL(string: "https://b.example")!
                            seen = Date(timeIntervalSince1970: 60); nick = "ann"; level = 3
                        }
                        Button("clear") { nick = nil; level = nil }
                    }
                }
            }
            let suite = "trellis.appstorage-types.\(UUID().uuidString)"
            let defaults = try #require(UserDefaults(suiteName: suite))
            defer { defaults.removePersistentDomain(forName: suite) }
            let h = Harness(Prefs().defaultAppStorage(defaults))
            #expect(h.texts.contains("blob 0 a.example 0 none none"), "\(h.texts)")
            h.tap("set")
            #expect(h.texts.contains("blob 3 b.example 60 ann 3"), "\(h.texts)")
            // Read back by another view tree, as the next launch would.
            let again = Harness(Prefs().defaultAppStorage(defaults))
            #expect(again.texts.contains("blob 3 b.example 60 ann 3"), "\(again.texts)")
            again.tap("clear")
            #expect(again.texts.contains("blob 3 b.example 60 none none"), "\(again.texts)")
            #expect(defaults.object(forKey: "nick") == nil, "nil removes the key")
            // The app's JSON file keeps them as JSON values (Data as Base64 text).
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-appstorage-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            let store = AppStorageStore(fileURL: file)
            store.setValue(Data([1, 2, 3]).base64EncodedString(), forKey: "blob")
            store.setValue(NSNull(), forKey: "nick")
            #expect(AppStorageStore(fileURL: file).value(forKey: "blob") as? String == "AQID")
            #expect(AppStorageStore(fileURL: file).value(forKey: "nick") == nil)
        }

        @Test("submitScope keeps a field's Return from reaching the onSubmit around it")
        func submitScope() throws {
            struct Host: View {
                @State private var user = ""
                @State private var tags = ""
                @State private var submits = 0
                var body: some View {
                    VStack {
                        TextField("User", text: $user)
                        TextField("Tags", text: $tags).submitScope()
                        Text("submits \(submits)")
                    }
                    .onSubmit { submits += 1 }
                }
            }
            let h = Harness(Host(), width: 400, height: 300)
            let c = h.connection
            let fields = c.visibleNodes().filter { c.kind(of: $0) == .textField }
            #expect(fields.count == 2)
            c.inject(.inputKey(id: fields[0], key: KeyCode.enter.rawValue, modifiers: 0))
            h.settle()
            #expect(h.texts.contains("submits 1"))
            c.inject(.inputKey(id: fields[1], key: KeyCode.enter.rawValue, modifiers: 0))
            h.settle()
            #expect(h.texts.contains("submits 1"), "the scoped field's Return does not submit the form")
        }

        @Test("menuActionDismissBehavior(.disabled) keeps a menu open after an item's action")
        func menuStaysOpen() throws {
            struct Host: View {
                @State private var n = 0
                let behavior: MenuActionDismissBehavior
                var body: some View {
                    VStack {
                        Text("n \(n)")
                        Menu("Actions") { Button("Add") { n += 1 } }
                            .menuActionDismissBehavior(behavior)
                    }
                }
            }
            let h = Harness(Host(behavior: .disabled), width: 400, height: 500)
            h.tap("Actions")
            h.tap("Add")
            #expect(h.texts.contains("n 1") && h.texts.contains("Add"), "still open: \(h.texts)")
            h.tap("Add")
            #expect(h.texts.contains("n 2"))

            let closing = Harness(Host(behavior: .automatic), width: 400, height: 500)
            closing.tap("Actions")
            closing.tap("Add")
            closing.settle()
            #expect(closing.texts.contains("n 1") && !closing.texts.contains("Add"), "\(closing.texts)")
        }

        @Test("ContentUnavailableView.search names the searchable field's text, or the text given")
        func searchUnavailable() throws {
            struct Host: View {
                @State private var query = ""
                var body: some View {
                    VStack {
                        ContentUnavailableView.search
                        ContentUnavailableView.search(text: "kiwi")
                    }
                    .searchable(text: $query)
                }
            }
            let h = Harness(Host(), width: 400, height: 600)
            #expect(h.texts.contains("No Results") && h.texts.contains("No Results for \u{201C}kiwi\u{201D}"), "\(h.texts)")
            #expect(h.texts.contains("Check the spelling or try a new search."))
            let c = h.connection
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.focusChanged(id: field))
            c.inject(.inputText(id: field, text: "fig"))
            h.settle()
            #expect(h.texts.contains("No Results for \u{201C}fig\u{201D}"), "\(h.texts)")
        }

        @Test("searchPresentationToolbarBehavior: the navigation bar and its title stay while a search is typed; the content reads the behaviour")
        func searchKeepsToolbar() throws {
            struct Reader: View {
                @Environment(\.searchPresentationToolbarBehavior) private var behavior
                var body: some View { Text(behavior == .avoidHidingContent ? "avoids hiding" : "automatic") }
            }
            struct Host: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        Reader()
                            .navigationTitle("Inbox")
                            .searchable(text: $query)
                            .searchPresentationToolbarBehavior(.avoidHidingContent)
                    }
                }
            }
            let h = Harness(Host(), width: 400, height: 600)
            #expect(h.texts.contains("avoids hiding") && h.texts.contains("Inbox"), "\(h.texts)")
            let c = h.connection
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.focusChanged(id: field))
            c.inject(.inputText(id: field, text: "fig"))
            h.settle()
            #expect(h.texts.contains("Inbox"), "the bar stays while searching: \(h.texts)")
        }

        @Test("searchSuggestions(.hidden, for: .menu) keeps suggestions from the field; the content reads .content")
        func suggestionsPlacement() throws {
            struct Placement: View {
                @Environment(\.searchSuggestionsPlacement) private var placement
                var body: some View { Text(placement == .menu ? "in menu" : placement == .content ? "in content" : "automatic") }
            }
            struct Host: View {
                let hidden: Bool
                @State private var query = ""
                var body: some View {
                    VStack { Placement() }
                        .searchable(text: $query)
                        .searchSuggestions { Text("Apple").searchCompletion("apple") }
                        .searchSuggestions(hidden ? .hidden : .visible, for: .menu)
                }
            }
            for hidden in [false, true] {
                let h = Harness(Host(hidden: hidden), width: 400, height: 600)
                let c = h.connection
                let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
                c.inject(.focusChanged(id: field))
                c.inject(.inputText(id: field, text: "a"))
                h.settle()
                #expect(h.texts.contains("Apple") == !hidden, "\(h.texts)")
                #expect(h.texts.contains(hidden ? "in content" : "in menu"))
            }
        }

        @Test("searchable(text:tokens:token:): tokens are chips before the field; a token suggestion adds one and clears the text; a chip's button removes it")
        func searchTokens() throws {
            struct Fruit: Identifiable, Hashable { let id: String }
            struct Host: View {
                @State private var query = ""
                @State private var tokens: [Fruit] = []
                var body: some View {
                    VStack { Text("tokens \(tokens.map(\.id).joined(separator: ",")) query \(query)") }
                        .searchable(text: $query, tokens: $tokens, prompt: Text("Fruit")) { fruit in Text(fruit.id.uppercased()) }
                        .searchSuggestions { Text("Pear token").searchCompletion(Fruit(id: "pear")) }
                }
            }
            let h = Harness(Host(), width: 400, height: 600)
            let c = h.connection
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.focusChanged(id: field))
            c.inject(.inputText(id: field, text: "pe"))
            h.settle()
            h.tap("Pear token")
            #expect(h.texts.contains("tokens pear query "), "\(h.texts)")
            #expect(h.texts.contains("PEAR"), "the token's chip: \(h.texts)")
            let remove = try #require(c.visibleNodes().first { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel("Remove token") })
            let f = try #require(c.frame(of: remove))
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.contains("tokens  query "), "\(h.texts)")
        }

        @Test("ShareLink's default label, ControlGroup's and ToolbarItemGroup's labelled content, editable rows")
        func labelledContentTypes() throws {
            let share: ShareLink<DefaultShareLinkLabel> = ShareLink(item: "text")
            let group: ControlGroup<LabeledControlGroupContent<Button<Text>, Text>> = ControlGroup {
                Button("Bold") {}
            } label: { Text("Format") }
            let h = Harness(NavigationStack {
                VStack {
                    share
                    group
                }
                .toolbar {
                    ToolbarItemGroup(placement: .automatic) {
                        Button("Undo") {}
                        Button("Redo") {}
                    } label: { Text("History") }
                }
            }, width: 500, height: 600)
            #expect(h.texts.contains("Share") && h.texts.contains("Bold") && !h.texts.contains("Format"))
            #expect(h.texts.contains("Undo") && h.texts.contains("Redo") && !h.texts.contains("History"))
            let c = h.connection
            #expect(c.visibleNodes().contains { c.property(.systemName, of: $0) == .systemName("square.and.arrow.up") })

            struct Fruit: Identifiable { let id: Int; var name: String }
            struct Rows: View {
                @State var fruits = [Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Kiwi")]
                var body: some View {
                    let rows: ForEach<IndexedIdentifierCollection<[Fruit], Int>, Int, EditableCollectionContent<Text, [Fruit]>> =
                        ForEach($fruits, editActions: .delete) { $fruit in Text(fruit.name) }
                    List { rows }
                }
            }
            let list = Harness(Rows(), width: 400, height: 400)
            #expect(list.texts.contains("Fig") && list.texts.contains("Kiwi"))
        }

        @Test("ProgressView(timerInterval:) fills with the time and labels it with the time left (DefaultDateProgressLabel)")
        func dateProgress() throws {
            let now = Date()
            let h = Harness(VStack {
                ProgressView(timerInterval: now.addingTimeInterval(-30)...now.addingTimeInterval(90))
                ProgressView(timerInterval: now.addingTimeInterval(-30)...now.addingTimeInterval(90), countsDown: false) {
                    Text("Elapsed")
                }
            }, width: 400, height: 300)
            #expect(h.texts.contains("1:30") || h.texts.contains("1:29"), "\(h.texts)")
            #expect(h.texts.contains("0:30") || h.texts.contains("0:31"), "\(h.texts)")
            #expect(h.texts.contains("Elapsed"))
            #expect(_ProgressTimer(interval: now...now.addingTimeInterval(100), countsDown: false)
                .fraction(at: now.addingTimeInterval(25)) == 0.25)
            #expect(_ProgressTimer(interval: now...now.addingTimeInterval(100), countsDown: true)
                .fraction(at: now.addingTimeInterval(25)) == 0.75)
            #expect(DefaultDateProgressLabel.format(3725) == "1:02:05")
        }

        @Test("DismissBehavior: an interactive dismissWindow leaves a window presenting a sheet open, a destructive one closes it")
        func dismissBehavior() throws {
            let presenting = Harness(Color.clear.sheet(isPresented: .constant(true)) { Text("Question") })
            let window = _SceneWindow(sceneKey: "main", presented: nil, windows: nil)
            window.host = presenting.host
            #expect(!window.allowsDismissal(.interactive))
            #expect(window.allowsDismissal(.destructive))
            var seen: DismissBehavior?
            withTransaction(\.dismissBehavior, .destructive) { seen = _TransactionContext.current?.dismissBehavior }
            #expect(seen == .destructive)
            #expect(Transaction().dismissBehavior == .interactive)

            let plain = Harness(Text("Nothing presented"))
            let other = _SceneWindow(sceneKey: "main", presented: nil, windows: nil)
            other.host = plain.host
            #expect(other.allowsDismissal(.interactive))
        }
    }
}
