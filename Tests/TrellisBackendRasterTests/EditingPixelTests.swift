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
}
