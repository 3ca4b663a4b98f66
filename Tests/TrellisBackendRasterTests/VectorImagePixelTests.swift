// Vector images (SVG, PDF) in the raster backend: parsed once per digest, rasterized at the
// device pixels of the frame they are drawn in (so they stay sharp when scaled up), cached
// per pixel size within a bound, and bad documents drawing the placeholder.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster
import CCairo

@Suite struct VectorImagePixelTests {
    static func item(_ id: NodeID, _ key: UInt64, _ r: (Double, Double, Double, Double), resizable: Bool = true,
                     template: Bool = false, foreground: WireColor? = nil) -> CommittedFrame.Item {
        var props: [Property] = [.bitmap(WireBitmap(key: key, width: 20, height: 10, resizable: resizable))]
        if template {
            props.append(.bitmapDrawing(WireBitmapDrawing(template: true, interpolation: .medium, antialiased: true, resizingMode: .stretch,
                                                          capInsets: WireInsets(top: 0, leading: 0, bottom: 0, trailing: 0))))
        }
        if let foreground { props.append(.foreground(foreground)) }
        return CommittedFrame.Item(id: id, kind: .image, frame: WireRect(x: r.0, y: r.1, width: r.2, height: r.3), depth: 0,
                                   opacity: 1, clip: nil, properties: props, lines: [])
    }

