import TrellisProtocol

/// A description of one column of a `LazyVGrid` or one row of a `LazyHGrid`.
public struct GridItem: Sendable {
    /// How a grid item sizes its tracks.
    public enum Size: Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track sharing the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` (at most `maximum`) as fit in the space
        /// this item gets.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    /// The gap after this item's tracks (nil: the default, 8).
    public var spacing: CGFloat?
    /// How cells are aligned in this item's tracks (nil: the grid's alignment).
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The item as the wire carries it, with nil resolved: spacing 8, `fallback` alignment.
    func wire(fallback: Alignment) -> WireGridItem {
        func length(_ v: CGFloat) -> Double { Double(v).isFinite ? max(0, Double(v)) : 0 }
        func maximum(_ v: CGFloat, _ lo: Double) -> Double { Double(v).isNaN ? .infinity : max(lo, Double(v)) }
        let gap = spacing.map { length($0) } ?? 8
        let a = (alignment ?? fallback).wire
        switch size {
        case .fixed(let v):
            let l = length(v)
            return WireGridItem(size: .fixed, minimum: l, maximum: l, spacing: gap, alignment: a)
        case .flexible(let lo, let hi):
            let l = length(lo)
            return WireGridItem(size: .flexible, minimum: l, maximum: maximum(hi, l), spacing: gap, alignment: a)
        case .adaptive(let lo, let hi):
            let l = length(lo)
            return WireGridItem(size: .adaptive, minimum: l, maximum: maximum(hi, l), spacing: gap, alignment: a)
        }
    }
}
