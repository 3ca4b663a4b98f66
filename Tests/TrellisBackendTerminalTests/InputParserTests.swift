import Testing
@testable import TrellisBackendTerminal

@Suite struct InputParserTests {
    func parse(_ s: String) -> [TerminalInput] {
        var p = InputParser()
        return p.feed(Array(s.utf8))
    }

    @Test func textAndControlKeys() {
        #expect(parse("ab\tc\r\u{7F}\u{03}") == [
            .text("ab"), .key(.tab), .text("c"), .key(.enter), .key(.backspace), .key(.control("c")),
        ])
    }

    @Test func csiKeysArrowsShiftTabDelete() {
        #expect(parse("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z\u{1B}[3~\u{1B}OA") == [
            .key(.up), .key(.down), .key(.right), .key(.left), .key(.backTab), .key(.delete), .key(.up),
        ])
    }

    @Test func sgrMousePressMotionAndReleaseAreReportedAtZeroBasedCells() {
        #expect(parse("\u{1B}[<0;12;5M\u{1B}[<0;12;5m") == [.mousePress(button: 0, column: 11, row: 4),
                                                              .mouseRelease(button: 0, column: 11, row: 4)])
        #expect(parse("\u{1B}[<32;14;5M") == [.mouseDrag(button: 0, column: 13, row: 4)])
        #expect(parse("\u{1B}[<35;14;5M") == [.mouseMove(column: 13, row: 4)])   // motion, no button (1003)
        #expect(parse("\u{1B}[<2;1;1M") == [.mousePress(button: 2, column: 0, row: 0)])
    }

    @Test func wheelTurnsAreReportedWithDirection() {
        #expect(parse("\u{1B}[<64;2;3M\u{1B}[<65;2;3M") == [
            .wheel(direction: -1, column: 1, row: 2), .wheel(direction: 1, column: 1, row: 2),
        ])
    }

    @Test func sequencesSplitAcrossReadsAreCompletedByTheNextFeed() {
        var p = InputParser()
        #expect(p.feed(Array("\u{1B}[<0;1".utf8)) == [])
        #expect(p.hasPendingInput)
        #expect(p.feed(Array("0;2M".utf8)) == [.mousePress(button: 0, column: 9, row: 1)])
        let e = Array("é".utf8)
        #expect(p.feed([e[0]]) == [])
        #expect(p.feed([e[1]]) == [.text("é")])
    }

    @Test func aLoneEscapeIsReportedWhenFlushed() {
        var p = InputParser()
        #expect(p.feed([0x1B]) == [])
        #expect(p.flushEscape() == [.key(.escape)])
        #expect(!p.hasPendingInput)
        // A split mouse report is not mistaken for Escape and completes later.
        #expect(p.feed(Array("\u{1B}[<0;3".utf8)) == [])
        #expect(p.flushEscape() == [])
        #expect(p.feed(Array(";4M".utf8)) == [.mousePress(button: 0, column: 2, row: 3)])
    }
}

@Suite struct BracketedPasteTests {
    @Test("a bracketed paste is one text, line breaks as \\n, even when it arrives in pieces; keys inside it are text")
    func paste() {
        var p = InputParser()
        #expect(p.feed(Array("\u{1B}[200~one\r\ntwo\rthree".utf8)).isEmpty, "waits for the end of the paste")
        #expect(p.feed(Array("\u{1B}[A\u{1B}[201~x".utf8)) == [.text("one\ntwo\nthree\u{1B}[A"), .text("x")])
        #expect(p.feed(Array("\u{1B}[200~\u{1B}[201~".utf8)).isEmpty, "an empty paste is nothing")
    }

    @Test("OSC 52 carries the copied text in base64")
    func osc52() {
        #expect(TerminalBackend.osc52("hé") == "\u{1B}]52;c;aMOp\u{1B}\\")
        #expect(TerminalBackend.base64(Array("Man".utf8)) == "TWFu")
        #expect(TerminalBackend.base64(Array("Ma".utf8)) == "TWE=")
        #expect(TerminalBackend.base64(Array("M".utf8)) == "TQ==")
        #expect(TerminalBackend.base64([]) == "")
    }
}
