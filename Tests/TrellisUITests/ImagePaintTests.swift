// ImagePaint: a shape filled or stroked with an image's tiles.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct ImagePaintTests {
        /// The image nodes' frames (tiles) in the harness's frame.
        func tiles(_ h: Harness) -> [WireRect] {
            h.connection.visibleNodes().filter { h.connection.kind(of: $0) == .image }.compactMap { h.connection.frame(of: $0) }
        }

        @Test("a fill repeats the image at its natural size times scale across the frame, under a mask of the shape")
        func fillTiles() throws {
            let (bundle, dir) = try ImageDrawing.bundle()   // photo: 16 × 8 pixels at @2x = 8 × 4 points
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let h = Harness(Rectangle().fill(ImagePaint(image: Image("photo", bundle: bundle), scale: 2))
                .frame(width: 40, height: 20), width: 100, height: 100)
            let t = tiles(h)
            #expect(t.count == 9, "16 × 8 tiles over 40 × 20: 3 columns, 3 rows: \(t)")
            #expect(Set(t.map { Int($0.width) }) == [16] && Set(t.map { Int($0.height) }) == [8], "\(t)")
            let c = h.connection
            #expect(c.visibleNodes().contains { c.kind(of: $0) == .shape }, "the shape is the mask")
        }

        @Test("sourceRect shows part of the image in each tile; strokeBorder and border paint only the edge")
        func sourceRectAndBorder() throws {
            let (bundle, dir) = try ImageDrawing.bundle()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let paint = ImagePaint(image: Image("photo", bundle: bundle), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 1)
            let h = Harness(Text("Hello").frame(width: 40, height: 20).border(paint, width: 4), width: 100, height: 100)
            let images = h.connection.visibleNodes().filter { h.connection.kind(of: $0) == .image }
            #expect(!images.isEmpty)
            // Each tile is half the image (4 × 4 points) and shows the whole image 8 wide,
            // shifted left by half of it.
            let frames = images.compactMap { h.connection.frame(of: $0) }
            #expect(frames.allSatisfy { Int($0.width) == 8 && Int($0.height) == 4 }, "\(frames)")
            #expect(h.texts.contains("Hello"))
            // The mask is the border's band: a 4-point stroke inset by 2 covers the frame's
            // outer 4 points (once: the inset shape insets its own stroke).
            let c = h.connection
            let band = c.visibleNodes().first { c.kind(of: $0) == .shape && c.property(.lineWidth, of: $0) == .lineWidth(4) }
            let f = try #require(band.flatMap { c.frame(of: $0) })
            let frame = try #require(c.node(withText: "Hello").flatMap { c.frame(of: $0) })
            #expect(f.x == frame.x + 2 && f.width == frame.width - 4, "band \(f) in \(frame)")
        }
    }
}
