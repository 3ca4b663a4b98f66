// Shape geometry shared by the backends: the commands of a `path` shape (protocol
// property `pathData`, scaled from `pathSize` to the laid-out frame), outlines of the
// built-in shapes as polygons, and the point tests a cell-based backend samples with (gradients: GradientFill.swift).
import TrellisProtocol

/// One drawing command in window coordinates.
public enum PathCommand: Equatable, Sendable {
    case move(WirePoint)
    case line(WirePoint)
    case quad(WirePoint, WirePoint)
    case curve(WirePoint, WirePoint, WirePoint)
    case close
}

public enum PathGeometry {
    /// Arguments taken by each command number of `pathData`.
    static let arity: [Int: Int] = [0: 2, 1: 2, 2: 4, 3: 6, 4: 0]

    /// Why `data` is not a well-formed command sequence, or nil.
    public static func violation(_ data: [Double]) -> String? {
        var i = 0
        while i < data.count {
            let op = data[i]
            guard op == op.rounded(), let n = arity[Int(op)] else { return "pathData: unknown command \(op) at \(i)" }
            guard i + n < data.count else { return "pathData: command \(Int(op)) at \(i) needs \(n) values, has \(data.count - i - 1)" }
            i += 1 + n
        }
        return nil
    }

    /// The commands of `data` (assumed valid), scaled from `size` (nil: unscaled) to `frame`.
    public static func commands(_ data: [Double], pathSize size: WireSize?, in frame: WireRect) -> [PathCommand] {
        let sx = (size.map { $0.width > 0 ? frame.width / $0.width : 1 }) ?? 1
        let sy = (size.map { $0.height > 0 ? frame.height / $0.height : 1 }) ?? 1
        func p(_ k: Int) -> WirePoint { WirePoint(x: frame.x + data[k] * sx, y: frame.y + data[k + 1] * sy) }
        var out: [PathCommand] = []
        var i = 0
        while i < data.count, let n = arity[Int(data[i])] {
            switch Int(data[i]) {
            case 0: out.append(.move(p(i + 1)))
            case 1: out.append(.line(p(i + 1)))
            case 2: out.append(.quad(p(i + 1), p(i + 3)))
            case 3: out.append(.curve(p(i + 1), p(i + 3), p(i + 5)))
            default: out.append(.close)
            }
            i += 1 + n
        }
        return out
    }

    /// The commands flattened into closed polygons (curves in 12 segments).
    public static func polygons(_ commands: [PathCommand]) -> [[WirePoint]] {
        var out: [[WirePoint]] = []
        var cur: [WirePoint] = []
        var last = WirePoint(x: 0, y: 0)
        func flush() { if cur.count > 1 { out.append(cur) }; cur = [] }
        for c in commands {
            switch c {
            case .move(let p): flush(); cur = [p]; last = p
            case .line(let p): if cur.isEmpty { cur = [last] }; cur.append(p); last = p
            case .quad(let c1, let p):
                if cur.isEmpty { cur = [last] }
                for k in 1...12 {
                    let t = Double(k) / 12, u = 1 - t
                    cur.append(WirePoint(x: u * u * last.x + 2 * u * t * c1.x + t * t * p.x,
                                         y: u * u * last.y + 2 * u * t * c1.y + t * t * p.y))
                }
                last = p
            case .curve(let c1, let c2, let p):
                if cur.isEmpty { cur = [last] }
                for k in 1...12 {
                    let t = Double(k) / 12, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    cur.append(WirePoint(x: a * last.x + b * c1.x + cc * c2.x + d * p.x,
                                         y: a * last.y + b * c1.y + cc * c2.y + d * p.y))
                }
                last = p
            case .close:
                if let first = cur.first { last = first }
                flush()
            }
        }
        flush()
        return out
    }

