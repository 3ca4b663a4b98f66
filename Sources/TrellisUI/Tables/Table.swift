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
    /// `columnCustomization:`: which columns the user or the app hid or showed.
    let customization: Binding<TableColumnCustomization<Value>>?
    @Environment(\.tableStyle) private var style
    @Environment(\._tableColumnHeaders) private var headerVisibility
    @Environment(\.layoutDirection) private var layoutDirection
    /// The disclosure rows without an `isExpanded` binding that are expanded, by row id.
    @State private var expandedRows: Set<AnyHashable> = []

    init(rows: Rows, columns: Columns, selection: _TableSelection<Value.ID>?, sort: _TableSort?,
         customization: Binding<TableColumnCustomization<Value>>? = nil) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sort = sort
        self.customization = customization
    }

    public var body: some View {
        if let style {
            style._makeBody(AnyView(table))
        } else {
            table
        }
    }

    /// The columns drawn: those the customization (or their default visibility) shows.
    private var visibleColumns: [_TableColumnSpec<Value>] {
        let chosen = customization?.wrappedValue ?? TableColumnCustomization()
        return columns._tableColumns.filter { chosen.isVisible($0.customizationID, default: $0.defaultVisibility) }
    }

    /// The rows drawn, each with a key unique among them.
    private var rowItems: [_TableRowEntry<Value>] {
        let expanded = $expandedRows
        let context = _TableRowContext(isExpanded: { expanded.wrappedValue.contains($0) }, setExpanded: { id, open in
            if open { expanded.wrappedValue.insert(id) } else { expanded.wrappedValue.remove(id) }
        })
        var seen: [AnyHashable: Int] = [:]
        return rows._tableRows(in: context).map { item in
            let n = seen[item.id, default: 0]
            seen[item.id] = n + 1
            return _TableRowEntry(key: _TableRowKey(id: item.id, repeat: n), item: item)
        }
    }

    @ViewBuilder private var table: some View {
        let specs = visibleColumns
        let items = rowItems
        VStack(alignment: .leading, spacing: 0) {
            if headerVisibility != .hidden {
                headerRow(specs)
                Rectangle().fill(Color.chromeLine).frame(height: 1)
            }
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(items, id: \.key) { entry in row(entry.item, specs) }
                }
            }
        }
    }

    /// The titles of the columns; with a column customization, a context menu on it shows
    /// or hides the columns whose visibility the user may change.
    @ViewBuilder private func headerRow(_ specs: [_TableColumnSpec<Value>]) -> some View {
        let titles = HStack(spacing: 12) {
            ForEach(specs.indices, id: \.self) { i in
                header(specs[i]).modifier(_TableColumnFrame(width: specs[i].width, alignment: alignment(specs[i])))
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 6)
        let customizable = columns._tableColumns.filter {
            $0.customizationID != nil && !$0.disabledCustomization.contains(.visibility)
        }
        if let customization, !customizable.isEmpty {
            titles.contextMenu {
                ForEach(customizable.indices, id: \.self) { i in
                    let spec = customizable[i]
                    let shown = customization.wrappedValue.isVisible(spec.customizationID, default: spec.defaultVisibility)
                    Button {
                        if let id = spec.customizationID { customization.wrappedValue[visibility: id] = shown ? .hidden : .visible }
                    } label: {
                        HStack {
                            spec.label
                            if shown { Image(systemName: "checkmark") }
                        }
                    }
                }
            }
        } else {
            titles
        }
    }

    /// Where a column's title and cells sit.
    private func alignment(_ spec: _TableColumnSpec<Value>) -> Alignment {
        spec.alignment.frameAlignment(layoutDirection)
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

    /// How far each level of a hierarchy indents a row's first cell.
    static var indent: CGFloat { 16 }

    @ViewBuilder
    private func row(_ item: _TableRowItem<Value>, _ specs: [_TableColumnSpec<Value>]) -> some View {
        switch item.kind {
        case let .header(view):
            view
                .font(.footnote)
                .foregroundColor(.gray)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
                .padding(.top, 12)
                .padding(.bottom, 6)
        case let .row(value):
            valueRow(value, item, specs)
        }
    }

    /// The first cell of a row: indented by its depth, after the disclosure chevron of a
    /// disclosure row.
    @ViewBuilder
    private func firstCell(_ cell: AnyView, _ item: _TableRowItem<Value>) -> some View {
        if item.depth == 0 && item.disclosure == nil {
            cell
        } else {
            HStack(spacing: 4) {
                if let disclosure = item.disclosure {
                    Button(action: disclosure.toggle) {
                        Image(systemName: disclosure.isExpanded ? "chevron.down" : "chevron.right")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .frame(width: 16)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(disclosure.isExpanded ? "Collapse" : "Expand")
                    ._accessibility([.accessibilityState(disclosure.isExpanded ? .expanded : .collapsed)])
                } else {
                    Color.clear.frame(width: 16, height: 1)
                }
                cell
            }
            .padding(.leading, Self.indent * CGFloat(item.depth))
        }
    }

    private func valueRow(_ value: Value, _ item: _TableRowItem<Value>, _ specs: [_TableColumnSpec<Value>]) -> some View {
        let selected = selection?.isSelected(value.id) == true
        let cells = HStack(spacing: 12) {
            ForEach(specs.indices, id: \.self) { i in
                let cell = specs[i].cell(value)
                Group {
                    if i == 0 { firstCell(cell, item) } else { cell }
                }
                .modifier(_TableColumnFrame(width: specs[i].width, alignment: alignment(specs[i])))
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        return VStack(spacing: 0) {
            if let selection, !item.selectionDisabled {
                cells
                    .background(selected ? Color.accentColor.opacity(0.15) : Color.white.opacity(0.001))
                    .onTapGesture { selection.select(value.id) }
                    .accessibilityAddTraits(selected ? .isSelected : [])
                    .modifier(_TableRowDragAndDrop(item: item))
            } else {
                cells
                    .background(selected ? Color.accentColor.opacity(0.15) : Color.clear)
                    .accessibilityAddTraits(selected ? .isSelected : [])
                    .modifier(_TableRowDragAndDrop(item: item))
            }
            Rectangle().fill(Color.chromeLine).frame(height: 1).padding(.leading, 16)
        }
    }
}

/// A row's key among a table's rows: its id, and how many rows before it had the same id.
struct _TableRowKey: Hashable {
    let id: AnyHashable
    let `repeat`: Int
}

/// A row to draw and its key.
struct _TableRowEntry<Value: Identifiable> {
    let key: _TableRowKey
    let item: _TableRowItem<Value>
}

/// A row's part in drag and drop: a drag source carrying its item provider
/// (`itemProvider(_:)`), a drop destination inserting into its `ForEach`'s data
/// (`onInsert(of:perform:)`).
struct _TableRowDragAndDrop<Value: Identifiable>: ViewModifier {
    let item: _TableRowItem<Value>

    @ViewBuilder func body(content: Content) -> some View {
        let dragged = _draggedRow(content)
        if let insert = item.insert {
            dragged.modifier(_InsertDropTargets(offset: insert.offset, insert: insert.insert))
        } else {
            dragged
        }
    }

    @ViewBuilder private func _draggedRow(_ content: Content) -> some View {
        if let provider = item.itemProvider {
            content.modifier(_DraggableModifier(payload: { provider().map { _exporters(of: $0) } ?? [] }, preview: content))
        } else {
            content
        }
    }
}

/// A column's width rule: fixed, or flexible between its bounds (0 … infinity by default).
struct _TableColumnFrame: ViewModifier {
    let width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
    /// Where the column's content sits in its width (`TableColumnAlignment`).
    var alignment: Alignment = .leading
    func body(content: Content) -> some View {
        if let w = width.min, w == width.max {
            content.frame(width: max(w, 0), alignment: alignment)
        } else {
            let lo = max(width.min ?? 0, 0)
            content.frame(minWidth: lo, maxWidth: max(width.max ?? .infinity, lo), alignment: alignment)
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
    /// A table of built rows of `valueType` that select one at a time.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: _TableSelection(selection), sort: nil)
    }
    /// A table of built rows of `valueType` that select into a set.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
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

// MARK: Tables with customizable columns

extension Table {
    /// A table of `data`'s elements whose columns show as `columnCustomization` says.
    public init<Data: RandomAccessCollection>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sort: nil,
                  customization: columnCustomization)
    }
    /// A table of `data`'s elements with customizable columns, whose rows select one at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection), sort: nil,
                  customization: columnCustomization)
    }
    /// A table of `data`'s elements with customizable columns, whose rows select into a set.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection), sort: nil,
                  customization: columnCustomization)
    }
    /// A sortable table of `data`'s elements with customizable columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sort: _TableSort(sortOrder),
                  customization: columnCustomization)
    }
    /// A sortable table of `data`'s elements with customizable columns, whose rows select
    /// one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection),
                  sort: _TableSort(sortOrder), customization: columnCustomization)
    }
    /// A sortable table of `data`'s elements with customizable columns, whose rows select
    /// into a set.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: _TableSelection(selection),
                  sort: _TableSort(sortOrder), customization: columnCustomization)
    }
    /// A table of built rows whose columns show as `columnCustomization` says.
    public init(of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sort: nil, customization: columnCustomization)
    }
    /// A table of built rows with customizable columns, whose rows select one at a time.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: _TableSelection(selection), sort: nil,
                  customization: columnCustomization)
    }
    /// A table of built rows with customizable columns, whose rows select into a set.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: _TableSelection(selection), sort: nil,
                  customization: columnCustomization)
    }
    /// A sortable table of built rows with customizable columns.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sort: _TableSort(sortOrder), customization: columnCustomization)
    }
}

// MARK: Hierarchical tables

extension Table {
    /// A table of the trees under `data`'s elements: an element whose children (at
    /// `children`) are not nil is a disclosure row over its children's rows, collapsed at
    /// first.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: nil,
                  sort: nil, customization: columnCustomization)
    }
    /// A hierarchical table whose rows select one at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: _TableSelection(selection), sort: nil, customization: columnCustomization)
    }
    /// A hierarchical table whose rows select into a set.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>,
                                              selection: Binding<Set<Value.ID>>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: _TableSelection(selection), sort: nil, customization: columnCustomization)
    }
    /// A sortable hierarchical table.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: nil,
                  sort: _TableSort(sortOrder), customization: columnCustomization)
    }
    /// A sortable hierarchical table whose rows select one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: _TableSelection(selection), sort: _TableSort(sortOrder), customization: columnCustomization)
    }
    /// A sortable hierarchical table whose rows select into a set.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: _TableSelection(selection), sort: _TableSort(sortOrder), customization: columnCustomization)
    }
}
