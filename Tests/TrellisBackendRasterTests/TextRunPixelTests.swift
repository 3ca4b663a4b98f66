// Styled runs of a text (`textRuns`) in the raster backend: measured in each run's font,
// drawn piece by piece in each run's colour.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

@Suite struct TextRunPixelTests {
    private static let none = WireColor(r: 0, g: 0, b: 0, a: 0)
    private static let noLine = WireTextLine(color: none, pattern: .solid)

    /// A run of `length` bytes, with what differs from the node's style.
    static func run(_ length: Int, size: Double = 0, weight: UInt16 = 0, color: WireColor? = nil,
                    underline: Bool = false) -> WireTextRun {
        WireTextRun(length: UInt32(length), fontSize: size, fontWeight: weight, fontName: "", italic: false,
                    hasForeground: color != nil, foreground: color ?? none, hasUnderline: underline,
                    underline: noLine, hasStrikethrough: false, strikethrough: noLine, baselineOffset: 0, symbol: "", link: false, tracking: 0, hasBackground: false, background: WireColor(r: 0, g: 0, b: 0, a: 0))
    }

    @Test("a bold run is measured wider, a larger run makes every line taller, wrapping follows the runs")
    func measuring() {
        let backend = RasterBackend(size: WireSize(width: 200, height: 100), outputDirectory: nil)
        let text = "mmmm mmmm"
        let plain = backend.measure(text: text, style: TextStyle(fontSize: 17), proposedWidth: nil, lineLimit: nil)
        var bold = TextStyle(fontSize: 17)
        bold.runs = [Self.run(5), Self.run(4, weight: 700)]
        let boldMetrics = backend.measure(text: text, style: bold, proposedWidth: nil, lineLimit: nil)
        #expect(boldMetrics.size.width > plain.size.width + 2, "\(boldMetrics.size.width) vs \(plain.size.width)")
        #expect(boldMetrics.lineHeight == plain.lineHeight)

        var large = TextStyle(fontSize: 17)
        large.runs = [Self.run(5), Self.run(4, size: 34)]
        let largeMetrics = backend.measure(text: text, style: large, proposedWidth: nil, lineLimit: nil)
        #expect(largeMetrics.lineHeight > plain.lineHeight * 1.8)
        #expect(largeMetrics.size.width > plain.size.width * 1.4)

        // Wrapped at a width that fits the plain text's two words but not the larger one.
        let wrapped = backend.measure(text: text, style: large, proposedWidth: plain.size.width + 1, lineLimit: nil)
        #expect(wrapped.lines == ["mmmm", "mmmm"])
        #expect(wrapped.size.height > 2 * plain.lineHeight * 1.8)
        // Cut to one line: the ellipsis fits the width in the runs' fonts.
        let cut = backend.measure(text: text, style: large, proposedWidth: plain.size.width, lineLimit: 1)
        #expect(cut.isTruncated && cut.lines.count == 1 && cut.size.width <= plain.size.width + 1e-6, "\(cut)")
    }

