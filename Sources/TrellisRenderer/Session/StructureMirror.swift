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
    // Separate tables so walking up a parent chain touches only small values (no
    // children arrays copied or retained on the way).
    private var kinds: [NodeID: NodeKind] = [:]
    /// Absent = detached.
    private var parents: [NodeID: NodeID] = [:]
    /// Absent = no children.
    private var childLists: [NodeID: [NodeID]] = [:]
    /// Longest chain below a node; absent = 0 (a leaf).
    private var heights: [NodeID: Int] = [:]
    /// 0 = no root.
    private(set) var root: NodeID = 0
    /// The surface's layers (presentations), bottom to top.
    private(set) var layers: [NodeID] = []

    var count: Int { kinds.count }
    func contains(_ id: NodeID) -> Bool { kinds[id] != nil }
    func kind(of id: NodeID) -> NodeKind? { kinds[id] }
    func parent(of id: NodeID) -> NodeID { parents[id] ?? 0 }
    func children(of id: NodeID) -> [NodeID] { childLists[id] ?? [] }
    func childCount(of id: NodeID) -> Int { childLists[id]?.count ?? 0 }
    func height(of id: NodeID) -> Int { heights[id] ?? 0 }

    /// Distance from `id` up to the top of its (possibly detached) tree.
    func depth(of id: NodeID) -> Int { walkUp(from: id, lookingFor: 0).depth }

    /// Whether `a` is `b` or one of its ancestors.
    func isAncestor(_ a: NodeID, of b: NodeID) -> Bool { walkUp(from: b, lookingFor: a).found }

    /// One walk from `start` to the top: its depth, and whether `target` is `start` or
    /// one of its ancestors (an insert needs both).
    func walkUp(from start: NodeID, lookingFor target: NodeID) -> (depth: Int, found: Bool) {
        var d = 0
        var found = start == target && target != 0
        var n = start
        while let p = parents[n] {
            d += 1
            if p == target { found = true }
            n = p
        }
        return (d, found)
    }

    mutating func create(_ id: NodeID, kind: NodeKind) {
        kinds[id] = kind
    }

    mutating func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        childLists[parent, default: []].insert(child, at: index)
        parents[child] = parent
        raiseHeights(from: parent, childHeight: height(of: child))
    }

    mutating func move(_ child: NodeID, in parent: NodeID, to index: Int) {
        let i = childLists[parent]!.firstIndex(of: child)!
        childLists[parent]!.remove(at: i)
        childLists[parent]!.insert(child, at: index)
    }

    mutating func remove(_ child: NodeID, from parent: NodeID) {
        let i = childLists[parent]!.firstIndex(of: child)!
        childLists[parent]!.remove(at: i)
        if childLists[parent]!.isEmpty { childLists[parent] = nil }
        parents[child] = nil
        recomputeHeights(from: parent)
    }

    /// Destroys `id` and its subtree; returns the destroyed ids, top-down.
    @discardableResult
    mutating func destroy(_ id: NodeID) -> [NodeID] {
        if let p = parents[id] { remove(id, from: p) }
        var out: [NodeID] = []
        var stack = [id]
        while let n = stack.popLast() {
            guard kinds.removeValue(forKey: n) != nil else { continue }
            out.append(n)
            parents[n] = nil
            heights[n] = nil
            if let c = childLists.removeValue(forKey: n) { stack.append(contentsOf: c.reversed()) }
        }
        if root != 0, kinds[root] == nil { root = 0 }
        if !layers.isEmpty { layers.removeAll { kinds[$0] == nil } }
        return out
    }

    mutating func setRoot(_ id: NodeID) { root = id }
    mutating func setLayers(_ ids: [NodeID]) { layers = ids }
    func isLayer(_ id: NodeID) -> Bool { layers.contains(id) }

    private mutating func raiseHeights(from start: NodeID, childHeight: Int) {
        var n = start
        var h = childHeight + 1
        while height(of: n) < h {
            heights[n] = h
            guard let p = parents[n] else { break }
            n = p
            h += 1
        }
    }

    private mutating func recomputeHeights(from start: NodeID) {
        var n = start
        while true {
            var h = 0
            for c in children(of: n) { h = max(h, height(of: c) + 1) }
            if h == height(of: n) { break }
            heights[n] = h == 0 ? nil : h
            guard let p = parents[n] else { break }
            n = p
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
