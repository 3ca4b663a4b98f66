/// A node's value children, with the only child kept inline.
///
/// Why: most identities have at most one child (a modifier's content, a body's result, a
/// button's label); a 10,000-row list has ~50,000 of them. As an `[GraphNode]` each
/// such list was a heap buffer of its own: an allocation when the identity was made and,
/// on every reconcile pass, one more dependent load (node → buffer → child) before the
/// child could be reached — on a re-evaluated list, a cache miss per identity. Here one
/// child is a field of the node; two or more live in an array as before.
struct ChildList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    /// The child when there is exactly one; nil otherwise.
    private var single: GraphNode?
    /// Every child when there are two or more; empty otherwise (the shared empty buffer).
    private var many: [GraphNode]

    init() { single = nil; many = [] }

    init(_ nodes: [GraphNode]) {
        if nodes.count == 1 { single = nodes[0]; many = [] } else { single = nil; many = nodes }
    }

    /// One child, inline. (Prefer it to the literal `[node]`: a literal's elements come as
    /// a variadic array, the allocation this type exists to avoid.)
    init(_ node: GraphNode) { single = node; many = [] }

    init(arrayLiteral nodes: GraphNode...) { self.init(nodes) }

    var startIndex: Int { 0 }
    var endIndex: Int { single != nil ? 1 : many.count }
    var count: Int { single != nil ? 1 : many.count }
    var isEmpty: Bool { single == nil && many.isEmpty }
    var first: GraphNode? { single ?? many.first }

    subscript(i: Int) -> GraphNode {
        get {
            if let s = single {
                precondition(i == 0, "ChildList index out of range")
                return s
            }
            return many[i]
        }
        set {
            if single != nil {
                precondition(i == 0, "ChildList index out of range")
                single = newValue
            } else {
                many[i] = newValue
            }
        }
    }

    mutating func append(_ node: GraphNode) {
        if let s = single {
            single = nil
            many = [s, node]
        } else if many.isEmpty {
            single = node
        } else {
            many.append(node)
        }
    }

    @discardableResult
    mutating func removeLast() -> GraphNode {
        if let s = single {
            single = nil
            return s
        }
        let last = many.removeLast()
        if many.count == 1 {
            single = many[0]
            many = []
        }
        return last
    }
}
