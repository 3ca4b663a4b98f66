import Foundation
import TrellisUI

/// A mark's size along one dimension (a bar's width, a sector's radius): automatic, a
/// fixed number of points, a ratio of the space available, or an inset from it.
///
/// Integer and floating-point literals are fixed sizes (`BarMark(…, width: 12)`).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    enum Kind: Hashable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind

    /// The chart chooses the size (a bar fills most of its band).
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the space available (a band's width, the outer radius).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The space available minus `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    /// A fixed size in points from a literal.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A fixed size in points from a literal.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The size in points given the space `available`, or `automatic` when automatic.
    func resolve(available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return automatic
        case .fixed(let v): return v
        case .ratio(let r): return available * r
        case .inset(let v): return max(0, available - v)
        }
    }
}
