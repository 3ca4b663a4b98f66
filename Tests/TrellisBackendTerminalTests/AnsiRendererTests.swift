import Testing
import TrellisProtocol
@testable import TrellisBackendTerminal

@Suite struct AnsiRendererTests {
    let truecolor = AnsiRenderer(colorMode: .trueColor)

    func grid(_ text: String, fg: RGB = .black, bg: RGB = .white) -> CellGrid {
        var g = CellGrid(columns: text.count, rows: 1)
        for (i, ch) in text.enumerated() { g[i, 0] = Cell(text: String(ch), foreground: fg, background: bg) }
        return g
    }

    @Test func fullRepaintWritesEveryCellFromTheTopLeftWithOnePenChange() {
        let out = truecolor.render(from: nil, to: grid("ab"))
        #expect(out == "\u{1B}[1;1H\u{1B}[0;38;2;0;0;0;48;2;255;255;255mab\u{1B}[0m")
    }

    @Test func identicalGridsProduceNoOutput() {
        #expect(truecolor.render(from: grid("same"), to: grid("same")) == "")
    }

    @Test func aChangedCellIsReachedWithOneCursorMoveAndNothingElseIsWritten() {
        let out = truecolor.render(from: grid("abcd"), to: grid("abXd"))
        #expect(out == "\u{1B}[1;3H\u{1B}[0;38;2;0;0;0;48;2;255;255;255mX\u{1B}[0m")
    }

    @Test func adjacentChangedCellsShareTheCursorAndThePen() {
        let out = truecolor.render(from: grid("abcd"), to: grid("aXYd"))
        #expect(out.split(separator: "H").count == 2)   // one cursor move (ESC[1;2H)
        #expect(out.contains("XY"))
    }

    @Test func onlyTheColourThatChangedIsEmitted() {
        var next = grid("ab")
        next[1, 0].background = RGB(255, 0, 0)
        let out = truecolor.render(from: nil, to: next)
        // 'b' keeps the foreground: only the background code is emitted before it.
        #expect(out.contains("a\u{1B}[48;2;255;0;0mb"))
    }

    @Test func aSizeChangeRepaintsEverything() {
        let out = truecolor.render(from: grid("abc"), to: grid("abcd"))
        #expect(out.hasPrefix("\u{1B}[1;1H"))
        #expect(out.contains("abcd"))
    }

    @Test func palette256UsesTheNearestCubeOrGreyEntry() {
        #expect(AnsiRenderer.paletteIndex(RGB(255, 0, 0)) == 196)
        #expect(AnsiRenderer.paletteIndex(RGB(255, 255, 255)) == 231)
        #expect(AnsiRenderer.paletteIndex(RGB(0, 0, 0)) == 16)
        #expect(AnsiRenderer.paletteIndex(RGB(128, 128, 128)) == 244)
        let out = AnsiRenderer(colorMode: .palette256).render(from: nil, to: grid("a", fg: RGB(255, 0, 0)))
        #expect(out.contains("38;5;196") && out.contains("48;5;231"))
        #expect(!out.contains(";2;"))
    }

    @Test func colorModeFollowsCOLORTERM() {
        #expect(ColorMode.detect(colorTerm: "truecolor") == .trueColor)
        #expect(ColorMode.detect(colorTerm: "24bit") == .trueColor)
        #expect(ColorMode.detect(colorTerm: nil) == .palette256)
        #expect(ColorMode.detect(colorTerm: "") == .palette256)
    }

    @Test func attributesResetThePenAndAreWrittenAsSGR() {
        var g = grid("ab")
        g[0, 0].attributes = [.bold, .inverse]
        let out = truecolor.render(from: nil, to: g)
        #expect(out.contains("\u{1B}[0;1;7;38;2;0;0;0;48;2;255;255;255ma"))
        #expect(out.contains("\u{1B}[0;38;2;0;0;0;48;2;255;255;255mb"))
    }

    @Test func aWideGraphemeIsWrittenOnceAndItsRightHalfIsSkipped() {
        var g = CellGrid(columns: 3, rows: 1)
        g[0, 0].text = "界"
        g[1, 0].text = ""
        g[2, 0].text = "x"
        let out = truecolor.render(from: nil, to: g)
        #expect(out.hasSuffix("界x\u{1B}[0m"))
        // Changing only the right half rewrites the whole wide grapheme.
        var h = g
        h[1, 0].background = RGB(0, 0, 255)
        let diff = truecolor.render(from: g, to: h)
        #expect(diff.hasPrefix("\u{1B}[1;1H"))
        #expect(diff.contains("界"))
    }

    @Test func terminalWidthOfWideAndNarrowGraphemes() {
        #expect(TerminalWidth.of("a") == 1)
        #expect(TerminalWidth.of("é") == 1)
        #expect(TerminalWidth.of("界") == 2)
        #expect(TerminalWidth.of("😀") == 2)
        #expect(TerminalWidth.of("❤️") == 2)
    }
}
