// Modifiers of table rows: `itemProvider(_:)` (rows the user drags out), `onInsert(of:perform:)`
// on a ForEach of rows (drops on its rows insert into its data) and `selectionDisabled(_:)`.
// Each wraps the row content in `ModifiedContent` and changes the rows it lists.
import Foundation
import UniformTypeIdentifiers

/// A modifier of table rows: it changes the rows its content lists.
public protocol _TableRowContentModifier {
    /// Changes `rows`, the rows of the modified content, in place.
    func _modifyRows<Value>(_ rows: inout [_TableRowItem<Value>])
}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Content.TableRowValue>] {
        var rows = content._tableRows(in: context)
        modifier._modifyRows(&rows)
        return rows
    }
}

/// Table rows made from a collection (a `ForEach` of rows): they can take an insert action
/// for items dropped among them.
public protocol DynamicTableRowContent: TableRowContent {
    /// The collection the rows come from.
    associatedtype Data: Collection
    /// The collection the rows come from.
    var data: Data { get }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

/// What `onInsert(of:perform:)` was given: the content types accepted, and the action
/// that receives the offset in the data and the dropped items.
struct _InsertAction {
    let types: [UTType]
    let action: (Int, [NSItemProvider]) -> Void
}

/// The insert action of the row of the element at `offset`: a drop on the row's upper half
/// inserts before that element, on its lower half after it.
struct _RowInsertAction {
    let offset: Int
    let insert: _InsertAction
}

/// Makes the rows of a `ForEach` drop destinations for `onInsert(of:perform:)`.
public struct OnInsertTableRowModifier: _TableRowContentModifier {
    let insert: _InsertAction
    public func _modifyRows<Value>(_ rows: inout [_TableRowItem<Value>]) {
        for i in rows.indices {
            guard let offset = rows[i].dataOffset else { continue }
            rows[i].insert = _RowInsertAction(offset: offset, insert: insert)
        }
    }
}

extension DynamicTableRowContent {
    /// Lets the user drop items of `supportedContentTypes` on these rows: `action` gets
    /// the offset in `data` where they go (before the row dropped on when the drop lands
    /// on its upper half, after it on its lower half) and the dropped items' providers.
    /// Insert them into the data; the table shows what the data then holds.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier(insert: _InsertAction(types: supportedContentTypes, action: action)))
    }
}

/// Makes rows drag sources that carry the item provider their action makes.
public struct ItemProviderTableRowModifier: _TableRowContentModifier {
    let provider: (() -> NSItemProvider?)?
    public func _modifyRows<Value>(_ rows: inout [_TableRowItem<Value>]) {
        guard let provider else { return }
        for i in rows.indices where rows[i].itemProvider == nil { rows[i].itemProvider = provider }
    }
}

/// Keeps rows from being selected.
public struct _SelectionDisabledTableRowModifier: _TableRowContentModifier {
    let isDisabled: Bool
    public func _modifyRows<Value>(_ rows: inout [_TableRowItem<Value>]) {
        guard isDisabled else { return }
        for i in rows.indices { rows[i].selectionDisabled = true }
    }
}

extension TableRowContent {
    /// Lets the user drag these rows out of the table: `action` makes the item provider
    /// the drag carries when the drag starts (nil, or an action that returns nil: the rows
    /// do not drag). Drop destinations in the same window receive it.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(provider: action))
    }

    /// Keeps the user from selecting these rows (when `isDisabled`): tapping one leaves the
    /// table's selection as it is. The app can still put them in the selection itself.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: _SelectionDisabledTableRowModifier(isDisabled: isDisabled))
    }
}
