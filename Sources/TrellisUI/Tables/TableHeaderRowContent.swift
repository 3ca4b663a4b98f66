// Sections of table rows: `Section` with a header in a table's rows makes a header row
// (`TableHeaderRowContent`), one view across the table, above the section's rows.
import Foundation

/// A row that shows one view across the whole table instead of a cell per column: the
/// header of a `Section` of table rows, drawn as a list draws a section header (small grey
/// text above the section's rows).
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let content: Content
    public var tableRowBody: Never { fatalError("TableHeaderRowContent is primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Value>] {
        [_TableRowItem(header: AnyView(content), id: AnyHashable(_TableHeaderRowID()))]
    }
}

/// The identity of a header row before the table makes it unique by its place.
struct _TableHeaderRowID: Hashable {}

extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer == EmptyView,
                                       Parent.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("Section is primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Content.TableRowValue>] {
        header._tableRows(in: context) + content._tableRows(in: context)
    }
}

extension Section where Footer == EmptyView {
    /// A section of table rows under a header row showing `header`.
    public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Content: TableRowContent, Content.TableRowValue == V {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyView())
    }

    /// A section of table rows under a header row titled `titleKey`.
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Content: TableRowContent, Content.TableRowValue == V {
        self.init(header: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: EmptyView())
    }

    /// A section of table rows under a header row titled `title`.
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Content: TableRowContent, Content.TableRowValue == V {
        self.init(header: TableHeaderRowContent(content: Text(title)), content: content(), footer: EmptyView())
    }

    /// A section of table rows without a header.
    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Content: TableRowContent, Content.TableRowValue == V {
        self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyView())
    }
}
