// The `gradient` kinds 3 (elliptical) and 4 (mesh) as the daemon decodes and samples them
// (the colour a cell-based backend paints at a point); the raster drawing is in
// TrellisBackendRasterTests/GradientKindsPixelTests.
import Testing
import TrellisProtocol
@testable import TrellisRenderer

private let frame = WireRect(x: 0, y: 0, width: 200, height: 100)

/// A vertex of a regular grid with step (sx, sy): control points a third of the way.
private func vertex(_ x: Double, _ y: Double, _ s: (Double, Double), _ c: [Double]) -> [Double] {
    [x, y, x - s.0 / 3, y, x, y - s.1 / 3, x + s.0 / 3, y, x, y + s.1 / 3] + c
}

@Suite struct GradientFillTests {
    @Test("elliptical: the same colour at half the end radius across the width and down the height")
    func elliptical() throws {
        let data: [Double] = [3, 0.5, 0.5, 0, 0.5, 0, 1, 0, 0, 1, 1, 0, 0, 1, 1]
        #expect(GradientFill.violation(data) == nil)
        let g = GradientFill(data)
        #expect(g.kind == .elliptical(center: WirePoint(x: 0.5, y: 0.5), startRadius: 0, endRadius: 0.5))
        let across = g.color(atX: 150, y: 50, in: frame), down = g.color(atX: 100, y: 75, in: frame)
        #expect(across == down, "\(across) vs \(down)")
        #expect(across.r == 128 || across.r == 127)
        #expect(g.color(atX: 100, y: 50, in: frame) == WireColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("mesh: vertex colours at the vertices, the background outside, bilinear or smooth inside")
    func mesh() throws {
        let white = [1.0, 1, 1, 1], black = [0.0, 0, 0, 1]
        func data(smooths: Bool) -> [Double] {
            var d: [Double] = [4, 3, 2, smooths ? 1 : 0, 0, 1, 0, 1]
            for y in [0.1, 0.9] {
                d += vertex(0.1, y, (0.4, 0.8), white) + vertex(0.5, y, (0.4, 0.8), black) + vertex(0.9, y, (0.4, 0.8), white)
            }
            return d
        }
        #expect(GradientFill.violation(data(smooths: false)) == nil)
        let linear = GradientFill(data(smooths: false)), smooth = GradientFill(data(smooths: true))
        guard case .mesh(let m) = linear.kind, case .mesh(let s) = smooth.kind else { Issue.record("not a mesh"); return }
        #expect(m.columns == 3 && m.rows == 2 && !m.smooths && s.smooths)
        #expect(linear.color(atX: 2, y: 2, in: frame) == WireColor(r: 0, g: 255, b: 0, a: 255), "background")
        #expect(linear.color(atX: 100, y: 50, in: frame).r < 20, "the black middle column")
        // A quarter of the way from white to black: linear is 3/4 white, the cubic curve
        // through the whole row bends differently.
        let l = m.color(0, 0, u: 0.5, v: 0.5), c = s.color(0, 0, u: 0.5, v: 0.5)
        #expect(abs(l.r - 0.5) < 1e-9)
        #expect(abs(c.r - 0.5) > 0.02, "smooth colours differ from bilinear mid-cell: \(c.r)")
        #expect(s.color(1, 0, u: 0, v: 0).r == 0 && s.color(0, 0, u: 0, v: 0).r == 1, "smooth still hits the vertices")
        // The Coons surface of a regular grid is the plane itself.
        let p = m.point(0, 0, u: 0.25, v: 0.5)
        #expect(abs(p.x - 0.2) < 1e-9 && abs(p.y - 0.5) < 1e-9)
    }

    @Test("violations: kind, layout, radii, mesh size, smooths, colour ranges")
    func violations() {
        #expect(GradientFill.violation([5, 0, 0, 1, 1, 0, 1, 0, 0, 1]) != nil)
        #expect(GradientFill.violation([3, 0, 0, 0, -1, 0, 1, 0, 0, 1]) != nil)
        #expect(GradientFill.violation([4, 2, 2, 0, 0, 0, 0, 0] + Array(repeating: 0.5, count: 56)) == nil)
        #expect(GradientFill.violation([4, 2.5, 2, 0, 0, 0, 0, 0] + Array(repeating: 0.5, count: 56)) != nil)
        #expect(GradientFill.violation([4, 65, 2, 0, 0, 0, 0, 0] + Array(repeating: 0.5, count: 14 * 130)) != nil)
        #expect(GradientFill.violation([4, 2, 2, 0, 0, 0, 2, 0] + Array(repeating: 0.5, count: 56)) != nil, "background above 1")
        #expect(GradientFill.violation([4, 2, 2, 0, 0, 0, 0, 0]) != nil, "no vertices")
    }
}
