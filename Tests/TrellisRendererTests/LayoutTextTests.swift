// Text measurement through the backend: wrapping, breaking, truncation, font size.
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer
import TrellisTestSupport

@Suite("Layout: text (S22)")
struct LayoutTextTests {
    func lines(_ f: LayoutFixture, _ id: NodeID) -> [String] {
        f.tree.committedFrame(serial: 0).items.first { $0.id == id }!.lines
    }

    @Test("an unconstrained text is one line at its ideal width")
    func oneLineIdeal() {
        let f = LayoutFixture()
        let t = f.text("Hello world")
        f.layout(t, 500, 500)
        #expect(f.size(t) == Size(110, 20))
        #expect(lines(f, t) == ["Hello world"])
    }

    @Test("a narrower width wraps at word boundaries and reports the widest line")
    func wrapsAtWords() {
        let f = LayoutFixture()
        let t = f.text("aaa bb cccc d")
        f.layout(t, 70, 500)
        #expect(lines(f, t) == ["aaa bb", "cccc d"])
        #expect(f.size(t) == Size(60, 40))
    }

    @Test("a word wider than the line is broken between characters")
    func breaksLongWords() {
        let f = LayoutFixture()
        let t = f.text("abcdefgh ij")
        f.layout(t, 30, 500)
        #expect(lines(f, t) == ["abc", "def", "gh", "ij"])
        #expect(f.size(t) == Size(30, 80))
    }

    @Test("a zero width still puts one character on each line")
    func zeroWidthOneGraphemePerLine() {
        let f = LayoutFixture()
        let t = f.text("ab")
        #expect(f.tree.sizeThatFits(t, proposal: ProposedSize(width: 0, height: nil)) == WireSize(width: 10, height: 40))
    }

    @Test("lineLimit truncates with … filling the last line")
    func lineLimitTruncates() {
        let f = LayoutFixture()
        let t = f.text("aaa bbb ccc ddd eee", [.lineLimit(2)])
        f.layout(t, 70, 500)
        #expect(lines(f, t) == ["aaa bbb", "ccc dd…"])
        #expect(f.size(t) == Size(70, 40))
    }

    @Test("lineLimit 1 on a multi-line text keeps the first line with …, not the next paragraph")
    func lineLimitOneHardBreaks() {
        let f = LayoutFixture()
        let t = f.text("first\nsecond", [.lineLimit(1)])
        f.layout(t, 500, 500)
        #expect(lines(f, t) == ["first…"])
    }

    @Test("a height smaller than the text keeps the whole lines that fit, then …")
    func heightLimitTruncates() {
        let f = LayoutFixture()
        let t = f.text("aa bb cc dd")
        let fr = f.frame(t, [.width(20), .height(45)])
        f.layout(fr, 500, 500)
        #expect(lines(f, t) == ["aa", "b…"])
        #expect(f.size(t) == Size(20, 40))
    }

    @Test("a height below one line still shows one line")
    func heightBelowOneLine() {
        let f = LayoutFixture()
        let t = f.text("aa bb")
        #expect(f.tree.sizeThatFits(t, proposal: ProposedSize(width: 20, height: 5)) == WireSize(width: 20, height: 20))
    }

    @Test("hard line breaks make lines even without a width limit")
    func hardBreaks() {
        let f = LayoutFixture()
        let t = f.text("one\nthree\n")
        f.layout(t, 500, 500)
        #expect(lines(f, t) == ["one", "three", ""])
        #expect(f.size(t) == Size(50, 60))
    }

    @Test("metrics scale with the font size: size 40 is 20 per character, 40 per line")
    func fontSizeScales() {
        let f = LayoutFixture()
        let t = f.text("abc", [.fontSize(40)])
        f.layout(t, 500, 500)
        #expect(f.size(t) == Size(60, 40))
    }

    @Test("changing the text re-measures it")
    func changingTextRemeasures() {
        let f = LayoutFixture()
        let t = f.text("ab")
        f.layout(t, 500, 500)
        f.tree.update(t, props: [.text("abcdef")])
        f.tree.layout(surface: WireSize(width: 500, height: 500))
        #expect(f.size(t) == Size(60, 20))
    }

    @Test("LineBreaker keeps runs of spaces inside a line and drops the one at a break")
    func lineBreakerSpaces() {
        let b = LineBreaker { _ in 10 }
        #expect(b.lines("a  b", width: 100, lineLimit: nil).lines == ["a  b"])
        #expect(b.lines("ab cd", width: 20, lineLimit: nil).lines == ["ab", "cd"])
        #expect(b.lines("", width: 20, lineLimit: nil).lines == [""])
    }

