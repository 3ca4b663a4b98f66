// Bitmaps as SwiftUI's Image modifiers ask: JPEG beside PNG, template rendering in the
// foreground colour, the interpolation filter, snapped edges without antialiasing, and
// resizable images as nine slices (cap insets) that stretch or tile. The sample is compared
// with References/bitmap-drawing.png (`TRELLIS_RECORD_REFERENCES=1` rewrites it;
// `TRELLIS_KEEP_PNG=DIR` keeps the drawn one).
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster
import CCairo

private let red = Pixel(r: 255, g: 0, b: 0, a: 255)
private let green = Pixel(r: 0, g: 255, b: 0, a: 255)
private let blue = Pixel(r: 0, g: 0, b: 255, a: 255)

@Suite struct BitmapDrawingPixelTests {
    /// A PNG of `size` pixels painted by `draw` (cairo, ARGB32).
    static func png(_ width: Int32, _ height: Int32, _ draw: (OpaquePointer) -> Void) throws -> [UInt8] {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(s) }
        let cr = cairo_create(s)!
        draw(cr)
        cairo_destroy(cr)
        let dir = try temporaryDirectory(prefix: "trl-bmp")
        defer { removeDirectory(dir) }
        #expect(cairo_surface_write_to_png(s, dir + "/p.png") == CAIRO_STATUS_SUCCESS)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/p.png")))
    }

    static func fill(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: (Double, Double, Double, Double)) {
        cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
        cairo_rectangle(cr, x, y, w, h)
        cairo_fill(cr)
    }

    /// 12 × 12: a 4-pixel red border around a blue middle.
    static func framed() throws -> [UInt8] {
        try png(12, 12) { cr in
            fill(cr, 0, 0, 12, 12, (1, 0, 0, 1))
            fill(cr, 4, 4, 4, 4, (0, 0, 1, 1))
        }
    }

    /// 2 × 2: red, green on top; blue, white below.
    static func quad() throws -> [UInt8] {
        try png(2, 2) { cr in
            fill(cr, 0, 0, 1, 1, (1, 0, 0, 1)); fill(cr, 1, 0, 1, 1, (0, 1, 0, 1))
            fill(cr, 0, 1, 1, 1, (0, 0, 1, 1)); fill(cr, 1, 1, 1, 1, (1, 1, 1, 1))
        }
    }

    /// 8 × 8: a transparent square with an opaque black disc (a template's shape).
    static func disc() throws -> [UInt8] {
        try png(8, 8) { cr in
            cairo_set_source_rgba(cr, 0.2, 0.8, 0.2, 1)
            cairo_arc(cr, 4, 4, 3.5, 0, 2 * .pi)
            cairo_fill(cr)
        }
    }

    func item(_ id: NodeID, _ key: UInt64, _ r: (Double, Double, Double, Double), natural: (Double, Double), resizable: Bool = true,
              drawing: WireBitmapDrawing? = nil, foreground: WireColor? = nil) -> CommittedFrame.Item {
        var props: [Property] = [.bitmap(WireBitmap(key: key, width: natural.0, height: natural.1, resizable: resizable))]
        if let drawing { props.append(.bitmapDrawing(drawing)) }
        if let foreground { props.append(.foreground(foreground)) }
        return CommittedFrame.Item(id: id, kind: .image, frame: WireRect(x: r.0, y: r.1, width: r.2, height: r.3), depth: 0,
                                   opacity: 1, clip: nil, properties: props, lines: [])
    }

    static func drawing(template: Bool = false, _ interpolation: ImageInterpolation = .medium, antialiased: Bool = true,
                        tile: Bool = false, insets: Double = 0) -> WireBitmapDrawing {
        WireBitmapDrawing(template: template, interpolation: interpolation, antialiased: antialiased,
                          resizingMode: tile ? .tile : .stretch,
                          capInsets: WireInsets(top: insets, leading: insets, bottom: insets, trailing: insets))
    }

    @Test("JPEG decodes beside PNG (baseline and progressive, YCbCr, gray and CMYK); truncated, bomb-sized and non-JPEG bytes decode to nothing")
    func jpeg() {
        let rb = TestImages.redBlueJPEG
        let image = try! #require(Bitmaps.decodeJPEG(rb))
        #expect(cairo_image_surface_get_width(image) == 16 && cairo_image_surface_get_height(image) == 8)
        cairo_surface_destroy(image)
        // Its EXIF orientation 6 (turned 90° clockwise): 8 × 16, the red half on top.
        let upright = try! #require(Bitmaps.decodeJPEG(TestImages.withExifOrientation(rb, 6)))
        #expect(cairo_image_surface_get_width(upright) == 8 && cairo_image_surface_get_height(upright) == 16)
        let data = cairo_image_surface_get_data(upright)!, stride = Int(cairo_image_surface_get_stride(upright))
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {   // cairo's RGB24 on little-endian: B, G, R, unused
            let p = data + y * stride + x * 4
            return (Int(p[2]), Int(p[1]), Int(p[0]))
        }
        #expect(rgb(4, 2).0 > 240 && rgb(4, 2).2 < 15, "red at the top: \(rgb(4, 2))")
        #expect(rgb(4, 13).2 > 240 && rgb(4, 13).0 < 15, "blue below: \(rgb(4, 13))")
        cairo_surface_destroy(upright)
        let gray = try! #require(Bitmaps.decodeJPEG(TestImages.grayProgressiveJPEG))
        cairo_surface_destroy(gray)
        // CMYK with an Adobe marker (inverted inks): magenta and yellow inks make red.
        let cmyk = try! #require(Bitmaps.decodeJPEG(TestImages.cmykRedJPEG), "a CMYK JPEG decodes")
        let cp = cairo_image_surface_get_data(cmyk)! + 3 * Int(cairo_image_surface_get_stride(cmyk)) + 5 * 4
        #expect(cp[2] > 245 && cp[1] < 10 && cp[0] < 10, "CMYK red is drawn red: \((cp[2], cp[1], cp[0]))")
        cairo_surface_destroy(cmyk)
        #expect(Bitmaps.decodeJPEG(Array(rb.prefix(100))) == nil, "a truncated JPEG")
        #expect(Bitmaps.decodeJPEG([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]) == nil)
        #expect(Bitmaps.decodeJPEG(Array(repeating: 0xFF, count: 64)) == nil)
        // The same file claiming 60,000 × 60,000 pixels in its frame header.
        var bomb = rb
        if let sof = (0..<(bomb.count - 9)).first(where: { bomb[$0] == 0xFF && bomb[$0 + 1] == 0xC0 }) {
            bomb[sof + 5] = 0xEA; bomb[sof + 6] = 0x60; bomb[sof + 7] = 0xEA; bomb[sof + 8] = 0x60
        }
        #expect(Bitmaps.decodeJPEG(bomb) == nil, "a huge announced size is refused before any allocation")
    }

    @Test("template fills the shape with the foreground, original keeps its colours; interpolation, antialiasing, nine slices and tiles; matches the reference")
    func drawingOptions() throws {
        let raster = RasterBackend(size: WireSize(width: 300, height: 120), outputDirectory: nil)
        let surface = SurfaceID(1)
        raster.imageDefined(1, image: StoredImage(bytes: TestImages.redBlueJPEG), surface: surface)
        raster.imageDefined(2, image: StoredImage(bytes: try Self.disc()), surface: surface)
        raster.imageDefined(3, image: StoredImage(bytes: try Self.quad()), surface: surface)
        raster.imageDefined(4, image: StoredImage(bytes: try Self.framed()), surface: surface)
        let orange = WireColor(r: 255, g: 149, b: 0, a: 255)
        let items = [
            item(1, 1, (10, 10, 64, 32), natural: (16, 8)),                                               // JPEG, stretched
            item(2, 2, (90, 10, 32, 32), natural: (8, 8)),                                                 // original
            item(3, 2, (130, 10, 32, 32), natural: (8, 8), drawing: Self.drawing(template: true), foreground: orange),
            item(4, 3, (170, 10, 40, 40), natural: (2, 2), drawing: Self.drawing(.none)),                   // nearest
            item(5, 3, (220, 10, 40, 40), natural: (2, 2), drawing: Self.drawing(.low)),                    // bilinear
            item(6, 4, (10, 60, 90, 48), natural: (12, 12), drawing: Self.drawing(insets: 4)),             // nine slices
            item(7, 3, (110, 60, 20, 20), natural: (2, 2), drawing: Self.drawing(.none, tile: true)),       // tiled at 2 × 2
            item(8, 3, (140.5, 60.5, 20, 20), natural: (2, 2), drawing: Self.drawing(.none, antialiased: false)),
        ]
        let frame = CommittedFrame(serial: 1, size: WireSize(width: 300, height: 120), items: items)
        let dir = try temporaryDirectory(prefix: "trl-bmp")
        defer { removeDirectory(dir) }
        let drawn = (ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] ?? dir) + "/bitmap-drawing.png"
        #expect(raster.write(frame, to: drawn, surface: surface))
        let png = try #require(DecodedPNG(path: drawn))

        #expect(png[20, 26].near(red, 40) && png[64, 26].near(blue, 40), "the JPEG: red left, blue right: \(png[20, 26]) \(png[64, 26])")
        #expect(png[106, 26].near(Pixel(r: 51, g: 204, b: 51, a: 255), 40), "original colours: \(png[106, 26])")
        #expect(png[146, 26].near(Pixel(r: 255, g: 149, b: 0, a: 255), 40), "the template in the foreground: \(png[146, 26])")
        #expect(png[131, 11] == .white, "outside the template's shape stays clear")
        // Nearest: the quarter boundary at x = 190 is hard; the bilinear filter blends across it.
        #expect(png[189, 20] == red && png[190, 20] == green, "nearest: \(png[189, 20]) \(png[190, 20])")
        let blend = png[240, 20]
        #expect(!blend.near(red, 30) && !blend.near(green, 30), "low (bilinear) interpolation blends at the boundary: \(blend)")
        // Nine slices: the border stays 4 points deep around a stretched blue middle.
        #expect(png[11, 61].near(red, 10) && png[12, 84].near(red, 10) && png[55, 62].near(red, 10), "border")
        #expect(png[15, 84].near(blue, 10) && png[55, 84].near(blue, 10) && png[95, 84].near(blue, 10), "stretched middle")
        #expect(png[97, 84].near(red, 10), "right border keeps its 4 points")
        // Tiles of 2 × 2 at natural size: red, green repeat every 2 points.
        for x in stride(from: 110, to: 130, by: 2) { #expect(png[x, 60] == red && png[x + 1, 60] == green, "tile at \(x)") }
        // Not antialiased: the frame at x 140.5 is snapped to whole pixels, no half-covered column.
        let edge = png[140, 70], next = png[141, 70]
        #expect(edge == .white || edge.a == 255 && (edge == red || edge == blue), "snapped left edge: \(edge)")
        #expect(next == red || next == blue || next == .white, "\(next)")

        try expectMatchesReference(png, drawn: drawn, name: "bitmap-drawing")
    }

    @Test("nine slices: insets adding up past the image count as 0; a frame smaller than the caps shrinks them")
    func sliceGeometry() {
        let insets = WireInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let nine = ItemPainter.slices(natural: (12, 12), pixels: (24, 24), frame: WireRect(x: 0, y: 0, width: 60, height: 30),
                                      insets: insets, tile: false)
        #expect(nine.count == 9)
        #expect(nine[0].source.2 == 8 && nine[0].destination.width == 4, "a corner: 4 points from 8 pixels at @2x")
        #expect(nine[4].destination.width == 52 && nine[4].destination.height == 22, "the middle fills the rest")
        let over = ItemPainter.slices(natural: (12, 12), pixels: (12, 12), frame: WireRect(x: 0, y: 0, width: 60, height: 30),
                                      insets: WireInsets(top: 7, leading: 0, bottom: 7, trailing: 0), tile: false)
        #expect(over.count == 1, "insets past the image count as 0")
        let small = ItemPainter.slices(natural: (12, 12), pixels: (12, 12), frame: WireRect(x: 0, y: 0, width: 4, height: 4),
                                       insets: insets, tile: false)
        #expect(small[0].destination.width == 2 && small[4].destination.width == 0, "caps shrink into a small frame")
    }
}
