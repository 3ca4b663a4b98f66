// The columns of a Table: `TableColumn` (title, cell content, optional sort comparator,
// width) and what `TableColumnBuilder` makes of a block of them.
import Foundation

/// A type that provides the columns of a `Table`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The value of the rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// The comparator a sortable column puts in the table's sort order (`Never`: none).
    associatedtype TableColumnSortComparator: SortComparator
    /// What the content is made of (`Never` for the primitive kinds).
    associatedtype TableColumnBody: TableColumnContent
    /// The content this one is made of.
    var tableColumnBody: TableColumnBody { get }
    /// The columns, in order (TrellisUI reads them through this).
    var _tableColumns: [_TableColumnSpec<TableRowValue>] { get }
}

extension TableColumnContent where TableColumnBody.TableRowValue == TableRowValue {
    public var _tableColumns: [_TableColumnSpec<TableRowValue>] { tableColumnBody._tableColumns }
}

extension Never: TableColumnContent {
    public typealias TableColumnSortComparator = Never
    public var tableColumnBody: Never { fatalError("Never has no columns") }
    public var _tableColumns: [_TableColumnSpec<Never>] { [] }
}

/// Columns without sorting use `Never` as their comparator.
extension Never: SortComparator {
    public typealias Compared = Never
    public func compare(_ lhs: Never, _ rhs: Never) -> ComparisonResult { switch lhs {} }
    public var order: SortOrder {
        get { .forward }
        set {}
    }
}

/// What a table needs of one column: its header, its cell for a row, its width, the
/// comparator that sorts by it (type-erased, as `Any`), its alignment and what column
/// customization knows of it.
public struct _TableColumnSpec<RowValue> {
    let label: AnyView
    let cell: (RowValue) -> AnyView
    var width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) = (nil, nil, nil)
    /// The column's comparator, as `Any` (the table's `Sort`), with its order.
    let comparator: Any?
    /// Where the header's title and the cells sit in the column.
    var alignment: TableColumnAlignment = .automatic
    /// The column's key in a `TableColumnCustomization` (nil: not customizable).
    var customizationID: String?
    /// Whether the column shows when no customization says otherwise.
    var defaultVisibility: Visibility = .automatic
    /// What the user may not change about the column.
    var disabledCustomization: TableColumnCustomizationBehavior = []
}

/// A column of a `Table`: a title, the view each row shows in it, and — when it has a
/// comparator — a header that sorts the table by it.
///
/// SwiftUI's column forms: a `String` key path shown as text (`TableColumn("Name",
/// value: \.name)`), a key path to a `Comparable` value with custom content, a key path
/// with its own comparator, an explicit comparator (`sortUsing:`), or content alone (not
/// sortable). `width` fixes or bounds its width.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    var spec: _TableColumnSpec<RowValue>

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        spec = _TableColumnSpec(label: AnyView(label), cell: { AnyView(content($0)) }, comparator: comparator)
    }

    public var tableColumnBody: Never { fatalError("TableColumn is primitive") }
    public var _tableColumns: [_TableColumnSpec<RowValue>] { [spec] }

    /// This column exactly `width` points wide (nil: the table decides).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var c = self
        c.spec.width = (width, width, width)
        return c
    }

    /// This column between `min` and `max` points wide (nil: unbounded on that side);
    /// `ideal` is accepted (the table shares the width among flexible columns).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var c = self
        c.spec.width = (min, ideal, max)
        return c
    }
}

// MARK: Text columns of a String property

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A sortable column titled `titleKey` that shows the string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A sortable column titled `title` that shows the string at `value`.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A sortable column titled with `text` that shows the string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: KeyPathComparator(value), content: { Text(verbatim: $0[keyPath: value]) })
    }
}

// MARK: Columns that do not sort

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose cells `content` builds; it does not sort.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }
    /// A column titled `title` whose cells `content` builds; it does not sort.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
    /// A column titled with `text` whose cells `content` builds; it does not sort.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }
}

// MARK: Sortable columns with custom content

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sorted by the `Comparable` value at `value`, whose cells `content` builds.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }
    /// A column sorted by the `Comparable` value at `value`, whose cells `content` builds.
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }
    /// A column sorted by the value at `value` with `comparator`, whose cells `content`
    /// builds.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }
    /// A column sorted by the value at `value` with `comparator`, whose cells `content`
    /// builds.
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content)
    where C.Compared == V {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }
}

extension TableColumn where Label == Text {
    /// A column sorted with `comparator`, whose cells `content` builds.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }
    /// A column sorted with `comparator`, whose cells `content` builds.
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }
}

/// Columns that `TableColumnBuilder` combined.
public struct _TableColumnList<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let columns: [_TableColumnSpec<RowValue>]
    public var tableColumnBody: Never { fatalError("primitive") }
    public var _tableColumns: [_TableColumnSpec<RowValue>] { columns }
}

/// Builds a table's columns from a block of `TableColumn`s, `TableColumnForEach`es and
/// conditions. Each column content is taken as a `_TableColumnList` (its columns, in
/// order), so that several contents and conditions combine without generic inference,
/// which keeps long column blocks quick to type-check.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column content sorting with the table's comparator type (this overload lets a
    /// `TableColumnForEach` take the table's `Sort`).
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumnList<RowValue, Sort>
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
        _TableColumnList(columns: column._tableColumns)
    }
    /// Any column of the table's rows. A column whose comparator is not of the table's
    /// `Sort` type (or a table without a sort order) shows no sort control.
    @_disfavoredOverload
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumnList<RowValue, Sort>
    where C.TableRowValue == RowValue {
        _TableColumnList(columns: column._tableColumns)
    }
    public static func buildBlock(_ columns: _TableColumnList<RowValue, Sort>...) -> _TableColumnList<RowValue, Sort> {
        columns.count == 1 ? columns[0] : _TableColumnList(columns: columns.flatMap(\.columns))
    }
    public static func buildOptional(_ columns: _TableColumnList<RowValue, Sort>?) -> _TableColumnList<RowValue, Sort> {
        columns ?? _TableColumnList(columns: [])
    }
    public static func buildEither(first columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
    public static func buildEither(second columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
    public static func buildLimitedAvailability(_ columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> {
        columns
    }
}

// MARK: Column modifiers

/// A column content whose columns `transform` changed (alignment, customization).
public struct _ModifiedTableColumns<Base: TableColumnContent>: TableColumnContent {
    public typealias TableRowValue = Base.TableRowValue
    public typealias TableColumnSortComparator = Base.TableColumnSortComparator
    public typealias TableColumnBody = Never
    let base: Base
    let transform: (inout _TableColumnSpec<Base.TableRowValue>) -> Void
    public var tableColumnBody: Never { fatalError("primitive") }
    public var _tableColumns: [_TableColumnSpec<Base.TableRowValue>] {
        base._tableColumns.map { spec in
            var spec = spec
            transform(&spec)
            return spec
        }
    }
}

extension TableColumnContent {
    /// Aligns these columns' titles and, by default, their cells: `.leading`, `.center`,
    /// `.trailing`, or `.numeric` for numbers (on the right, as digits are written).
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self) { $0.alignment = alignment }
    }
}
