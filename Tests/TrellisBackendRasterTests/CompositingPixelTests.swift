// compositingGroup, colorMultiply and blendMode in the raster backend: checked pixel by
// pixel on a white surface (the scenes are simple enough for exact colours).
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

private func item(_ id: NodeID, _ kind: NodeKind, _ r: (Double, Double, Double, Double), depth: Int,
                  opacity: Double = 1, _ props: [Property] = []) -> CommittedFrame.Item {
    CommittedFrame.Item(id: id, kind: kind, frame: WireRect(x: r.0, y: r.1, width: r.2, height: r.3), depth: depth,
                        opacity: opacity, clip: nil, properties: props, lines: [])
}

@Suite struct CompositingPixelTests {
    private func render(_ items: [CommittedFrame.Item]) throws -> DecodedPNG {
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 120, height: 120), items: items)
        let dir = try temporaryDirectory(prefix: "trl-comp")
        defer { removeDirectory(dir) }
        let path = dir + "/scene.png"
        #expect(RasterBackend(size: frame.size, outputDirectory: nil).write(frame, to: path))
        return try #require(DecodedPNG(path: path))
    }

    private let red = WireColor(r: 255, g: 0, b: 0, a: 255)

    /// Two overlapping red squares under an effect of opacity 0.5, grouped or not.
    private func halfOpaqueSquares(grouped: Bool) -> [CommittedFrame.Item] {
        [item(1, .effect, (0, 0, 120, 120), depth: 0, opacity: 0.5, grouped ? [.compositingGroup(true)] : []),
         item(2, .shape, (10, 10, 60, 60), depth: 1, opacity: 0.5, [.fill(red)]),
         item(3, .shape, (40, 40, 60, 60), depth: 1, opacity: 0.5, [.fill(red)])]
    }

    @Test("compositingGroup: a faded group's overlapping parts do not show through each other")
    func compositingGroup() throws {
        let plain = try render(halfOpaqueSquares(grouped: false))
        #expect(plain[55, 55].near(.init(r: 255, g: 64, b: 64, a: 255), 6), "each square at half: the overlap is darker")
        #expect(plain[20, 20].near(.init(r: 255, g: 128, b: 128, a: 255), 6))
        let grouped = try render(halfOpaqueSquares(grouped: true))
        #expect(grouped[55, 55].near(.init(r: 255, g: 128, b: 128, a: 255), 6), "the group at half: the overlap is like the rest")
        #expect(grouped[20, 20].near(.init(r: 255, g: 128, b: 128, a: 255), 6))
    }

    @Test("colorMultiply tints white to the colour; blendMode multiply darkens what lies below")
    func multiply() throws {
        let white = WireColor(r: 255, g: 255, b: 255, a: 255)
        let tinted = try render([
            item(1, .effect, (0, 0, 120, 120), depth: 0, [.colorMultiply(WireColor(r: 0, g: 128, b: 255, a: 255))]),
            item(2, .shape, (20, 20, 80, 80), depth: 1, [.fill(white)]),
        ])
        #expect(tinted[60, 60].near(.init(r: 0, g: 128, b: 255, a: 255), 3))
        #expect(tinted[5, 5].near(.init(r: 255, g: 255, b: 255, a: 255), 3), "outside the group: the white surface")

        let blended = try render([
            item(1, .shape, (0, 0, 60, 120), depth: 0, [.fill(red)]),
            item(2, .effect, (30, 0, 90, 120), depth: 0, [.blendMode(.multiply)]),
            item(3, .shape, (30, 0, 90, 120), depth: 1, [.fill(WireColor(r: 0, g: 0, b: 255, a: 255))]),
        ])
        #expect(blended[45, 60].near(.init(r: 0, g: 0, b: 0, a: 255), 3), "red × blue")
        #expect(blended[100, 60].near(.init(r: 0, g: 0, b: 255, a: 255), 3), "white × blue")
        #expect(blended[10, 60].near(.init(r: 255, g: 0, b: 0, a: 255), 3))
    }
}

@Suite struct TextDecorationPixelTests {
    /// Dark pixels in the rows `ys` of a rendered line of text.
    private func darkPixels(_ props: [Property], rows ys: Range<Int>) throws -> Int {
        let line = CommittedFrame.Item(id: 1, kind: .text, frame: WireRect(x: 10, y: 10, width: 100, height: 20), depth: 0,
                                       opacity: 1, clip: nil, properties: [.text("mmmm")] + props, lines: ["mmmm"])
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 120, height: 40), items: [line])
        let dir = try temporaryDirectory(prefix: "trl-deco")
        defer { removeDirectory(dir) }
        let path = dir + "/line.png"
        #expect(RasterBackend(size: frame.size, outputDirectory: nil).write(frame, to: path))
        let png = try #require(DecodedPNG(path: path))
        var n = 0
        let scale = png.height / 40
        for y in ys.lowerBound * scale ..< ys.upperBound * scale {
            for x in 10 * scale ..< 110 * scale where png[x, y].r < 128 { n += 1 }
        }
        return n
    }

    private let plain = WireTextLine(color: WireColor(r: 0, g: 0, b: 0, a: 0), pattern: .solid)

    @Test("underline draws a line below the baseline; strikethrough one through the letters")
    func lines() throws {
        // Just below the letters' baseline (DejaVu Sans at 17 points: the x-height spans
        // rows 18-28 of this 120 × 40 image): only the underline is drawn there.
        let below = 10 + 19 ..< 10 + 25
        #expect(try darkPixels([], rows: below) == 0)
        #expect(try darkPixels([.underline(plain)], rows: below) > 40)
        // Through the x-height: the strike adds a full-width line to the letters' pixels.
        let middle = 10 + 10 ..< 10 + 15
        #expect(try darkPixels([.strikethrough(plain)], rows: middle) > (try darkPixels([], rows: middle)) + 40)
    }
}