    /// The frame drawn by `raster` for `surface`, as straight RGBA (and kept as a PNG under
    /// `TRELLIS_KEEP_PNG` when set).
    static func render(_ raster: RasterBackend, _ items: [CommittedFrame.Item], size: WireSize, name: String) -> RasterizedImage {
        let frame = CommittedFrame(serial: 1, size: size, items: items)
        let image = raster.render(frame, surface: SurfaceID(1))
        defer { cairo_surface_destroy(image) }
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] { cairo_surface_write_to_png(image, keep + "/" + name + ".png") }
        return RasterizedImage.reading(image)!
    }

    static func pixel(_ i: RasterizedImage, _ x: Int, _ y: Int) -> [Int] {
        let o = (y * i.width + x) * 4
        return i.rgba[o..<(o + 4)].map { Int($0) }
    }

    @Test("SVG and PDF parse to their intrinsic size in points; bad documents are a fault that names the format and the reason")
    func intrinsicSizes() throws {
        let svg = try VectorDocument.load(TestImages.barSVG).get()
        #expect(svg.format == .svg && svg.width == 20 && svg.height == 10)
        let pdf = try VectorDocument.load(TestImages.barPDF).get()
        #expect(pdf.format == .pdf && pdf.width == 20 && pdf.height == 10)
        let viewBoxOnly = try VectorDocument.load(Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 12'/>".utf8)).get()
        #expect(viewBoxOnly.width == 30 && viewBoxOnly.height == 12)
        guard case .failure(let badSVG) = VectorDocument.load(Array("<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'><rect".utf8)) else {
            Issue.record("an unclosed SVG parsed"); return
        }
        #expect(badSVG.description.hasPrefix("SVG that does not parse: "), "\(badSVG)")
        guard case .failure(let badPDF) = VectorDocument.load(Array("%PDF-1.4\nnot a document at all\n".utf8)) else {
            Issue.record("junk after %PDF- opened"); return
        }
        #expect(badPDF.description.hasPrefix("PDF that does not open: "), "\(badPDF)")
        guard case .failure(let noSize) = VectorDocument.load(Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) else {
            Issue.record("an SVG without a size parsed"); return
        }
        #expect(noSize.description.contains("without a size"))
    }

    @Test("rasterized at 2×: the 1-unit bar is exactly 2 pixels at natural size and 8 pixels in a 4× frame, edges not blurred; SVG and PDF alike")
    func sharpAtScale() {
        let raster = RasterBackend(size: WireSize(width: 100, height: 60), outputDirectory: nil, scale: 2)
        raster.imageDefined(1, image: StoredImage(bytes: TestImages.barSVG), surface: SurfaceID(1))
        raster.imageDefined(2, image: StoredImage(bytes: TestImages.barPDF), surface: SurfaceID(1))
        let out = Self.render(raster, [Self.item(1, 1, (0, 0, 20, 10), resizable: false), Self.item(2, 2, (0, 10, 20, 10), resizable: false),
                                       Self.item(3, 1, (0, 20, 80, 40))],
                              size: WireSize(width: 100, height: 60), name: "vector-sharp")
        for (y, left) in [(10, [0, 0, 255, 255]), (30, [255, 0, 0, 255])] {
            #expect(Self.pixel(out, 10, y) == left, "the left half's colour at y \(y): \(Self.pixel(out, 10, y))")
            #expect(Self.pixel(out, 27, y) == [255, 255, 255, 255], "white before the bar: \(Self.pixel(out, 27, y))")
            #expect(Self.pixel(out, 28, y) == [0, 0, 0, 255] && Self.pixel(out, 29, y) == [0, 0, 0, 255], "the bar is 2 pixels at 2×")
            #expect(Self.pixel(out, 30, y) == [255, 255, 255, 255], "white after the bar: \(Self.pixel(out, 30, y))")
        }
        // Scaled up 4× in points (8× in pixels): the bar covers pixels 112…119 exactly.
        for x in 112...119 { #expect(Self.pixel(out, x, 80) == [0, 0, 0, 255], "bar pixel \(x): \(Self.pixel(out, x, 80))") }
        #expect(Self.pixel(out, 111, 80) == [255, 255, 255, 255] && Self.pixel(out, 120, 80) == [255, 255, 255, 255],
                "no blur beside a scaled-up bar: \(Self.pixel(out, 111, 80)) \(Self.pixel(out, 120, 80))")
        #expect(Self.pixel(out, 79, 100) == [0, 0, 255, 255], "the blue half's last pixel column stays blue")
    }

    @Test("template: a vector image's shapes are filled with the foreground, transparency stays")
    func template() {
        let raster = RasterBackend(size: WireSize(width: 40, height: 20), outputDirectory: nil, scale: 1)
        raster.imageDefined(1, image: StoredImage(bytes: TestImages.barSVG), surface: SurfaceID(1))
        let out = Self.render(raster, [Self.item(1, 1, (0, 0, 40, 20), template: true, foreground: WireColor(r: 0, g: 160, b: 0, a: 255))],
                              size: WireSize(width: 40, height: 20), name: "vector-template")
        #expect(Self.pixel(out, 5, 10) == [0, 160, 0, 255], "the blue half is tinted: \(Self.pixel(out, 5, 10))")
        #expect(Self.pixel(out, 29, 10) == [0, 160, 0, 255], "the bar is tinted: \(Self.pixel(out, 29, 10))")
        #expect(Self.pixel(out, 24, 10) == [255, 255, 255, 255], "transparent parts show the background")
    }

    @Test("bad SVG or PDF bytes: the placeholder, no crash, nothing decoded")
    func badBytesDrawThePlaceholder() {
        let raster = RasterBackend(size: WireSize(width: 40, height: 20), outputDirectory: nil, scale: 1)
        raster.imageDefined(1, image: StoredImage(bytes: Array("<svg xmlns='http://www.w3.org/2000/svg'><g>".utf8)), surface: SurfaceID(1))
        raster.imageDefined(2, image: StoredImage(bytes: Array("%PDF-1.4 garbage".utf8)), surface: SurfaceID(1))
        let out = Self.render(raster, [Self.item(1, 1, (0, 0, 20, 20)), Self.item(2, 2, (20, 0, 20, 20))],
                              size: WireSize(width: 40, height: 20), name: "vector-bad")
        #expect(Self.pixel(out, 10, 10) == [229, 229, 234, 255] && Self.pixel(out, 30, 10) == [229, 229, 234, 255])
    }

    @Test("rasterizations are cached per (image, pixel size): a redraw at the same size reuses, a new size adds, the bound drops the oldest, closing frees all")
    func cacheAccounting() throws {
        let cache = RasterizedVectors(limit: 3 * 40 * 20 * 4)
        let doc = try VectorDocument.load(TestImages.barSVG).get()
        let a = try #require(cache.surface(of: doc, pixelWidth: 40, pixelHeight: 20))
        #expect(cache.surface(of: doc, pixelWidth: 40, pixelHeight: 20) == a && cache.rasterizations == 1, "a hit")
        _ = cache.surface(of: doc, pixelWidth: 20, pixelHeight: 10)
        #expect(cache.count == 2 && cache.bytes == 40 * 20 * 4 + 20 * 10 * 4 && cache.rasterizations == 2)
        _ = cache.surface(of: doc, pixelWidth: 80, pixelHeight: 40)   // 12,800 bytes: over the 9,600 limit
        #expect(cache.count == 1 && cache.bytes == 80 * 40 * 4, "older sizes dropped, the newest kept even alone over the bound")
        cache.drop(doc)
        #expect(cache.count == 0 && cache.bytes == 0)

        // Through the backend: one decode per digest, rasterizations freed when the last surface closes.
        let raster = RasterBackend(size: WireSize(width: 40, height: 20), outputDirectory: nil, scale: 2)
        raster.imageDefined(1, image: StoredImage(bytes: TestImages.barSVG), surface: SurfaceID(1))
        raster.imageDefined(1, image: StoredImage(bytes: TestImages.barSVG), surface: SurfaceID(2))
        #expect(raster.decodedImageCount == 1)
        _ = Self.render(raster, [Self.item(1, 1, (0, 0, 20, 10))], size: WireSize(width: 40, height: 20), name: "vector-cache-1")
        _ = Self.render(raster, [Self.item(1, 1, (0, 0, 20, 10))], size: WireSize(width: 40, height: 20), name: "vector-cache-2")
        #expect(raster.rasterizedVectors.rasterizations == 1 && raster.rasterizedVectors.bytes == 40 * 20 * 4)
        raster.surfaceClosed(SurfaceID(1))
        #expect(raster.rasterizedVectors.count == 1, "surface 2 still shows it")
        raster.surfaceClosed(SurfaceID(2))
        #expect(raster.decodedImageCount == 0 && raster.rasterizedVectors.count == 0 && raster.rasterizedVectors.bytes == 0)
    }

    @Test("the terminal's pixels: an SVG or PDF rasterized once, fitted to maxSide")
    func halfBlockPixels() throws {
        let svg = try #require(RasterizedImage.decoding(TestImages.barSVG, maxSide: 40))
        #expect(svg.width == 40 && svg.height == 20)
        #expect(Self.pixel(svg, 5, 5) == [0, 0, 255, 255] && Self.pixel(svg, 24, 5)[3] == 0 && Self.pixel(svg, 28, 5) == [0, 0, 0, 255])
        let pdf = try #require(RasterizedImage.decoding(TestImages.barPDF, maxSide: 40))
        #expect(pdf.width == 40 && Self.pixel(pdf, 5, 5) == [255, 0, 0, 255])
        #expect(RasterizedImage.decoding(Array("<svg><".utf8)) == nil)
    }
}
