// Bitmaps in the raster backend: PNG bytes defined for a surface are decoded with cairo
// and drawn scaled to the image node's frame; unknown keys and bad bytes draw a gray box.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster
import CCairo

@Suite struct BitmapPixelTests {
    /// A 2×2 PNG: red, green on top; blue, white below.
    static func png() throws -> [UInt8] {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 2)!
        defer { cairo_surface_destroy(s) }
        let cr = cairo_create(s)!
        for (x, y, r, g, b) in [(0, 0, 1.0, 0.0, 0.0), (1, 0, 0.0, 1.0, 0.0), (0, 1, 0.0, 0.0, 1.0), (1, 1, 1.0, 1.0, 1.0)] {
            cairo_set_source_rgb(cr, r, g, b)
            cairo_rectangle(cr, Double(x), Double(y), 1, 1)
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        let dir = try temporaryDirectory(prefix: "trl-bmp")
        defer { removeDirectory(dir) }
        #expect(cairo_surface_write_to_png(s, dir + "/q.png") == CAIRO_STATUS_SUCCESS)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/q.png")))
    }

    @Test("a defined PNG is drawn scaled to the node's frame; an undefined key or bad bytes draw a gray box")
    func drawsBitmaps() throws {
        let raster = RasterBackend(size: WireSize(width: 100, height: 50), outputDirectory: nil)
        let surface = SurfaceID(1)
        raster.imageDefined(9, image: StoredImage(bytes: try Self.png()), surface: surface)
        raster.imageDefined(10, image: StoredImage(bytes: [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]), surface: surface)
        func item(_ id: NodeID, _ key: UInt64, x: Double) -> CommittedFrame.Item {
            CommittedFrame.Item(id: id, kind: .image, frame: WireRect(x: x, y: 0, width: 40, height: 40), depth: 0, opacity: 1,
                                clip: nil, properties: [.bitmap(WireBitmap(key: key, width: 2, height: 2, resizable: true))], lines: [])
        }
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 100, height: 50),
                                   items: [item(1, 9, x: 0), item(2, 11, x: 50)])
        let dir = try temporaryDirectory(prefix: "trl-bmp")
        defer { removeDirectory(dir) }
        let path = (ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] ?? dir) + "/bitmap.png"
        #expect(raster.write(frame, to: path, surface: surface))
        let png = try #require(DecodedPNG(path: path))
        #expect(png[5, 5].near(.init(r: 255, g: 0, b: 0, a: 255), 40), "the top-left quarter is red: \(png[5, 5])")
        #expect(png[35, 5].near(.init(r: 0, g: 255, b: 0, a: 255), 40))
        #expect(png[5, 35].near(.init(r: 0, g: 0, b: 255, a: 255), 40))
        #expect(png[70, 20].near(.init(r: 229, g: 229, b: 234, a: 255), 2), "an undefined key: the placeholder")
        #expect(Bitmaps.decodePNG([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]) == nil, "bad bytes decode to nothing, without a crash")
    }

    @Test("decoding off the loop (X11, terminal): the first frame draws the placeholder, the frame drawn after the decode is collected shows the image")
    func offLoopDecode() throws {
        let raster = RasterBackend(size: WireSize(width: 50, height: 50), outputDirectory: nil)
        raster.decodesOffLoop = true
        let surface = SurfaceID(4)
        raster.imageDefined(9, image: StoredImage(bytes: try Self.png()), surface: surface)
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 50, height: 50), items: [
            CommittedFrame.Item(id: 1, kind: .image, frame: WireRect(x: 0, y: 0, width: 40, height: 40), depth: 0, opacity: 1,
                                clip: nil, properties: [.bitmap(WireBitmap(key: 9, width: 2, height: 2, resizable: true))], lines: [])])
        let dir = try temporaryDirectory(prefix: "trl-bmp")
        defer { removeDirectory(dir) }
        // The decode may already be done on its worker; it is not installed until collected.
        #expect(raster.write(frame, to: dir + "/before.png", surface: surface))
        let before = try #require(DecodedPNG(path: dir + "/before.png"))
        #expect(before[5, 5].near(.init(r: 229, g: 229, b: 234, a: 255), 2), "decoding: the placeholder, \(before[5, 5])")
        #expect(raster.waitForDecodedImages() == [surface])
        #expect(!raster.isDecodingImages)
        #expect(raster.write(frame, to: dir + "/after.png", surface: surface))
        let after = try #require(DecodedPNG(path: dir + "/after.png"))
        #expect(after[5, 5].near(.init(r: 255, g: 0, b: 0, a: 255), 40), "decoded: the image, \(after[5, 5])")
        raster.surfaceClosed(surface)
    }
}
