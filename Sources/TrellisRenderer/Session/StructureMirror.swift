// The session's structural view of its tree *with the open transaction's staged ops
// applied*: what every op is validated against before it is staged.
import TrellisProtocol

/// Kinds, parent links, children and subtree heights of every node of a session,
/// as they will be once the ops staged so far are committed.
///
/// Why a mirror instead of validating against the `RenderTree`: ops inside a transaction
/// must be checked against the tree *as the earlier ops of the same transaction left
/// it* (create then insert; remove then insert elsewhere), yet nothing may be laid out or
/// drawn before `commit` (S24): most ops wait for it, and those that build fresh trees
/// early build them detached (`fresh`). A staged op never needs rolling back here: the
/// only ways a transaction ends without committing (a protocol error, a disconnect)
/// both end the session.
///
/// Every query and mutation is O(depth) or O(children), never O(nodes): the depth
/// limit check uses a cached subtree height per node.
struct StructureMirror {
    // One hash lookup per id an op names; everything after it (parent chains, child
    // lists, heights) is array indexing by slot. Clearing a 10,000-row list destroys
    // ~60,000 nodes: with a dictionary per field that was six hash operations a node.
    private var slotOf = NodeSlotMap()
    /// Per slot (a free slot has id 0):
    private var ids: [NodeID] = []
    private var kinds: [NodeKind] = []
    /// Parent slot; -1 = detached.
    private var parents: [Int32] = []
    /// *Unordered*: validation needs membership and counts, never order (the render tree
    /// keeps the order), so a removal is a swap with the last.
    private var childLists: [[Int32]] = []
    /// A child's position in its parent's (unordered) list.
    private var positions: [Int32] = []
    /// Longest chain below a node; 0 for a leaf.
    private var heights: [Int32] = []
    /// How many children reach the node's height (height == child's height + 1). Removing
    /// a child that is not the last of them cannot lower the height, so a parent is
    /// re-scanned only when its last tallest child goes: clearing n equal rows costs
    /// O(n), not O(n²).
    private var tallest: [Int32] = []
    /// Per slot: the node is *fresh*, i.e. created in the open transaction and part of a
    /// tree (connected by parent links) that only eagerly applied ops have touched (see
    /// `Session.stage`). Every node of a tree is fresh or none is: `defresh` clears a
    /// whole tree, so ops applied at once and ops staged for the commit never touch the
    /// same nodes, and the two orders give the same tree.
    private var fresh: [Bool] = []
    /// Slots made fresh in the open transaction (cleared by `endTransaction`).
    private var freshSlots: [Int32] = []
    private var freeSlots = SlotFreeList()
    /// The work list `destroy` and `defresh` walk a subtree with, kept between calls.
    private var destroyStack: [Int32] = []
    /// Child lists of destroyed nodes, freed once the commit is answered (`reclaim`).
    private(set) var deferredFrees = DeferredFrees()
    /// 0 = no root.
    private(set) var root: NodeID = 0
    /// The surface's layers (presentations), bottom to top.
    private(set) var layers: [NodeID] = []

    var count: Int { slotOf.count }
    func contains(_ id: NodeID) -> Bool { slotOf[id] != nil }
    func kind(of id: NodeID) -> NodeKind? { slotOf[id].map { kinds[Int($0)] } }
    func parent(of id: NodeID) -> NodeID {
        guard let s = slotOf[id] else { return 0 }
        let p = parents[Int(s)]
        return p < 0 ? 0 : ids[Int(p)]
    }
    func childCount(of id: NodeID) -> Int { slotOf[id].map { childLists[Int($0)].count } ?? 0 }
    func height(of id: NodeID) -> Int { slotOf[id].map { Int(heights[Int($0)]) } ?? 0 }

    /// Distance from `id` up to the top of its (possibly detached) tree.
    func depth(of id: NodeID) -> Int { walkUp(from: id, lookingFor: 0).depth }

    /// Whether `a` is `b` or one of its ancestors.
    func isAncestor(_ a: NodeID, of b: NodeID) -> Bool { walkUp(from: b, lookingFor: a).found }

    /// One walk from `start` to the top: its depth, and whether `target` is `start` or
    /// one of its ancestors (an insert needs both).
    func walkUp(from start: NodeID, lookingFor target: NodeID) -> (depth: Int, found: Bool) {
        var d = 0
        var found = start == target && target != 0
        guard var n = slotOf[start] else { return (d, found) }
        while case let p = parents[Int(n)], p >= 0 {
            d += 1
            if ids[Int(p)] == target { found = true }
            n = p
        }
        return (d, found)
    }

    /// Adds node `id`; `fresh`: its create is applied to the render tree at once.
    mutating func create(_ id: NodeID, kind: NodeKind, fresh isFresh: Bool = false) {
        if let s = slotOf[id] { kinds[Int(s)] = kind; return }
        let s: Int32
        if let f = freeSlots.popLast() {
            s = f
            ids[Int(s)] = id
            kinds[Int(s)] = kind
            fresh[Int(s)] = isFresh
        } else {
            s = Int32(ids.count)
            ids.append(id)
            kinds.append(kind)
            parents.append(-1)
            childLists.append([])
            positions.append(0)
            heights.append(0)
            tallest.append(0)
            fresh.append(isFresh)
        }
        if isFresh { freshSlots.append(s) }
        slotOf[id] = s
    }

