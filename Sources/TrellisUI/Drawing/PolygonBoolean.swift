// The geometry behind the shape set operations (`union`, `intersection`, … on Path and
// Shape): paths flattened to polygons, then combined by splitting every edge where it
// meets another and keeping the pieces that separate "inside the result" from "outside".
//
// The method: after splitting, no two edges cross. An edge piece is on the result's
// boundary exactly when the points just left and just right of its midpoint disagree
// about being in the result (each tested against both operands with their fill rule).
// Kept pieces are turned so the inside is on their left, which makes the kept set a sum
// of closed loops whose winding number is 1 inside the result and 0 outside — so any way
// of chaining the pieces into loops fills the same area by either fill rule. Points are
// snapped to a fine power-of-two grid so that the same intersection found twice is one
// point.
import Foundation

enum PolygonBoolean {
    typealias Point = CGPoint

    /// A flattened subpath: its points and whether it was closed.
    struct Polyline {
        var points: [Point]
        var closed: Bool
    }

    /// The largest distance from a curve to the segments that replace it.
    static let tolerance: CGFloat = 0.05

    /// `path` as polylines: lines kept, quadratic and cubic curves cut into segments no
    /// farther than `tolerance` from the curve (Wang's bound on the segment count).
    static func flatten(_ path: Path, tolerance: CGFloat = tolerance) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if current.count > 1 || (closed && !current.isEmpty) { out.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        func count(_ m: CGFloat, degree: CGFloat) -> Int {
            let n = (degree * (degree - 1) / 8 * m / tolerance).squareRoot().rounded(.up)
            return n.isFinite ? Int(min(max(n, 1), 512)) : 1
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [p] } else { current.append(p) }
            case .quad(let c, let p):
                guard let p0 = current.last else { current = [p]; continue }
                let m = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let n = count(m, degree: 2)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), s = 1 - t
                    current.append(Point(x: s * s * p0.x + 2 * s * t * c.x + t * t * p.x,
                                         y: s * s * p0.y + 2 * s * t * c.y + t * t * p.y))
                }
            case .curve(let c1, let c2, let p):
                guard let p0 = current.last else { current = [p]; continue }
                let m = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                            hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = count(m, degree: 3)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), s = 1 - t
                    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
                    current.append(Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                         y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return out
    }

    /// The closed rings a fill uses: every subpath, closed.
    static func rings(_ path: Path) -> [[Point]] {
        flatten(path).map(\.points).filter { $0.count > 2 }
    }

    /// The winding number of `rings` around `p` (y down; the sign is consistent).
    static func winding(_ rings: [[Point]], _ p: Point) -> Int {
        var w = 0
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    w -= 1
                }
                a = b
            }
        }
        return w
    }

    /// Whether `p` is inside `rings` by the even-odd (`eoFill`) or non-zero rule.
    static func contains(_ rings: [[Point]], _ p: Point, eoFill: Bool) -> Bool {
        let w = winding(rings, p)
        return eoFill ? w & 1 != 0 : w != 0
    }

    /// A set operation: which combinations of "in A" and "in B" are in the result.
    enum Operation {
        case union, intersection, subtraction, symmetricDifference
        func keeps(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: a || b
            case .intersection: a && b
            case .subtraction: a && !b
            case .symmetricDifference: a != b
            }
        }
    }

    /// One edge of the input, from `a` to `b`.
    struct Segment { var a, b: Point }

    /// The grid step points are snapped to: a power of two near a billionth of the
    /// drawing's size.
    static func quantum(_ rings: [[Point]]) -> CGFloat {
        var extent: CGFloat = 1
        for r in rings { for p in r { extent = max(extent, abs(p.x), abs(p.y)) } }
        return CGFloat(exp2((log2(extent) - 30).rounded(.down)))
    }

    static func snap(_ p: Point, _ q: CGFloat) -> Point {
        Point(x: (p.x / q).rounded() * q, y: (p.y / q).rounded() * q)
    }

    /// The segments of `pieces`, split wherever they meet any segment of `cutters` (and,
    /// when `cutters` is nil, each other), each piece snapped to the grid and non-empty.
    static func split(_ segments: [Segment], by cutters: [Segment]? = nil, q: CGFloat) -> [Segment] {
        let others = cutters ?? segments
        var cuts = segments.map { [$0.a, $0.b] }
        for i in segments.indices {
            let s = segments[i]
            let sMinX = min(s.a.x, s.b.x), sMaxX = max(s.a.x, s.b.x), sMinY = min(s.a.y, s.b.y), sMaxY = max(s.a.y, s.b.y)
            for j in others.indices {
                if cutters == nil && j == i { continue }
                let o = others[j]
                if max(o.a.x, o.b.x) < sMinX - q || min(o.a.x, o.b.x) > sMaxX + q
                    || max(o.a.y, o.b.y) < sMinY - q || min(o.a.y, o.b.y) > sMaxY + q { continue }
                cuts[i] += meetings(s, o, q: q)
            }
        }
        var out: [Segment] = []
        for i in segments.indices {
            let s = segments[i]
            let dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, len2 = dx * dx + dy * dy
            guard len2 > 0 else { continue }
            let sorted = cuts[i].map { p -> (CGFloat, Point) in (((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len2, snap(p, q)) }
                .sorted { $0.0 < $1.0 }
            var prev = sorted[0].1
            for (_, p) in sorted.dropFirst() where p != prev {
                out.append(Segment(a: prev, b: p))
                prev = p
            }
        }
        return out
    }

    /// Where segment `o` meets segment `s`, as points on `s`: a crossing, the ends of a
    /// collinear overlap, or an end of `o` touching `s`.
    static func meetings(_ s: Segment, _ o: Segment, q: CGFloat) -> [Point] {
        let r = CGPoint(x: s.b.x - s.a.x, y: s.b.y - s.a.y), d = CGPoint(x: o.b.x - o.a.x, y: o.b.y - o.a.y)
        let denom = r.x * d.y - r.y * d.x
        let w = CGPoint(x: o.a.x - s.a.x, y: o.a.y - s.a.y)
        let lenR = hypot(r.x, r.y), lenD = hypot(d.x, d.y)
        guard lenR > 0, lenD > 0 else { return [] }
        var out: [Point] = []
        // An end of one lying on the other (within the grid step): a touch or an overlap.
        func onS(_ p: Point) -> Bool {
            let t = ((p.x - s.a.x) * r.x + (p.y - s.a.y) * r.y) / (lenR * lenR)
            guard t > 0, t < 1 else { return false }
            return abs((p.x - s.a.x) * r.y - (p.y - s.a.y) * r.x) / lenR <= q * 2
        }
        if onS(o.a) { out.append(o.a) }
        if onS(o.b) { out.append(o.b) }
        if abs(denom) > 1e-12 * lenR * lenD {
            let t = (w.x * d.y - w.y * d.x) / denom, u = (w.x * r.y - w.y * r.x) / denom
            if t > 0, t < 1, u >= 0, u <= 1 {
                // Exactly at an end of `o`: that end (found above) is the point.
                if u > 0, u < 1 { out.append(Point(x: s.a.x + t * r.x, y: s.a.y + t * r.y)) }
            }
        }
        return out
    }

    static func segments(_ rings: [[Point]]) -> [Segment] {
        var out: [Segment] = []
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                if a != b { out.append(Segment(a: a, b: b)) }
                a = b
            }
        }
        return out
    }

    /// The area `operation` makes of `a` and `b`, as closed polygons whose inside is
    /// on their left (winding 1 inside, 0 outside).
    static func combine(_ a: Path, _ b: Path, _ operation: Operation, eoFill: Bool) -> [[Point]] {
        let ra = rings(a), rb = rings(b)
        let q = quantum(ra + rb)
        let snappedA = ra.map { $0.map { snap($0, q) } }, snappedB = rb.map { $0.map { snap($0, q) } }
        let pieces = split(segments(snappedA) + segments(snappedB), q: q)
        var extent: CGFloat = 0
        for r in ra + rb { for p in r { extent = max(extent, abs(p.x), abs(p.y)) } }
        var kept: [Segment] = []
        var seen = Set<[CGFloat]>()
        for s in pieces {
            let dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, len = hypot(dx, dy)
            // Far enough from the edge to be off it, much closer than any other edge.
            let eps = min(len * 0.25, max(extent * 1e-7, q * 64))
            let m = Point(x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2)
            let nx = -dy / len * eps, ny = dx / len * eps
            let left = Point(x: m.x + nx, y: m.y + ny), right = Point(x: m.x - nx, y: m.y - ny)
            let inLeft = operation.keeps(contains(snappedA, left, eoFill: eoFill), contains(snappedB, left, eoFill: eoFill))
            let inRight = operation.keeps(contains(snappedA, right, eoFill: eoFill), contains(snappedB, right, eoFill: eoFill))
            guard inLeft != inRight else { continue }
            let e = inLeft ? s : Segment(a: s.b, b: s.a)
            // A boundary shared by both operands shows up twice: keep it once.
            guard seen.insert([e.a.x, e.a.y, e.b.x, e.b.y]).inserted else { continue }
            kept.append(e)
        }
        return chain(kept)
    }

    /// Closed loops made of `edges` (each used once, joined end to start).
    static func chain(_ edges: [Segment]) -> [[Point]] {
        var from: [[CGFloat]: [Int]] = [:]
        for (i, e) in edges.enumerated() { from[[e.a.x, e.a.y], default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        var loops: [[Point]] = []
        for start in edges.indices where !used[start] {
            var loop: [Point] = []
            var i = start
            while true {
                used[i] = true
                loop.append(edges[i].a)
                let end = edges[i].b
                if end == edges[start].a { break }
                guard let next = from[[end.x, end.y]]?.first(where: { !used[$0] }) else { loop.append(end); break }
                i = next
            }
            if loop.count > 2 { loops.append(loop) }
        }
        return loops
    }

    /// The parts of `path`'s lines (open subpaths as drawn, closed ones with their closing
    /// segment) inside (`inside`) or outside the area of `other`.
    static func clipLines(_ path: Path, by other: Path, inside: Bool, eoFill: Bool) -> [[Point]] {
        let lines = flatten(path)
        let ro = rings(other)
        let q = quantum(lines.map(\.points) + ro)
        let cutters = segments(ro.map { $0.map { snap($0, q) } })
        let snappedOther = ro.map { $0.map { snap($0, q) } }
        var out: [[Point]] = []
        for line in lines {
            var pts = line.points.map { snap($0, q) }
            if line.closed, let first = pts.first { pts.append(first) }
            var segs: [Segment] = []
            for k in 1..<max(pts.count, 1) where pts[k - 1] != pts[k] { segs.append(Segment(a: pts[k - 1], b: pts[k])) }
            var run: [Point] = []
            for s in split(segs, by: cutters, q: q) {
                let m = Point(x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2)
                if contains(snappedOther, m, eoFill: eoFill) == inside {
                    if run.last != s.a {
                        if run.count > 1 { out.append(run) }
                        run = [s.a]
                    }
                    run.append(s.b)
                } else {
                    if run.count > 1 { out.append(run) }
                    run = []
                }
            }
            if run.count > 1 { out.append(run) }
        }
        return out
    }

    /// The area enclosed by `rings` counted with their signed winding (shoelace).
    static func signedArea(_ rings: [[Point]]) -> CGFloat {
        var sum: CGFloat = 0
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring { sum += a.x * b.y - b.x * a.y; a = b }
        }
        return sum / 2
    }
}
