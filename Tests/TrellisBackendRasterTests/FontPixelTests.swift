// Fonts on the raster backend: a font a session defines (defineFont) sets that session's text
// and no other's; a family no font has falls back and is reported once; fallback finds fonts
// for CJK, Arabic, Hebrew and emoji (Debian's Noto fonts, scripts/install-deps). The sample
// is compared with References/fonts.png (`TRELLIS_RECORD_REFERENCES=1` rewrites it;
// `TRELLIS_KEEP_PNG=DIR` keeps the drawn one).
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

private func style(_ family: String?, size: Double = 20) -> TextStyle { TextStyle(fontSize: size, fontName: family) }

@Suite struct FontPixelTests {
    @Test("a defined font measures and draws that session's text; another session falls back and it is reported once")
    func privateToItsSession() throws {
        let raster = RasterBackend(size: WireSize(width: 200, height: 60), outputDirectory: nil)
        var missing: [String] = []
        raster.reportMissingFamily = { family, _ in missing.append(family) }
        raster.fontDefined(1, bytes: TestFonts.blocks, surface: SurfaceID(1))
        let own = raster.textMeasurer(for: SurfaceID(1)), other = raster.textMeasurer(for: SurfaceID(2))
        // Trellis Blocks: 600 units of 1,000 a letter, so "Hello" at size 20 is 5 × 12 = 60 wide.
        let blocks = own.measure(text: "Hello", style: style("Trellis Blocks"), proposedWidth: nil, lineLimit: nil)
        #expect(abs(blocks.size.width - 60) < 0.5, "\(blocks.size)")
        // (The daemon matches families; TrellisUI turns a PostScript or full name into its family.)
        let fallback = other.measure(text: "Hello", style: style("Trellis Blocks"), proposedWidth: nil, lineLimit: nil)
        #expect(abs(fallback.size.width - 60) > 2, "another session does not see the font: \(fallback.size)")
        _ = other.measure(text: "Hello again", style: style("Trellis Blocks", size: 30), proposedWidth: nil, lineLimit: nil)
        #expect(missing == ["Trellis Blocks"], "the fallback is reported once: \(missing)")

        // Drawn: the bars of Trellis Blocks fill the glyph boxes solid.
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 200, height: 60), items: [
            CommittedFrame.Item(id: 1, kind: .text, frame: WireRect(x: 10, y: 10, width: blocks.size.width, height: blocks.size.height),
                                depth: 0, opacity: 1, clip: nil,
                                properties: [.text("Hello"), .fontName("Trellis Blocks"), .fontSize(20)], lines: blocks.lines)])
        let dir = try temporaryDirectory(prefix: "trl-font")
        defer { removeDirectory(dir) }
        #expect(raster.write(frame, to: dir + "/own.png", surface: SurfaceID(1)))
        let png = try #require(DecodedPNG(path: dir + "/own.png"))
        // "H" is the bar from x 10 + 1.2 to 10 + 10.8, from the baseline up 14 px.
        #expect(png[15, 20].near(Pixel(r: 0, g: 0, b: 0, a: 255), 30), "inside the H's bar: \(png[15, 20])")
        #expect(png[22, 20].near(.white, 30), "between two bars: \(png[22, 20])")
        raster.surfaceClosed(SurfaceID(1))
        let after = raster.textMeasurer(for: SurfaceID(1)).measure(text: "Hello", style: style("Trellis Blocks"),
                                                                     proposedWidth: nil, lineLimit: nil)
        #expect(abs(after.size.width - 60) > 2, "the font goes with its surface")
    }

    @Test("bytes FreeType cannot read are reported and change nothing")
    func unreadableFont() {
        let raster = RasterBackend(size: WireSize(width: 100, height: 40), outputDirectory: nil)
        var reported: [UInt64] = []
        raster.appFonts.reportUnreadable = { key, _ in reported.append(key) }
        raster.fontDefined(7, bytes: [0, 1, 0, 0] + [UInt8](repeating: 0xFF, count: 60), surface: SurfaceID(1))
        raster.fontDefined(8, bytes: Array(TestFonts.blocks[0..<400]), surface: SurfaceID(1))
        #expect(reported == [7, 8])
        let m = raster.textMeasurer(for: SurfaceID(1)).measure(text: "Hi", style: style(nil), proposedWidth: nil, lineLimit: nil)
        #expect(m.size.width > 0)
    }

    @Test("seeded corrupt fonts (bytes flipped in the test font's tables) are read or refused, text is measured and drawn, never a crash")
    func corruptFonts() throws {
        var rng = TestSeed.generator(0xF0F7)   // prints its seed; TRELLIS_TEST_SEED replays
        let raster = RasterBackend(size: WireSize(width: 120, height: 40), outputDirectory: nil)
        raster.appFonts.reportUnreadable = { _, _ in }
        raster.reportMissingFamily = { _, _ in }
        let dir = try temporaryDirectory(prefix: "trl-font")
        defer { removeDirectory(dir) }
        for round in 0..<40 {
            var bytes = TestFonts.blocks
            for _ in 0..<(1 + Int(rng.next() % 16)) {
                // Past the 12-byte header, so the sfnt tag the core checks stays.
                bytes[12 + Int(rng.next() % UInt64(bytes.count - 12))] = UInt8(truncatingIfNeeded: rng.next())
            }
            let surface = SurfaceID(UInt64(round + 1))
            raster.fontDefined(UInt64(round + 1), bytes: bytes, surface: surface)
            let m = raster.textMeasurer(for: surface).measure(text: "Hello 漢字", style: style("Trellis Blocks"),
                                                              proposedWidth: 100, lineLimit: nil)
            #expect(m.size.width.isFinite && m.size.height.isFinite)
            let frame = CommittedFrame(serial: 1, size: WireSize(width: 120, height: 40), items: [
                CommittedFrame.Item(id: 1, kind: .text, frame: WireRect(x: 0, y: 0, width: m.size.width, height: m.size.height),
                                    depth: 0, opacity: 1, clip: nil,
                                    properties: [.text("Hello 漢字"), .fontName("Trellis Blocks")], lines: m.lines)])
            #expect(raster.write(frame, to: dir + "/corrupt.png", surface: surface))
            raster.surfaceClosed(surface)
        }
    }

    static let scripts: [(String, String)] = [
        ("Latin", "Trellis draws text"),
        ("CJK", "漢字 かな カナ 한글"),
        ("Arabic", "مرحبا بالعالم"),
        ("Hebrew", "שלום עולם"),
        ("Emoji", "😀 🎉 👍 🌍"),
    ]

    @Test("fallback finds a font for CJK, Arabic, Hebrew and emoji; the sample matches the reference")
    func fallbackScripts() throws {
        let raster = RasterBackend(size: WireSize(width: 320, height: 200), outputDirectory: nil)
        let text = raster.text(for: nil)
        for (script, sample) in Self.scripts {
            #expect(text.unknownGlyphs(in: sample, style: style(nil)) == 0, "\(script): \"\(sample)\" has characters no font has")
        }
        raster.fontDefined(1, bytes: TestFonts.blocks, surface: SurfaceID(1))
        let measurer = raster.textMeasurer(for: SurfaceID(1))
        var items: [CommittedFrame.Item] = []
        var y = 6.0
        for (i, (_, sample)) in (Self.scripts + [("Blocks", "Trellis Blocks")]).enumerated() {
            let family = i == Self.scripts.count ? "Trellis Blocks" : nil
            let m = measurer.measure(text: sample, style: style(family), proposedWidth: nil, lineLimit: nil)
            var props: [Property] = [.text(sample), .fontSize(20)]
            if let family { props.append(.fontName(family)) }
            items.append(CommittedFrame.Item(id: NodeID(UInt64(i + 1)), kind: .text,
                                             frame: WireRect(x: 8, y: y, width: m.size.width, height: m.size.height),
                                             depth: 0, opacity: 1, clip: nil, properties: props, lines: m.lines))
            y += m.size.height + 4
        }
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 320, height: 200), items: items)
        let dir = try temporaryDirectory(prefix: "trl-font")
        defer { removeDirectory(dir) }
        let drawn = (ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] ?? dir) + "/fonts.png"
        #expect(raster.write(frame, to: drawn, surface: SurfaceID(1)))
        let png = try #require(DecodedPNG(path: drawn))
        // The emoji line is in colour (Noto Color Emoji), not black outlines.
        let emoji = items[4].frame
        var coloured = 0
        for yy in Int(emoji.y)..<Int(emoji.y + emoji.height) {
            for xx in Int(emoji.x)..<Int(emoji.x + emoji.width) {
                let p = png[xx, yy]
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 80 { coloured += 1 }
            }
        }
        #expect(coloured > 100, "emoji are drawn in colour (\(coloured) coloured pixels)")
        try expectMatchesReference(png, drawn: drawn, name: "fonts")
    }
}
