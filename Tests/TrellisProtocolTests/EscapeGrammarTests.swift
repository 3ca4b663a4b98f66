// Issue 38 item 24: one escape grammar for the trace form and the snapshot's quoted
// strings (README §10 and Snapshots): \" \\ \n \r \t, \u{X} for other controls.
import Testing
import TrellisProtocol

@Suite struct EscapeGrammarTests {
    @Test("the trace form escapes exactly quote, backslash, LF, CR, TAB and other control characters")
    func traceEscapes() {
        #expect(Trace.string("q\"b\\n\nr\rt\tz\u{0}e\u{1B}d\u{7F}c\u{85}\u{A0}'é😀")
                == #""q\"b\\n\nr\rt\tz\u{0}e\u{1B}d\u{7F}c\u{85}"# + "\u{A0}'é😀\"")
        #expect(ClientMessage.injectText(text: "a\u{1}").description == #"injectText(text: "a\u{1}")"#)
    }

    @Test("snapshot quoting round-trips every scalar through the reader")
    func snapshotRoundTrip() {
        let texts = ["plain", "tab\there", "cr\rlf\n", "nul\u{0}", "esc\u{1B}[0m", "del\u{7F}", "nel\u{85}", "q\"\\", "é😀"]
        for t in texts {
            let line = "text #4 " + FrameSnapshot.quote(t) + " (0,0,10,10)"
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "raw control in \(line)")
            let node = FrameSnapshot.parseLine(line, depth: 0)
            #expect(node?.text == t, "\(line)")
            #expect(node?.frame == WireRect(x: 0, y: 0, width: 10, height: 10))
        }
    }
}
