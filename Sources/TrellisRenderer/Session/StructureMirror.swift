// The session's structural view of its tree *with the open transaction's staged ops
// applied*: what every op is validated against before it is staged.
import TrellisProtocol

/// Kinds, parent links, children and subtree heights of every node of a session,
/// as they will be once the ops staged so far are committed.
///
/// Why a mirror instead of validating against the `RenderTree`: ops inside a transaction
/// must be checked against the tree *as the earlier ops of the same transaction left
/// it* (create then insert; remove then insert elsewhere), yet nothing may reach the
/// render tree before `commit` (S24). A staged op never needs rolling back here: the
/// only ways a transaction ends without committing (a protocol error, a disconnect)
/// both end the session.
///
/// Every query and mutation is O(depth) or O(children), never O(nodes): the depth
/// limit check uses a cached subtree height per node.
struct StructureMirror {
    struct Node {
        var kind: NodeKind
        /// 0 = detached.
        var parent: NodeID = 0
        var children: [NodeID] = []
        /// Longest chain below this node (a leaf has 0).
        var height: Int = 0
    }

    private(set) var nodes: [NodeID: Node] = [:]
    /// 0 = no root.
    private(set) var root: NodeID = 0

    var count: Int { nodes.count }
    func contains(_ id: NodeID) -> Bool { nodes[id] != nil }
    func kind(of id: NodeID) -> NodeKind? { nodes[id]?.kind }
    func parent(of id: NodeID) -> NodeID { nodes[id]?.parent ?? 0 }
    func children(of id: NodeID) -> [NodeID] { nodes[id]?.children ?? [] }
    func height(of id: NodeID) -> Int { nodes[id]?.height ?? 0 }

    /// Distance from `id` up to the top of its (possibly detached) tree.
    func depth(of id: NodeID) -> Int {
        var d = 0
        var p = parent(of: id)
        while p != 0 { d += 1; p = parent(of: p) }
        return d
    }

    /// Whether `a` is `b` or one of its ancestors.
    func isAncestor(_ a: NodeID, of b: NodeID) -> Bool {
        var n = b
        while n != 0 {
            if n == a { return true }
            n = parent(of: n)
        }
        return false
    }

    mutating func create(_ id: NodeID, kind: NodeKind) {
        nodes[id] = Node(kind: kind)
    }

    mutating func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        nodes[parent]!.children.insert(child, at: index)
        nodes[child]!.parent = parent
        raiseHeights(from: parent, childHeight: nodes[child]!.height)
    }

    mutating func move(_ child: NodeID, in parent: NodeID, to index: Int) {
        var c = nodes[parent]!.children
        c.remove(at: c.firstIndex(of: child)!)
        c.insert(child, at: index)
        nodes[parent]!.children = c
    }

    mutating func remove(_ child: NodeID, from parent: NodeID) {
        let i = nodes[parent]!.children.firstIndex(of: child)!
        nodes[parent]!.children.remove(at: i)
        nodes[child]!.parent = 0
        recomputeHeights(from: parent)
    }

    /// Destroys `id` and its subtree; returns the destroyed ids, top-down.
    @discardableResult
    mutating func destroy(_ id: NodeID) -> [NodeID] {
        let p = parent(of: id)
        if p != 0 { remove(id, from: p) }
        var out: [NodeID] = []
        var stack = [id]
        while let n = stack.popLast() {
            guard let node = nodes.removeValue(forKey: n) else { continue }
            out.append(n)
            stack.append(contentsOf: node.children.reversed())
        }
        if root != 0, nodes[root] == nil { root = 0 }
        return out
    }

    mutating func setRoot(_ id: NodeID) { root = id }

    private mutating func raiseHeights(from start: NodeID, childHeight: Int) {
        var n = start
        var h = childHeight + 1
        while n != 0, let node = nodes[n], node.height < h {
            nodes[n]!.height = h
            n = node.parent
            h += 1
        }
    }

    private mutating func recomputeHeights(from start: NodeID) {
        var n = start
        while n != 0, let node = nodes[n] {
            var h = 0
            for c in node.children { h = max(h, (nodes[c]?.height ?? 0) + 1) }
            if h == node.height { break }
            nodes[n]!.height = h
            n = node.parent
        }
    }
}

extension NodeKind {
    /// How many children a node of this kind may have (`nil` = any number).
    ///
    /// background/overlay need *exactly* two once committed ([primary, secondary]);
    /// while a transaction is open they may have fewer.
    var childCapacity: Int? {
        switch self {
        case .text, .shape, .image, .spacer, .textField: 0
        case .frame, .padding, .fixedSize, .effect: 1
        case .background, .overlay: 2
        case .hstack, .vstack, .zstack, .geometry, .lazyVStack, .lazyHStack, .scroll: nil
        }
    }
}
