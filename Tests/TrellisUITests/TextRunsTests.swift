// A Text of several styles: `Text + Text`, Markdown in a literal and an AttributedString's
// runs become the text node's `textRuns`; a Text of one style sends none.
import Foundation
import Testing
import TrellisProtocol
import TrellisRenderer
@testable import TrellisUI

@MainActor @Suite struct MarkdownTextTests {
    /// The runs of `source` as (characters, bold, italic, monospaced, struck, link).
    private func parsed(_ source: String) -> [String] {
        guard let runs = MarkdownText.runs(source) else { return ["plain"] }
        return runs.map { r in
            var marks = ""
            if r.weight == .bold { marks += "B" }
            if r.isItalic { marks += "I" }
            if r.isMonospaced { marks += "M" }
            if r.strikethrough != nil { marks += "S" }
            if let l = r.link { marks += "L(\(l.absoluteString))" }
            return marks.isEmpty ? r.string : "\(r.string)/\(marks)"
        }
    }

    @Test("strong, emphasis, both, strikethrough and code spans")
    func inline() {
        #expect(parsed("**Bold** and *italic*") == ["Bold/B", " and ", "italic/I"])
        #expect(parsed("__Bold__ and _italic_") == ["Bold/B", " and ", "italic/I"])
        #expect(parsed("***both***") == ["both/BI"])
        #expect(parsed("**bold *and italic* text**") == ["bold /B", "and italic/BI", " text/B"])
        #expect(parsed("~~gone~~ here") == ["gone/S", " here"])
        #expect(parsed("Run `swift build` now") == ["Run ", "swift build/M", " now"])
        #expect(parsed("`a **b**`") == ["a **b**/M"], "nothing is styled inside code")
    }

    @Test("links keep their title's styling and are drawn in the tint")
    func links() {
        #expect(parsed("See [the **docs**](https://example.com/a).") ==
                ["See ", "the /L(https://example.com/a)", "docs/BL(https://example.com/a)", "."])
        #expect(parsed("[no target]") == ["plain"])
    }

    @Test("what is not Markdown is shown as written")
    func literal() {
        #expect(parsed("snake_case_name") == ["plain"])
        #expect(parsed("5 * 3 = 15") == ["plain"])
        #expect(parsed("**unclosed") == ["plain"])
        #expect(parsed("# Heading and - list") == ["plain"])
        #expect(parsed(#"\*not italic\*"#) == ["*not italic*"])
        #expect(parsed("a ** b ** c") == ["plain"], "delimiters beside spaces do not open or close")
    }

    @Test("automatic grammar agreement: ^[text](inflect: true) makes the noun after a number agree with it")
    func inflection() {
        func shown(_ n: Int, _ noun: String = "note") -> String { Text("^[\(n) \(noun)](inflect: true)").string }
        #expect(shown(1) == "1 note" && shown(0) == "0 notes" && shown(29, "word") == "29 words")
        #expect(shown(3, "category") == "3 categories" && shown(2, "box") == "2 boxes" && shown(2, "person") == "2 people")
        #expect(shown(1, "notes") == "1 note", "a plural noun for one becomes singular")
        #expect(Text("Found ^[\(2) match](inflect: true) in **Notes**").string == "Found 2 matches in Notes")
        #expect(Text("^[Hello](customAttribute: 1)").string == "Hello", "other attributes: the text as written")
    }

    @Test("only a literal (a LocalizedStringKey) is parsed, as in SwiftUI")
    func onlyKeys() {
        let value = "**x**"
        #expect(Text("**x**").string == "x")
        #expect(Text("**x**").weight == .bold, "one style: set on the Text, no runs")
        #expect(Text(value).string == "**x**")
        #expect(Text(verbatim: "**x**").string == "**x**")
        #expect(Text("Hello *\("world")*").string == "Hello world")
        // An interpolated value is never Markdown: SwiftUI parses the literal, then inserts it.
        let file = "*draft*_v2_.txt", user = "__bob__"
        #expect(Text("File: \(file)").string == "File: *draft*_v2_.txt")
        #expect(Text("**\(user)**").string == "__bob__" && Text("**\(user)**").weight == .bold)
    }
}

@MainActor @Suite struct TextRunsTests {
    private func runs(of text: String, in h: Harness) -> [WireTextRun]? {
        guard let node = h.connection.node(withText: text),
              case .textRuns(let r)? = h.connection.property(.textRuns, of: node) else { return nil }
        return r
    }

    @Test("Text + Text: each piece keeps its styling; a modifier on the whole styles the pieces that set none")
    func concatenation() throws {
        let h = Harness(VStack {
            Text("Total: ").foregroundColor(.secondary) + Text("42").bold()
            (Text("light").fontWeight(.light) + Text(" rest")).bold()
            Text("same ") + Text("style")
            Text("big").font(.largeTitle) + Text(" small")
        })
        let total = try #require(runs(of: "Total: 42", in: h))
        #expect(total.map(\.length) == [7, 2])
        #expect(total[0].hasForeground && total[0].fontWeight == 0)
        #expect(!total[1].hasForeground && total[1].fontWeight == 700)

        let light = try #require(runs(of: "light rest", in: h))
        #expect(light.count == 1 && light[0].length == 5 && light[0].fontWeight == 300,
                "the rest is in the node's weight, set by bold(): \(light)")
        let node = try #require(h.connection.node(withText: "light rest"))
        #expect(h.connection.property(.fontWeight, of: node) == .fontWeight(700))

