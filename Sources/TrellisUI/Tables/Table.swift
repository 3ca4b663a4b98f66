// Table: rows of values shown in columns, with a header row that sorts by a column and rows
// that select. Built from TrellisUI's own views (a header row, a lazy stack of rows in a
// scroll view), so the daemon lays it out and draws it like any list.
import Foundation

/// A container that shows rows of values in columns, with a header row naming them.
///
/// On an iPhone in compact width SwiftUI shows only the first column, as a list. Trellis
/// runs in a window wide enough for columns, so it draws every column with a header row,
/// as an iPad in regular width or a Mac does: column titles in small grey text above the
/// rows, each row at least 44 points tall with a separator, 16 points in from the edges.
///
/// - Columns share the width left by fixed-width columns equally, within their
///   `width(min:ideal:max:)` bounds.
/// - With a `sortOrder` binding, a sortable column's title is a button: tapping it puts
///   the column's comparator first in the sort order (tapping the first column again
///   reverses it) and the first column's title shows a chevron. As in SwiftUI the table
///   does not sort the rows itself: sort them when the order changes.
/// - With a `selection` binding, tapping a row selects it and highlights it. A set
///   selection is replaced by the tapped row (a Mac's plain click; there is no
///   command-click on these backends).
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: _TableSelection<Value.ID>?
    let sort: _TableSort?
    @Environment(\.tableStyle) private var style

    public var body: some View {
        if let style {
            style._makeBody(AnyView(table))
        } else {
            table
        }
    }

    @ViewBuilder private var table: some View {
        let specs = columns._tableColumns
        let values = rows._tableRowValues
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 12) {
                ForEach(specs.indices, id: \.self) { i in
                    header(specs[i]).modifier(_TableColumnFrame(width: specs[i].width))
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 6)
            Rectangle().fill(Color.chromeLine).frame(height: 1)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(values) { value in row(value, specs) }
                }
            }
        }
    }

    @ViewBuilder
    private func header(_ spec: _TableColumnSpec<Value>) -> some View {
        let order = spec.comparator.flatMap { c in sort?.order(c) }
        let title = HStack(spacing: 4) {
            spec.label.font(.subheadline).foregroundStyle(.secondary)
            if let order {
                Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
                    .font(.caption).foregroundStyle(.secondary)
            }
        }
        if let sort, let comparator = spec.comparator, sort.accepts(comparator) {
            Button { sort.tap(comparator) } label: { title }.buttonStyle(.plain)
        } else {
            title
        }
    }

    private func row(_ value: Value, _ specs: [_TableColumnSpec<Value>]) -> some View {
        let selected = selection?.isSelected(value.id) == true
        let cells = HStack(spacing: 12) {
            ForEach(specs.indices, id: \.self) { i in
                specs[i].cell(value).modifier(_TableColumnFrame(width: specs[i].width))
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        return VStack(spacing: 0) {
            if let selection {
                cells
                    .background(selected ? Color.accentColor.opacity(0.15) : Color.white.opacity(0.001))
                    .onTapGesture { selection.select(value.id) }
                    .accessibilityAddTraits(selected ? .isSelected : [])
            } else {
                cells
            }
            Rectangle().fill(Color.chromeLine).frame(height: 1).padding(.leading, 16)
        }
    }
}

/// A column's width rule: fixed, or flexible between its bounds (0 … infinity by default).
struct _TableColumnFrame: ViewModifier {
    let width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
    func body(content: Content) -> some View {
        if let w = width.min, w == width.max {
            content.frame(width: max(w, 0), alignment: .leading)
        } else {
            let lo = max(width.min ?? 0, 0)
            content.frame(minWidth: lo, maxWidth: max(width.max ?? .infinity, lo), alignment: .leading)
        }
    }
}

/// A table's selection, whatever its binding's type.
struct _TableSelection<ID: Hashable> {
    let isSelected: (ID) -> Bool
    let select: (ID) -> Void

    init(_ binding: Binding<ID?>) {
        isSelected = { binding.wrappedValue == $0 }
        select = { binding.wrappedValue = $0 }
    }
    init(_ binding: Binding<Set<ID>>) {
        isSelected = { binding.wrappedValue.contains($0) }
        select = { binding.wrappedValue = [$0] }
    }
}

/// A table's sort order, whatever its comparator type: which column sorts first, in which
/// order, and what a tap on a column's title does.
struct _TableSort {
    /// Whether a column comparator is of the sort order's type.
    let accepts: (Any) -> Bool
    /// The order of the column whose comparator is given when it sorts first, else nil.
    let order: (Any) -> SortOrder?
    /// The column's title was tapped.
    let tap: (Any) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        func same(_ a: Sort, _ b: Sort) -> Bool {
            var a = a, b = b
            a.order = .forward
            b.order = .forward
            return a == b
        }
        accepts = { $0 is Sort }
        order = { any in
            guard let c = any as? Sort, let first = binding.wrappedValue.first, same(c, first) else { return nil }
            return first.order
        }
        tap = { any in
            guard var c = any as? Sort else { return }
            var list = binding.wrappedValue
            if let first = list.first, same(first, c) {
                var flipped = first
                flipped.order = first.order == .forward ? .reverse : .forward
                list[0] = flipped
            } else {
                list.removeAll { same($0, c) }
                c.order = .forward
                list.insert(c, at: 0)
            }
            binding.wrappedValue = list
        }
    }
}

// MARK: Tables of a collection

extension Table {
    /// A table of `data`'s elements.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sort: nil)
    }
    /// A table of `data`'s elements whose rows select one at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection), sort: nil)
    }
    /// A table of `data`'s elements whose rows select into a set.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection), sort: nil)
    }
    /// A table of `data`'s elements sortable by its columns' comparators.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sort: _TableSort(sortOrder))
    }
    /// A sortable table of `data`'s elements whose rows select one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection),
                  sort: _TableSort(sortOrder))
    }
    /// A sortable table of `data`'s elements whose rows select into a set.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection),
                  sort: _TableSort(sortOrder))
    }
}

// MARK: Tables of explicit rows

extension Table {
    /// A table of the rows `rows` builds.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sort: nil)
    }
    /// A table of the rows `rows` builds, for rows of `valueType`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sort: nil)
    }
    /// A table of built rows that select one at a time.
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: _TableSelection(selection), sort: nil)
    }
    /// A table of built rows that select into a set.
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: _TableSelection(selection), sort: nil)
    }
    /// A sortable table of built rows.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sort: _TableSort(sortOrder))
    }
    /// A sortable table of built rows that select one at a time.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: _TableSelection(selection), sort: _TableSort(sortOrder))
    }
}
