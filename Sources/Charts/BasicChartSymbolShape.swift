import Foundation
import TrellisUI

/// A shape that marks a point: what `PointMark` draws and what `symbol(_:)` chooses.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the symbol's visible area fills, so that symbols of
    /// different shapes look the same size.
    var perceptualUnitRect: CGRect { get }
}

/// The built-in point symbols; `symbol(by:)` gives series these in order.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Hashable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind


    /// The symbols in the order series receive them.
    static let sequence: [BasicChartSymbolShape] = Kind.allCases.map { BasicChartSymbolShape(kind: $0) }

    /// The whole unit square: every symbol is drawn to fill its frame.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol's outline, centred in `rect` and as large as its shorter side.
    public func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, rotation: Double) -> Path {
            var p = Path()
            for i in 0..<n {
                let a: Double = rotation + Double(i) * 2 * Double.pi / Double(n)
                let pt = CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
            return p
        }
        switch kind {
        case .circle: return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square: return Path(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: 1.7 * r, height: 1.7 * r))
        case .triangle: return polygon(3, rotation: -.pi / 2)
        case .diamond: return polygon(4, rotation: -.pi / 2)
        case .pentagon: return polygon(5, rotation: -.pi / 2)
        case .plus, .cross, .asterisk:
            let w = r * 0.35
            var p = Path()
            let angles: [Double]
            switch kind {
            case .plus: angles = [0, Double.pi / 2]
            case .cross: angles = [Double.pi / 4, 3 * Double.pi / 4]
            default: angles = [0, Double.pi / 3, 2 * Double.pi / 3]
            }
            for a in angles {
                // A bar of width 2w through the centre, as a rotated rectangle.
                let dx: CGFloat = r * CGFloat(cos(a)), dy: CGFloat = r * CGFloat(sin(a))
                let nx: CGFloat = -w * CGFloat(sin(a)), ny: CGFloat = w * CGFloat(cos(a))
                p.move(to: CGPoint(x: c.x - dx - nx, y: c.y - dy - ny))
                p.addLine(to: CGPoint(x: c.x + dx - nx, y: c.y + dy - ny))
                p.addLine(to: CGPoint(x: c.x + dx + nx, y: c.y + dy + ny))
                p.addLine(to: CGPoint(x: c.x - dx + nx, y: c.y - dy + ny))
                p.closeSubpath()
            }
            return p
        }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle: `symbol(.circle)`.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon, point up.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// A six-pointed asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
