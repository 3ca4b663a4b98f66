// A content transition as the raster backend draws it: the animator's presented frame half
// way through a numericText change holds the old number (risen, half faded) and the new one
// (rising in from below, half faded), and the PNG shows both.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

@Suite struct ContentTransitionPixelTests {
    /// A white page with a black 40-point text (node 2) showing `text` in a 60×48 frame at (30, 36).
    private func page(_ text: String) -> CommittedFrame {
        let background = CommittedFrame.Item(id: 1, kind: .shape, frame: WireRect(x: 0, y: 0, width: 120, height: 120),
                                             depth: 0, opacity: 1, clip: nil,
                                             properties: [.fill(WireColor(r: 255, g: 255, b: 255, a: 255))], lines: [])
        let label = CommittedFrame.Item(id: 2, kind: .text, frame: WireRect(x: 30, y: 36, width: 60, height: 48),
                                        depth: 0, opacity: 1, clip: nil,
                                        properties: [.text(text), .fontSize(40),
                                                     .contentTransition(WireContentTransition(kind: .numericText, countsDown: false,
                                                                                              value: 0, hasValue: false))],
                                        lines: [text])
        return CommittedFrame(serial: 1, size: WireSize(width: 120, height: 120), items: [background, label])
    }

    /// The darkest pixel (lowest red) in rows `rows`, over the text's columns.
    private func darkest(_ png: DecodedPNG, rows: Range<Int>) -> Int {
        var m = 255
        for y in rows { for x in 30..<90 { m = min(m, png[x, y].r) } }
        return m
    }

    @Test("numericText at t = ½: both numbers drawn half faded, the old one a quarter of the height higher")
    func numericTextHalfWay() throws {
        let linear = WireAnimation(curve: .timingCurve, duration: 1, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: 0,
                                   dampingFraction: 1, blendDuration: 0, delay: 0, speed: 1, repeatCount: 1, autoreverses: false)
        let animator = Animator()
        animator.commit(page("9"), animations: [:], now: 0)
        animator.commit(page("10"), animations: [2: linear], now: 0)
        let frame = animator.present(now: 0.5)
        #expect(frame.items.filter { $0.id == 2 }.map(\.lines) == [["9"], ["10"]])
        let dir = try temporaryDirectory(prefix: "trl-content")
        defer { removeDirectory(dir) }
        let path = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"].map { $0 + "/content-transition-half.png" } ?? dir + "/half.png"
        #expect(RasterBackend(size: frame.size, outputDirectory: nil).write(frame, to: path))
        let png = try #require(DecodedPNG(path: path))
        // Half faded: no glyph pixel is near black (where the two overlap, a quarter of the
        // white shows through: ~64); something is drawn.
        let all = darkest(png, rows: 0..<120)
        #expect(all > 50 && all < 180, "the darkest glyph pixel is grey: \(all)")
        // The old "9" rose by 12 points: ink above the frame's top (36); the new "10" is
        // 12 points lower: ink below its bottom (84).
        #expect(darkest(png, rows: 24..<36) < 200, "the rising old number reaches above the frame")
        #expect(darkest(png, rows: 84..<96) < 200, "the new number comes in from below")
        // The end: the new number alone, opaque, in its place.
        let end = animator.present(now: 1.5)
        #expect(end.items.filter { $0.id == 2 }.map(\.lines) == [["10"]])
        let endPath = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"].map { $0 + "/content-transition-end.png" } ?? dir + "/end.png"
        #expect(RasterBackend(size: end.size, outputDirectory: nil).write(end, to: endPath))
        let finished = try #require(DecodedPNG(path: endPath))
        #expect(darkest(finished, rows: 0..<120) < 40, "opaque black glyphs")
        #expect(darkest(finished, rows: 84..<96) > 240, "nothing below the frame")
    }
}
