// GeometryEffect and ProjectionTransform: a modifier that moves, scales, rotates or skews
// what its content draws, computed from the content's size, without changing layout.
//
// The effect's node asks the daemon for its size (`reportsGeometry`, as a custom shape
// does) and calls `effectValue(size:)` with the size reported last (zero before the first
// layout, then again whenever the size changes). The transform is sent as the effect
// node's drawing transform: its 2 × 2 part as `projection` about the top-leading corner
// and its translation as `offset`, the same properties `rotation3DEffect` and `offset`
// use. A projective transform's perspective row (m13, m23) is not drawn (the daemon draws
// affine transforms only); hit testing, as for the other drawing effects, sees the
// untransformed frame.
import Foundation
import TrellisProtocol

/// A 3 × 3 projective transform of the plane, in the row-vector convention of
/// `CGAffineTransform`: a point (x, y) maps to ((x·m11 + y·m21 + m31) / w,
/// (x·m12 + y·m22 + m32) / w) with w = x·m13 + y·m23 + m33.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (no perspective): parallel lines stay parallel.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Makes this transform its inverse; returns false, leaving it unchanged, when it
    /// has none.
    public mutating func invert() -> Bool {
        let a = m11, b = m12, c = m13, d = m21, e = m22, f = m23, g = m31, h = m32, i = m33
        let c11 = e * i - f * h, c12 = -(d * i - f * g), c13 = d * h - e * g
        let det = a * c11 + b * c12 + c * c13
        guard det != 0, det.isFinite else { return false }
        let r = 1 / det
        self = ProjectionTransform(
            m11: c11 * r, m12: -(b * i - c * h) * r, m13: (b * f - c * e) * r,
            m21: c12 * r, m22: (a * i - c * g) * r, m23: -(a * f - c * d) * r,
            m31: c13 * r, m32: -(a * h - b * g) * r, m33: (a * e - b * d) * r)
        return true
    }

    /// The inverse of this transform (the transform itself when it has none).
    public func inverted() -> ProjectionTransform {
        var t = self
        _ = t.invert()
        return t
    }

    /// This transform followed by `rhs` (the product self × rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let l = self
        return ProjectionTransform(
            m11: l.m11 * rhs.m11 + l.m12 * rhs.m21 + l.m13 * rhs.m31,
            m12: l.m11 * rhs.m12 + l.m12 * rhs.m22 + l.m13 * rhs.m32,
            m13: l.m11 * rhs.m13 + l.m12 * rhs.m23 + l.m13 * rhs.m33,
            m21: l.m21 * rhs.m11 + l.m22 * rhs.m21 + l.m23 * rhs.m31,
            m22: l.m21 * rhs.m12 + l.m22 * rhs.m22 + l.m23 * rhs.m32,
            m23: l.m21 * rhs.m13 + l.m22 * rhs.m23 + l.m23 * rhs.m33,
            m31: l.m31 * rhs.m11 + l.m32 * rhs.m21 + l.m33 * rhs.m31,
            m32: l.m31 * rhs.m12 + l.m32 * rhs.m22 + l.m33 * rhs.m32,
            m33: l.m31 * rhs.m13 + l.m32 * rhs.m23 + l.m33 * rhs.m33)
    }

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
         m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }
}

/// A modifier that changes where its content is drawn with a projection computed from the
/// content's size (`effectValue(size:)`), leaving layout unchanged. Apply it with
/// `.modifier(MyEffect(...))`; SwiftUI's `offset`, `scaleEffect` and `rotationEffect`
/// are geometry effects.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform to draw the content with, for the content's `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// An effect's body is never evaluated: Trellis applies `effectValue(size:)`.
    public func body(content: Content) -> Never { fatalError("GeometryEffect has no body") }
}

/// Applies a `GeometryEffect` at its node (see the top of this file).
@MainActor
func _reconcileGeometryEffect<C: View>(_ effect: some GeometryEffect, content: C, in node: GraphNode) {
    node.install(target: effect)
    let size = node.extra?.geometrySize ?? .zero
    let t = effect.effectValue(size: size)
    var p: [Property] = [.reportsGeometry(true)]
    func finite(_ v: CGFloat, _ fallback: Double) -> Double { v.isFinite ? Double(v) : fallback }
    if !t.isIdentity {
        // Perspective divides by w; the affine part is sent (w = 1 at the origin).
        let w = t.m33 != 0 && t.m33.isFinite ? t.m33 : 1
        let a = finite(t.m11 / w, 1), b = finite(t.m12 / w, 0), c = finite(t.m21 / w, 0), d = finite(t.m22 / w, 1)
        if a != 1 || b != 0 || c != 0 || d != 1 {
            p.append(.projection([a, b, c, d]))
            p.append(.anchor(WirePoint(x: 0, y: 0)))
        }
        let tx = finite(t.m31 / w, 0), ty = finite(t.m32 / w, 0)
        if tx != 0 || ty != 0 { p.append(.offset(WirePoint(x: tx, y: ty))) }
    }
    node.renderWrapper(.effect, p, content: content)
}
