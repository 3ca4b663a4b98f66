// The `gradient` property decoded: its checks (the daemon's invalidValue), and the colour
// at a point, which cell-based backends sample and the raster backend uses to build
// mesh patches. Layouts are normative in protocol/trellis.idl (`gradient`).
#if canImport(Glibc)
import Glibc
#endif
import TrellisProtocol

/// A gradient fill, decoded from the `gradient` property.
public struct GradientFill: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// From `start` to `end`, fractions of the frame.
        case linear(start: WirePoint, end: WirePoint)
        /// Around `center` (a fraction of the frame), from `startRadius` to `endRadius` points.
        case radial(center: WirePoint, startRadius: Double, endRadius: Double)
        /// Around `center` (a fraction of the frame), sweeping clockwise on screen from
        /// `startAngle` to `endAngle` radians (0 points along +x).
        case angular(center: WirePoint, startAngle: Double, endAngle: Double)
        /// A radial gradient in the unit square stretched to the frame: around `center`,
        /// from `startRadius` to `endRadius`, both fractions of the frame's width
        /// (horizontally) and height (vertically).
        case elliptical(center: WirePoint, startRadius: Double, endRadius: Double)
        /// A grid of coloured vertices (`MeshGradient`).
        case mesh(Mesh)
    }
    public struct Stop: Equatable, Sendable {
        public var location: Double
        public var r, g, b, a: Double
    }
    /// A colour's components, each 0 … 1.
    public struct Components: Equatable, Sendable {
        public var r, g, b, a: Double
        public init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }
    }
    public var kind: Kind
    /// The stops of kinds 0 … 3 (a mesh has none: its colours are on its vertices).
    public var stops: [Stop]

    /// The largest number of columns or rows of a mesh.
    public static let maxMeshSide = 64

    /// Why `data` is not a gradient, or nil.
    public static func violation(_ data: [Double]) -> String? {
        guard let kind = data.first, [0, 1, 2, 3, 4].contains(kind) else {
            return "gradient: kind must be 0 (linear), 1 (radial), 2 (angular), 3 (elliptical) or 4 (mesh)"
        }
        if kind == 4 { return Mesh.violation(data) }
        guard data.count >= 10 else {
            return "gradient: expected kind, 4 geometry values and at least one stop"
        }
        guard (data.count - 5) % 5 == 0 else { return "gradient: each stop is 5 values (location, r, g, b, a)" }
        var last = -Double.infinity
        for i in stride(from: 5, to: data.count, by: 5) {
            let stop = data[i..<(i + 5)]
            guard stop.allSatisfy({ (0...1).contains($0) }) else { return "gradient: stop values must be 0...1" }
            guard data[i] >= last else { return "gradient: stop locations must not decrease" }
            last = data[i]
        }
        if kind == 1 || kind == 3, data[3] < 0 || data[4] < 0 { return "gradient: radii must be >= 0" }
        return nil
    }

    /// The gradient in `data` (assumed valid).
    public init(_ data: [Double]) {
        let p = WirePoint(x: data[1], y: data[2])
        switch data[0] {
        case 0: kind = .linear(start: p, end: WirePoint(x: data[3], y: data[4]))
        case 1: kind = .radial(center: p, startRadius: data[3], endRadius: data[4])
        case 3: kind = .elliptical(center: p, startRadius: data[3], endRadius: data[4])
        case 4:
            kind = .mesh(Mesh(data))
            stops = []
            return
        default: kind = .angular(center: p, startAngle: data[3], endAngle: data[4])
        }
        stops = stride(from: 5, to: data.count, by: 5).map {
            Stop(location: data[$0], r: data[$0 + 1], g: data[$0 + 2], b: data[$0 + 3], a: data[$0 + 4])
        }
    }

    /// Where `angle` falls in the sweep from `a0` to `a1` (0 … 1), as SwiftUI's angular
    /// gradient defines it: a sweep of more than a turn shows its last turn; outside a
    /// shorter sweep the end colour continues halfway across the gap, the start colour after.
    public static func angularFraction(_ angle: Double, from a0: Double, to a1: Double) -> Double {
        let turn = 2 * Double.pi
        var sweep = a1 - a0
        guard sweep != 0 else { return 0 }
        let direction: Double = sweep > 0 ? 1 : -1
        var start = a0
        if abs(sweep) > turn { start = a1 - direction * turn; sweep = direction * turn }
        var delta = (direction * (angle - start)).truncatingRemainder(dividingBy: turn)
        if delta < 0 { delta += turn }
        let length = abs(sweep)
        if delta <= length { return delta / length }
        return delta - length < (turn - length) / 2 ? 1 : 0
    }

    /// The colour at fraction `t` (0 … 1) along the stops, components 0 … 1.
    public func components(at t: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        guard let first = stops.first else { return (0, 0, 0, 0) }
        var a = first, b = first
        for s in stops {
            if s.location <= t { a = s; b = s } else { b = s; break }
        }
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 0
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * f }
        return (mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), mix(a.a, b.a))
    }

    /// The colour at (x, y) of a shape drawn in `frame` (for cell-based backends).
    public func color(atX x: Double, y: Double, in frame: WireRect) -> WireColor {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        var t: Double
        switch kind {
        case let .linear(s, e):
            let sx = frame.x + s.x * frame.width, sy = frame.y + s.y * frame.height
            let dx = (e.x - s.x) * frame.width, dy = (e.y - s.y) * frame.height
            let len2 = dx * dx + dy * dy
            t = len2 > 0 ? ((x - sx) * dx + (y - sy) * dy) / len2 : 0
        case let .radial(c, r0, r1):
            let cx = frame.x + c.x * frame.width, cy = frame.y + c.y * frame.height
            let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
            t = r1 > r0 ? (d - r0) / (r1 - r0) : 0
        case let .angular(c, a0, a1):
            let cx = frame.x + c.x * frame.width, cy = frame.y + c.y * frame.height
            t = Self.angularFraction(atan2(y - cy, x - cx), from: a0, to: a1)
        case let .elliptical(c, r0, r1):
            guard frame.width > 0, frame.height > 0 else { t = 0; break }
            let ux = (x - frame.x) / frame.width - c.x, uy = (y - frame.y) / frame.height - c.y
            let d = (ux * ux + uy * uy).squareRoot()
            t = r1 > r0 ? (d - r0) / (r1 - r0) : 0
        case let .mesh(m):
            guard frame.width > 0, frame.height > 0 else { return WireColor(r: 0, g: 0, b: 0, a: 0) }
            let c = m.color(at: WirePoint(x: (x - frame.x) / frame.width, y: (y - frame.y) / frame.height))
            return WireColor(r: byte(c.r), g: byte(c.g), b: byte(c.b), a: byte(c.a))
        }
        t = min(max(t, 0), 1)
        guard !stops.isEmpty else { return WireColor(r: 0, g: 0, b: 0, a: 0) }
        let c = components(at: t)
        return WireColor(r: byte(c.r), g: byte(c.g), b: byte(c.b), a: byte(c.a))
    }
}

