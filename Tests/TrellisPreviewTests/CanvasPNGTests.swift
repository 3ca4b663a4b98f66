// A Canvas end to end: drawn by a real `trellisd --backend png` (cairo), its fills,
// strokes, transforms, clips, gradients and text land on the pixels where the renderer put
// them.
import Foundation
import Testing
import TrellisPreview
import TrellisTestSupport
import TrellisUI

/// The picture: a red rectangle, a blue ring, a green square turned 45° about (60, 90), a
/// gradient clipped to an ellipse, and a caption.
struct CanvasPicture: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 60, height: 40)), with: .color(.red))
            context.stroke(Path(ellipseIn: CGRect(x: 110, y: 10, width: 60, height: 60)), with: .color(.blue), lineWidth: 4)
            var turned = context
            turned.translateBy(x: 60, y: 90)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -15, y: -15, width: 30, height: 30)), with: .color(.green))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 110, y: 75, width: 80, height: 40)))
            clipped.fill(Path(CGRect(x: 100, y: 70, width: 100, height: 50)),
                         with: .linearGradient(Gradient(colors: [.orange, .purple]),
                                               startPoint: CGPoint(x: 110, y: 0), endPoint: CGPoint(x: 190, y: 0)))
            context.draw(Text("Canvas"), at: CGPoint(x: size.width / 2, y: 130), anchor: .center)
        }
        .frame(width: 200, height: 150)
        .background(Color.white)
    }
}

@Suite struct CanvasPNGTests {
    @Test("a Canvas's drawing is on the PNG trellisd draws, where the renderer put it")
    @MainActor func canvasPixels() async throws {
        let dir = try temporaryDirectory(prefix: "trl-canvas")
        defer { if ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] == nil { try? FileManager.default.removeItem(atPath: dir) } }
        let paths = try await PreviewRenderer.render([PreviewEntry(title: "canvas", make: { CanvasPicture() })],
                                                     to: dir, options: .init(width: 200, height: 150, scale: 1))
        let path = try #require(paths.first)
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"], keep.hasPrefix("/") {
            try? FileManager.default.removeItem(atPath: keep + "/canvas.png")
            try FileManager.default.copyItem(atPath: path, toPath: keep + "/canvas.png")
        }
        let png = try #require(Pixels(path: path))
        func isWhite(_ p: (Int, Int, Int)) -> Bool { p.0 > 240 && p.1 > 240 && p.2 > 240 }
        let red = png[40, 30]
        #expect(red.0 > 200 && red.1 < 100 && red.2 < 100, "inside the red rectangle: \(red)")
        let ring = png[140, 10], hole = png[140, 40]
        #expect(ring.2 > 200 && ring.0 < 100, "on the blue ring: \(ring)")
        #expect(isWhite(hole), "inside the ring: \(hole)")
        let turned = png[60, 90 - 19], corner = png[60 - 14, 90 - 14]
        #expect(turned.1 > 150 && turned.0 < 150, "a turned square reaches 21 points above its centre: \(turned)")
        #expect(isWhite(corner), "and leaves the unturned corner empty: \(corner)")
        let clippedOut = png[104, 73], left = png[118, 95], right = png[182, 95]
        #expect(isWhite(clippedOut), "outside the clip ellipse nothing is drawn: \(clippedOut)")
        #expect(left.0 > 200 && left.1 > 100 && left.2 < 100, "orange near the gradient's start: \(left)")
        #expect(right.2 > 150 && right.1 < 120, "purple near its end: \(right)")
        var dark = 0
        for y in 122..<140 { for x in 70..<130 where png[x, y].0 < 128 { dark += 1 } }
        #expect(dark > 20, "the caption's glyphs around (100, 130): \(dark) dark pixels")
    }
}
