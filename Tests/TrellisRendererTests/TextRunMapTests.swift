// Splitting laid-out lines into the pieces of a text's runs (`textRuns`): the same split
// every backend draws with.
import Testing
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct TextRunMapTests {
    private func split(_ text: String, _ lengths: [UInt32], _ lines: [String]) -> [[String]] {
        TextRunMap.pieces(of: lines, text: text, runs: lengths.map { textRun(length: $0) }).map { line in
            line.map { "\($0.text)|\($0.run.map(String.init) ?? "-")" }
        }
    }

    @Test("wrapped lines keep each character's run; dropped spaces move the runs along")
    func wrapped() {
        #expect(split("Tap Save now", [4, 4], ["Tap Save", "now"]) == [["Tap |0", "Save|1"], ["now|-"]])
        #expect(split("ab\ncd", [3, 2], ["ab", "cd"]) == [["ab|0"], ["cd|1"]])
    }

    @Test("a run boundary inside a character's bytes puts the character in the run where it starts")
    func multibyte() {
        // "é" is two bytes: a first run of 2 bytes ends inside it.
        #expect(split("aéb", [2, 2], ["aéb"]) == [["aé|0", "b|1"]])
        #expect(split("ab", [5], ["ab"]) == [["ab|0"]], "a run past the end ends there")
    }

    @Test("the ellipsis of a cut line takes the run of the character before it")
    func truncated() {
        #expect(split("Hello World", [6, 5], ["Hello Wo…"]) == [["Hello |0", "Wo…|1"]])
    }

    @Test("a symbol run's characters become the symbol's glyph, with the runs' lengths following")
    func symbols() {
        var star = textRun(length: 3)
        star.symbol = "star.fill"
        var style = TextStyle()
        style.runs = [star, textRun(length: 4, weight: 700)]
        let shown = style.displayed("\u{FFFC} 4.8")
        #expect(shown.text == SymbolGlyphs.glyph(for: "star.fill") + " 4.8")
        #expect(shown.style.runs.map(\.length) == [UInt32(SymbolGlyphs.glyph(for: "star.fill").utf8.count), 4])
        #expect(TextStyle().displayed("plain").text == "plain")
    }

    @Test("a text's inline symbol is read by the symbol's name, as an image is")
    func symbolsRead() {
        var star = textRun(length: 3)
        star.symbol = "star.fill"
        let t = AccessibilityTreeTests.tree([(1, .text, 0, [.text("\u{FFFC} 4.8"), .textRuns([star])])])
        #expect(t.elements.last?.name == "star 4.8")
    }

    @Test("minimumScaleFactor shrinks a run of its own size with the text; a run in the node's size follows it")
    func scaling() {
        var big = textRun(length: 2)
        big.fontSize = 40
        var style = TextStyle(fontSize: 20)
        style.runs = [big, textRun(length: 2, weight: 700)]
        let half = style.scaled(by: 0.5)
        #expect(half.fontSize == 10 && half.runs.map(\.fontSize) == [20, 0])
        let props = NodeStore.scaledTextProperties([.text("abcd"), .fontSize(20), .textRuns(style.runs)], scale: 0.5)
        #expect(props.contains(.textRuns(half.runs)) && props.contains(.fontSize(10)))
    }

    @Test("a run's font: its size, weight and family where set, the node's otherwise")
    func fonts() {
        var style = TextStyle(fontSize: 17, fontWeight: 400, fontName: "Serif", tracking: 1)
        style.runs = [textRun(length: 2, weight: 700)]
        let bold = style.font(of: style.runs[0])
        #expect(bold.fontWeight == 700 && bold.fontSize == 17 && bold.fontName == "Serif" && bold.tracking == 1)
        #expect(bold.runs.isEmpty && style.withoutRuns.runs.isEmpty)
        #expect(style.fontsInUse.count == 2)
        #expect(style != style.withoutRuns, "runs are part of the style: a measurement is not reused across runs")
    }
}
