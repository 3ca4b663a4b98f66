// Rows in a hierarchy: `DisclosureTableRow` (a row whose chevron shows or hides the rows
// under it), `OutlineGroup` of table rows and `TableOutlineGroupContent` (the rows of
// `Table(_:children:)`): a tree of values, each with children a disclosure row.
import Foundation

/// A row with a disclosure chevron in its first column: expanded, the rows of `content`
/// follow it, indented one level deeper; collapsed, they are hidden. Tapping the chevron
/// flips it.
///
/// With an `isExpanded` binding the app owns the state; without one the table keeps it,
/// starting collapsed.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    public typealias TableRowBody = Never
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// A disclosure row showing `value`, with the rows `content` builds under it.
    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.label = TableRow(value)
        self.content = content
        self.isExpanded = isExpanded
    }

    public var tableRowBody: Never { fatalError("DisclosureTableRow is primitive") }

    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<TableRowValue>] {
        var rows = label._tableRows(in: context)
        guard let first = rows.indices.first else { return rows }
        let key = rows[first].id
        let expanded = isExpanded?.wrappedValue ?? context.isExpanded(key)
        let binding = isExpanded
        rows[first].disclosure = _TableRowDisclosure(isExpanded: expanded) {
            if let binding { binding.wrappedValue.toggle() } else { context.setExpanded(key, !expanded) }
        }
        guard expanded else { return rows }
        for var row in content()._tableRows(in: context) {
            row.depth += 1
            rows.append(row)
        }
        return rows
    }
}

/// The rows of a tree of values: a row for each element, and under each element whose
/// children (at `children`) are not nil a disclosure row's worth of its children's rows,
/// collapsed at first. An empty, non-nil collection still makes a disclosure row.
func _outlineTableRows<Elements: Sequence, Data: RandomAccessCollection>(
    _ elements: Elements, children: KeyPath<Data.Element, Data?>, depth: Int, in context: _TableRowContext
) -> [_TableRowItem<Data.Element>] where Data.Element: Identifiable, Elements.Element == Data.Element {
    var rows: [_TableRowItem<Data.Element>] = []
    for element in elements {
        var row = _TableRowItem(element)
        row.depth = depth
        let kids = element[keyPath: children]
        let key = row.id
        let expanded = kids != nil && context.isExpanded(key)
        if kids != nil {
            row.disclosure = _TableRowDisclosure(isExpanded: expanded) { context.setExpanded(key, !expanded) }
        }
        rows.append(row)
        if expanded, let kids {
            rows.append(contentsOf: _outlineTableRows(kids, children: children, depth: depth + 1, in: context))
        }
    }
    return rows
}

/// The rows of `Table(_:children:…)`: the trees under the elements of the data, as
/// disclosure rows.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    public var tableRowBody: Never { fatalError("TableOutlineGroupContent is primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Data.Element>] {
        _outlineTableRows(data, children: children, depth: 0, in: context)
    }
}

extension OutlineGroup: TableRowContent where Parent: TableRowContent, Data.Element: Identifiable,
                                            Parent.TableRowValue == Data.Element {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("OutlineGroup is primitive") }
    public func _tableRows(in context: _TableRowContext) -> [_TableRowItem<Data.Element>] {
        guard let children = tableChildren else { return [] }
        return _outlineTableRows(roots, children: children, depth: 0, in: context)
    }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Table rows for the trees under the elements of `data`: each element a row, each one
    /// whose children at `children` are not nil a disclosure row over its children's rows.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
          DataElement == Data.Element {
        self.init(tableRoots: Array(data), children: children)
    }

    /// Table rows for the tree under `root`, `root` included.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
          DataElement == Data.Element {
        self.init(tableRoots: [root], children: children)
    }

    private init(tableRoots: [Data.Element], children: KeyPath<Data.Element, Data?>)
    where Parent == TableRow<Data.Element>, Leaf == TableRow<Data.Element>, Subgroup == TableRow<Data.Element> {
        self.roots = tableRoots
        self.idOf = { $0.id }
        self.childrenOf = { $0[keyPath: children] }
        self.leaf = { TableRow($0) }
        self.subgroup = { element, _ in TableRow(element) }
        self.nested = { _, _ in AnyView(EmptyView()) }
        self.tableChildren = children
    }
}
