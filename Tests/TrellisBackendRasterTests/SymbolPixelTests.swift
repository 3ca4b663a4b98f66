// `Image(systemName:)` on the raster backend: Adwaita symbolic icons tinted with the
// foreground colour, the catalog's frames (.circle, .circle.fill, .square, .slash), the
// Unicode glyph on a machine without the icon theme, and the placeholder for an unknown
// name (logged once). The grid is compared with References/symbols.png
// (`TRELLIS_RECORD_REFERENCES=1` rewrites it).
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

private func symbol(_ id: NodeID, _ name: String, _ r: (Double, Double, Double, Double), _ color: WireColor) -> CommittedFrame.Item {
    CommittedFrame.Item(id: id, kind: .image, frame: WireRect(x: r.0, y: r.1, width: r.2, height: r.3), depth: 0,
                        opacity: 1, clip: nil, properties: [.systemName(name), .foreground(color)], lines: [], transform: nil)
}

private let black = WireColor(r: 0, g: 0, b: 0, a: 255)
private let blue = WireColor(r: 0, g: 122, b: 255, a: 255)
private let red = WireColor(r: 255, g: 59, b: 48, a: 255)
private let green = WireColor(r: 52, g: 199, b: 89, a: 255)
private let orange = WireColor(r: 255, g: 149, b: 0, a: 255)

private let themeInstalled = SymbolCatalog.iconPath("starred") != nil

@Suite struct SymbolPixelTests {
    /// The symbols of the reference grid: common names, each frame kind, drawn shapes.
    static let gridNames = [
        "person.crop.circle", "cart", "square.and.arrow.up", "calendar", "trash", "gearshape",
        "magnifyingglass", "plus", "xmark", "chevron.right", "heart.fill", "star",
        "star.fill", "bell", "house.fill", "envelope", "paperplane", "folder",
        "doc.text", "photo", "camera", "mic.slash", "play.fill", "pause.fill",
        "arrow.up", "checkmark.circle.fill", "info.circle", "exclamationmark.triangle", "ellipsis", "pencil",
        "lock", "globe", "clock", "bookmark", "cloud", "sun.max",
        "moon", "wifi", "battery.50", "plus.circle", "xmark.circle.fill", "bell.slash",
        "heart.square", "arrow.clockwise", "square", "circle.fill", "list.bullet", "wifi.slash",
    ]

    func render(_ frame: CommittedFrame, backend: RasterBackend) throws -> DecodedPNG {
        let dir = try temporaryDirectory(prefix: "trl-sym")
        defer { removeDirectory(dir) }
        let path = dir + "/symbols.png"
        #expect(backend.write(frame, to: path))
        return try #require(DecodedPNG(path: path))
    }

    /// The grid: 48 names in four rows of twelve, one colour a row, then three symbols at
    /// four sizes.
    static func gridFrame() -> CommittedFrame {
        var items: [CommittedFrame.Item] = []
        let colors = [black, blue, red, green, orange]
        for (i, name) in gridNames.enumerated() {
            let col = i % 12, row = i / 12
            items.append(symbol(NodeID(UInt64(i + 1)), name, (8 + Double(col) * 36, 8 + Double(row) * 36, 28, 28),
                                colors[row % colors.count]))
        }
        // Sizes: 12, 17, 24, 44 points.
        var x = 8.0
        for (j, side) in [12.0, 17, 24, 44].enumerated() {
            for (k, name) in ["star.fill", "gearshape", "plus.circle.fill"].enumerated() {
                items.append(symbol(NodeID(UInt64(100 + j * 3 + k)), name, (x, 160, side, side), colors[(j + k) % colors.count]))
                x += side + 6
            }
        }
        return CommittedFrame(serial: 1, size: WireSize(width: 440, height: 212), items: items)
    }

