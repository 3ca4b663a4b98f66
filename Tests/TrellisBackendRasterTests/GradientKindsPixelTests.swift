// Pixel tests of the gradient kinds added after the first three (elliptical, mesh) and of
// the inner shadow a shape style draws over a fill. Each scene is checked by exact
// expectations and against a reference PNG (References/), like EffectPixelTests.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

private func shape(_ id: NodeID, _ r: (Double, Double, Double, Double), _ props: [Property]) -> CommittedFrame.Item {
    CommittedFrame.Item(id: id, kind: .shape, frame: WireRect(x: r.0, y: r.1, width: r.2, height: r.3), depth: 0,
                        opacity: 1, clip: nil, properties: props, lines: [], transform: nil)
}

/// Two stops, red to blue.
private let redToBlue: [Double] = [0, 1, 0, 0, 1, 1, 0, 0, 1, 1]

/// A mesh vertex at (x, y) on a regular grid of `step`, with control points a third of
/// the way to its neighbours, in colour (r, g, b, a).
private func vertex(_ x: Double, _ y: Double, step: (Double, Double), _ c: [Double]) -> [Double] {
    let dx = step.0 / 3, dy = step.1 / 3
    return [x, y, x - dx, y, x, y - dy, x + dx, y, x, y + dy] + c
}

@Suite struct GradientKindsPixelTests {
    func render(_ name: String, _ items: [CommittedFrame.Item]) throws -> DecodedPNG {
        try renderReferenceScene(name, items)
    }

    @Test("elliptical gradient: circles of the unit square stretched to the frame")
    func elliptical() throws {
        let png = try render("gradient-elliptical", [
            shape(1, (0, 0, 120, 60), [.gradient([3, 0.5, 0.5, 0, 0.5] + redToBlue)]),
        ])
        #expect(png[60, 30].near(.init(r: 255, g: 0, b: 0, a: 255), 8), "the centre is the first stop")
        // Halfway to the end radius: 30 pt across but only 15 pt down in a 120 × 60 frame.
        let across = png[90, 30], down = png[60, 45]
        #expect(across.near(.init(r: 128, g: 0, b: 127, a: 255), 10), "halfway across: \(across)")
        #expect(down.near(across, 8), "the same colour at half the distance down: \(down) vs \(across)")
        #expect(png[1, 1].near(.init(r: 0, g: 0, b: 255, a: 255), 4), "past the end radius the last colour")
    }

    @Test("mesh gradient: bilinear patches, the background where the mesh does not reach")
    func mesh() throws {
        let red = [1.0, 0, 0, 1], blue = [0.0, 0, 1, 1], white = [1.0, 1, 1, 1], black = [0.0, 0, 0, 1]
        let flat: [Double] = [4, 2, 2, 0, 0, 1, 0, 1]
            + vertex(0, 0, step: (1, 1), red) + vertex(1, 0, step: (1, 1), blue)
            + vertex(0, 1, step: (1, 1), blue) + vertex(1, 1, step: (1, 1), red)
        // A 3 × 2 mesh covering the middle 80 % of its frame over a green background.
        let inset: [Double] = [4, 3, 2, 1, 0, 1, 0, 1]
            + vertex(0.1, 0.1, step: (0.4, 0.8), white) + vertex(0.5, 0.1, step: (0.4, 0.8), black)
            + vertex(0.9, 0.1, step: (0.4, 0.8), white)
            + vertex(0.1, 0.9, step: (0.4, 0.8), white) + vertex(0.5, 0.9, step: (0.4, 0.8), black)
            + vertex(0.9, 0.9, step: (0.4, 0.8), white)
        let png = try render("gradient-mesh", [
            shape(1, (0, 0, 120, 50), [.gradient(flat)]),
            shape(2, (0, 60, 120, 60), [.gradient(inset)]),
        ])
        #expect(png[0, 0].near(.init(r: 255, g: 0, b: 0, a: 255), 16), "top-leading vertex red")
        #expect(png[118, 1].near(.init(r: 0, g: 0, b: 255, a: 255), 12), "top-trailing vertex blue")
        #expect(png[60, 25].near(.init(r: 128, g: 0, b: 128, a: 255), 8), "the middle mixes all four")
        #expect(png[2, 62].near(.init(r: 0, g: 255, b: 0, a: 255), 2), "background outside the mesh")
        #expect(png[60, 90].near(.init(r: 0, g: 0, b: 0, a: 255), 8), "the middle vertex black")
        #expect(png[12, 90].near(.init(r: 255, g: 255, b: 255, a: 255), 12), "the leading column white")
        #expect(png[35, 90].r > 60 && png[35, 90].r < 200, "grey between them: \(png[35, 90])")
    }

    @Test("inner shadow: inside the shape along the edges the offset points away from, never outside")
    func innerShadow() throws {
        let shadow = WireShadow(color: WireColor(r: 0, g: 0, b: 0, a: 200), radius: 6, x: 4, y: 4)
        let png = try render("inner-shadow", [
            shape(1, (20, 20, 80, 80), [.shape(.roundedRectangle), .cornerRadius(12),
                                         .fill(WireColor(r: 80, g: 160, b: 255, a: 255)), .innerShadow(shadow)]),
        ])
        let fill = Pixel(r: 80, g: 160, b: 255, a: 255)
        #expect(png[60, 60].near(fill, 2), "the middle is the fill")
        #expect(png[22, 60].b < 160, "darkened just inside the leading edge: \(png[22, 60])")
        #expect(png[60, 22].b < 160, "darkened just inside the top edge: \(png[60, 22])")
        #expect(png[97, 60].near(fill, 24), "barely any shadow inside the trailing edge: \(png[97, 60])")
        #expect(png[15, 60] == .white && png[105, 105] == .white, "nothing outside the shape")
    }
}
