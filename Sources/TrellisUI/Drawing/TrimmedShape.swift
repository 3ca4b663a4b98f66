/// A part of a shape's outline, from `from` to `to` of its length (0 … 1).
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    /// Drawn by the daemon from the base outline, so a changing fraction animates there.
    public func _trim(in rect: CGRect) -> (path: Path, from: Double, to: Double)? {
        if let inner = base._trim(in: rect) {
            // trim of a trim: fractions of the inner part's length.
            let span = inner.to - inner.from
            return (inner.path, inner.from + span * Double(from), inner.from + span * Double(to))
        }
        return (base.path(in: rect), Double(from), Double(to))
    }
}

extension Shape {
    /// The part of the outline between the two fractions of its length, for strokes
    /// (progress rings).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: min(max(startFraction, 0), 1), to: min(max(endFraction, 0), 1))
    }
}

extension Path {
    /// The part of the path between two fractions of its length, as lines (curves are
    /// flattened in 16 steps).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        var points: [[CGPoint]] = []
        var cur: [CGPoint] = []
        var last = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): if cur.count > 1 { points.append(cur) }; cur = [p]; last = p; start = p
            case .line(let p): if cur.isEmpty { cur = [last] }; cur.append(p); last = p
            case .quad(let c, let p):
                if cur.isEmpty { cur = [last] }
                for k in 1...16 {
                    let t = Double(k) / 16, u = 1 - t
                    cur.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x, y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let c1, let c2, let p):
                if cur.isEmpty { cur = [last] }
                for k in 1...16 {
                    let t = Double(k) / 16, u = 1 - t
                    cur.append(CGPoint(x: u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                       y: u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                last = p
            case .close: cur.append(start); last = start; points.append(cur); cur = []
            }
        }
        if cur.count > 1 { points.append(cur) }
        var segments: [(CGPoint, CGPoint, Double)] = []
        for poly in points { for k in 1..<poly.count {
            let a = poly[k - 1], b = poly[k]
            segments.append((a, b, ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()))
        } }
        let total = segments.reduce(0) { $0 + $1.2 }
        guard total > 0, to > from else { return Path() }
        let lo = Double(from) * total, hi = Double(to) * total
        var out = Path()
        var walked = 0.0
        var open = false
        for (a, b, len) in segments {
            let s0 = walked, s1 = walked + len
            walked = s1
            guard s1 > lo, s0 < hi, len > 0 else { open = false; continue }
            func at(_ s: Double) -> CGPoint { let t = (s - s0) / len; return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            if !open { out.move(to: at(max(lo, s0))); open = true }
            out.addLine(to: at(min(hi, s1)))
        }
        return out
    }
}
