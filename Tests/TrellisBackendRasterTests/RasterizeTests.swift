// The raster backend as the painter of offscreen sessions (`renderImage`): a frame drawn into
// straight RGBA bytes, transparent (or black, when opaque) where nothing is drawn.
import Testing
import TrellisProtocol
import TrellisRenderer
import TrellisTestSupport
@testable import TrellisBackendRaster

@Suite struct RasterizeTests {
    /// A 20 × 10 frame: a red square on the left half, a half-transparent blue one on the right.
    static let frame = CommittedFrame(serial: 1, size: WireSize(width: 20, height: 10), items: [
        CommittedFrame.Item(id: 1, kind: .shape, frame: WireRect(x: 0, y: 0, width: 10, height: 10), depth: 0,
                            opacity: 1, clip: nil, properties: [.fill(WireColor(r: 255, g: 0, b: 0, a: 255))], lines: []),
        CommittedFrame.Item(id: 2, kind: .shape, frame: WireRect(x: 12, y: 2, width: 6, height: 6), depth: 0,
                            opacity: 0.5, clip: nil, properties: [.fill(WireColor(r: 0, g: 0, b: 255, a: 255))], lines: []),
    ])

    func pixel(_ image: RasterizedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.rgba[i..<(i + 4)])
    }

    @Test("straight RGBA at the scale asked; transparent where nothing is drawn; colours not premultiplied")
    func transparent() throws {
        let raster = RasterBackend(outputDirectory: nil)
        let image = try #require(raster.rasterize(Self.frame, surface: SurfaceID(1), scale: 2, opaque: false))
        #expect(image.width == 40 && image.height == 20)
        #expect(pixel(image, 10, 10) == [255, 0, 0, 255])
        #expect(pixel(image, 22, 2) == [0, 0, 0, 0], "undrawn: transparent")
        let half = pixel(image, 30, 10)
        #expect(half[2] >= 254 && half[0] == 0 && abs(Int(half[3]) - 128) <= 1, "half-transparent blue keeps its colour: \(half)")
    }

    @Test("opaque: every alpha is 255 and what is not drawn is black")
    func opaque() throws {
        let raster = RasterBackend(outputDirectory: nil)
        let image = try #require(raster.rasterize(Self.frame, surface: SurfaceID(1), scale: 1, opaque: true))
        #expect(image.width == 20 && image.height == 10)
        #expect(pixel(image, 11, 1) == [0, 0, 0, 255])
        let half = pixel(image, 15, 5)
        #expect(half[3] == 255 && abs(Int(half[2]) - 128) <= 1, "blue at half opacity over black: \(half)")
        #expect(RasterizedImage.pixelSize(of: WireSize(width: 20_000, height: 1), scale: 1) == nil, "a side over 16,384 pixels")
        #expect(RasterizedImage.pixelSize(of: WireSize(width: 0.2, height: 0.2), scale: 1)! == (1, 1), "rounded up")
    }

    @Test("decoding: PNG/JPEG bytes to straight RGBA, JPEG turned by EXIF, reduced by whole factors to fit a side")
    func decoding() throws {
        let jpeg = try #require(RasterizedImage.decoding(TestImages.redBlueJPEG))
        #expect(jpeg.width == 16 && jpeg.height == 8)
        #expect(pixel(jpeg, 2, 4)[0] > 240 && pixel(jpeg, 13, 4)[2] > 240, "red left, blue right")
        let turned = try #require(RasterizedImage.decoding(TestImages.withExifOrientation(TestImages.redBlueJPEG, 6)))
        #expect(turned.width == 8 && turned.height == 16 && pixel(turned, 4, 2)[0] > 240)
        let small = try #require(RasterizedImage.decoding(TestImages.redBlueJPEG, maxSide: 4))
        #expect(small.width == 4 && small.height == 2, "averaged 4 × 4 pixels at a time")
        #expect(pixel(small, 0, 0)[0] > 240 && pixel(small, 3, 1)[2] > 240)
        #expect(RasterizedImage.decoding([1, 2, 3]) == nil)
    }
}
