// The set operations of iOS 17 on paths and shapes: `union`, `intersection`,
// `subtracting`, `symmetricDifference` of two areas, and `lineIntersection` /
// `lineSubtraction` of one path's lines with another's area. Computed here, on the
// client (PolygonBoolean.swift), into a new path of straight segments; curves are
// flattened to within 0.05 pt.

extension Path {
    /// A path of `loops` as closed polygons.
    init(polygons loops: [[CGPoint]]) {
        self.init()
        for loop in loops where loop.count > 2 {
            move(to: loop[0])
            for p in loop.dropFirst() { addLine(to: p) }
            closeSubpath()
        }
    }

    /// A path of `lines` as open polylines.
    init(polylines lines: [[CGPoint]]) {
        self.init()
        for line in lines where line.count > 1 {
            move(to: line[0])
            for p in line.dropFirst() { addLine(to: p) }
        }
    }

    /// The area covered by this path, `other`, or both. `eoFill` decides which areas of
    /// each path count as its inside: the even-odd rule (true) or the non-zero winding
    /// rule (false). The result's inside is the same by either rule.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        Path(polygons: PolygonBoolean.combine(self, other, .union, eoFill: eoFill))
    }

    /// The area covered by both this path and `other`.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(polygons: PolygonBoolean.combine(self, other, .intersection, eoFill: eoFill))
    }

    /// The area of this path that `other` does not cover.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        Path(polygons: PolygonBoolean.combine(self, other, .subtraction, eoFill: eoFill))
    }

    /// The area covered by exactly one of this path and `other`.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        Path(polygons: PolygonBoolean.combine(self, other, .symmetricDifference, eoFill: eoFill))
    }

    /// The parts of this path's lines that lie inside `other`'s area, as open lines (a
    /// closed subpath is cut at `other`'s edge like any line). Meant to be stroked.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(polylines: PolygonBoolean.clipLines(self, by: other, inside: true, eoFill: eoFill))
    }

    /// The parts of this path's lines that lie outside `other`'s area, as open lines.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        Path(polylines: PolygonBoolean.clipLines(self, by: other, inside: false, eoFill: eoFill))
    }
}

/// A shape made of two shapes by a set operation, each drawn in the same rectangle
/// (what `Shape.union(_:eoFill:)` and its siblings return).
nonisolated public struct _ShapeSetOperation<First: Shape, Second: Shape>: Shape {
    enum Kind { case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction }
    let first: First
    let second: Second
    let kind: Kind
    let eoFill: Bool

    nonisolated public func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch kind {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }
}

extension Shape {
    /// The area this shape or `other` covers, both in the same frame: `Circle().union(
    /// Rectangle().inset(by: 20))`. `eoFill` picks the even-odd rule for both shapes'
    /// insides.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, kind: .union, eoFill: eoFill)
    }

    /// The area both this shape and `other` cover.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, kind: .intersection, eoFill: eoFill)
    }

    /// The area of this shape that `other` does not cover.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, kind: .subtracting, eoFill: eoFill)
    }

    /// The area exactly one of this shape and `other` covers.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, kind: .symmetricDifference, eoFill: eoFill)
    }

    /// The parts of this shape's outline inside `other`, as open lines to stroke.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, kind: .lineIntersection, eoFill: eoFill)
    }

    /// The parts of this shape's outline outside `other`, as open lines to stroke.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(first: self, second: other, kind: .lineSubtraction, eoFill: eoFill)
    }
}
