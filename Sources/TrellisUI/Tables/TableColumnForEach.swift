// TableColumnForEach: a table's columns made from a collection, one column content per
// element (a column for each channel of a recording, each month of a year…).
import Foundation

/// Columns made from the elements of `data`: `content` builds the columns of one element,
/// and they follow each other in the collection's order, among the table's other columns.
///
/// Each element is identified (by its `id`, or the key path given), as `ForEach` identifies
/// views; a column made here can take a `customizationID` like any other.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    /// The collection the columns are made from.
    public var data: Data
    /// Makes the columns of one element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    /// Columns for each element of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    public var tableColumnBody: Never { fatalError("TableColumnForEach is primitive") }
    public var _tableColumns: [_TableColumnSpec<RowValue>] { data.flatMap { content($0)._tableColumns } }
}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Columns for each element of `data`, identified by its `id`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}
