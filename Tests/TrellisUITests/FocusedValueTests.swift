// Focused values through the real daemon core: what `@FocusedValue` reads follows the
// daemon's keyboard focus (Tab, a focus state set from code), the publisher nearest to
// focus wins, scene values show wherever focus is, and `@FocusedBinding` writes through.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct FieldNameKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    var fieldName: String? {
        get { self[FieldNameKey.self] }
        set { self[FieldNameKey.self] = newValue }
    }
    @Entry var sceneTitle: String?
    @Entry var draft: Binding<String>?
}

private struct FocusedNameReader: View {
    @FocusedValue(\.fieldName) var name
    @FocusedValue(\.sceneTitle) var title
    var body: some View { Text("focused: \(name ?? "none") in \(title ?? "nothing")") }
}

/// Writes through the focused binding as soon as one is published (a tap on a button
/// would move the daemon's focus away from the field first).
private struct DraftShouter: View {
    @FocusedBinding(\.draft) var draft
    var body: some View {
        Text("draft: \(draft ?? "-")")
            .onChange(of: draft) { if let d = draft, !d.hasSuffix("!") { draft = d + "!" } }
    }
}

private struct FocusedValuesPanel: View {
    @State private var first = "one"
    @State private var second = "two"
    @FocusState private var secondFocused: Bool
    var body: some View {
        VStack {
            VStack {
                TextField("First", text: $first).focusedValue(\.fieldName, "inner")
            }.focusedValue(\.fieldName, "outer")
            TextField("Second", text: $second)
                .focused($secondFocused)
                .focusedValue(\.fieldName, "second")
                .focusedValue(\.draft, $second)
            FocusedNameReader()
            DraftShouter()
            Button("Focus second") { secondFocused = true }
            Text("second is \(second)")
        }
        .focusedSceneValue(\.sceneTitle, "window")
    }
}

extension TrellisUITests {
    @MainActor @Suite struct FocusedValuesFollowFocus {
        @Test("@FocusedValue reads what the focused view's nearest publisher publishes, nil without focus")
        func followsFocus() throws {
            let h = Harness(FocusedValuesPanel(), width: 400, height: 400)
            #expect(h.texts.contains("focused: none in window"), "\(h.texts)")
            h.connection.press(key: KeyCode.tab.rawValue)
            h.settle()
            #expect(h.texts.contains("focused: inner in window"), "the publisher nearest to focus wins: \(h.texts)")
            h.connection.press(key: KeyCode.tab.rawValue)
            h.settle()
            #expect(h.texts.contains("focused: second in window"), "\(h.texts)")
            #expect(h.texts.contains("draft: two!"), "the shouter wrote through the binding")
        }

        @Test("focus moved from code (a FocusState) moves the focused values too; @FocusedBinding writes through")
        func focusFromCodeAndBinding() throws {
            let h = Harness(FocusedValuesPanel(), width: 400, height: 400)
            #expect(h.texts.contains("draft: -"))
            h.tap("Focus second")
            #expect(h.texts.contains("focused: second in window"), "\(h.texts)")
            #expect(h.texts.contains("second is two!"), "written through the published binding: \(h.texts)")
            #expect(h.texts.contains("draft: two!"))
        }
    }
}
