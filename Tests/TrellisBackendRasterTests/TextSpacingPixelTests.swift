// Text spacing through Pango: tracking (letter spacing), line spacing and the font's width
// (a narrow width is Liberation Sans Narrow, installed by scripts/install-deps) are measured and
// drawn the same way. `TRELLIS_KEEP_PNG=DIR` keeps the drawn sample.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

@Suite struct TextSpacingPixelTests {
    private func measure(_ raster: RasterBackend, _ text: String, _ style: TextStyle) -> TextMetrics {
        raster.textMeasurer(for: SurfaceID(1)).measure(text: text, style: style, proposedWidth: nil, lineLimit: nil)
    }

    @Test("tracking widens a line by about its value a character; lineSpacing adds space between lines only; condensed is narrower")
    func measured() {
        let raster = RasterBackend(size: WireSize(width: 300, height: 200), outputDirectory: nil)
        let plain = measure(raster, "Hello", TextStyle())
        let tracked = measure(raster, "Hello", TextStyle(tracking: 4))
        #expect(abs((tracked.size.width - plain.size.width) - 20) <= 4.01, "5 letters × 4: \(plain.size) \(tracked.size)")
        let two = measure(raster, "a\nb", TextStyle()), spaced = measure(raster, "a\nb", TextStyle(lineSpacing: 9))
        #expect(abs(spaced.size.height - two.size.height - 9) < 1e-9, "one gap of 9: \(two.size) \(spaced.size)")
        #expect(measure(raster, "a", TextStyle(lineSpacing: 9)).size.height == measure(raster, "a", TextStyle()).size.height)
        let condensed = measure(raster, "Hello world", TextStyle(fontWidth: -0.2))
        let standard = measure(raster, "Hello world", TextStyle())
        #expect(condensed.size.width < standard.size.width * 0.95, "Liberation Sans Narrow: \(condensed.size) vs \(standard.size)")
        // Every digit as wide as every other (monospacedDigit is then what the text has).
        let ones = measure(raster, "1111111111", TextStyle()), zeros = measure(raster, "0000000000", TextStyle())
        #expect(abs(ones.size.width - zeros.size.width) < 0.01, "tabular digits: \(ones.size) vs \(zeros.size)")
    }

    @Test("drawn: tracked letters spread out, spaced lines move down, condensed letters close up")
    func drawn() throws {
        let raster = RasterBackend(size: WireSize(width: 260, height: 170), outputDirectory: nil)
        var items: [CommittedFrame.Item] = []
        var y = 5.0
        let samples: [(String, [Property], TextStyle)] = [
            ("Tracking", [], TextStyle()),
            ("Tracking", [.tracking(6)], TextStyle(tracking: 6)),
            ("Condensed", [.fontWidth(-0.2)], TextStyle(fontWidth: -0.2)),
            ("one\ntwo", [.lineSpacing(12)], TextStyle(lineSpacing: 12)),
        ]
        var frames: [WireRect] = []
        for (k, (text, props, style)) in samples.enumerated() {
            let m = measure(raster, text, style)
            let f = WireRect(x: 5, y: y, width: m.size.width, height: m.size.height)
            frames.append(f)
            items.append(CommittedFrame.Item(id: NodeID(k + 1), kind: .text, frame: f, depth: 0, opacity: 1, clip: nil,
                                             properties: [.text(text), .fontSize(20)] + props, lines: m.lines))
            y += m.size.height + 6
        }
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 260, height: 170), items: items)
        let dir = try temporaryDirectory(prefix: "trl-spacing")
        defer { removeDirectory(dir) }
        let path = (ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] ?? dir) + "/text-spacing.png"
        #expect(raster.write(frame, to: path, surface: SurfaceID(1)))
        let png = try #require(DecodedPNG(path: path))
        func rightmostInk(_ f: WireRect) -> Int {
            var last = 0
            for x in Int(f.x)..<min(png.width, Int(f.x + f.width) + 4) where png.inkCount(x: x, y: Int(f.y), width: 1, height: Int(f.height)) > 0 { last = x }
            return last
        }
        #expect(rightmostInk(frames[1]) - rightmostInk(frames[0]) >= 40, "8 letters, 6 more each (the last one's trails)")
        #expect(rightmostInk(frames[2]) < Int(frames[2].x + frames[2].width) + 1)
        // The second line of "one\ntwo" starts 12 points lower than a plain second line would.
        let lines = frames[3]
        let lineHeight = (lines.height - 12) / 2
        let gap = png.inkCount(x: Int(lines.x), y: Int(lines.y + lineHeight + 2), width: Int(lines.width), height: 8)
        #expect(gap == 0, "nothing drawn in the spacing between the lines")
        let second = png.inkCount(x: Int(lines.x), y: Int(lines.y + lineHeight + 12), width: Int(lines.width), height: Int(lineHeight))
        #expect(second > 20, "the second line is drawn below the spacing")
    }
}
