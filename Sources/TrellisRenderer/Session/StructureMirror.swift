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
    /// Absent = no children. *Unordered*: validation needs membership and counts, never
    /// order (the render tree keeps the order), so a removal is a swap with the last.
    private var childLists: [NodeID: [NodeID]] = [:]
    /// A child's position in its parent's (unordered) list.
    private var positions: [NodeID: Int] = [:]
    /// Longest chain below a node; absent = 0 (a leaf).
    private var heights: [NodeID: Int] = [:]
    /// How many children reach the node's height (height == child's height + 1); absent =
    /// 0. Removing a child that is not the last of them cannot lower the height, so a
    /// parent is re-scanned only when its last tallest child goes: clearing n equal rows
    /// costs O(n), not O(n²).
    private var tallest: [NodeID: Int] = [:]
    /// 0 = no root.
    private(set) var root: NodeID = 0
    /// The surface's layers (presentations), bottom to top.
    private(set) var layers: [NodeID] = []

    var count: Int { kinds.count }
    func contains(_ id: NodeID) -> Bool { kinds[id] != nil }
    func kind(of id: NodeID) -> NodeKind? { kinds[id] }
    func parent(of id: NodeID) -> NodeID { parents[id] ?? 0 }
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

    /// `index` is validated by the session against `childCount`; the mirror keeps no order.
    mutating func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        var list = childLists.removeValue(forKey: parent) ?? []
        positions[child] = list.count
        list.append(child)
        childLists[parent] = list
        parents[child] = parent
        childGrew(parent, to: height(of: child))
    }

    /// Order is the render tree's business: a move changes nothing the mirror checks.
    mutating func move(_ child: NodeID, in parent: NodeID, to index: Int) {}

    mutating func remove(_ child: NodeID, from parent: NodeID) {
        detach(child, from: parent)
        childShrank(parent, from: height(of: child))
    }

    /// Destroys `id` and its subtree; returns the destroyed ids.
    @discardableResult
    mutating func destroy(_ id: NodeID) -> [NodeID] {
        if let p = parents[id] { remove(id, from: p) }
        var out: [NodeID] = []
        var stack = [id]
        while let n = stack.popLast() {
            guard kinds.removeValue(forKey: n) != nil else { continue }
            out.append(n)
            parents[n] = nil
            positions[n] = nil
            heights[n] = nil
            tallest[n] = nil
            if let c = childLists.removeValue(forKey: n) { stack.append(contentsOf: c) }
        }
        if root != 0, kinds[root] == nil { root = 0 }
        if !layers.isEmpty { layers.removeAll { kinds[$0] == nil } }
        return out
    }

    mutating func setRoot(_ id: NodeID) { root = id }
    mutating func setLayers(_ ids: [NodeID]) { layers = ids }
    func isLayer(_ id: NodeID) -> Bool { layers.contains(id) }

    private mutating func detach(_ child: NodeID, from parent: NodeID) {
        var list = childLists.removeValue(forKey: parent)!
        let i = positions.removeValue(forKey: child)!
        let last = list.removeLast()
        if last != child {
            list[i] = last
            positions[last] = i
        }
        if !list.isEmpty { childLists[parent] = list }
        parents[child] = nil
    }

    // MARK: heights

    /// A child of `node` joined it, or grew, and now has height `new`. (A child that grew
    /// was below `new`: if it was among the tallest the node grows and the count restarts
    /// at 1; if not, it can at most join them.)
    private mutating func childGrew(_ node: NodeID, to new: Int) {
        var n = node, new = new
        while true {
            let h = height(of: n)
            if new + 1 > h {
                heights[n] = new + 1
                tallest[n] = 1
                guard let p = parents[n] else { return }
                (n, new) = (p, new + 1)
            } else {
                if new + 1 == h { tallest[n, default: 0] += 1 }
                return
            }
        }
    }

    /// A child of `node` that had height `old` left it or shrank.
    private mutating func childShrank(_ node: NodeID, from old: Int) {
        var n = node, old = old
        while true {
            let h = height(of: n)
            guard old + 1 == h else { return }
            let left = (tallest[n] ?? 1) - 1
            if left > 0 { tallest[n] = left; return }
            // The last tallest child shrank or left: re-scan this node's children.
            var best = 0, count = 0
            for c in childLists[n] ?? [] {
                let ch = height(of: c) + 1
                if ch > best { best = ch; count = 1 } else if ch == best { count += 1 }
            }
            heights[n] = best == 0 ? nil : best
            tallest[n] = count == 0 ? nil : count
            if best == h { return }
            guard let p = parents[n] else { return }
            (n, old) = (p, h)
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
        case .frame, .padding, .fixedSize, .effect, .scroll: 1
        case .background, .overlay: 2
        case .hstack, .vstack, .zstack, .geometry, .lazyVStack, .lazyHStack: nil
        }
    }
}