    @Test("each run is drawn in its own colour on one baseline; the rest in the node's")
    func drawing() throws {
        let red = WireColor(r: 220, g: 0, b: 0, a: 255)
        let text = "Hello World"
        var style = TextStyle(fontSize: 17)
        style.runs = [Self.run(6), Self.run(5, weight: 700, color: red, underline: true)]
        let backend = RasterBackend(size: WireSize(width: 200, height: 40), outputDirectory: nil)
        let metrics = backend.measure(text: text, style: style, proposedWidth: nil, lineLimit: nil)
        let runs: [WireTextRun] = style.runs
        let item = CommittedFrame.Item(id: 1, kind: .text, frame: WireRect(x: 10, y: 10, width: metrics.size.width, height: metrics.size.height),
                                       depth: 0, opacity: 1, clip: nil,
                                       properties: [.text(text), .fontSize(17), .textRuns(runs)], lines: metrics.lines)
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 200, height: 40), items: [item])
        let dir = try temporaryDirectory(prefix: "trl-runs")
        defer { removeDirectory(dir) }
        let path = dir + "/runs.png"
        #expect(backend.write(frame, to: path))
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] { try? FileManager.default.copyItem(atPath: path, toPath: keep) }
        let png = try #require(DecodedPNG(path: path))
        let scale = png.height / 40
        var reds = (left: 0, right: 0), darks = (left: 0, right: 0)
        let split = Int(10 + backend.measure(text: "Hello ", style: TextStyle(fontSize: 17), proposedWidth: nil, lineLimit: nil).size.width)
        for y in 10 * scale ..< 32 * scale {
            for x in 10 * scale ..< Int(10 + metrics.size.width) * scale {
                let p = png[x, y]
                let isRed = p.r > 150 && p.g < 90 && p.b < 90, isDark = p.r < 90 && p.g < 90 && p.b < 90
                if x < split * scale { if isRed { reds.left += 1 }; if isDark { darks.left += 1 } }
                else { if isRed { reds.right += 1 }; if isDark { darks.right += 1 } }
            }
        }
        #expect(reds.left == 0 && darks.left > 40, "Hello in the node's black: \(reds) \(darks)")
        #expect(reds.right > 80 && darks.right == 0, "World in the run's red: \(reds) \(darks)")
        // The red run's underline: a red line below the baseline, under World only.
        let under = (10 + Int(metrics.lineHeight) - 4) * scale
        let underRed = (split * scale ..< Int(10 + metrics.size.width) * scale).filter { x in
            (under - 2 * scale ... under + 2 * scale).contains { png[x, $0].r > 150 && png[x, $0].g < 90 }
        }.count
        #expect(underRed > 20, "\(underRed)")
    }

    @Test("a run's background fills its extent on the line; its tracking widens it")
    func backgroundAndTracking() throws {
        let yellow = WireColor(r: 255, g: 220, b: 0, a: 255)
        var marked = Self.run(5)
        (marked.hasBackground, marked.background) = (true, yellow)
        var style = TextStyle(fontSize: 17)
        style.runs = [Self.run(6), marked]
        let backend = RasterBackend(size: WireSize(width: 200, height: 40), outputDirectory: nil)
        let metrics = backend.measure(text: "Hello World", style: style, proposedWidth: nil, lineLimit: nil)
        let item = CommittedFrame.Item(id: 1, kind: .text, frame: WireRect(x: 10, y: 10, width: metrics.size.width, height: metrics.size.height),
                                       depth: 0, opacity: 1, clip: nil,
                                       properties: [.text("Hello World"), .fontSize(17), .textRuns(style.runs)], lines: metrics.lines)
        let dir = try temporaryDirectory(prefix: "trl-runs-bg")
        defer { removeDirectory(dir) }
        let path = dir + "/bg.png"
        #expect(backend.write(CommittedFrame(serial: 1, size: WireSize(width: 200, height: 40), items: [item]), to: path))
        let png = try #require(DecodedPNG(path: path))
        let scale = png.height / 40
        let split = 10 + backend.measure(text: "Hello ", style: TextStyle(fontSize: 17), proposedWidth: nil, lineLimit: nil).size.width
        func isYellow(_ x: Double) -> Bool { let p = png[Int(x) * scale, 12 * scale]; return p.r > 200 && p.g > 180 && p.b < 60 }
        #expect(!isYellow(split - 4) && isYellow(split + 2) && isYellow(10 + metrics.size.width - 2), "behind World only")

        var spaced = Self.run(5)
        spaced.tracking = 3
        var wide = TextStyle(fontSize: 17)
        wide.runs = [Self.run(6), spaced]
        let widened = backend.measure(text: "Hello World", style: wide, proposedWidth: nil, lineLimit: nil)
        let extra = widened.size.width - metrics.size.width
        #expect(extra > 11.5 && extra < 15.5, "3 points between (Pango: and around) the run's 5 characters: \(extra)")
    }

    @Test("a symbol run is drawn as the symbol's icon in the run's colour, where its glyph was measured")
    func inlineSymbol() throws {
        let red = WireColor(r: 220, g: 0, b: 0, a: 255)
        var star = Self.run(3, color: red)
        star.symbol = "star.fill"
        var style = TextStyle(fontSize: 20)
        style.runs = [star]
        let backend = RasterBackend(size: WireSize(width: 120, height: 40), outputDirectory: nil)
        let (shown, shownStyle) = style.displayed("\u{FFFC} 4.8")
        let metrics = backend.measure(text: shown, style: shownStyle, proposedWidth: nil, lineLimit: nil)
        func render(_ props: [Property], name: String) throws -> DecodedPNG {
            let item = CommittedFrame.Item(id: 1, kind: .text, frame: WireRect(x: 10, y: 10, width: metrics.size.width, height: metrics.size.height),
                                           depth: 0, opacity: 1, clip: nil, properties: props, lines: metrics.lines)
            let dir = try temporaryDirectory(prefix: "trl-runs-sym")
            defer { removeDirectory(dir) }
            let path = dir + "/\(name).png"
            #expect(backend.write(CommittedFrame(serial: 1, size: WireSize(width: 120, height: 40), items: [item]), to: path))
            if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] { try? FileManager.default.copyItem(atPath: path, toPath: keep + "-\(name).png") }
            return try #require(DecodedPNG(path: path))
        }
        let icon = try render([.text("\u{FFFC} 4.8"), .fontSize(20), .textRuns(style.runs)], name: "icon")
        var plainStar = star
        plainStar.symbol = ""
        plainStar.length = UInt32(SymbolGlyphs.glyph(for: "star.fill").utf8.count)
        let glyph = try render([.text(SymbolGlyphs.glyph(for: "star.fill") + " 4.8"), .fontSize(20), .textRuns([plainStar])], name: "glyph")
        let glyphWidth = backend.measure(text: SymbolGlyphs.glyph(for: "star.fill"), style: TextStyle(fontSize: 20), proposedWidth: nil, lineLimit: nil).size.width
        let scale = icon.height / 40
        var reds = 0, differing = 0
        for y in 10 * scale ..< 34 * scale {
            for x in 10 * scale ..< Int(10 + glyphWidth) * scale {
                let p = icon[x, y]
                if p.r > 150 && p.g < 100 { reds += 1 }
                if !p.near(glyph[x, y], 40) { differing += 1 }
            }
        }
        #expect(reds > 40 * scale * scale, "the icon is drawn in red: \(reds)")
        #expect(differing > 10, "the icon, not the glyph: \(differing)")
    }
}
