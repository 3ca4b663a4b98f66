// ImageFormat: which formats defineImage accepts by their signature, and the intrinsic size
// of SVG and PDF bytes in points (what the client sends in `bitmap`).
import Testing
import TrellisProtocol
import TrellisTestSupport

@Suite struct ImageFormatTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test("signatures: PNG, JPEG, PDF, SVG bare or after a BOM, whitespace, an XML declaration, a comment or DOCTYPE; others are none")
    func signatures() {
        #expect(ImageFormat.of([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(ImageFormat.of([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat.of(Self.bytes("%PDF-1.7\n")) == .pdf)
        #expect(ImageFormat.of(Self.bytes("<svg xmlns='http://www.w3.org/2000/svg'/>")) == .svg)
        #expect(ImageFormat.of([0xEF, 0xBB, 0xBF] + Self.bytes(" \n\t<svg/>")) == .svg)
        #expect(ImageFormat.of(Self.bytes("<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<svg/>")) == .svg)
        #expect(ImageFormat.of(Self.bytes("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">\n<svg/>")) == .svg)
        #expect(ImageFormat.of(TestImages.barSVG) == .svg)
        #expect(ImageFormat.of(TestImages.barPDF) == .pdf)
        #expect(ImageFormat.of(Self.bytes("<?xml version=\"1.0\"?><html/>")) == nil, "XML that is no SVG")
        #expect(ImageFormat.of(Self.bytes("<?xml version=\"1.0\"?>") + [UInt8](repeating: 0x20, count: 5000) + Self.bytes("<svg/>")) == nil,
                "the root must start within the first 4,096 bytes")
        #expect(ImageFormat.of(Self.bytes("<html><svg/></html>")) == nil)
        #expect(ImageFormat.of(Self.bytes("GIF89a")) == nil)
        #expect(ImageFormat.of([]) == nil)
        #expect(ImageFormat.svg.isVector && ImageFormat.pdf.isVector && !ImageFormat.png.isVector)
    }

    @Test("SVG size: absolute width and height (px, pt, in, mm), else the viewBox; percentages, em or nothing: nil")
    func svgSizes() {
        func size(_ s: String) -> [Double]? { ImageFormat.vectorSize(Self.bytes(s)).map { [$0.width, $0.height] } }
        #expect(size("<svg width=\"24\" height=\"16px\" viewBox=\"0 0 48 32\"/>") == [24, 16])
        #expect(size("<svg width='72pt' height='1in'/>") == [96, 96])
        #expect(size("<svg viewBox=\"0,0 30 40\"/>") == [30, 40])
        #expect(size("<svg stroke-width=\"3\" width=\"100%\" height=\"100%\" viewBox=\"0 0 12 8\"/>") == [12, 8], "percentages fall back to the viewBox; stroke-width is no width")
        #expect(size("<svg width=\"2em\" height=\"2em\"/>") == nil)
        #expect(size("<svg/>") == nil)
        #expect(size("<svg width=\"0\" height=\"5\"/>") == nil)
        #expect(ImageFormat.vectorSize(TestImages.barSVG).map { [$0.width, $0.height] } == [20, 10])
    }

    @Test("PDF size: the first MediaBox in points, turned by a /Rotate of 90; none: nil; raster bytes: nil")
    func pdfSizes() {
        #expect(ImageFormat.vectorSize(TestImages.barPDF).map { [$0.width, $0.height] } == [20, 10])
        #expect(ImageFormat.vectorSize(Self.bytes("%PDF-1.4\n<< /MediaBox [ 10 20 110 70.5 ] >>")).map { [$0.width, $0.height] } == [100, 50.5])
        #expect(ImageFormat.vectorSize(Self.bytes("%PDF-1.4\n<< /Rotate 90 /MediaBox [0 0 20 10] >>")).map { [$0.width, $0.height] } == [10, 20])
        #expect(ImageFormat.vectorSize(Self.bytes("%PDF-1.5\n<< /Type /ObjStm >>")) == nil)
        #expect(ImageFormat.vectorSize([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == nil)
    }
}