        #expect(runs(of: "same style", in: h) == nil, "one style: no runs")
        let big = try #require(runs(of: "big small", in: h))
        #expect(big[0].fontSize > 30, "the large title's size: \(big[0].fontSize)")
    }

    @Test("an Image inside a Text, interpolated or concatenated, is a symbol run in the text's style")
    func images() throws {
        let h = Harness(VStack {
            Text("\(Image(systemName: "star.fill")) 4.8 **stars**")
            Text(Image(systemName: "heart")) + Text(" Likes").foregroundColor(.red)
        })
        let rating = try #require(runs(of: "\u{FFFC} 4.8 stars", in: h))
        #expect(rating.map(\.symbol) == ["star.fill", "", ""] && rating.map(\.length) == [3, 5, 5])
        #expect(rating[2].fontWeight == 700)
        let likes = try #require(runs(of: "\u{FFFC} Likes", in: h))
        #expect(likes.map(\.symbol) == ["heart", ""] && likes[1].hasForeground)
        #expect(Text("\(Image("photo")) caption").string == " caption", "a bitmap image has no place in a line")
    }

    @Test("an AttributedString's background, kern and tracking, and a piece's kerning, are its run's")
    func backgroundAndTracking() throws {
        var marked = AttributedString("found")
        marked.backgroundColor = .yellow
        marked.kern = 1
        marked.tracking = 0.5
        let h = Harness(VStack {
            Text(AttributedString("Search ") + marked)
            Text("wide").kerning(2) + Text(" narrow")
        })
        let search = try #require(runs(of: "Search found", in: h))
        #expect(search.count == 2 && search[1].hasBackground && search[1].background == Color.yellow.wire && search[1].tracking == 1.5)
        let wide = try #require(runs(of: "wide narrow", in: h))
        #expect(wide.first?.tracking == 2 && wide.count == 1, "\(wide)")
        let node = try #require(h.connection.node(withText: "wide narrow"))
        #expect(h.connection.property(.tracking, of: node) == nil, "the whole has no tracking of its own")
    }

    @Test("a styled Text interpolated in a literal keeps its styling")
    func interpolatedText() throws {
        let name = "Ada"
        let h = Harness(Text("Welcome, \(Text(name).bold().foregroundColor(.red))! \(Text("New").italic())"))
        let styled = try #require(runs(of: "Welcome, Ada! New", in: h))
        #expect(styled.map(\.length) == [9, 3, 2, 3])
        #expect(styled[1].fontWeight == 700 && styled[1].hasForeground && styled[3].italic && !styled[0].italic)
        #expect(runs(of: "Plain \(name)", in: Harness(Text("Plain \(Text(name))"))) == nil, "an unstyled Text adds no runs")
    }

    @Test("Markdown in a literal and an AttributedString's runs reach the daemon as runs")
    func markdownAndAttributed() throws {
        var attributed = AttributedString("red ")
        attributed.foregroundColor = .red
        attributed += AttributedString("plain")
        let h = Harness(VStack {
            Text("Tap **Save** to keep it")
            Text("Read [more](https://example.com)")
            Text(attributed)
        })
        let save = try #require(runs(of: "Tap Save to keep it", in: h))
        #expect(save.map(\.length) == [4, 4] && save[1].fontWeight == 700)
        let more = try #require(runs(of: "Read more", in: h))
        #expect(more.count == 2 && more[1].hasForeground, "a link is drawn in the tint colour")
        let red = try #require(runs(of: "red plain", in: h))
        let parsed = try AttributedString(markdown: "Some **bold** and `code`")
        let h2 = Harness(Text(parsed))
        let styled = try #require(runs(of: "Some bold and code", in: h2))
        #expect(styled.map(\.length) == [5, 4, 5, 4] && styled[1].fontWeight == 700 && styled[3].fontName == "monospace")
        #expect(red.map(\.length) == [4] && red[0].hasForeground && red[0].foreground.r > 200)
    }

    @Test("a click on a link inside a Text opens it with the environment's openURL; the rest of the text does not")
    func linkTaps() throws {
        var opened: [String] = []
        let h = Harness(VStack(alignment: .leading) {
            Text("Read [the guide](https://example.com/guide) or [the FAQ](https://example.com/faq)")
            Button("Plain") { opened.append("button") }
        }
        .environment(\.openURL, OpenURLAction { url in opened.append(url.lastPathComponent); return .handled }))
        let c = h.connection
        let text = "Read the guide or the FAQ"
        let node = try #require(c.node(withText: text))
        let f = try #require(c.frame(of: node))
        let linkRuns = try #require(runs(of: text, in: h))
        #expect(linkRuns.map(\.link) == [false, true, false, true])
        // Where "the guide" and "the FAQ" are drawn, measured as the daemon measures them.
        var style = TextStyle()
        if case .fontSize(let size)? = c.property(.fontSize, of: node) { style.fontSize = size }
        func width(_ s: String) -> Double { c.backend.measure(text: s, style: style, proposedWidth: nil, lineLimit: nil).size.width }
        let y = f.y + f.height / 2
        c.tap(at: WirePoint(x: f.x + width("Read ") + width("the guide") / 2, y: y))
        h.settle()
        c.tap(at: WirePoint(x: f.x + width("Read the guide or ") + width("the FAQ") / 2, y: y))
        h.settle()
        c.tap(at: WirePoint(x: f.x + width("Re"), y: y))
        h.settle()
        #expect(opened == ["guide", "faq"], "\(opened)")
        // Each link is a named action of the text for a screen reader.
        #expect(c.property(.accessibilityActions, of: node) == .accessibilityActions(["the guide", "the FAQ"]))
        c.inject(.inputAccessibilityAction(id: node, action: .custom, index: 1, value: 0))
        h.settle()
        #expect(opened.last == "faq")
    }
}
