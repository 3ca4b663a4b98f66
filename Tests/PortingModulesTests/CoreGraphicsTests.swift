import CoreGraphics
import Foundation
import Testing
import TrellisUI

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
private func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 }
}

@Suite("CoreGraphics module")
struct CoreGraphicsModuleTests {
    @Test("the basic transforms map points as CoreGraphics does")
    func basics() {
        let p = CGPoint(x: 1, y: 0)
        #expect(p.applying(.identity) == p)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(p.applying(CGAffineTransform(translationX: 2, y: 3)) == CGPoint(x: 3, y: 3))
        #expect(p.applying(CGAffineTransform(scaleX: 4, y: 5)) == CGPoint(x: 4, y: 0))
        #expect(close(p.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(CGAffineTransform() == CGAffineTransform(0, 0, 0, 0, 0, 0))
    }

    @Test("concatenating applies self first; translatedBy/scaledBy/rotated apply the new step first")
    func order() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        #expect(close(CGAffineTransform.identity.rotated(by: .pi), CGAffineTransform(rotationAngle: .pi)))
    }

    @Test("inverted undoes a transform; a singular one comes back unchanged")
    func inverse() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -7)
        #expect(close(t.concatenating(t.inverted()), .identity))
        let p = CGPoint(x: 3, y: 4)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("sizes map without translation; rectangles map to the bounds of their corners")
    func sizesAndRects() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let s = CGSize(width: 4, height: 2).applying(quarter.translatedBy(x: 100, y: 100))
        #expect(abs(s.width + 2) < 1e-9 && abs(s.height - 4) < 1e-9)
        let r = CGRect(x: 0, y: 0, width: 4, height: 2).applying(quarter)
        #expect(abs(r.minX + 2) < 1e-9 && abs(r.minY) < 1e-9 && abs(r.width - 2) < 1e-9 && abs(r.height - 4) < 1e-9)
        #expect(CGRect(x: 1, y: 1, width: 2, height: 2).applying(CGAffineTransform(translationX: 1, y: 2))
                == CGRect(x: 2, y: 3, width: 2, height: 2))
        #expect(CGRect.null.applying(quarter).isNull)
    }

    @Test("CGVector and equalTo, which Linux's Foundation lacks")
    func vectorAndEquality() throws {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v == CGVector(dx: 3.0, dy: -4.0))
        #expect(CGVector.zero == CGVector())
        #expect(String(data: try JSONEncoder().encode(v), encoding: .utf8) == "[3,-4]")
        #expect(try JSONDecoder().decode(CGVector.self, from: Data("[1,2]".utf8)) == CGVector(dx: 1, dy: 2))
        #expect(CGRect(x: 2, y: 2, width: -2, height: -2).equalTo(CGRect(x: 0, y: 0, width: 2, height: 2)))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.null))
        #expect(CGRect.null.equalTo(.null))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
    }

    @Test("a transform encodes as its six entries and decodes back")
    func transformCodable() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let json = try JSONEncoder().encode(t)
        #expect(String(data: json, encoding: .utf8) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: json) == t)
    }

    @Test("TrellisUI's Path takes the CoreGraphics module's transform")
    func pathUsesTheModulesTransform() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let moved = path.applying(CGAffineTransform(translationX: 5, y: 5))
        #expect(moved.boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
    }
}

@Suite struct CGImageTests {
    /// A 2 × 2 image: red, green / blue, half-transparent white.
    static let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128]

    @Test("CGImage keeps its RGBA pixels and Apple's layout properties; a wrong byte count is nil")
    func layout() throws {
        let image = try #require(CGImage(width: 2, height: 2, rgbaPixels: Self.pixels))
        #expect(image.width == 2 && image.height == 2 && image.bytesPerRow == 8)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 128))
        #expect(CGImage(width: 2, height: 2, rgbaPixels: [0]) == nil)
        let right = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5)))
        #expect(right.width == 1 && right.height == 2 && right.pixel(x: 0, y: 1) == (255, 255, 255, 128))
        #expect(image.cropping(to: CGRect(x: 3, y: 3, width: 1, height: 1)) == nil)
    }

    @Test("pngData is a PNG: signature, IHDR with the size and RGBA, IDAT's stored zlib stream of the rows, IEND")
    func png() throws {
        let image = try #require(CGImage(width: 2, height: 2, rgbaPixels: Self.pixels))
        let png = [UInt8](image.pngData())
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png[16..<24]) == [0, 0, 0, 2, 0, 0, 0, 2])
        #expect(png[24] == 8 && png[25] == 6, "8 bits, RGBA")
        // IEND and its fixed CRC (AE 42 60 82) end every PNG.
        let iend: [UInt8] = [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        #expect(Array(png.suffix(12)) == iend)
        // The zlib stream: header, one final stored block of 2 × (1 + 8) bytes, Adler-32.
        let idat = 8 + 25
        #expect(Array(png[(idat + 4)..<(idat + 8)]) == Array("IDAT".utf8))
        let z = Array(png[(idat + 8)...])
        #expect(Array(z[0..<7]) == [0x78, 0x01, 1, 18, 0, 0xED, 0xFF])
        let rows: [UInt8] = [0] + Array(Self.pixels[0..<8]) + [0] + Array(Self.pixels[8..<16])
        #expect(Array(z[7..<25]) == rows)
    }
}
