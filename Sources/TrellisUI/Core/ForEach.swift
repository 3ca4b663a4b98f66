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
        let items = node.graph.track(node) { makeItems(in: node) }
        node.reconcileChildren(items)
    }

    @MainActor private func makeItems(in node: GraphNode) -> [(ChildKey, any View)] {
        var items: [(ChildKey, any View)] = []
        items.reserveCapacity(data.count)
        var seen = Set<AnyHashable>()
        let list = node.childEnvironment.listRowContext
        let rows = list != nil && (onDeleteAction != nil || onMoveAction != nil || list?.select != nil)
        // Int ids (Identifiable models, ranges) get an Int key: no AnyHashable box to
        // build, hash, compare and copy for each of a long list's rows on every update.
        let intKeyed = ID.self == Int.self
        var seenInts = Set<Int>()
        if intKeyed { seenInts.reserveCapacity(data.count) } else { seen.reserveCapacity(data.count) }
        func add(_ offset: Int, _ element: Data.Element) {
            let childKey: ChildKey
            if intKeyed, case let i = unsafeBitCast(idOf(element), to: Int.self), seenInts.insert(i).inserted {
                childKey = .intID(i)
            } else {
                var key = AnyHashable(idOf(element))
                if !seen.insert(key).inserted || (intKeyed && key.base is Int) {
                    // Duplicate ids: SwiftUI's behaviour is undefined; keep them distinct.
                    var n = 1
                    while !seen.insert(AnyHashable(DuplicateID(base: key, n: n))).inserted { n += 1 }
                    key = AnyHashable(DuplicateID(base: key, n: n))
                }
                childKey = .id(key)
            }
            let view = content(element)
            if rows {
                var actions = rowActions(offset, count: data.count) ?? ListRowActions(delete: nil, moveUp: nil, moveDown: nil)
                if let select = list?.select {
                    // The row's selection value: its .tag, else its ForEach id.
                    let tag = (view as? _TagInspectable)?._tag ?? AnyHashable(idOf(element))
                    actions.select = { select(tag) }
                    actions.isSelected = list?.selected == tag
                }
                items.append((childKey, _ListRow(content: view, actions: actions)))
            } else {
                items.append((childKey, view))
            }
        }
        // Arrays (the usual data) are read through their buffer: iterating a generic
        // collection here calls its subscript's read coroutine through the witness table,
        // and each of those calls heap-allocates its frame (two mallocs per row).
        let limit = rowLimit ?? Int.max
        let read: Void? = data.withContiguousStorageIfAvailable { buffer in
            for offset in 0 ..< Swift.min(limit, buffer.count) { add(offset, buffer[offset]) }
        }
        if read == nil {
            for (offset, element) in data.prefix(limit).enumerated() { add(offset, element) }
        }
        return items
    }
}

private struct DuplicateID: Hashable {
    let base: AnyHashable
    let n: Int
}
