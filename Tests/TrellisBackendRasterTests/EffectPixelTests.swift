// Pixel tests of the raster backend's drawing: strokes with caps, joins and dashes, paths,
// the three gradient kinds, shadows, blurs, masks and projections. Each scene is checked
// by a few exact expectations and against a committed reference PNG (References/), with
// a tolerance for antialiasing. `TRELLIS_RECORD_REFERENCES=1` rewrites the references.
import Foundation
import Testing
import TrellisTestSupport
import TrellisProtocol
import TrellisRenderer
@testable import TrellisBackendRaster

private func node(_ id: NodeID, _ kind: NodeKind, _ r: (Double, Double, Double, Double), depth: Int = 0,
                  _ props: [Property] = [], transform: TrellisRenderer.AffineTransform? = nil) -> CommittedFrame.Item {
    CommittedFrame.Item(id: id, kind: kind, frame: WireRect(x: r.0, y: r.1, width: r.2, height: r.3), depth: depth,
                        opacity: 1, clip: nil, properties: props, lines: [], transform: transform)
}

private let black = WireColor(r: 0, g: 0, b: 0, a: 255)
private let red = WireColor(r: 255, g: 0, b: 0, a: 255)
private let blue = WireColor(r: 0, g: 0, b: 255, a: 255)
private let clear = WireColor(r: 0, g: 0, b: 0, a: 0)

/// Compares `png` (drawn at `drawn`) with References/NAME.png, pixel by pixel within a
/// small tolerance: antialiasing may differ between cairo versions on edges, the picture
/// may not. With TRELLIS_RECORD_REFERENCES set the drawn image becomes the reference.
/// Renders `items` on a 120 × 120 surface and compares the image with References/NAME.png.
func renderReferenceScene(_ name: String, _ items: [CommittedFrame.Item],
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> DecodedPNG {
    let frame = CommittedFrame(serial: 1, size: WireSize(width: 120, height: 120), items: items)
    let dir = try temporaryDirectory(prefix: "trl-px")
    defer { removeDirectory(dir) }
    let backend = RasterBackend(size: frame.size, outputDirectory: nil)
    let path = dir + "/\(name).png"
    #expect(backend.write(frame, to: path), sourceLocation: sourceLocation)
    let png = try #require(DecodedPNG(path: path), sourceLocation: sourceLocation)
    try expectMatchesReference(png, drawn: path, name: name, sourceLocation: sourceLocation)
    return png
}

func expectMatchesReference(_ png: DecodedPNG, drawn: String, name: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = EffectPixelTests.referenceDirectory
    let reference = directory + "/\(name).png"
    if ProcessInfo.processInfo.environment["TRELLIS_RECORD_REFERENCES"] != nil {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: reference)
        try FileManager.default.copyItem(atPath: drawn, toPath: reference)
    }
    let expected = try #require(DecodedPNG(path: reference), "no reference \(reference); record with TRELLIS_RECORD_REFERENCES=1",
                                sourceLocation: sourceLocation)
    #expect(expected.width == png.width && expected.height == png.height, sourceLocation: sourceLocation)
    var off = 0
    for y in 0..<png.height { for x in 0..<png.width where !png[x, y].near(expected[x, y], 8) { off += 1 } }
    #expect(off <= png.width * png.height / 200, "\(name): \(off) pixels differ from the reference", sourceLocation: sourceLocation)
}

@Suite struct EffectPixelTests {
    static let referenceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References").path

    func render(_ name: String, _ items: [CommittedFrame.Item]) throws -> DecodedPNG {
        try renderReferenceScene(name, items)
    }

    @Test("stroke caps and joins: round caps reach past the end, bevel joins cut the corner")
    func capsAndJoins() throws {
        let png = try render("caps-joins", [
            node(1, .shape, (20, 20, 80, 0.001), [.shape(.path), .fill(clear), .stroke(black), .lineWidth(12),
                                                   .lineCap(.round), .pathData([0, 0, 0, 1, 80, 0])]),
            node(2, .shape, (20, 50, 80, 50), [.shape(.path), .fill(clear), .stroke(blue), .lineWidth(12),
                                                .lineJoin(.bevel), .pathData([0, 0, 50, 1, 40, 0, 1, 80, 50])]),
        ])
        #expect(png[15, 20].near(.init(r: 0, g: 0, b: 0, a: 255), 40), "round cap extends 6 pt past the start")
        #expect(png[60, 48].near(.init(r: 0, g: 0, b: 255, a: 255), 40))
        #expect(png[60, 43] == .white, "a bevel join does not reach the miter's tip")
    }

