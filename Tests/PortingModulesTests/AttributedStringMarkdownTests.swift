// `AttributedString(markdown:)` as a model file calls it (Foundation only; the port's
// implicit import of FoundationCompat supplies it on Linux).
import Foundation
import Testing

@Suite struct AttributedStringMarkdownTests {
    /// Each run as "characters/intents", intents s(trong) e(mphasis) c(ode) x (struck), L for a link.
    private func runs(_ s: AttributedString) -> [String] {
        s.runs.map { run in
            let text = String(s[run.range].characters)
            var marks = ""
            if let i = run.inlinePresentationIntent {
                if i.contains(.stronglyEmphasized) { marks += "s" }
                if i.contains(.emphasized) { marks += "e" }
                if i.contains(.code) { marks += "c" }
                if i.contains(.strikethrough) { marks += "x" }
            }
            if let l = run.link { marks += "L" + l.absoluteString }
            return marks.isEmpty ? text : "\(text)/\(marks)"
        }
    }

    @Test("inline Markdown becomes inline presentation intents and links")
    func inline() throws {
        let s = try AttributedString(markdown: "A **bold**, *quiet* `code` ~~old~~ [link](https://swift.org) line")
        #expect(runs(s) == ["A ", "bold/s", ", ", "quiet/e", " ", "code/c", " ", "old/x", " ", "link/Lhttps://swift.org", " line"])
        let relative = try AttributedString(markdown: "[docs](guide/start)", baseURL: URL(string: "https://example.com/"))
        #expect(relative.runs.first?.link?.absoluteString == "https://example.com/guide/start")
    }

    @Test("full syntax drops block markers and joins blocks; inline-only keeps or collapses white space")
    func syntax() throws {
        let source = "# Title\n\nFirst line\nsecond line\n\n- item"
        #expect(String(try AttributedString(markdown: source).characters) == "TitleFirst line second lineitem")
        let preserved = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(preserved.characters) == source)
        let collapsed = try AttributedString(markdown: "a  *b*\n c", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(collapsed.characters) == "a b c")
        #expect(String(try AttributedString(markdown: "plain text").characters) == "plain text")
    }

    @Test("the intent attribute is set and read like Foundation's own")
    func attribute() {
        var s = AttributedString("x")
        s.inlinePresentationIntent = .stronglyEmphasized
        #expect(s.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
    }
}
