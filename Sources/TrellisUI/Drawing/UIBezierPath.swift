// UIKit's UIBezierPath as SwiftUI apps use it: to build a shape's outline (a rectangle with
// some corners rounded, mostly) and hand it to `Path(path.cgPath)`. Linux has no CGPath:
// `cgPath` is the SwiftUI `Path` itself, and `Path(_:)` takes it.
import TrellisUIKit

/// A path built with UIKit's calls (TrellisUIKit's names, drawn by SwiftUI's `Path`).
public final class UIBezierPath: @unchecked Sendable {
    /// The outline built so far; what `Path(path.cgPath)` draws.
    public private(set) var cgPath = Path()

    public init() {}
    /// A rectangle.
    public init(rect: CGRect) { cgPath.addRect(rect) }
    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { cgPath.addEllipse(in: rect) }
    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }
    /// A rectangle with `corners` rounded by `cornerRadii.width` (at most half the shorter
    /// side), the others square: the path apps use for a card with only its top corners
    /// rounded.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func radius(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { p.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false) }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { p.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { p.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { p.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        p.closeSubpath()
        cgPath = p
    }

    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: point, control: controlPoint) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc around `center`; angles in radians, `clockwise` as it looks on screen (UIKit's
    /// y-down sense, the opposite of SwiftUI `Path`'s flag).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                      clockwise: !clockwise)
    }
    public func close() { cgPath.closeSubpath() }
    /// The rectangle that holds the path.
    public var bounds: CGRect { cgPath.boundingRect }
}

extension Path {
    /// The path a `UIBezierPath` built (`Path(bezier.cgPath)`: on Linux `cgPath` is a `Path`).
    public init(_ path: Path) { self = path }
}
