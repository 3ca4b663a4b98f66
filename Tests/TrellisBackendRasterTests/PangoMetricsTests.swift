import Testing
import TrellisProtocol
import TrellisRenderer
import TrellisTestSupport
@testable import TrellisBackendRaster

@Suite struct PangoMetricsTests {
    let backend = RasterBackend(outputDirectory: nil)
    let style = TextStyle()

    @Test("Pango metrics bound by a height in one pass equal measuring, then measuring the lines that fit (seeded)")
    func heightBoundedMeasureInOnePass() {
        var rng = TestSeed.generator(0xF19)
        let mismatches = heightBoundedMeasureMismatches(backend, lineHeight: backend.measure(text: "M", style: style, proposedWidth: nil, lineLimit: nil).lineHeight,
                                                        cases: 400, seed: &rng)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.first ?? "")")
    }

    @Test func textIsMeasuredWithTheRealFontNotACellGrid() {
        let narrow = backend.measure(text: "iiii", style: style, proposedWidth: nil, lineLimit: nil)
        let wide = backend.measure(text: "MMMM", style: style, proposedWidth: nil, lineLimit: nil)
        #expect(narrow.size.width > 0 && wide.size.width > narrow.size.width * 2)
        #expect(narrow.lines == ["iiii"])
        // DejaVu Sans at 20 px: a line is about 23 px (ascent + descent), not hinted to pixels.
        #expect(narrow.lineHeight > 20 && narrow.lineHeight < 26)
        #expect(narrow.size.height == narrow.lineHeight)
    }

    @Test func widthScalesWithFontSizeAndWeight() {
        let regular = backend.measure(text: "Hello", style: style, proposedWidth: nil, lineLimit: nil).size.width
        let big = backend.measure(text: "Hello", style: TextStyle(fontSize: 40), proposedWidth: nil, lineLimit: nil).size.width
        let bold = backend.measure(text: "Hello", style: TextStyle(fontWeight: 700), proposedWidth: nil, lineLimit: nil).size.width
        #expect(abs(big - 2 * regular) < 1)
        #expect(bold > regular)
    }

    @Test func wrapsAtWordsToFitTheProposedWidth() {
        let full = backend.measure(text: "alpha beta gamma", style: style, proposedWidth: nil, lineLimit: nil)
        let m = backend.measure(text: "alpha beta gamma", style: style, proposedWidth: full.size.width * 0.7, lineLimit: nil)
        #expect(m.lines.count == 2)
        #expect(m.lines.joined(separator: " ") == "alpha beta gamma")
        #expect(m.size.width <= full.size.width * 0.7)
        #expect(m.size.height == 2 * m.lineHeight)
    }

    @Test func hardLineBreaksMakeLines() {
        #expect(backend.measure(text: "a\nb", style: style, proposedWidth: nil, lineLimit: nil).lines == ["a", "b"])
    }

    @Test func aLineLimitTruncatesWithAnEllipsisThatFits() {
        let width = 120.0
        let m = backend.measure(text: "one two three four five six seven", style: style, proposedWidth: width, lineLimit: 2)
        #expect(m.lines.count == 2)
        #expect(m.isTruncated)
        #expect(m.lines[1].hasSuffix("…"))
        #expect(m.size.width <= width)
    }

    @Test func everySymbolGlyphIsInTheFontSoNoneIsDrawnAsABox() {
        let text = PangoText()
        for (name, glyph) in SymbolGlyphs.table {
            #expect(text.unknownGlyphCount(glyph, style: TextStyle()) == 0, "\(name) → \(glyph)")
        }
        // The catalog's fallbacks (drawn when the icon theme is missing).
        for glyph in Set(SymbolCatalog.entries.values.map(\.glyph)).sorted() {
            #expect(text.unknownGlyphCount(glyph, style: TextStyle()) == 0, "catalog glyph \(glyph)")
        }
    }
}