    /// The outline of a built-in shape drawn in `r`, as one polygon.
    public static func outline(_ shape: ShapeKind, in r: WireRect, radius: Double) -> [WirePoint] {
        let cx = r.x + r.width / 2, cy = r.y + r.height / 2
        func arc(_ ox: Double, _ oy: Double, _ rx: Double, _ ry: Double, from a0: Double, steps: Int) -> [WirePoint] {
            (0...steps).map { k in
                let a = a0 + Double(k) / Double(steps) * Double.pi / 2
                return WirePoint(x: ox + rx * cos(a), y: oy + ry * sin(a))
            }
        }
        switch shape {
        case .rectangle, .path:
            return [WirePoint(x: r.x, y: r.y), WirePoint(x: r.x + r.width, y: r.y),
                    WirePoint(x: r.x + r.width, y: r.y + r.height), WirePoint(x: r.x, y: r.y + r.height)]
        case .circle, .ellipse:
            let rx = shape == .circle ? min(r.width, r.height) / 2 : r.width / 2
            let ry = shape == .circle ? rx : r.height / 2
            return (0..<32).map { k in
                let a = Double(k) / 32 * 2 * Double.pi
                return WirePoint(x: cx + rx * cos(a), y: cy + ry * sin(a))
            }
        case .roundedRectangle, .capsule:
            let rad = shape == .capsule ? min(r.width, r.height) / 2 : min(max(radius, 0), r.width / 2, r.height / 2)
            let x0 = r.x + rad, x1 = r.x + r.width - rad, y0 = r.y + rad, y1 = r.y + r.height - rad
            let pi = Double.pi
            return arc(x1, y0, rad, rad, from: -pi / 2, steps: 4) + arc(x1, y1, rad, rad, from: 0, steps: 4)
                + arc(x0, y1, rad, rad, from: pi / 2, steps: 4) + arc(x0, y0, rad, rad, from: pi, steps: 4)
        }
    }

