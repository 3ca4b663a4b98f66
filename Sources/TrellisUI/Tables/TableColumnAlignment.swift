// TableColumnAlignment: where a column's title and cells sit across the column's width.
import Foundation

/// Where a table column puts its header title and its cells: at the leading edge (the
/// default), centred, at the trailing edge, or where numbers read best (`numeric`).
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, center, trailing, numeric }
    let kind: Kind

    /// The table decides: the leading edge.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }
    /// At the leading edge (the left in a left-to-right layout, the right in a
    /// right-to-left one).
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }
    /// Centred in the column.
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }
    /// At the trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }
    /// For columns of numbers, so their last digits line up: on the right, where digits
    /// written left to right end, whatever the layout direction.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric) }
    /// For columns of numbers written in `numberingSystem`. Every numbering system
    /// Foundation knows writes its digits left to right, so this is `numeric`: on the right.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(kind: .numeric)
    }

    /// The frame alignment that puts a column's content here, in a layout of `direction`
    /// (frames align by leading and trailing; `numeric` is the physical right).
    func frameAlignment(_ direction: LayoutDirection) -> Alignment {
        switch kind {
        case .automatic, .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        case .numeric: return direction == .rightToLeft ? .leading : .trailing
        }
    }
}
