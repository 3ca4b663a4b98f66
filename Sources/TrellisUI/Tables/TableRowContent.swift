// The rows of a Table: `TableRow`, a `ForEach` of them, and what `TableRowBuilder` makes
// of a block (`if`, `if`/`else`, several rows). Each lists its rows in order, as
// `_TableRowItem`s: the value a row shows and what the table needs to draw it (its depth
// in a hierarchy, its disclosure state, whether it selects, drags or takes drops).
import Foundation
import UniformTypeIdentifiers

/// A type that provides the rows of a `Table`: the values each row shows, in order.
public protocol TableRowContent<TableRowValue> {
    /// The value every row of the content shows.
    associatedtype TableRowValue: Identifiable
    /// What the content is made of (`Never` for the primitive kinds).
    associatedtype TableRowBody: TableRowContent
    /// The content this one is made of.
    var tableRowBody: TableRowBody { get }
    /// The rows, in order, with the table's expansion state (TrellisUI reads them through this).
    func _tableRows(in context: _TableRowContext) -> [_TableRowItem<TableRowValue>]
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<TableRowValue>] {
        tableRowBody._tableRows(in: context)
    }
}

extension TableRowContent {
    /// The row values, in order, with every disclosure collapsed.
    var _tableRowValues: [TableRowValue] {
        _tableRows(in: .collapsed).compactMap { item -> TableRowValue? in
            guard case let .row(value) = item.kind else { return nil }
            return value
        }
    }
}

/// Which hierarchical rows of a table are expanded: the table keeps this state for
/// disclosure rows that have no `isExpanded` binding of their own.
public struct _TableRowContext {
    let isExpanded: (AnyHashable) -> Bool
    let setExpanded: (AnyHashable, Bool) -> Void

    /// Every row collapsed, nothing to change.
    static var collapsed: _TableRowContext { _TableRowContext(isExpanded: { _ in false }, setExpanded: { _, _ in }) }
}

/// One row as a table draws it.
public struct _TableRowItem<Value: Identifiable> {
    enum Kind {
        /// A row of cells showing a value.
        case row(Value)
        /// A section header: one view across the table (`TableHeaderRowContent`).
        case header(AnyView)
    }
    var kind: Kind
    /// The row's identity among the table's rows.
    var id: AnyHashable
    /// How many disclosure rows it lies under (its first cell is indented this deep).
    var depth = 0
    /// For a disclosure row: whether it is expanded, and how to flip it.
    var disclosure: _TableRowDisclosure?
    /// `selectionDisabled(_:)`: a tap does not select this row.
    var selectionDisabled = false
    /// `itemProvider(_:)`: what dragging the row carries.
    var itemProvider: (() -> NSItemProvider?)?
    /// The offset of the element of the innermost `ForEach` this row comes from.
    var dataOffset: Int?
    /// `onInsert(of:perform:)` of that `ForEach`: drops on the row insert into its data.
    var insert: _RowInsertAction?

    init(_ value: Value) {
        kind = .row(value)
        id = AnyHashable(value.id)
    }

    init(header: AnyView, id: AnyHashable) {
        kind = .header(header)
        self.id = id
    }
}

/// A disclosure row's state: expanded or not, and the action that flips it.
struct _TableRowDisclosure {
    let isExpanded: Bool
    let toggle: () -> Void
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public var tableRowBody: Never { fatalError("Never has no rows") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Never>] { [] }
}

/// One row of a table, showing `value` in every column.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value
    /// A row for `value`.
    public init(_ value: Value) { self.value = value }
    public var tableRowBody: Never { fatalError("TableRow is primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Value>] { [_TableRowItem(value)] }
}

/// The rows of `Table(_ data:…)`: one per element of `data`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    public var tableRowBody: Never { fatalError("TableForEachContent is primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Data.Element>] {
        data.enumerated().map { offset, element in
            var item = _TableRowItem(element)
            item.dataOffset = offset
            return item
        }
    }
}

/// Rows that `TableRowBuilder` combined from a condition or a loop, whatever their types.
public struct _TableRowList<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let rows: (_TableRowContext) -> [_TableRowItem<Value>]
    public var tableRowBody: Never { fatalError("primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Value>] { rows(context) }

    init(_ rows: @escaping (_TableRowContext) -> [_TableRowItem<Value>]) { self.rows = rows }
    init<R: TableRowContent>(_ content: R?) where R.TableRowValue == Value {
        rows = { context in content?._tableRows(in: context) ?? [] }
    }
}

/// No rows.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public init() {}
    public var tableRowBody: Never { fatalError("primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Value>] { [] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Content.TableRowValue>] {
        var rows: [_TableRowItem<Content.TableRowValue>] = []
        for (offset, element) in data.enumerated() {
            for var row in content(element)._tableRows(in: context) {
                row.dataOffset = offset
                rows.append(row)
            }
        }
        return rows
    }
}

extension ForEach where Content: TableRowContent {
    /// Rows made from each element of `data` (identified by its `id`).
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data, content: content, id: { $0.id })
    }

    /// Rows made from each element of `data`, identified by the value at `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data, content: content, id: { $0[keyPath: id] })
    }
}

/// Builds a table's rows from a block of `TableRow`s, `ForEach`es and conditions. Each row
/// content is taken as a `_TableRowList` (its rows, in order), so that conditions and
/// several contents of different types combine without generic inference, which keeps
/// long row blocks quick to type-check.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ row: R) -> _TableRowList<Value> where R.TableRowValue == Value {
        _TableRowList(row)
    }
    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }
    public static func buildBlock(_ rows: _TableRowList<Value>...) -> _TableRowList<Value> {
        rows.count == 1 ? rows[0] : _TableRowList { context in rows.flatMap { $0._tableRows(in: context) } }
    }
    public static func buildOptional(_ rows: _TableRowList<Value>?) -> _TableRowList<Value> {
        rows ?? _TableRowList { _ in [] }
    }
    public static func buildEither(first rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
    public static func buildEither(second rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
    public static func buildArray(_ rows: [_TableRowList<Value>]) -> _TableRowList<Value> {
        _TableRowList { context in rows.flatMap { $0._tableRows(in: context) } }
    }
    public static func buildLimitedAvailability(_ rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
}

