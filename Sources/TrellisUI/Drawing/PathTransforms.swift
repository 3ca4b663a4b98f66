// The parts of Path that custom shapes use besides the drawing commands: relative arcs,
// transforms (`applying`, `offsetBy`, `addPath(_:transform:)`), the bounding rectangle,
// taking the CGAffineTransform of CoreGraphics (Trellis's CoreGraphics module on Linux).
import Foundation

extension Path {
    /// An arc of the circle around `center` that starts at `startAngle` and turns by
    /// `delta` (positive: towards increasing angles, which is clockwise on screen because
    /// y grows downwards). A line joins the current point to the arc's start, as with
    /// `addArc`. `transform` is applied to the arc.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        if transform == .identity {
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
                   clockwise: delta.radians < 0)
            return
        }
        var arc = Path()
        if let p = current { arc.move(to: p.applying(transform.inverted())) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
                   clockwise: delta.radians < 0)
        var moved = arc.applying(transform)
        if current != nil, case .move? = moved.elements.first { moved.elements.removeFirst() }
        elements += moved.elements
        current = moved.current
        if start == nil { start = moved.start }
    }

    /// Appends the subpaths of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let p = path.applying(transform)
        elements += p.elements
        if let c = p.current { current = c }
        if let s = p.start { start = s }
    }

    /// This path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var out = self
        func t(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(t(p))
            case .line(let p): return .line(t(p))
            case .quad(let c, let p): return .quad(t(c), t(p))
            case .curve(let c1, let c2, let p): return .curve(t(c1), t(c2), t(p))
            case .close: return .close
            }
        }
        out.current = current.map(t)
        out.start = start.map(t)
        return out
    }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`.null`-like zero rectangle for an empty path).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .curve(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX.isFinite else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
