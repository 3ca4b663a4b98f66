// OutlineGroup: tree-shaped data shown as nested disclosure groups, and List's
// `children:` initializers that show such a tree as rows.

/// Views for a tree of identified data: each element whose children (read through a key
/// path to an optional collection) are not nil is a `DisclosureGroup` labelled with its
/// view, collapsed at first, holding an outline of its children; an element whose
/// children are nil is its view alone. An empty, non-nil collection is an element that
/// could have children (an empty folder): it can still be expanded.
///
/// Each element is identified by its id, so a subtree's expansion follows its element.
/// In a `List` each element is a row of its own: an element with children is a row whose
/// tap shows or hides its children's rows, indented under it.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let idOf: (Data.Element) -> ID
    let childrenOf: (Data.Element) -> Data?
    let leaf: (Data.Element) -> Leaf
    let subgroup: (Data.Element, Data) -> Subgroup
    /// The outline of some children one level deeper (the rows of an expanded list row).
    let nested: (Data, Int) -> AnyView
    /// How deep in the tree the roots are (their rows' indentation in a list).
    var depth = 0
    /// The children key path of an outline of table rows (Tables/HierarchicalTableRows.swift).
    var tableChildren: KeyPath<Data.Element, Data?>?
    @Environment(\.listRowContext) private var listContext
}

/// The children of an element of an `OutlineGroup`: the outline of those children, shown
/// as the content of that element's `DisclosureGroup`.
public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(roots, content: row, id: idOf)
    }

    @ViewBuilder private func row(_ element: Data.Element) -> some View {
        if listContext != nil {
            // In a list: rows, not one row holding a disclosure group.
            if let children = childrenOf(element) {
                _OutlineListRows(label: AnyView(leaf(element)), depth: depth, children: { nested(children, depth + 1) })
            } else {
                leaf(element).padding(.leading, _OutlineListRows.indent * CGFloat(depth))
            }
        } else if let children = childrenOf(element) {
            subgroup(element, children)
        } else {
            leaf(element)
        }
    }
}

/// An element with children in a list: its row (label and chevron; a tap expands or
/// collapses it) and, when expanded, its children's rows. Each becomes a row of the list.
struct _OutlineListRows: View {
    static let indent: CGFloat = 20
    let label: AnyView
    let depth: Int
    let children: () -> AnyView
    @State private var expanded = false

    var body: some View {
        Button { expanded.toggle() } label: {
            HStack {
                label
                Spacer()
                Image(systemName: expanded ? "chevron.down" : "chevron.right").accessibilityHidden(true)
            }
        }
        ._accessibility([.accessibilityState(expanded ? .expanded : .collapsed)])
        .padding(.leading, Self.indent * CGFloat(depth))
        if expanded { children() }
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The elements of `roots`, each with its subtree.
    init(roots: [Data.Element], id: @escaping (Data.Element) -> ID, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.idOf = id
        self.childrenOf = { $0[keyPath: children] }
        self.leaf = content
        self.subgroup = { element, kids in
            DisclosureGroup(content: {
                OutlineSubgroupChildren(content: AnyView(OutlineGroup(roots: Array(kids), id: id, children: children, content: content)))
            }, label: { content(element) })
        }
        self.nested = { kids, depth in
            var group = OutlineGroup(roots: Array(kids), id: id, children: children, content: content)
            group.depth = depth
            return AnyView(group)
        }
    }

    /// An outline of the tree under `root` (`root` included), each element identified
    /// by the value at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0[keyPath: id] }, children: children, content: content)
    }

    /// An outline of the trees under the elements of `data`, each element identified by
    /// the value at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0[keyPath: id] }, children: children, content: content)
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                             Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// An outline of the tree under `root` (`root` included), each element identified by
    /// its `id`.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: { $0.id }, children: children, content: content)
    }

    /// An outline of the trees under the elements of `data`, each element identified by
    /// its `id`.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0.id }, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list showing the trees under the elements of `data` as an outline
    /// (`OutlineGroup`): a row for each element whose children are nil, an expandable
    /// row for each other one.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// The outline list of `data`, each element identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// The outline list of `data` whose rows can be selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}
