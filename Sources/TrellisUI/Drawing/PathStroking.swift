// Path.strokedPath(_:): the area a stroke covers, as a path to fill — what an app uses to
// hit-test a line, to fill a stroke with a gradient, or to combine it with other areas.
// The path is flattened (PolygonBoolean.swift), dashed, and every segment, join and cap
// becomes a small polygon turned the same way; their union is the outline.
import Foundation

extension Path {
    /// The outline of this path stroked with `style` (width, caps, joins, miter limit,
    /// dashes), as a path whose fill covers what the stroke would.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let r = style.lineWidth / 2
        guard r > 0, r.isFinite else { return Path() }
        var pieces: [[CGPoint]] = []
        for line in PathStroker.dashed(PolygonBoolean.flatten(self), style) {
            pieces += PathStroker.pieces(of: line, style, radius: r)
        }
        guard !pieces.isEmpty else { return Path() }
        let oriented = pieces.map { PolygonBoolean.signedArea([$0]) < 0 ? Array($0.reversed()) : $0 }
        return Path(polygons: PolygonBoolean.combine(Path(polygons: oriented), Path(), .union, eoFill: false))
    }
}

enum PathStroker {
    typealias Polyline = PolygonBoolean.Polyline

    /// The polylines a dash pattern leaves drawn (all of them when there is no pattern);
    /// a closed polyline is dashed along its closing segment too.
    static func dashed(_ lines: [Polyline], _ style: StrokeStyle) -> [Polyline] {
        let dash = style.dash.map { max($0, 0) }
        let period = dash.reduce(0, +)
        guard !dash.isEmpty, period > 0 else { return lines }
        var out: [Polyline] = []
        for line in lines {
            var pts = line.points
            if line.closed, let first = pts.first { pts.append(first) }
            // Where in the pattern the line starts.
            var index = 0, left = dash[0], on = true
            var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            while phase > 0 {
                if phase >= left { phase -= left; index = (index + 1) % dash.count; left = dash[index]; on.toggle() } else { left -= phase; phase = 0 }
            }
            var current: [CGPoint] = on ? [pts[0]] : []
            for i in 1 ..< max(pts.count, 1) {
                var a = pts[i - 1]
                let b = pts[i]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > 0 {
                    let step = min(left, length)
                    let t = step / length
                    let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { current.append(p) }
                    left -= step
                    length -= step
                    a = p
                    if left <= 1e-9 {
                        if on, current.count > 1 { out.append(Polyline(points: current, closed: false)) }
                        on.toggle()
                        current = on ? [p] : []
                        index = (index + 1) % dash.count
                        left = dash[index]
                    }
                }
            }
            if on, current.count > 1 { out.append(Polyline(points: current, closed: false)) }
        }
        return out
    }

    /// The polygons whose union is `line` stroked: a quadrilateral per segment, a join at
    /// every corner, a cap at each end of an open line.
    static func pieces(of line: Polyline, _ style: StrokeStyle, radius r: CGFloat) -> [[CGPoint]] {
        var pts: [CGPoint] = []
        for p in line.points where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
        if line.closed, pts.count > 2, let f = pts.first, let l = pts.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 { pts.removeLast() }
        guard let first = pts.first else { return [] }
        if pts.count == 1 {
            // A zero-length line shows its caps only.
            switch style.lineCap {
            case .round: return [circle(first, r)]
            case .square: return [[CGPoint(x: first.x - r, y: first.y - r), CGPoint(x: first.x + r, y: first.y - r),
                                   CGPoint(x: first.x + r, y: first.y + r), CGPoint(x: first.x - r, y: first.y + r)]]
            default: return []
            }
        }
        let closed = line.closed && pts.count > 2
        var segments: [(CGPoint, CGPoint)] = []
        for i in 1 ..< pts.count { segments.append((pts[i - 1], pts[i])) }
        if closed { segments.append((pts[pts.count - 1], pts[0])) }
        var out: [[CGPoint]] = []
        for (k, seg) in segments.enumerated() {
            var (a, b) = seg
            let d = unit(a, b)
            // Square caps extend the line's ends by half the width.
            if !closed && style.lineCap == .square {
                if k == 0 { a = CGPoint(x: a.x - d.x * r, y: a.y - d.y * r) }
                if k == segments.count - 1 { b = CGPoint(x: b.x + d.x * r, y: b.y + d.y * r) }
            }
            let n = CGPoint(x: -d.y * r, y: d.x * r)
            out.append([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
        }
        // Joins between consecutive segments.
        let corners = closed ? Array(0 ..< segments.count) : Array(1 ..< segments.count)
        for k in corners {
            let (p0, v) = segments[(k - 1 + segments.count) % segments.count]
            let (_, p2) = segments[k]
            out += join(at: v, from: unit(p0, v), to: unit(v, p2), style, radius: r)
        }
        if !closed && style.lineCap == .round {
            out.append(circle(pts[0], r))
            out.append(circle(pts[pts.count - 1], r))
        }
        return out
    }

    /// The wedge filling the outside of a corner at `v` between directions `d1` and `d2`.
    static func join(at v: CGPoint, from d1: CGPoint, to d2: CGPoint, _ style: StrokeStyle, radius r: CGFloat) -> [[CGPoint]] {
        let cross = d1.x * d2.y - d1.y * d2.x
        guard abs(cross) > 1e-9 || d1.x * d2.x + d1.y * d2.y < 0 else { return [] }   // straight on
        if style.lineJoin == .round { return [circle(v, r)] }
        // The outer side is where the turn opens.
        let s: CGFloat = cross > 0 ? -1 : 1
        let a = CGPoint(x: v.x - d1.y * r * s, y: v.y + d1.x * r * s)
        let b = CGPoint(x: v.x - d2.y * r * s, y: v.y + d2.x * r * s)
        if style.lineJoin == .miter {
            // The miter's length over the width is 1 / sin(θ/2), θ the angle between the segments.
            let cosTheta = max(-1, min(1, -(d1.x * d2.x + d1.y * d2.y)))
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-9, 1 / sinHalf <= style.miterLimit {
                let mid = CGPoint(x: a.x + b.x - 2 * v.x, y: a.y + b.y - 2 * v.y)
                let len = hypot(mid.x, mid.y)
                if len > 1e-9 {
                    let reach = r / sinHalf
                    let tip = CGPoint(x: v.x + mid.x / len * reach, y: v.y + mid.y / len * reach)
                    return [[v, a, tip, b]]
                }
            }
        }
        return [[v, a, b]]
    }

    static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let len = hypot(b.x - a.x, b.y - a.y)
        return len > 0 ? CGPoint(x: (b.x - a.x) / len, y: (b.y - a.y) / len) : CGPoint(x: 1, y: 0)
    }

    /// A circle of radius `r` as a polygon within the flattening tolerance.
    static func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        let tol = PolygonBoolean.tolerance
        let n = r > tol ? Int(min(max((CGFloat.pi / acos(1 - tol / r)).rounded(.up), 8), 128)) : 8
        return (0 ..< n).map { i in
            let t = CGFloat(i) / CGFloat(n) * 2 * .pi
            return CGPoint(x: c.x + r * cos(t), y: c.y + r * sin(t))
        }
    }
}
