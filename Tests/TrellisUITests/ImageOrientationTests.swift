// Image.Orientation applied to a CGImage's pixels (Image(_:scale:orientation:label:)): each
// case turns a 3 × 2 image as its EXIF orientation does, and undoing it gives the original.
import Testing
@testable import TrellisUI

@Suite struct ImageOrientationTests {
    /// A 3 × 2 image whose pixel (x, y) has red x and green y.
    static let image = CGImage(width: 3, height: 2, rgbaPixels: (0..<2).flatMap { y in (0..<3).flatMap { x in [UInt8(x), UInt8(y), 0, 255] } })!

    /// Where the source's top-left pixel (0, 0) is shown, per orientation.
    static let topLeftShownAt: [Image.Orientation: (Int, Int)] = [
        .up: (0, 0), .upMirrored: (2, 0), .down: (2, 1), .downMirrored: (0, 1),
        .left: (0, 2), .leftMirrored: (0, 0), .right: (1, 0), .rightMirrored: (1, 2),
    ]

    @Test("each orientation turns the pixels: size swapped for the quarter turns, the first pixel where EXIF puts it")
    func turns() throws {
        for o in Image.Orientation.allCases {
            let turned = o.apply(to: Self.image)
            #expect((turned.width, turned.height) == (o.swapsAxes ? (2, 3) : (3, 2)), "\(o)")
            let (x, y) = try #require(Self.topLeftShownAt[o])
            let p = turned.pixel(x: x, y: y)
            #expect(p.red == 0 && p.green == 0, "\(o): the source's (0, 0) is shown at (\(x), \(y)), found (\(p.red), \(p.green))")
            // Every source pixel is shown exactly once.
            var seen = Set<[UInt8]>()
            for yy in 0..<turned.height { for xx in 0..<turned.width { let q = turned.pixel(x: xx, y: yy); seen.insert([q.red, q.green]) } }
            #expect(seen.count == 6, "\(o)")
        }
        #expect(Image.Orientation.right.apply(to: Image.Orientation.left.apply(to: Self.image)).rgbaPixels == Self.image.rgbaPixels)
    }
}