    /// Whether (x, y) is inside `polygons` by the non-zero winding rule.
    public static func contains(_ polygons: [[WirePoint]], x: Double, y: Double) -> Bool {
        var winding = 0
        for poly in polygons where poly.count > 2 {
            for k in 0..<poly.count {
                let a = poly[k], b = poly[(k + 1) % poly.count]
                if a.y <= y {
                    if b.y > y, (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= y, (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    /// The distance from (x, y) to the nearest edge of `polygons` (closed).
    public static func distanceToOutline(_ polygons: [[WirePoint]], x: Double, y: Double) -> Double {
        var best = Double.infinity
        for poly in polygons where poly.count > 1 {
            for k in 0..<poly.count {
                let a = poly[k], b = poly[(k + 1) % poly.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let len2 = dx * dx + dy * dy
                let t = len2 > 0 ? min(max(((x - a.x) * dx + (y - a.y) * dy) / len2, 0), 1) : 0
                let px = a.x + t * dx - x, py = a.y + t * dy - y
                best = min(best, (px * px + py * py).squareRoot())
            }
        }
        return best
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension CommittedFrame.Item {
    /// The outline colour of a shape, if it has one.
    public var stroke: WireColor? {
        if case .stroke(let c)? = property(.stroke) { return c }
        return nil
    }
    /// Outline width; default 1.
    public var lineWidth: Double {
        if case .lineWidth(let w)? = property(.lineWidth) { return w }
        return 1
    }
    /// Outline dash pattern; empty: solid.
    public var dash: [Double] {
        if case .dash(let d)? = property(.dash) { return d }
        return []
    }
    /// How open ends of the outline are drawn; default butt.
    public var lineCap: LineCap {
        if case .lineCap(let c)? = property(.lineCap) { return c }
        return .butt
    }
    /// How outline segments meet; default miter.
    public var lineJoin: LineJoin {
        if case .lineJoin(let j)? = property(.lineJoin) { return j }
        return .miter
    }
    /// Miter limit of the outline; default 10.
    public var miterLimit: Double {
        if case .miterLimit(let m)? = property(.miterLimit) { return m }
        return 10
    }
    /// The shadow drawn behind the node's subtree, if any.
    public var shadow: WireShadow? {
        if case .shadow(let s)? = property(.shadow) { return s }
        return nil
    }
    /// The inner shadow drawn over a shape's fill, inside it, if any.
    public var innerShadow: WireShadow? {
        if case .innerShadow(let s)? = property(.innerShadow) { return s }
        return nil
    }
    /// Blur radius of the node's subtree; 0: none.
    public var blurRadius: Double {
        if case .blur(let r)? = property(.blur) { return r }
        return 0
    }
    /// Whether an overlay's secondary view masks its primary one instead of being drawn.
    public var isMask: Bool {
        if case .isMask(let m)? = property(.isMask) { return m }
        return false
    }
    /// Whether drawing the node's subtree needs an offscreen group: a shadow, a blur, a
    /// mask, a compositing group, a blend mode, a colour multiply or matrix applies to the subtree
    /// as a whole.
    public var needsGroup: Bool {
        // Tags first (no property copies): called for every item of every frame.
        guard properties.contains(where: {
            switch $0.tag {
            case .blur, .shadow, .isMask, .compositingGroup, .blendMode, .colorMultiply, .colorMatrix: true
            default: false
            }
        }) else { return false }
        return (kind == .overlay && isMask) || blurRadius > 0 || shadow.map { $0.color.a > 0 } == true
            || isCompositingGroup
    }

    /// Whether the subtree is composited as one image whose opacity is the node's
    /// (`compositingGroup`, and any blend mode or colour multiply).
    public var isCompositingGroup: Bool {
        if case .compositingGroup(true)? = property(.compositingGroup) { return true }
        return blendMode != .normal || colorMultiply != nil || colorMatrix != nil
    }

    /// The blend mode the subtree is composited with (normal when unset).
    public var blendMode: BlendMode {
        if case .blendMode(let m)? = property(.blendMode) { return m }
        return .normal
    }

    /// The 4 × 5 matrix the subtree's un-premultiplied colours go through, if any
    /// (`colorMatrix`: brightness, contrast, saturation, hue rotation…).
    public var colorMatrix: [Double]? {
        if case .colorMatrix(let m)? = property(.colorMatrix), m.count == 20 { return m }
        return nil
    }

    /// The colour the subtree's colours are multiplied by, if any.
    public var colorMultiply: WireColor? {
        if case .colorMultiply(let c)? = property(.colorMultiply) { return c }
        return nil
    }
    /// A `path` shape's commands in window coordinates, scaled to the frame.
    public var pathCommands: [PathCommand] {
        guard case .pathData(let data)? = property(.pathData) else { return [] }
        var size: WireSize?
        if case .pathSize(let s)? = property(.pathSize) { size = s }
        let commands = PathGeometry.commands(data, pathSize: size, in: frame)
        guard case .trim(let t)? = property(.trim), t.count == 2 else { return commands }
        return PathGeometry.trimmed(commands, from: t[0], to: t[1])
    }
}

extension PathGeometry {
    /// The part of `commands` between two fractions of its length, as lines (curves are
    /// flattened in 16 steps), for `trim(from:to:)`.
    public static func trimmed(_ commands: [PathCommand], from: Double, to: Double) -> [PathCommand] {
        let a = min(max(from, 0), 1), b = min(max(to, 0), 1)
        guard b > a else { return [] }
        if a == 0 && b == 1 { return commands }
        // Flatten into polylines.
        var polys: [[WirePoint]] = []
        var cur: [WirePoint] = []
        var last = WirePoint(x: 0, y: 0), start = last
        func bez(_ k: Int, _ f: (Double) -> WirePoint) { for i in 1...k { cur.append(f(Double(i) / Double(k))) } }
        for c in commands {
            switch c {
            case .move(let p): if cur.count > 1 { polys.append(cur) }; cur = [p]; last = p; start = p
            case .line(let p): if cur.isEmpty { cur = [last] }; cur.append(p); last = p
            case .quad(let c1, let p):
                if cur.isEmpty { cur = [last] }
                let l = last
                bez(16) { t in let u = 1 - t; return WirePoint(x: u * u * l.x + 2 * u * t * c1.x + t * t * p.x, y: u * u * l.y + 2 * u * t * c1.y + t * t * p.y) }
                last = p
            case .curve(let c1, let c2, let p):
                if cur.isEmpty { cur = [last] }
                let l = last
                bez(16) { t in
                    let u = 1 - t
                    return WirePoint(x: u * u * u * l.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                     y: u * u * u * l.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
                }
                last = p
            case .close: cur.append(start); last = start; polys.append(cur); cur = []
            }
        }
        if cur.count > 1 { polys.append(cur) }
        func dist(_ p: WirePoint, _ q: WirePoint) -> Double { ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot() }
        let total = polys.reduce(0.0) { s, poly in s + zip(poly, poly.dropFirst()).reduce(0) { $0 + dist($1.0, $1.1) } }
        guard total > 0 else { return [] }
        let lo = a * total, hi = b * total
        var out: [PathCommand] = []
        var walked = 0.0
        for poly in polys {
            var open = false
            for (p, q) in zip(poly, poly.dropFirst()) {
                let d = dist(p, q), s0 = walked, s1 = walked + d
                walked = s1
                guard d > 0, s1 > lo, s0 < hi else { open = false; continue }
                func at(_ s: Double) -> WirePoint { let t = (s - s0) / d; return WirePoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
                if !open { out.append(.move(s0 >= lo ? p : at(lo))); open = true }
                out.append(.line(s1 <= hi ? q : at(hi)))
            }
        }
        return out
    }
}