/// A mesh gradient: `columns` × `rows` vertices, each with a position, four Bézier
/// control points toward its neighbours and a colour; all points are fractions of the
/// frame. Cell (column, row) is the Coons patch between vertices (column, row) and
/// (column + 1, row + 1).
public struct Mesh: Equatable, Sendable {
    public struct Vertex: Equatable, Sendable {
        public var position, leading, top, trailing, bottom: WirePoint
        public var color: GradientFill.Components
    }
    public var columns: Int
    public var rows: Int
    /// Colours follow a cubic curve across the grid (true) or mix linearly per patch.
    public var smooths: Bool
    /// The colour outside every patch.
    public var background: GradientFill.Components
    /// Row-major, the top row first.
    public var vertices: [Vertex]

    static let header = 8, vertexStride = 14

    /// Why `data` (kind 4) is not a mesh, or nil.
    static func violation(_ data: [Double]) -> String? {
        guard data.count >= header else { return "gradient: a mesh needs kind, columns, rows, smooths and a background colour" }
        let w = data[1], h = data[2]
        let side = 2...Double(GradientFill.maxMeshSide)
        guard w == w.rounded(), h == h.rounded(), side.contains(w), side.contains(h) else {
            return "gradient: a mesh's columns and rows must be whole numbers from 2 to \(GradientFill.maxMeshSide)"
        }
        guard data[3] == 0 || data[3] == 1 else { return "gradient: a mesh's smooths must be 0 or 1" }
        let count = Int(w) * Int(h)
        guard data.count == header + vertexStride * count else {
            return "gradient: a \(Int(w))×\(Int(h)) mesh is exactly \(header + vertexStride * count) values (8 + 14 per vertex)"
        }
        guard data[4..<8].allSatisfy({ (0...1).contains($0) }) else {
            return "gradient: the mesh's background colour components must be 0...1"
        }
        for v in 0..<count {
            let base = header + vertexStride * v
            guard data[(base + 10)..<(base + 14)].allSatisfy({ (0...1).contains($0) }) else {
                return "gradient: mesh vertex \(v): colour components must be 0...1"
            }
        }
        return nil
    }

