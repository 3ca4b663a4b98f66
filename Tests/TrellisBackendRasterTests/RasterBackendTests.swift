import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

func item(_ id: NodeID, _ kind: NodeKind, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
          opacity: Double = 1, props: [Property] = [], lines: [String] = []) -> CommittedFrame.Item {
    CommittedFrame.Item(id: id, kind: kind, frame: WireRect(x: x, y: y, width: w, height: h), depth: 0,
                        opacity: opacity, clip: nil, properties: props, lines: lines)
}

/// A fresh directory for PNGs; tests remove it with `removeDirectory` (set
/// `TRELLIS_KEEP_PNG=1` to keep the PNGs for looking at).
func removeDirectory(_ dir: String) {
    if ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] == nil { try? FileManager.default.removeItem(atPath: dir) }
}

@Suite struct RasterBackendTests {
    let red = WireColor(r: 255, g: 0, b: 0, a: 255)
    let green = WireColor(r: 0, g: 160, b: 0, a: 255)
    let blue = WireColor(r: 0, g: 0, b: 255, a: 255)

    /// A known frame: shapes of every kind, translucent fill, text.
    func knownFrame() -> CommittedFrame {
        CommittedFrame(serial: 3, size: WireSize(width: 200, height: 200), items: [
            item(1, .shape, 0, 0, 50, 50, props: [.fill(red)]),
            item(2, .shape, 100, 0, 60, 60, props: [.fill(green), .shape(.circle)]),
            item(3, .shape, 0, 100, 80, 40, props: [.fill(blue), .shape(.roundedRectangle), .cornerRadius(16)]),
            item(4, .shape, 100, 100, 80, 20, props: [.fill(red), .shape(.capsule)]),
            item(5, .shape, 0, 60, 40, 30, opacity: 0.5, props: [.fill(blue)]),
            item(6, .text, 100, 150, 90, 24, props: [.text("Hello")], lines: ["Hello"]),
            item(7, .shape, 100, 70, 80, 20, props: [.fill(green), .shape(.ellipse)]),
        ])
    }

    func rendered(_ frame: CommittedFrame, scale: Double = 1) throws -> DecodedPNG {
        let dir = try temporaryDirectory(prefix: "trl-png")
        defer { removeDirectory(dir) }
        let backend = RasterBackend(size: frame.size, outputDirectory: dir, scale: scale)
        backend.draw(frame, surface: SurfaceID(1))
        let path = dir + "/" + RasterBackend.fileName(surface: SurfaceID(1), serial: frame.serial)
        #expect(path.hasSuffix("/s1-000003.png"))
        return try #require(DecodedPNG(path: path), "no PNG at \(path)")
    }

    @Test func onePNGPerCommitNamedBySurfaceAndFrameNumber() throws {
        let png = try rendered(knownFrame())
        #expect(png.width == 200 && png.height == 200)
        #expect(RasterBackend.fileName(surface: SurfaceID(2), serial: 12) == "s2-000012.png")
    }

    @Test func fillsAppearAtTheirFramesOnWhite() throws {
        let png = try rendered(knownFrame())
        #expect(png[25, 25] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(png[60, 25] == .white)
        #expect(png[130, 30] == Pixel(r: 0, g: 160, b: 0, a: 255))   // circle centre
        #expect(png[140, 90 - 10].near(Pixel(r: 0, g: 160, b: 0, a: 255)))   // ellipse centre
    }

    @Test func cornerRadiiCutTheCorners() throws {
        let png = try rendered(knownFrame())
        #expect(png[101, 1] == .white)                       // circle's bounding-box corner
        #expect(png[1, 101] == .white)                       // rounded rectangle corner
        #expect(png[40, 120] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(png[16, 101] == Pixel(r: 0, g: 0, b: 255, a: 255))   // straight top edge
        #expect(png[101, 101] == .white)                     // capsule end
        #expect(png[140, 110] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(png[101, 71] == .white)                      // ellipse corner
    }

    @Test func opacityBlendsWithTheBackground() throws {
        let png = try rendered(knownFrame())
        #expect(png[20, 75].near(Pixel(r: 127, g: 127, b: 255, a: 255), 2))
    }

    @Test func textIsDrawnInsideItsFrameOnly() throws {
        let png = try rendered(knownFrame())
        #expect(png.inkCount(x: 100, y: 150, width: 90, height: 24) > 40)
        #expect(png.inkCount(x: 100, y: 176, width: 100, height: 24) == 0)
        // Antialiased: some text pixels are neither white nor black.
        var grey = 0
        for y in 150..<174 { for x in 100..<190 where png[x, y].r > 30 && png[x, y].r < 220 { grey += 1 } }
        #expect(grey > 5)
    }

