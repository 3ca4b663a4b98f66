// The set operations on Path and Shape (iOS 17): union, intersection, subtracting,
// symmetricDifference, lineIntersection, lineSubtraction. Seeded random shapes (rects,
// ellipses, convex polygons and self-crossing stars, by either fill rule) are checked
// against the definition point by point and against the area identities.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

private typealias PB = PolygonBoolean

/// A random shape in 0 … 100 of a few kinds, some with curves, some crossing themselves.
private func randomPath(_ rng: inout SplitMix64) -> Path {
    func r(_ a: Double, _ b: Double) -> CGFloat { CGFloat(Double.random(in: a...b, using: &rng)) }
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
        return Path(CGRect(x: r(0, 60), y: r(0, 60), width: r(5, 40), height: r(5, 40)))
    case 1:
        return Path(ellipseIn: CGRect(x: r(0, 60), y: r(0, 60), width: r(5, 40), height: r(5, 40)))
    case 2:
        // A convex polygon: points around a centre at increasing angles.
        let c = CGPoint(x: r(30, 70), y: r(30, 70)), n = Int.random(in: 3...8, using: &rng)
        var angles = (0..<n).map { _ in Double.random(in: 0..<(2 * .pi), using: &rng) }.sorted()
        if Set(angles).count < 3 { angles = [0, 2, 4] }
        let radius = r(10, 30)
        return Path { p in
            p.addLines(angles.map { CGPoint(x: c.x + radius * CGFloat(cos($0)), y: c.y + radius * CGFloat(sin($0))) })
            p.closeSubpath()
        }
    default:
        // A star that crosses itself: the even-odd and non-zero insides differ.
        let c = CGPoint(x: r(30, 70), y: r(30, 70)), radius = r(15, 35), turn = r(0, 6)
        return Path { p in
            p.addLines((0..<5).map { k in
                let a = Double(turn) + Double(k) * 4 * .pi / 5
                return CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a)))
            })
            p.closeSubpath()
        }
    }
}

/// The distance from `p` to the nearest edge of `rings`.
private func distance(_ p: CGPoint, to rings: [[CGPoint]]) -> CGFloat {
    var best = CGFloat.infinity
    for ring in rings {
        var a = ring[ring.count - 1]
        for b in ring {
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            let t = len2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0), 1) : 0
            best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
            a = b
        }
    }
    return best
}

private func area(_ path: Path) -> CGFloat { abs(PB.signedArea(PB.rings(path))) }

