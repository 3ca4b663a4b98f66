// minimumScaleFactor: a text that does not fit its width is set smaller, down to the
// factor, before it is truncated; it is drawn at the size layout chose (headless metrics:
// a character is half the font size wide, a line 20 tall at size 20).
import Testing
import TrellisProtocol
import TrellisRenderer

@Suite("Text: minimumScaleFactor")
struct TextScaleTests {
    private func item(_ f: LayoutFixture, _ id: NodeID) -> CommittedFrame.Item? {
        f.tree.committedFrame(serial: 1).items.first { $0.id == id }
    }

    @Test("a one-line text 100 points wide in 50 shrinks to about half its size, whole")
    func shrinksToFit() throws {
        let f = LayoutFixture()
        let t = f.text("1234567890", [.lineLimit(1), .minimumScaleFactor(0.25)])
        let box = f.frame(t, [.width(50)])
        f.layout(box, 200, 100)
        let drawn = try #require(item(f, t))
        #expect(drawn.lines == ["1234567890"], "not truncated")
        #expect(drawn.textStyle.fontSize >= 9.8 && drawn.textStyle.fontSize <= 10, "drawn at ~10 points: \(drawn.textStyle.fontSize)")
        #expect(drawn.frame.width <= 50)
    }

    @Test("a factor too large to fit sets the text at that factor and truncates it; text that fits keeps its size")
    func truncatesBelowFactor() throws {
        let f = LayoutFixture()
        let t = f.text("1234567890", [.lineLimit(1), .minimumScaleFactor(0.8)])
        let short = f.text("12", [.lineLimit(1), .minimumScaleFactor(0.5)])
        let v = f.vstack([f.frame(t, [.width(50)]), f.frame(short, [.width(50)])])
        f.layout(v, 200, 100)
        let drawn = try #require(item(f, t))
        #expect(drawn.textStyle.fontSize == 16)
        #expect(drawn.lines.first?.hasSuffix("…") == true, "\(drawn.lines)")
        #expect(try #require(item(f, short)).textStyle.fontSize == TextStyle.defaultFontSize)
    }

    @Test("without a line limit a proposed height bounds the text: it shrinks until its lines fit")
    func shrinksIntoHeight() throws {
        let f = LayoutFixture()
        let t = f.text("aaaa bbbb cccc dddd", [.minimumScaleFactor(0.3)])
        let box = f.frame(t, [.width(50), .height(20)])
        f.layout(box, 200, 100)
        let drawn = try #require(item(f, t))
        #expect(drawn.textStyle.fontSize < 20 && drawn.frame.height <= 20, "\(drawn.textStyle.fontSize) \(drawn.frame)")
    }
}

@Suite("Text: truncationMode")
struct TruncationModeTests {
    private func lines(_ mode: TruncationMode?) -> ([String], Double) {
        let f = LayoutFixture()
        let t = f.text("abcdefghijklmnop", [.lineLimit(1)] + (mode.map { [.truncationMode($0)] } ?? []))
        f.layout(f.frame(t, [.width(80)]), 200, 100)
        let item = f.tree.committedFrame(serial: 1).items.first { $0.id == t }
        return (item?.lines ?? [], item?.frame.width ?? -1)
    }

    @Test("a one-line text 160 points wide in 80 is cut at its tail, head or middle, as many characters as fit")
    func cuts() {
        #expect(lines(nil).0 == ["abcdefg…"])
        #expect(lines(.tail).0 == ["abcdefg…"])
        #expect(lines(.head).0 == ["…jklmnop"])
        #expect(lines(.middle).0 == ["abc…mnop"])
        #expect(lines(.middle).1 <= 80)
    }
}
