// Colour effects end to end: brightness, contrast, saturation, grayscale, hue rotation,
// colour inversion and luminance to alpha as trellisd's cairo backend draws them.
import Foundation
import Testing
import TrellisPreview
import TrellisTestSupport
import TrellisUI

/// A row of 30-point squares, each with one effect, on white.
struct ColorEffectsPicture: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.red.frame(width: 30, height: 30)                            // 0: plain
            Color.red.frame(width: 30, height: 30).saturation(0)              // 1: grey
            Color.red.frame(width: 30, height: 30).hueRotation(.degrees(120)) // 2: green-ish
            Color.red.frame(width: 30, height: 30).brightness(1)              // 3: white
            Color.white.frame(width: 30, height: 30).colorInvert()            // 4: black
            Color.gray.frame(width: 30, height: 30).contrast(3)               // 5: further from grey
            Color.red.frame(width: 30, height: 30).grayscale(1)               // 6: grey
            Color.white.frame(width: 30, height: 30).luminanceToAlpha()       // 7: black, opaque
        }
        .padding(10)
        .background(Color.white)
    }
}

@Suite struct ColorEffectsPNGTests {
    @Test("each colour effect changes the pixels of its square as its matrix says")
    @MainActor func colorEffectPixels() async throws {
        let dir = try temporaryDirectory(prefix: "trl-color")
        defer { if ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] == nil { try? FileManager.default.removeItem(atPath: dir) } }
        let paths = try await PreviewRenderer.render([PreviewEntry(title: "color-effects", make: { ColorEffectsPicture() })],
                                                     to: dir, options: .init(width: 340, height: 50, scale: 1))
        let path = try #require(paths.first)
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"], keep.hasPrefix("/") {
            try? FileManager.default.removeItem(atPath: keep + "/color-effects.png")
            try FileManager.default.copyItem(atPath: path, toPath: keep + "/color-effects.png")
        }
        let png = try #require(Pixels(path: path))
        // The row is centred; find the squares from the first one's left edge.
        var x0 = 0
        while x0 < png.width, png[x0, 25].1 > 200 { x0 += 1 }
        func square(_ i: Int) -> (Int, Int, Int) { png[x0 + 15 + 40 * i, 25] }
        let plain = square(0), grey = square(1), hue = square(2), bright = square(3), inverted = square(4)
        let contrasted = square(5), grayscale = square(6), lumAlpha = square(7)
        #expect(plain.0 > 200 && plain.1 < 100, "red: \(plain)")
        #expect(abs(grey.0 - grey.1) < 4 && abs(grey.1 - grey.2) < 4 && grey.0 < 160, "grey: \(grey)")
        #expect(hue.1 > hue.0 && hue.1 > hue.2, "a third of a turn makes red green: \(hue)")
        #expect(bright.0 > 250 && bright.1 > 250 && bright.2 > 250, "white: \(bright)")
        #expect(inverted.0 < 5 && inverted.1 < 5 && inverted.2 < 5, "black: \(inverted)")
        #expect(grayscale == grey, "grayscale(1) is saturation(0): \(grayscale) \(grey)")
        #expect(lumAlpha.0 < 5 && lumAlpha.1 < 5 && lumAlpha.2 < 5, "white's luminance is opaque black: \(lumAlpha)")
        let gray = png[x0 + 15 + 40 * 5, 5]   // above the row: white background, for reference
        #expect(gray.0 > 240)
        #expect(contrasted.0 != 142 || contrasted.1 != 142, "contrast moved the grey: \(contrasted)")
    }
}
