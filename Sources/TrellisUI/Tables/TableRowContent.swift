// The rows of a Table: `TableRow`, a `ForEach` of them, and what `TableRowBuilder` makes
// of a block (`if`, `if`/`else`, several rows). Each lists its row values in order.
import Foundation

/// A type that provides the rows of a `Table`: the values each row shows, in order.
public protocol TableRowContent {
    /// The value every row of the content shows.
    associatedtype TableRowValue: Identifiable
    /// What the content is made of (`Never` for the primitive kinds).
    associatedtype TableRowBody: TableRowContent
    /// The content this one is made of.
    var tableRowBody: TableRowBody { get }
    /// The row values, in order (TrellisUI reads the rows through this).
    var _tableRowValues: [TableRowValue] { get }
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    public var _tableRowValues: [TableRowValue] { tableRowBody._tableRowValues }
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public var tableRowBody: Never { fatalError("Never has no rows") }
    public var _tableRowValues: [Never] { [] }
}

/// One row of a table, showing `value` in every column.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value
    /// A row for `value`.
    public init(_ value: Value) { self.value = value }
    public var tableRowBody: Never { fatalError("TableRow is primitive") }
    public var _tableRowValues: [Value] { [value] }
}

/// The rows of `Table(_ data:…)`: one per element of `data`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    public var tableRowBody: Never { fatalError("TableForEachContent is primitive") }
    public var _tableRowValues: [Data.Element] { Array(data) }
}

/// Rows that `TableRowBuilder` combined (several rows, an `if`, a branch).
public struct _TableRowList<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let values: [Value]
    public var tableRowBody: Never { fatalError("primitive") }
    public var _tableRowValues: [Value] { values }
}

/// No rows.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public init() {}
    public var tableRowBody: Never { fatalError("primitive") }
    public var _tableRowValues: [Value] { [] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("primitive") }
    public var _tableRowValues: [Content.TableRowValue] { data.flatMap { content($0)._tableRowValues } }
}

extension ForEach where Content: TableRowContent {
    /// Rows made from each element of `data` (identified by its `id`).
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data, content: content, id: { $0.id })
    }
}

/// Builds a table's rows from a block of `TableRow`s, `ForEach`es and conditions.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ row: R) -> _TableRowList<Value> where R.TableRowValue == Value {
        _TableRowList(values: row._tableRowValues)
    }
    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }
    public static func buildBlock(_ rows: _TableRowList<Value>...) -> _TableRowList<Value> {
        _TableRowList(values: rows.flatMap(\.values))
    }
    public static func buildOptional(_ rows: _TableRowList<Value>?) -> _TableRowList<Value> { rows ?? _TableRowList(values: []) }
    public static func buildEither(first rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
    public static func buildEither(second rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
    public static func buildArray(_ rows: [_TableRowList<Value>]) -> _TableRowList<Value> {
        _TableRowList(values: rows.flatMap(\.values))
    }
}