    /// Whether `id` is fresh: ops on it may be applied to the render tree at once.
    func isFresh(_ id: NodeID) -> Bool { slotOf[id].map { fresh[Int($0)] } ?? false }

    /// Makes the whole tree `id` belongs to not fresh (an op on it is being staged for the
    /// commit). O(size of that tree), once per tree per transaction.
    mutating func defresh(_ id: NodeID) {
        guard let s = slotOf[id], fresh[Int(s)] else { return }
        var top = s
        while case let p = parents[Int(top)], p >= 0 { top = p }
        var stack = destroyStack
        destroyStack = []
        stack.append(top)
        while let n = stack.popLast() {
            fresh[Int(n)] = false
            stack.append(contentsOf: childLists[Int(n)])
        }
        destroyStack = stack
    }

    /// The transaction committed: no node is fresh any more.
    mutating func endTransaction() {
        for s in freshSlots { fresh[Int(s)] = false }
        freshSlots.removeAll(keepingCapacity: true)
    }

    /// `index` is validated by the session against `childCount`; the mirror keeps no order.
    mutating func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        guard let c = slotOf[child], let p = slotOf[parent] else { return }
        positions[Int(c)] = Int32(childLists[Int(p)].count)
        childLists[Int(p)].append(c)
        parents[Int(c)] = p
        childGrew(p, to: heights[Int(c)])
    }

    /// Order is the render tree's business: a move changes nothing the mirror checks.
    mutating func move(_ child: NodeID, in parent: NodeID, to index: Int) {}

    mutating func remove(_ child: NodeID, from parent: NodeID) {
        guard let c = slotOf[child], let p = slotOf[parent], parents[Int(c)] == p else { return }
        remove(slot: c, from: p)
    }

    private mutating func remove(slot c: Int32, from p: Int32) {
        detach(c, from: p)
        childShrank(p, from: heights[Int(c)])
    }

    /// Destroys `id` and its subtree, calling `visit` (when given) with each id. (No list
    /// is returned: staging usually only needs the mirror to forget them, and a list of
    /// ids cost an append per node and an array per destroyed row when a list was cleared.)
    mutating func destroy(_ id: NodeID, visiting visit: ((NodeID) -> Void)? = nil) {
        if let s = slotOf[id] {
            let p = parents[Int(s)]
            if p >= 0 { remove(slot: s, from: p) }
            var stack = destroyStack
            destroyStack = []
            stack.append(s)
            while let n = stack.popLast() {
                let i = Int(n)
                visit?(ids[i])
                slotOf[ids[i]] = nil
                if !childLists[i].isEmpty {
                    var kids: [Int32] = []
                    swap(&kids, &childLists[i])   // taken, not copied and then cleared
                    stack.append(contentsOf: kids)
                    deferredFrees.park(&kids)   // freed after the commit is answered
                }
                ids[i] = 0
                parents[i] = -1
                fresh[i] = false
                heights[i] = 0
                tallest[i] = 0
                freeSlots.append(n)
            }
            destroyStack = stack   // empty, its capacity kept for the next destroy
        }
        if root != 0, slotOf[root] == nil { root = 0 }
        if !layers.isEmpty { layers.removeAll { slotOf[$0] == nil } }
    }

    /// Frees up to `limit` child lists of destroyed nodes (`.max`: all; see
    /// `DeferredFrees`); returns whether any remain.
    mutating func reclaim(limit: Int) -> Bool {
        if limit == .max { deferredFrees.freeAll(); return false }
        return deferredFrees.free(limit: limit)
    }

    mutating func setRoot(_ id: NodeID) { root = id }
    mutating func setLayers(_ ids: [NodeID]) { layers = ids }
    func isLayer(_ id: NodeID) -> Bool { layers.contains(id) }

    private mutating func detach(_ c: Int32, from p: Int32) {
        let i = positions[Int(c)]
        let last = childLists[Int(p)].removeLast()
        if last != c {
            childLists[Int(p)][Int(i)] = last
            positions[Int(last)] = i
        }
        parents[Int(c)] = -1
    }

    // MARK: heights

    /// A child of `node` joined it, or grew, and now has height `new`. (A child that grew
    /// was below `new`: if it was among the tallest the node grows and the count restarts
    /// at 1; if not, it can at most join them.)
    private mutating func childGrew(_ node: Int32, to new: Int32) {
        var n = Int(node), new = new
        while true {
            let h = heights[n]
            if new + 1 > h {
                heights[n] = new + 1
                tallest[n] = 1
                let p = parents[n]
                guard p >= 0 else { return }
                (n, new) = (Int(p), new + 1)
            } else {
                if new + 1 == h { tallest[n] += 1 }
                return
            }
        }
    }

    /// A child of `node` that had height `old` left it or shrank.
    private mutating func childShrank(_ node: Int32, from old: Int32) {
        var n = Int(node), old = old
        while true {
            let h = heights[n]
            guard old + 1 == h else { return }
            let left = max(tallest[n], 1) - 1
            if left > 0 { tallest[n] = left; return }
            // The last tallest child shrank or left: re-scan this node's children.
            var best: Int32 = 0, count: Int32 = 0
            for c in childLists[n] {
                let ch = heights[Int(c)] + 1
                if ch > best { best = ch; count = 1 } else if ch == best { count += 1 }
            }
            heights[n] = best
            tallest[n] = count
            if best == h { return }
            let p = parents[n]
            guard p >= 0 else { return }
            (n, old) = (Int(p), h)
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
