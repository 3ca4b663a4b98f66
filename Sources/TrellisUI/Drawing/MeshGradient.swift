// MeshGradient (iOS 18): colours at the vertices of a grid of points, blended across the
// grid's cells. The daemon draws it (protocol `gradient`, kind 4) as Coons patches.
import TrellisProtocol

extension Gradient {
    /// The colour space a gradient's colours are mixed in.
    ///
    /// Trellis mixes in the device's (sRGB) space for both values: `.perceptual` draws as
    /// `.device` does, so its blends are a little darker mid-way than SwiftUI's.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// Mixes the components as they are stored (sRGB).
        public static let device = ColorSpace(isPerceptual: false)
        /// Mixes in a perceptually uniform space (drawn as `device` in Trellis).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

/// A two-dimensional gradient: a `width` × `height` grid of points, each with a colour,
/// the colours blended across the cells between them.
///
/// Points are in the unit square of the frame ((0, 0) top-leading, (1, 1)
/// bottom-trailing), row by row from the top. Between points the cells' edges are
/// smooth curves (or the Bézier curves of `BezierPoint`s); with `smoothsColors` colours
/// flow across cell edges without a crease, otherwise they mix linearly inside each cell.
/// Where the grid does not reach, `background` shows. A mesh whose point or colour count
/// is not `width` × `height`, or with fewer than 2 or more than 64 points on a side,
/// draws only its background.
public struct MeshGradient: ShapeStyle, View, Sendable {
    /// A grid point with the control points of the curves to its four neighbours.
    public struct BezierPoint: Equatable, Sendable {
        /// Where the point is, in the unit square.
        public var position: SIMD2<Float>
        /// The control point of the curve toward the leading neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the curve toward the neighbour above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the curve toward the trailing neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the curve toward the neighbour below.
        public var bottomControlPoint: SIMD2<Float>

        /// A point and its four control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The grid's points: plain, or with their curves' control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The grid's colours, one per point.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
    }

    /// Points per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// The grid's points, row by row from the top.
    public var locations: Locations
    /// One colour per point.
    public var colors: Colors
    /// The colour where the grid does not reach.
    public var background: Color
    /// Whether colours blend smoothly across cells (true) or linearly inside each cell.
    public var smoothsColors: Bool
    /// The space colours are mixed in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `locations` and `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of plain `points` (`[[0, 0], [0.5, 0], …]`), one colour each.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points with explicit curve control points.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The mesh filling the space offered to it.
    public var body: some View { Rectangle().fill(self) }

    /// The grid as Bézier points: plain points get control points along a Catmull-Rom
    /// tangent through their neighbours (a third of the way to them on a regular grid),
    /// so a regular grid has straight edges and a distorted one smooth curves.
    var bezierPoints: [BezierPoint] {
        switch locations {
        case .bezierPoints(let b): return b
        case .points(let p):
            guard p.count == width * height else { return [] }
            func at(_ c: Int, _ r: Int) -> SIMD2<Float> { p[min(max(r, 0), height - 1) * width + min(max(c, 0), width - 1)] }
            var out: [BezierPoint] = []
            for r in 0..<height {
                for c in 0..<width {
                    let here = at(c, r)
                    // A third of the way to the neighbours: the difference of the two
                    // neighbours over 6 inside the grid, of the one neighbour over 3 at an edge.
                    let horizontal = (at(c + 1, r) - at(c - 1, r)) / (c == 0 || c == width - 1 ? 3 : 6)
                    let vertical = (at(c, r + 1) - at(c, r - 1)) / (r == 0 || r == height - 1 ? 3 : 6)
                    out.append(BezierPoint(position: here, leadingControlPoint: here - horizontal, topControlPoint: here - vertical,
                                           trailingControlPoint: here + horizontal, bottomControlPoint: here + vertical))
                }
            }
            return out
        }
    }

    /// The protocol's `gradient` value (kind 4), colours as drawn in `scheme`; nil when the
    /// grid is malformed (then the background alone is drawn).
    func wire(_ scheme: ColorScheme) -> [Double]? {
        guard case .colors(let cs) = colors, (2...GradientWire.maxMeshSide).contains(width),
              (2...GradientWire.maxMeshSide).contains(height), cs.count == width * height else { return nil }
        let points = bezierPoints
        guard points.count == width * height else { return nil }
        func comps(_ c: Color) -> [Double] {
            let r = c.resolved(in: scheme)
            return [r.red, r.green, r.blue, r.alpha].map { min(max($0, 0), 1) }
        }
        func xy(_ v: SIMD2<Float>) -> [Double] {
            [Double(v.x), Double(v.y)].map { $0.isFinite ? $0 : 0 }
        }
        var out: [Double] = [4, Double(width), Double(height), smoothsColors ? 1 : 0] + comps(background)
        for (p, c) in zip(points, cs) {
            out += xy(p.position) + xy(p.leadingControlPoint) + xy(p.topControlPoint) + xy(p.trailingControlPoint)
                + xy(p.bottomControlPoint) + comps(c)
        }
        return out
    }

    /// The colour used where one colour stands for the mesh (text): its first point's.
    var representativeColor: Color {
        if case .colors(let cs) = colors, let first = cs.first { return first }
        return background
    }
}

/// Limits of the protocol's `gradient` layouts.
enum GradientWire {
    /// The most columns or rows of a mesh (protocol `gradient`, kind 4).
    static let maxMeshSide = 64
}

extension MeshGradient: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { wire(.light) == nil ? background : representativeColor }
    var _resolvedColorWithoutEnvironment: Color { wire(.light) == nil ? background : representativeColor }
    var _wireGradient: [Double]? { wire(.light) }
    func _wireGradient(in scheme: ColorScheme) -> [Double]? { wire(scheme) }
}