    @Test("LineBreaker truncation reports it and fits … in the width")
    func lineBreakerTruncation() {
        let b = LineBreaker { _ in 10 }
        let r = b.lines("abcdef", width: 30, lineLimit: 1)
        #expect(r.lines == ["ab…"])
        #expect(r.widest == 30)
        #expect(r.truncated)
        #expect(!b.lines("abc", width: 30, lineLimit: 1).truncated)
    }

    /// Layout asks for a height-bounded measurement of every text a stack probes; the
    /// headless backend answers in one pass instead of measuring twice.
    @Test("a height-bounded measurement in one pass equals measuring, then measuring the lines that fit (seeded)")
    func heightBoundedMeasureInOnePass() {
        var rng = TestSeed.generator(0xF17)
        let mismatches = heightBoundedMeasureMismatches(HeadlessBackend(), lineHeight: 0, seed: &rng)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
    }

    @Test("LineBreaker's ASCII fast path gives the general path's lines and widths (seeded)")
    func asciiFastPathMatchesGeneralPath() {
        var rng = TestSeed.generator(0xA5C11)
        let fast = LineBreaker(asciiAdvance: 10) { _ in 10 }
        let general = LineBreaker { _ in 10 }
        let alphabet = Array("ab  cd.-!~ ") + ["\n", "é"]
        for _ in 0..<2000 {
            let text = String((0..<Int.random(in: 0..<14, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            let width: Double? = Bool.random(using: &rng) ? nil : Double(Int.random(in: 0..<160, using: &rng))
            let limit: Int? = Bool.random(using: &rng) ? nil : Int.random(in: 1..<3, using: &rng)
            let a = fast.lines(text, width: width, lineLimit: limit)
            let b = general.lines(text, width: width, lineLimit: limit)
            let same = a.lines == b.lines && a.widest == b.widest && a.truncated == b.truncated
            #expect(same, "\(text.debugDescription) at \(String(describing: width))")
        }
    }

    @Test("LineBreaker wraps ASCII on bytes exactly as the general path, for advances that do not add exactly (seeded)")
    func asciiWrapMatchesGeneralPathBitForBit() {
        var rng = TestSeed.generator(0xA5C12)
        let alphabet = Array("abcdefgh  xyz.-!~ ")
        for advance in [8.65, 0.1, 7.3, 10] {
            let fast = LineBreaker(asciiAdvance: advance) { _ in advance }
            let general = LineBreaker { _ in advance }
            let uniform = LineBreaker(uniformAdvance: advance)
            for _ in 0..<1500 {
                let text = String((0..<Int.random(in: 0..<40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
                // Widths at and around multiples of the advance, where float noise would
                // move a break, besides arbitrary ones and 0 (one grapheme per line).
                let k = Double(Int.random(in: 0..<30, using: &rng))
                let width = [0, k * advance, k * advance + 1e-10, k * advance - 1e-7,
                             Double.random(in: 0..<300, using: &rng)].randomElement(using: &rng)!
                let limit: Int? = Bool.random(using: &rng) ? nil : Int.random(in: 1..<4, using: &rng)
                let a = fast.lines(text, width: width, lineLimit: limit)
                let b = general.lines(text, width: width, lineLimit: limit)
                let same = a.lines == b.lines && a.widest.bitPattern == b.widest.bitPattern && a.truncated == b.truncated
                #expect(same, "\(text.debugDescription) at \(width), advance \(advance), limit \(String(describing: limit)): \(a.lines) vs \(b.lines)")
                // A uniform advance (no closure) breaks exactly as the closure saying the same.
                let u = uniform.lines(text, width: width, lineLimit: limit)
                let sameUniform = u.lines == b.lines && u.widest.bitPattern == b.widest.bitPattern && u.truncated == b.truncated
                #expect(sameUniform, "uniform: \(text.debugDescription) at \(width), advance \(advance): \(u.lines) vs \(b.lines)")
            }
        }
    }
}

@Suite struct TextStyleSizeTests {
    @Test("a text style is 40 bytes with its spacing values: every render node's layout params hold one (daemon bytes per node, scripts/bench)")
    func textStyleStaysSmall() {
        #expect(MemoryLayout<TextStyle>.size <= 40, "\(MemoryLayout<TextStyle>.size) bytes")
        var s = TextStyle(tracking: 1.5, lineSpacing: 4, fontWidth: -0.2)
        #expect(s.tracking == 1.5 && s.lineSpacing == 4 && s.fontWidth == -0.2)
        s.tracking = 0.25
        #expect(s.tracking == 0.25 && s != TextStyle(lineSpacing: 4, fontWidth: -0.2))
    }
}
