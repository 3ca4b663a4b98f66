import Testing
@testable import TrellisUI

/// A non-Equatable environment value: the writer compares it field by field (S4 rules).
struct Theme {
    var name: String
    var scale: Double
}

struct ThemeKey: EnvironmentKey {
    static var defaultValue = Theme(name: "plain", scale: 1)
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemeReader: View {
    @Environment(\.theme) var theme
    var body: some View {
        let _ = Log.print("reader \(theme.name)")
        Text("theme \(theme.name)")
    }
}

struct ThemeWriter: View {
    @State var unrelated = 0
    @State var name = "dark"
    var body: some View {
        VStack {
            Text("unrelated \(unrelated)")
            ThemeReader().environment(\.theme, Theme(name: name, scale: 2))
            Button("bump") { unrelated += 1 }
            Button("rename") { name = "light" }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct EnvironmentValueComparison {
        @Test("S14 S4 a re-written non-Equatable environment value with equal fields does not invalidate readers; a changed field does")
        func nonEquatableValue() {
            let h = Harness(ThemeWriter())
            #expect(Log.take() == ["reader dark"])
            h.tap("bump")
            #expect(h.texts.contains("unrelated 1"))
            #expect(Log.take() == [], "the writer's parent re-ran with an equal Theme: the reader must be skipped")
            h.tap("rename")
            #expect(Log.take() == ["reader light"])
            #expect(h.texts.contains("theme light"))
        }
    }
}