    /// The mesh in `data` (assumed valid).
    init(_ data: [Double]) {
        columns = Int(data[1]); rows = Int(data[2]); smooths = data[3] == 1
        background = .init(r: data[4], g: data[5], b: data[6], a: data[7])
        vertices = (0..<(columns * rows)).map { v in
            let b = Self.header + Self.vertexStride * v
            func p(_ k: Int) -> WirePoint { WirePoint(x: data[b + k], y: data[b + k + 1]) }
            return Vertex(position: p(0), leading: p(2), top: p(4), trailing: p(6), bottom: p(8),
                          color: .init(r: data[b + 10], g: data[b + 11], b: data[b + 12], a: data[b + 13]))
        }
    }

    public func vertex(_ column: Int, _ row: Int) -> Vertex { vertices[row * columns + column] }

    /// The 12 points of cell (column, row) as a Coons patch in cairo's order: from the
    /// top-leading corner along the top edge (corner, two controls, corner), down the
    /// trailing edge, back along the bottom edge and up the leading edge.
    public func patch(_ column: Int, _ row: Int) -> [WirePoint] {
        let tl = vertex(column, row), tr = vertex(column + 1, row)
        let br = vertex(column + 1, row + 1), bl = vertex(column, row + 1)
        return [tl.position, tl.trailing, tr.leading,
                tr.position, tr.bottom, br.top,
                br.position, br.leading, bl.trailing,
                bl.position, bl.top, tl.bottom]
    }

    /// The point at (u, v) ∈ [0, 1]² of cell (column, row) on its Coons surface.
    public func point(_ column: Int, _ row: Int, u: Double, v: Double) -> WirePoint {
        let p = patch(column, row)
        func bez(_ a: WirePoint, _ b: WirePoint, _ c: WirePoint, _ d: WirePoint, _ t: Double) -> WirePoint {
            let s = 1 - t
            let k0 = s * s * s, k1 = 3 * s * s * t, k2 = 3 * s * t * t, k3 = t * t * t
            return WirePoint(x: k0 * a.x + k1 * b.x + k2 * c.x + k3 * d.x, y: k0 * a.y + k1 * b.y + k2 * c.y + k3 * d.y)
        }
        let top = bez(p[0], p[1], p[2], p[3], u)
        let bottom = bez(p[9], p[8], p[7], p[6], u)
        let leading = bez(p[0], p[11], p[10], p[9], v)
        let trailing = bez(p[3], p[4], p[5], p[6], v)
        let (c00, c10, c11, c01) = (p[0], p[3], p[6], p[9])
        func lerp2(_ f: (WirePoint) -> Double) -> Double {
            (1 - v) * f(top) + v * f(bottom) + (1 - u) * f(leading) + u * f(trailing)
                - ((1 - u) * (1 - v) * f(c00) + u * (1 - v) * f(c10) + u * v * f(c11) + (1 - u) * v * f(c01))
        }
        return WirePoint(x: lerp2(\.x), y: lerp2(\.y))
    }

