import TrellisProtocol

/// A list of render node ids — an identity's render roots, or the children last sent for
/// its render node — with a single id kept inline.
///
/// Why: almost every identity has exactly one render root (its own node, or its only
/// child's), and most render nodes have at most one child. As `[NodeID]` each such list
/// was a heap buffer (`roots = [id]`: an allocation per render-owning identity made) and
/// every reconcile pass that checked it loaded that buffer. Ids start at 1, so 0 marks
/// "no inline id".
struct RootList: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    /// The id when there is exactly one; 0 otherwise.
    private var single: NodeID
    /// Every id when there are two or more; empty otherwise (the shared empty buffer).
    private var many: [NodeID]

    init() { single = 0; many = [] }

    init(_ ids: [NodeID]) {
        if ids.count == 1 && ids[0] != 0 { single = ids[0]; many = [] } else { single = 0; many = ids }
    }

    /// One id, stored inline. (Prefer it to the literal `[id]`: a literal's elements come
    /// as a variadic array, an allocation this type exists to avoid.)
    init(_ id: NodeID) {
        assert(id != 0, "render ids start at 1")
        single = id
        many = []
    }

    init(arrayLiteral ids: NodeID...) { self.init(ids) }

    var startIndex: Int { 0 }
    var endIndex: Int { single != 0 ? 1 : many.count }
    var count: Int { single != 0 ? 1 : many.count }
    var isEmpty: Bool { single == 0 && many.isEmpty }
    var first: NodeID? { single != 0 ? single : many.first }

    subscript(i: Int) -> NodeID {
        if single != 0 {
            precondition(i == 0, "RootList index out of range")
            return single
        }
        return many[i]
    }

    /// Whether this is exactly the one id `id` (no array built to ask).
    func isOnly(_ id: NodeID) -> Bool { single == id || (single == 0 && many.count == 1 && many[0] == id) }

    /// The ids as an array: shares the buffer when there are several (no copy).
    var array: [NodeID] { single != 0 ? [single] : many }

    /// The roots of `nodes`, in order, in one array allocated at its final size (joining
    /// them by appending grew the array once or twice per container of every row).
    @MainActor init<C: Collection<GraphNode>>(joining nodes: C) {
        var total = 0
        for n in nodes { total += n.roots.count }
        if total == 0 { self.init(); return }
        var ids: [NodeID] = []
        ids.reserveCapacity(total)
        for n in nodes {
            if n.roots.single != 0 { ids.append(n.roots.single) } else { ids.append(contentsOf: n.roots.many) }
        }
        self.init(ids)
    }

    /// Both lists hold one id inline or all in `many`, so fields compare directly.
    static func == (a: RootList, b: RootList) -> Bool { a.single == b.single && a.many == b.many }
}
