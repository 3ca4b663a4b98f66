/// How marks that share a position (bars with the same category, areas at the same x)
/// combine: stacked one on another (the default), normalized to fill the axis, centred
/// around zero, or drawn over each other unstacked.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Each mark starts where the previous one at the same position ended.
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked, then scaled so each stack spans 0…1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked, then shifted so each stack is centred on zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Each mark starts at zero; later marks cover earlier ones.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}
