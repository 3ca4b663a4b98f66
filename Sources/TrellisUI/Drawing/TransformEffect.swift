// Drawing-only transforms: rotation, scale and the 3-D rotation's projection.
import TrellisProtocol
#if canImport(Glibc)
import Glibc
#endif

extension View {
    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`, without
    /// changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: angle.radians, scaleX: 1, scaleY: 1, anchor: anchor))
    }

    /// Draws the view rotated in 3-D about `axis` and projected back onto the screen.
    /// Trellis projects orthographically (the 2-D part of the 3-D rotation, about `anchor`):
    /// a turn about the y axis narrows the view by cos(angle) without SwiftUI's perspective
    /// foreshortening; `anchorZ` and `perspective` are accepted.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: 1, scaleY: 1, anchor: anchor,
                                  projection: Self.projection(of: angle, axis: axis)))
    }

    /// The upper-left 2 × 2 block of the rotation by `angle` about `axis` (Rodrigues'
    /// formula), as (a, b, c, d); nil for the identity or a degenerate axis.
    nonisolated static func projection(of angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> [Double]? {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard len > 0, len.isFinite, angle.radians.isFinite, angle.radians != 0 else { return nil }
        let x = Double(axis.x / len), y = Double(axis.y / len), z = Double(axis.z / len)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        let r00 = c + x * x * t, r01 = x * y * t - z * s
        let r10 = y * x * t + z * s, r11 = c + y * y * t
        return [r00, r10, r01, r11]
    }

    /// Draws the view scaled about `anchor`, without changing its layout.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: s, scaleY: s, anchor: anchor))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: scale.width, scaleY: scale.height, anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(rotation: 0, scaleX: x, scaleY: y, anchor: anchor))
    }
}

/// A drawing-only rotation and scale (render kind `effect` with `rotation`, `scale`,
/// `anchor`): layout and hit testing see the untransformed frame, as in SwiftUI.
public struct _TransformEffect: ViewModifier, Equatable {
    public typealias Body = Never
    let rotation: Double
    let scaleX: CGFloat
    let scaleY: CGFloat
    let anchor: UnitPoint
    var projection: [Double]? = nil
}

extension _TransformEffect: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        func finite(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        var p: [Property] = []
        if rotation != 0 { p.append(.rotation(finite(rotation, 0))) }
        if scaleX != 1 || scaleY != 1 { p.append(.scale(WirePoint(x: finite(scaleX, 1), y: finite(scaleY, 1)))) }
        if let m = projection { p.append(.projection(m)) }
        if anchor != .center { p.append(.anchor(WirePoint(x: finite(anchor.x, 0.5), y: finite(anchor.y, 0.5)))) }
        node.renderWrapper(.effect, p, content: content)
    }
}