    @Test("a grid of symbols in several colours and sizes matches the reference",
          .enabled(if: themeInstalled, "the Adwaita icon theme is not installed"))
    func grid() throws {
        let frame = Self.gridFrame()
        let backend = RasterBackend(size: frame.size, outputDirectory: nil)
        backend.symbols.reportUnknown = { Issue.record("unexpected unknown symbol \($0)") }
        let png = try render(frame, backend: backend)
        let dir = try temporaryDirectory(prefix: "trl-sym")
        defer { removeDirectory(dir) }
        let drawn = dir + "/symbols.png"
        #expect(backend.write(frame, to: drawn))
        try expectMatchesReference(png, drawn: drawn, name: "symbols")

        // Tinted by row: heart.fill (row 0, column 10) is black, house.fill (row 1,
        // column 2) blue; xmark.circle.fill (row 3, column 4) is a green disc with the
        // cross cut out, so its centre is the white background.
        #expect(png[8 + 10 * 36 + 14, 8 + 16].near(Pixel(r: 0, g: 0, b: 0, a: 255), 40), "heart.fill in row 0's black")
        #expect(png[8 + 2 * 36 + 14, 8 + 36 + 14].near(Pixel(r: 0, g: 122, b: 255, a: 255), 60) ||
                png[8 + 2 * 36 + 14, 8 + 36 + 20].near(Pixel(r: 0, g: 122, b: 255, a: 255), 60),
                "house.fill in row 1's blue")
        let cx = 8 + 4 * 36 + 14, cy = 8 + 3 * 36 + 14
        #expect(png[cx, cy] == .white || png[cx, cy].g > 200, "the cross is a hole in the disc")
        #expect(png[cx - 11, cy].near(Pixel(r: 52, g: 199, b: 89, a: 255), 60), "the disc is the row's green")
    }

    @Test("every symbol is drawn in its foreground colour and nothing else",
          .enabled(if: themeInstalled, "the Adwaita icon theme is not installed"))
    func tinted() throws {
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 40, height: 40),
                                   items: [symbol(1, "gearshape.fill", (4, 4, 32, 32), red)])
        let png = try render(frame, backend: RasterBackend(size: frame.size, outputDirectory: nil))
        var inked = 0
        for y in 0..<png.height {
            for x in 0..<png.width where png[x, y] != .white {
                inked += 1
                // Antialiased edges blend red with white: green and blue stay equal.
                #expect(abs(png[x, y].g - png[x, y].b) <= 50, "(\(x), \(y)) \(png[x, y]) is not a shade of red")
            }
        }
        #expect(inked > 200, "the gear is drawn")
    }

    @Test("a symbol's box follows its font size (imageScale and font set it client-side), whatever the icon")
    func sizeFollowsTheFont() {
        let backend = RasterBackend(size: WireSize(width: 40, height: 40), outputDirectory: nil)
        let body = backend.symbolSize("star", style: TextStyle(fontSize: 17))
        let title = backend.symbolSize("star", style: TextStyle(fontSize: 34))
        #expect(body.width == body.height && title.width == title.height)
        #expect(abs(title.height - 2 * body.height) <= 2)
        #expect(backend.symbolSize("gearshape.circle.fill", style: TextStyle(fontSize: 17)) == body)
        #expect(backend.symbolSize("no.such.symbol", style: TextStyle(fontSize: 17)) == body)
    }

    @Test("an unknown name draws a placeholder and is reported once")
    func unknownName() throws {
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 80, height: 40), items: [
            symbol(1, "no.such.symbol.anywhere", (4, 4, 32, 32), black),
            symbol(2, "no.such.symbol.anywhere", (44, 4, 32, 32), black),
        ])
        let backend = RasterBackend(size: frame.size, outputDirectory: nil)
        var reported: [String] = []
        backend.symbols.reportUnknown = { reported.append($0) }
        let png = try render(frame, backend: backend)
        _ = try render(frame, backend: backend)
        #expect(reported == ["no.such.symbol.anywhere"], "logged once for two nodes and two frames")
        for x0 in [4, 44] {
            var inked = 0
            for y in 4..<36 { for x in x0..<(x0 + 32) where png[x, y] != .white { inked += 1 } }
            #expect(inked > 60, "a visible placeholder at x \(x0)")
        }
    }

    @Test("without the icon theme a symbol is its Unicode glyph")
    func missingTheme() throws {
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 40, height: 40),
                                   items: [symbol(1, "star.fill", (4, 4, 32, 32), black)])
        let backend = RasterBackend(size: frame.size, outputDirectory: nil)
        backend.symbols = SymbolIcons(themeDirectory: "/nonexistent/icons")
        backend.symbols.reportUnknown = { Issue.record("unexpected unknown symbol \($0)") }
        let png = try render(frame, backend: backend)
        // The font's ★ at the frame's font size (17 pt): smaller than the icon would be.
        var inked = 0, minX = 40, maxX = 0
        for y in 0..<40 { for x in 0..<40 where png[x, y] != .white { inked += 1; minX = min(minX, x); maxX = max(maxX, x) } }
        #expect(inked > 20, "the glyph is drawn")
        #expect(maxX - minX < 24, "at the font's size, not the frame's")
    }
}