    /// The colour at (u, v) of cell (column, row): bilinear between its corners, or with
    /// `smooths` a Catmull-Rom spline through the whole grid on each axis (clamped at the
    /// edges and to 0 … 1), which has no crease where patches meet.
    public func color(_ column: Int, _ row: Int, u: Double, v: Double) -> GradientFill.Components {
        func comps(_ c: Int, _ r: Int) -> [Double] {
            let col = vertex(min(max(c, 0), columns - 1), min(max(r, 0), rows - 1)).color
            return [col.r, col.g, col.b, col.a]
        }
        var out = [Double](repeating: 0, count: 4)
        if !smooths {
            let a = comps(column, row), b = comps(column + 1, row), c = comps(column + 1, row + 1), d = comps(column, row + 1)
            for k in 0..<4 { out[k] = (1 - u) * (1 - v) * a[k] + u * (1 - v) * b[k] + u * v * c[k] + (1 - u) * v * d[k] }
        } else {
            func cr(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
                let a1: Double = p2 - p0
                let a2: Double = 2 * p0 - 5 * p1 + 4 * p2 - p3
                let a3: Double = 3 * (p1 - p2) + p3 - p0
                return 0.5 * (2 * p1 + t * (a1 + t * (a2 + t * a3)))
            }
            for k in 0..<4 {
                let rowsAt = (-1...2).map { dr -> Double in
                    let r = row + dr
                    return cr(comps(column - 1, r)[k], comps(column, r)[k], comps(column + 1, r)[k], comps(column + 2, r)[k], u)
                }
                out[k] = min(max(cr(rowsAt[0], rowsAt[1], rowsAt[2], rowsAt[3], v), 0), 1)
            }
        }
        return .init(r: out[0], g: out[1], b: out[2], a: out[3])
    }

    /// The colour at `p` (fractions of the frame), for backends that sample per cell: the
    /// last cell (row-major) whose outline holds `p`, at the nearest of its sampled
    /// (u, v) points; the background outside every cell.
    public func color(at p: WirePoint) -> GradientFill.Components {
        let n = 8
        for row in stride(from: rows - 2, through: 0, by: -1) {
            for column in stride(from: columns - 2, through: 0, by: -1) {
                // The cell's outline, sampled along its four edges.
                var outline: [WirePoint] = []
                for i in 0..<n { outline.append(point(column, row, u: Double(i) / Double(n), v: 0)) }
                for i in 0..<n { outline.append(point(column, row, u: 1, v: Double(i) / Double(n))) }
                for i in 0..<n { outline.append(point(column, row, u: 1 - Double(i) / Double(n), v: 1)) }
                for i in 0..<n { outline.append(point(column, row, u: 0, v: 1 - Double(i) / Double(n))) }
                guard PathGeometry.contains([outline], x: p.x, y: p.y) else { continue }
                var best = (d: Double.infinity, u: 0.0, v: 0.0)
                for i in 0...n {
                    for j in 0...n {
                        let u = Double(i) / Double(n), v = Double(j) / Double(n)
                        let q = point(column, row, u: u, v: v)
                        let d = (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)
                        if d < best.d { best = (d, u, v) }
                    }
                }
                return color(column, row, u: best.u, v: best.v)
            }
        }
        return background
    }
}

extension CommittedFrame.Item {
    /// A shape's gradient fill, if it has one.
    public var gradient: GradientFill? {
        if case .gradient(let data)? = property(.gradient) { return GradientFill(data) }
        return nil
    }
}
