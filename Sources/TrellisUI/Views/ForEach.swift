/// Builds views from a collection; each element's id is its identity, so reordering moves
/// the element's view (and its state) instead of rebuilding it (S9).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    /// Set by a lazy stack: only the first `rowLimit` elements are built (the type stays
    /// the same, so identities and state survive when the limit grows).
    var rowLimit: Int?
    /// `onDelete` / `onMove` (list rows show their controls in edit mode).
    var onDeleteAction: ((IndexSet) -> Void)?
    var onMoveAction: ((IndexSet, Int) -> Void)?
    /// `onInsert(of:perform:)`: list rows take drops of these types and insert them.
    var onInsertAction: _InsertAction?

    init(_ data: Data, content: @escaping (Data.Element) -> Content, id: @escaping (Data.Element) -> ID) {
        self.data = data
        self.content = content
        self.idOf = id
    }
}

/// A ForEach seen through its row count, so a lazy stack can materialize a prefix of it.
protocol LazyRowSource {
    var elementCount: Int { get }
    func limited(to n: Int) -> any View
}

extension ForEach: LazyRowSource where Content: View {
    var elementCount: Int { data.count }
    func limited(to n: Int) -> any View {
        var copy = self
        copy.rowLimit = n
        return copy
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// A constant range; each index is its own identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach: PrimitiveView, StructuralView where Content: View {
    func _reconcile(in node: GraphNode) {
        // The content closure's @Observable reads (a selection compared in each row) make
        // this ForEach re-run its closure when they change (S13). Only the closure is
        // tracked: the rows' own bodies run afterwards, in their own tracking scopes.
        let list = node.childEnvironment.listRowContext
        let rows = list != nil && (onDeleteAction != nil || onMoveAction != nil || onInsertAction != nil || list?.select != nil)
        if !rows {
            // The rows as their own type, compared where they lie (see
            // `reconcileChildren(keys:views:)`).
            let (keys, views) = node.graph.track(node) { typedRows() }
            views.withUnsafeBufferPointer { node.reconcileChildren(keys: keys, views: $0) }
            return
        }
        let items = node.graph.track(node) { listRows(in: node, list: list!) }
        node.reconcileChildren(items)
    }

    /// Each element's key and view, in order (up to `rowLimit`).
    @MainActor private func typedRows() -> ([ChildKey], [Content]) {
        let count = Swift.min(rowLimit ?? Int.max, data.count)
        var keys = RowKeys<ID>(capacity: count)
        // Rows are written in place: `Array.append` in this unspecialised generic code
        // looked up `[Content]`'s metadata for every row.
        let views = [Content](unsafeUninitializedCapacity: count) { buffer, initialized in
            forEachElement { offset, element in
                guard offset < count else { return }   // a collection whose count lied
                keys.append(idOf(element))
                (buffer.baseAddress! + offset).initialize(to: content(element))
                initialized = offset + 1
            }
        }
        return (keys.keys, views)
    }

    /// Rows of a `List` with row actions (delete, move, selection): each view wrapped in
    /// a `_ListRow` carrying its actions.
    @MainActor private func listRows(in node: GraphNode, list: ListRowContext) -> [(ChildKey, any View)] {
        var items: [(ChildKey, any View)] = []
        items.reserveCapacity(data.count)
        var keys = RowKeys<ID>(capacity: data.count)
        forEachElement { offset, element in
            keys.append(idOf(element))
            let view = content(element)
            var actions = rowActions(offset, count: data.count) ?? ListRowActions(delete: nil, moveUp: nil, moveDown: nil)
            // deleteDisabled / moveDisabled on the row's view (Lists/List.swift).
            if rowTrait(of: view, DeleteDisabledTraitKey.self) == true { actions.delete = nil }
            if rowTrait(of: view, MoveDisabledTraitKey.self) == true { actions.moveUp = nil; actions.moveDown = nil }
            actions.insert = onInsertAction.map { _RowInsertAction(offset: offset, insert: $0) }
            // selectionDisabled on the row's view: a tap does not select it.
            if let select = list.select, rowTrait(of: view, SelectionDisabledTraitKey.self) != true {
                // The row's selection value: its .tag or link value, else its ForEach id.
                let tag = list.selectionValue(of: view) ?? AnyHashable(idOf(element))
                actions.select = { select(tag) }
                actions.isSelected = list.selected.contains(tag)
                actions.tag = tag
            }
            items.append((keys.keys[offset], _ListRow(content: view, actions: actions)))
        }
        return items
    }

    /// Calls `body` with each element (up to `rowLimit`) and its offset.
    private func forEachElement(_ body: (Int, Data.Element) -> Void) {
        // Arrays (the usual data) are read through their buffer: iterating a generic
        // collection here calls its subscript's read coroutine through the witness table,
        // and each of those calls heap-allocates its frame (two mallocs per row).
        let limit = rowLimit ?? Int.max
        let read: Void? = data.withContiguousStorageIfAvailable { buffer in
            for offset in 0 ..< Swift.min(limit, buffer.count) { body(offset, buffer[offset]) }
        }
        if read == nil {
            for (offset, element) in data.prefix(limit).enumerated() { body(offset, element) }
        }
    }
}

/// The keys of a ForEach's rows, in order: an element's id, made distinct when repeated.
private struct RowKeys<ID: Hashable> {
    private(set) var keys: [ChildKey] = []
    private var seen = Set<AnyHashable>()
    private var seenInts = Set<Int>()
    /// Int ids (Identifiable models, ranges) get an Int key: no AnyHashable box to
    /// build, hash, compare and copy for each of a long list's rows on every update.
    private let intKeyed = ID.self == Int.self

    init(capacity: Int) {
        keys.reserveCapacity(capacity)
        if intKeyed { seenInts.reserveCapacity(capacity) } else { seen.reserveCapacity(capacity) }
    }

    mutating func append(_ id: ID) {
        if intKeyed, case let i = unsafeBitCast(id, to: Int.self), seenInts.insert(i).inserted {
            keys.append(.intID(i))
            return
        }
        var key = AnyHashable(id)
        if !seen.insert(key).inserted || (intKeyed && key.base is Int) {
            // Duplicate ids: SwiftUI's behaviour is undefined; keep them distinct.
            var n = 1
            while !seen.insert(AnyHashable(DuplicateID(base: key, n: n))).inserted { n += 1 }
            key = AnyHashable(DuplicateID(base: key, n: n))
        }
        keys.append(.id(key))
    }
}

private struct DuplicateID: Hashable {
    let base: AnyHashable
    let n: Int
}