private func length(_ path: Path) -> CGFloat {
    PB.flatten(path).reduce(0) { sum, line in
        var pts = line.points
        if line.closed, let f = pts.first { pts.append(f) }
        return sum + zip(pts, pts.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}

extension TrellisUITests {
    @Suite struct ShapeSetOperations {
        @Test("random shapes: a point is in the result exactly when the operation says so (both fill rules)")
        func pointAgreement() {
            var rng = TestSeed.generator(0x5E7_0B5)
            for round in 0..<60 {
                let a = randomPath(&rng), b = randomPath(&rng)
                let eo = Bool.random(using: &rng)
                let ra = PB.rings(a), rb = PB.rings(b)
                let results: [(String, Path, (Bool, Bool) -> Bool)] = [
                    ("union", a.union(b, eoFill: eo), { $0 || $1 }),
                    ("intersection", a.intersection(b, eoFill: eo), { $0 && $1 }),
                    ("subtracting", a.subtracting(b, eoFill: eo), { $0 && !$1 }),
                    ("symmetricDifference", a.symmetricDifference(b, eoFill: eo), { $0 != $1 }),
                ]
                var points = 0
                while points < 80 {
                    let p = CGPoint(x: CGFloat(Double.random(in: -5...105, using: &rng)), y: CGFloat(Double.random(in: -5...105, using: &rng)))
                    // Points on an edge are ambiguous; flattening moves curves by up to 0.05.
                    guard distance(p, to: ra) > 0.2, distance(p, to: rb) > 0.2 else { continue }
                    points += 1
                    let inA = PB.contains(ra, p, eoFill: eo), inB = PB.contains(rb, p, eoFill: eo)
                    for (name, result, rule) in results {
                        let rr = PB.rings(result)
                        let expected = rule(inA, inB)
                        #expect(PB.contains(rr, p, eoFill: false) == expected,
                                "round \(round) \(name) eo=\(eo) at \(p): expected \(expected)")
                        #expect(PB.contains(rr, p, eoFill: true) == expected, "round \(round) \(name): the result fills alike by even-odd")
                    }
                }
            }
        }

        @Test("random shapes: area(A ∪ B) + area(A ∩ B) = area(A) + area(B), and the difference identities")
        func areaIdentities() {
            var rng = TestSeed.generator(0xA2EA)
            for round in 0..<80 {
                let a = randomPath(&rng), b = randomPath(&rng)
                let eo = Bool.random(using: &rng)
                // Each operand's own area, by its fill rule: its union with itself.
                let areaA = area(a.union(a, eoFill: eo)), areaB = area(b.union(b, eoFill: eo))
                let u = area(a.union(b, eoFill: eo)), i = area(a.intersection(b, eoFill: eo))
                let aMinusB = area(a.subtracting(b, eoFill: eo)), bMinusA = area(b.subtracting(a, eoFill: eo))
                let x = area(a.symmetricDifference(b, eoFill: eo))
                let tolerance = 0.01 * max(areaA + areaB, 1)
                #expect(abs(u + i - areaA - areaB) < tolerance, "round \(round) eo=\(eo): \(u) + \(i) vs \(areaA) + \(areaB)")
                #expect(abs(aMinusB + i - areaA) < tolerance, "round \(round): A = (A − B) + (A ∩ B)")
                #expect(abs(x - (u - i)) < tolerance, "round \(round): A △ B = (A ∪ B) − (A ∩ B)")
                #expect(abs(bMinusA + aMinusB - x) < tolerance, "round \(round): A △ B = (A − B) + (B − A)")
            }
        }

        @Test("exact cases: overlapping squares, a shared edge, a hole, a star by each rule")
        func exactCases() {
            let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10)), b = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
            #expect(abs(area(a.union(b)) - 175) < 1e-6)
            #expect(abs(area(a.intersection(b)) - 25) < 1e-6)
            #expect(abs(area(a.subtracting(b)) - 75) < 1e-6)
            #expect(abs(area(a.symmetricDifference(b)) - 150) < 1e-6)
            // Touching along an edge: one rectangle, no seam left inside.
            let c = Path(CGRect(x: 10, y: 0, width: 10, height: 10))
            let joined = a.union(c)
            #expect(abs(area(joined) - 200) < 1e-6)
            #expect(PB.rings(joined).count == 1, "the shared edge is gone")
            #expect(a.intersection(c).isEmpty, "touching squares share no area")
            // A hole: the inner square subtracted leaves a ring.
            let ring = Path(CGRect(x: 0, y: 0, width: 30, height: 30)).subtracting(Path(CGRect(x: 10, y: 10, width: 10, height: 10)))
            #expect(abs(area(ring) - 800) < 1e-6)
            #expect(!PB.contains(PB.rings(ring), CGPoint(x: 15, y: 15), eoFill: false), "the hole is empty by non-zero too")
            // A pentagram: its centre is inside by non-zero, outside by even-odd.
            let star = Path { p in
                p.addLines((0..<5).map { k in
                    let t = Double(k) * 4 * .pi / 5 - .pi / 2
                    return CGPoint(x: 50 + 40 * CGFloat(cos(t)), y: 50 + 40 * CGFloat(sin(t)))
                })
                p.closeSubpath()
            }
            let probe = Path(CGRect(x: 48, y: 48, width: 4, height: 4))
            #expect(abs(area(star.intersection(probe, eoFill: false)) - 16) < 1e-6)
            #expect(area(star.intersection(probe, eoFill: true)) < 1e-6)
        }

        @Test("line operations: the outline splits into the parts inside and outside the other shape")
        func lineOperations() {
            var rng = TestSeed.generator(0x11E5)
            for round in 0..<40 {
                let a = randomPath(&rng), b = randomPath(&rng)
                let inside = a.lineIntersection(b), outside = a.lineSubtraction(b)
                #expect(abs(length(inside) + length(outside) - length(a)) < 1e-6 * max(length(a), 1) + 1e-6,
                        "round \(round): \(length(inside)) + \(length(outside)) vs \(length(a))")
                let rb = PB.rings(b)
                for line in PB.flatten(inside) {
                    for (p, q) in zip(line.points, line.points.dropFirst()) {
                        let m = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
                        if distance(m, to: rb) > 1e-3 { #expect(PB.contains(rb, m, eoFill: false), "round \(round): inside part outside B") }
                    }
                }
            }
            // A horizontal line through a square keeps its middle third inside.
            let line = Path { p in p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 30, y: 5)) }
            let square = Path(CGRect(x: 10, y: 0, width: 10, height: 10))
            #expect(abs(length(line.lineIntersection(square)) - 10) < 1e-9)
            #expect(abs(length(line.lineSubtraction(square)) - 20) < 1e-9)
            #expect(PB.flatten(line.lineSubtraction(square)).count == 2, "two pieces either side")
        }

        @Test("shapes combine in their frame and reach the daemon as a path")
        @MainActor func shapesOnTheWire() throws {
            let shape = Circle().subtracting(Rectangle().inset(by: 30))
            let p = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(abs(area(p) - (Double.pi * 2500 - 1600)) < 20, "a disc with a 40 × 40 square hole")
            let h = Harness(Circle().union(Rectangle().inset(by: 40).offset(x: 40)).fill(.blue).frame(width: 100, height: 100),
                            width: 200, height: 200)
            let c = h.connection
            let node = try #require(shapeNodes(c).first)
            guard case .pathData(let data)? = c.property(.pathData, of: node) else { Issue.record("no path"); return }
            #expect(data.count > 20)
        }
    }
}