    @Test("dashed outline and a custom path")
    func dashAndPath() throws {
        let png = try render("dash-path", [
            node(1, .shape, (10, 10, 100, 40), [.shape(.roundedRectangle), .cornerRadius(10), .fill(clear),
                                                 .stroke(red), .lineWidth(4), .dash([10, 10])]),
            node(2, .shape, (10, 60, 100, 50), [.shape(.path), .fill(blue),
                                                 .pathData([0, 0, 50, 2, 50, -50, 100, 50, 4]), .pathSize(WireSize(width: 100, height: 50))]),
        ])
        #expect(png[25, 10].near(.init(r: 255, g: 0, b: 0, a: 255), 40), "first dash")
        #expect(png[35, 10] == .white, "first gap")
        #expect(png[60, 100].near(.init(r: 0, g: 0, b: 255, a: 255), 40), "inside the curve")
    }

    @Test("linear, radial and angular gradients")
    func gradients() throws {
        let stops: [Double] = [0, 1, 0, 0, 1, 1, 0, 0, 1, 1]
        let png = try render("gradients", [
            node(1, .shape, (0, 0, 120, 30), [.gradient([0, 0, 0.5, 1, 0.5] + stops)]),
            node(2, .shape, (0, 40, 60, 60), [.gradient([1, 0.5, 0.5, 0, 30] + stops)]),
            node(3, .shape, (60, 40, 60, 60), [.gradient([2, 0.5, 0.5, 0, 2 * Double.pi] + stops)]),
        ])
        #expect(png[2, 15].near(.init(r: 255, g: 0, b: 0, a: 255), 12))
        #expect(png[117, 15].near(.init(r: 0, g: 0, b: 255, a: 255), 12))
        #expect(png[30, 70].near(.init(r: 255, g: 0, b: 0, a: 255), 12), "radial centre is the first stop")
        // Angular: just clockwise of 0 (pointing right) is red; a quarter turn on (down) is 1/4 blue.
        #expect(png[115, 71].r > 230 && png[115, 71].b < 25)
        #expect(png[90, 95].near(.init(r: 191, g: 0, b: 64, a: 255), 16))
        #expect(png[90, 45].near(.init(r: 64, g: 0, b: 191, a: 255), 16), "three quarters round (up)")
    }

    @Test("shadow: an offset, blurred copy in the shadow colour behind the content")
    func shadow() throws {
        let png = try render("shadow", [
            node(1, .effect, (30, 30, 50, 50), [.shadow(WireShadow(color: black, radius: 6, x: 10, y: 10))]),
            node(2, .shape, (30, 30, 50, 50), depth: 1, [.fill(red)]),
        ])
        #expect(png[55, 55] == .init(r: 255, g: 0, b: 0, a: 255), "content on top, unblurred")
        #expect(png[85, 85].r < 200, "shadow below and right of the content")
        #expect(png[25, 25] == .white, "no shadow up-left")
    }

    @Test("blur softens edges and keeps the middle")
    func blur() throws {
        let png = try render("blur", [
            node(1, .effect, (30, 30, 60, 60), [.blur(8)]),
            node(2, .shape, (30, 30, 60, 60), depth: 1, [.fill(blue)]),
        ])
        #expect(png[60, 60].near(.init(r: 0, g: 0, b: 255, a: 255), 6))
        let edge = png[30, 60]
        #expect(edge.r > 60 && edge.r < 200, "edge is half blue: \(edge)")
        #expect(png[24, 60].b == 255 && png[24, 60].r < 250, "blue bleeds outside the frame")
    }

    @Test("mask: the primary drawn only where the mask is; clipShape(Circle())")
    func mask() throws {
        let png = try render("mask", [
            node(1, .overlay, (10, 10, 100, 100), [.isMask(true)]),
            node(2, .shape, (10, 10, 100, 100), depth: 1, [.fill(red)]),
            node(3, .shape, (10, 10, 100, 100), depth: 1, [.shape(.circle), .fill(black)]),
            node(4, .shape, (0, 0, 20, 20), [.fill(blue)]),
        ])
        #expect(png[60, 60] == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(png[15, 105] == .white, "corner outside the circle is clipped")
        #expect(png[5, 5] == .init(r: 0, g: 0, b: 255, a: 255), "items after the masked subtree draw normally")
        #expect(png[60, 60] != .init(r: 0, g: 0, b: 0, a: 255), "the mask itself is not drawn")
    }

    @Test("projection narrows content about its anchor (rotation3DEffect about y)")
    func projection() throws {
        let t = TrellisRenderer.AffineTransform.about(x: 60, y: 60, a: 0.5, b: 0, c: 0, d: 1)
        let png = try render("projection", [
            node(1, .effect, (20, 20, 80, 80), [.projection([0.5, 0, 0, 1])], transform: t),
            node(2, .shape, (20, 20, 80, 80), depth: 1, [.fill(blue)], transform: t),
        ])
        #expect(png[60, 60] == .init(r: 0, g: 0, b: 255, a: 255))
        #expect(png[30, 60] == .white, "x 30 is outside 40…80 after the projection")
        #expect(png[42, 60] == .init(r: 0, g: 0, b: 255, a: 255))
    }
}
