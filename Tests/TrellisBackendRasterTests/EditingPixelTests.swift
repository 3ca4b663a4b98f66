// The focused field's caret and selection as the raster backend draws them: the
// rectangles laid out by the core (`CommittedFrame.editing`), over and behind the text.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

@Suite struct EditingPixelTests {
    private func render(_ editing: FieldEditing?, keep: String? = nil) throws -> DecodedPNG {
        let field = CommittedFrame.Item(id: 2, kind: .textField, frame: WireRect(x: 10, y: 10, width: 180, height: 24),
                                        depth: 0, opacity: 1, clip: nil,
                                        properties: [.text("Groceries"), .fontSize(20)], lines: ["Groceries"])
        var frame = CommittedFrame(serial: 1, size: WireSize(width: 200, height: 44), items: [field])
        frame.editing = editing
        let dir = try temporaryDirectory(prefix: "trl-edit")
        defer { removeDirectory(dir) }
        let path = keep ?? (ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"].map { $0 + "/field-\(editing?.caret == nil ? "sel" : "caret").png" } ?? dir + "/field.png")
        #expect(RasterBackend(size: frame.size, outputDirectory: nil).write(frame, to: path))
        return try #require(DecodedPNG(path: path))
    }

    private let bounds = WireRect(x: 6, y: 8, width: 188, height: 28)

    @Test("the caret is a bar in the accent colour; a selection is a translucent highlight behind the text")
    func caretAndSelection() throws {
        let caret = try render(FieldEditing(id: 2, selection: FieldSelection(caret: 3),
                                            caret: WireRect(x: 49, y: 10, width: 2, height: 24),
                                            highlights: [], scrollX: 0, bounds: bounds))
        #expect(caret[50, 22].near(.init(r: 0, g: 122, b: 255, a: 255), 8), "the caret's colour at its centre")
        #expect(caret[150, 22].near(.init(r: 255, g: 255, b: 255, a: 255), 2), "no caret past the text")
        let selected = try render(FieldEditing(id: 2, selection: FieldSelection(anchor: 0, head: 9), caret: nil,
                                               highlights: [WireRect(x: 10, y: 10, width: 100, height: 24)],
                                               scrollX: 0, bounds: bounds))
        // Between glyphs and at the highlight's edge: white blended with translucent blue.
        let p = selected[12, 11]
        #expect(p.b > 240 && p.r < 200 && p.r > 120, "a light blue behind the text: \(p)")
        #expect(selected[150, 22].near(.init(r: 255, g: 255, b: 255, a: 255), 2), "nothing beyond the selection")
    }

    @Test("a multi-line field shows only the lines inside its frame: scrolled up by scrollY, clipped above and below")
    func scrolledMultilineFieldIsClipped() throws {
        // Five lines of "█" in a field two lines tall, scrolled by one line: the second and
        // third lines are drawn in the field; nothing of the first or fourth spills outside.
        let lines = ["1 █████", "2 █████", "3 █████", "4 █████", "5 █████"]
        let field = CommittedFrame.Item(id: 2, kind: .textField, frame: WireRect(x: 10, y: 40, width: 180, height: 48),
                                        depth: 0, opacity: 1, clip: nil,
                                        properties: [.text(lines.joined(separator: "\n")), .fontSize(20), .multiline(true)],
                                        lines: lines)
        var frame = CommittedFrame(serial: 1, size: WireSize(width: 200, height: 130), items: [field])
        let dir = try temporaryDirectory(prefix: "trl-edit")
        defer { removeDirectory(dir) }
        func dark(_ png: DecodedPNG, rows: ClosedRange<Int>) -> Int {
            var n = 0
            for y in rows { for x in 10..<190 where png[x, y].r < 100 { n += 1 } }
            return n
        }
        let unscrolled = dir + "/unscrolled.png", scrolled = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"].map { $0 + "/field-scrolled.png" } ?? dir + "/scrolled.png"
        #expect(RasterBackend(size: frame.size, outputDirectory: nil).write(frame, to: unscrolled))
        let plain = try #require(DecodedPNG(path: unscrolled))
        #expect(dark(plain, rows: 0...38) == 0 && dark(plain, rows: 90...129) == 0, "unfocused: the lines past the frame are clipped")
        #expect(dark(plain, rows: 42...86) > 200, "two lines inside")
        frame.editing = FieldEditing(id: 2, selection: FieldSelection(caret: 10), caret: WireRect(x: 60, y: 40, width: 2, height: 24),
                                     highlights: [], scrollX: 0, scrollY: 24, bounds: WireRect(x: 6, y: 38, width: 188, height: 52))
        #expect(RasterBackend(size: frame.size, outputDirectory: nil).write(frame, to: scrolled))
        let png = try #require(DecodedPNG(path: scrolled))
        #expect(dark(png, rows: 0...38) == 0 && dark(png, rows: 90...129) == 0, "scrolled: nothing outside the field")
        #expect(dark(png, rows: 42...86) > 200)
    }
}