    @Test func pathsFillByWindingAndScaleToTheirFrame() throws {
        // A triangle computed for 100x100, drawn in a 50x50 frame at (0, 0): scaled by 1/2.
        let triangle: [Double] = [0, 50, 0, 1, 100, 100, 1, 0, 100, 4]
        let frame = CommittedFrame(serial: 3, size: WireSize(width: 200, height: 200), items: [
            item(1, .shape, 0, 0, 50, 50, props: [.fill(red), .shape(.path), .pathData(triangle),
                                                  .pathSize(WireSize(width: 100, height: 100))]),
        ])
        let png = try rendered(frame)
        #expect(png[25, 40] == Pixel(r: 255, g: 0, b: 0, a: 255), "inside the triangle")
        #expect(png[5, 5] == .white, "outside it, top-left corner")
        #expect(png[45, 5] == .white, "outside it, top-right corner")
        #expect(png[75, 75] == .white, "nothing beyond the frame")
    }

    @Test func linearGradientsRunFromTheirStartToTheirEndColour() throws {
        let frame = CommittedFrame(serial: 3, size: WireSize(width: 200, height: 200), items: [
            item(1, .shape, 0, 0, 200, 20, props: [.fill(green), .gradient([0, 0, 0.5, 1, 0.5, 0, 1, 0, 0, 1, 1, 0, 0, 1, 1])]),
        ])
        let png = try rendered(frame)
        #expect(png[1, 10].near(Pixel(r: 255, g: 0, b: 0, a: 255), 4), "red at the leading edge: \(png[1, 10])")
        #expect(png[198, 10].near(Pixel(r: 0, g: 0, b: 255, a: 255), 4), "blue at the trailing edge: \(png[198, 10])")
        let mid = png[100, 10]
        #expect(abs(mid.r - 128) < 8 && abs(mid.b - 128) < 8, "halfway in the middle: \(mid)")
    }

    @Test func aRotationTurnsTheDrawingAboutTheFrameCentre() throws {
        // A 100 x 10 bar centred at (100, 100), turned 90°: now 10 wide and 100 tall.
        let quarter = AffineTransform.about(x: 100, y: 100, rotation: Double.pi / 2, sx: 1, sy: 1)
        let frame = CommittedFrame(serial: 3, size: WireSize(width: 200, height: 200), items: [
            CommittedFrame.Item(id: 1, kind: .shape, frame: WireRect(x: 50, y: 95, width: 100, height: 10), depth: 0,
                                opacity: 1, clip: nil, properties: [.fill(red)], lines: [], transform: quarter),
        ])
        let png = try rendered(frame)
        #expect(png[100, 60] == Pixel(r: 255, g: 0, b: 0, a: 255), "the bar now runs vertically")
        #expect(png[60, 100] == .white, "and no longer horizontally")
    }

    @Test func strokesDrawTheOutlineOverATransparentFill() throws {
        let frame = CommittedFrame(serial: 3, size: WireSize(width: 200, height: 200), items: [
            item(1, .shape, 20, 20, 100, 100, props: [.fill(WireColor(r: 0, g: 0, b: 0, a: 0)), .shape(.circle),
                                                      .stroke(blue), .lineWidth(6)]),
        ])
        let png = try rendered(frame)
        #expect(png[70, 70] == .white, "the inside is not filled")
        #expect(png[70, 21].near(Pixel(r: 0, g: 0, b: 255, a: 255)), "the outline at the top: \(png[70, 21])")
        #expect(png[119, 70].near(Pixel(r: 0, g: 0, b: 255, a: 255)), "and at the right")
    }

    @Test func scaleTwoDoublesThePixels() throws {
        let png = try rendered(knownFrame(), scale: 2)
        #expect(png.width == 400)
        #expect(png[50, 50] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(png[110, 50] == .white)
    }

    @Test func drawWritesOnePNGNamedBySerialAndCloseForgetsTheFrame() throws {
        let dir = try temporaryDirectory(prefix: "trl-png")
        defer { removeDirectory(dir) }
        let backend = RasterBackend(size: WireSize(width: 200, height: 200), outputDirectory: dir)
        #expect(backend.lastFrame(of: SurfaceID(1)) == nil)
        backend.draw(knownFrame(), surface: SurfaceID(1))
        #expect(DecodedPNG(path: dir + "/s1-000003.png")?.width == 200)
        #expect(backend.lastFrame(of: SurfaceID(1))?.serial == 3)
        backend.surfaceClosed(SurfaceID(1))
        #expect(backend.lastFrame(of: SurfaceID(1)) == nil)
    }
}
