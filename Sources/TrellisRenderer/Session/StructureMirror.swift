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
    /// Everything the mirror knows of one slot, in one record, so that walking a subtree
    /// (destroying a cleared list's 80,000 nodes, defreshing a built tree) touches one
    /// record per node: a row's nodes were created together, so their records are
    /// neighbours. Children are linked through the records (first child, siblings), not
    /// kept in an array per node: a heap array per container was a cache miss per node
    /// in every walk and an allocation per container on create.
    struct Record {
        /// 0 = a free slot.
        var id: NodeID = 0
        /// Parent slot; -1 = detached.
        var parent: Int32 = -1
        /// Children, *unordered* (validation needs membership and counts, never order;
        /// the render tree keeps the order): a doubly linked list through the children's
        /// records, so a removal is O(1). -1 = none.
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var previousSibling: Int32 = -1
        var childCount: Int32 = 0
        /// Longest chain below the node; 0 for a leaf.
        var height: Int32 = 0
        /// How many children reach the node's height (height == child's height + 1).
        /// Removing a child that is not the last of them cannot lower the height, so a
        /// parent is re-scanned only when its last tallest child goes: clearing n equal
        /// rows costs O(n), not O(n²).
        var tallest: Int32 = 0
        var kind: NodeKind = .vstack
        /// The node is *fresh*, i.e. created in the open transaction and part of a tree
        /// (connected by parent links) that only eagerly applied ops have touched (see
        /// `Session.stage`). Every node of a tree is fresh or none is: `defresh` clears a
        /// whole tree, so ops applied at once and ops staged for the commit never touch
        /// the same nodes, and the two orders give the same tree.
        var fresh = false
    }

    // One hash lookup per id an op names; everything after it (parent chains, children,
    // heights) is record indexing by slot.
    private var slotOf = NodeSlotMap()
    private var records: [Record] = []
    /// Slots made fresh in the open transaction (cleared by `endTransaction`).
    private var freshSlots: [Int32] = []
    private var freeSlots = SlotFreeList()
    /// The work list `destroy` and `defresh` walk a subtree with, kept between calls.
    private var walkStack: [Int32] = []
    /// 0 = no root.
    private(set) var root: NodeID = 0
    /// The surface's layers (presentations), bottom to top.
    private(set) var layers: [NodeID] = []

    var count: Int { slotOf.count }
    func contains(_ id: NodeID) -> Bool { slotOf[id] != nil }
    func kind(of id: NodeID) -> NodeKind? { slotOf[id].map { records[Int($0)].kind } }
    func parent(of id: NodeID) -> NodeID {
        guard let s = slotOf[id] else { return 0 }
        let p = records[Int(s)].parent
        return p < 0 ? 0 : records[Int(p)].id
    }
    func childCount(of id: NodeID) -> Int { slotOf[id].map { Int(records[Int($0)].childCount) } ?? 0 }
    func height(of id: NodeID) -> Int { slotOf[id].map { Int(records[Int($0)].height) } ?? 0 }

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
        while case let p = records[Int(n)].parent, p >= 0 {
            d += 1
            if records[Int(p)].id == target { found = true }
            n = p
        }
        return (d, found)
    }

    /// Adds node `id`; `fresh`: its create is applied to the render tree at once.
    mutating func create(_ id: NodeID, kind: NodeKind, fresh isFresh: Bool = false) {
        if let s = slotOf[id] { records[Int(s)].kind = kind; return }
        var record = Record()
        record.id = id
        record.kind = kind
        record.fresh = isFresh
        let s: Int32
        if let f = freeSlots.popLast() {
            s = f
            records[Int(s)] = record
        } else {
            s = Int32(records.count)
            records.append(record)
        }
        if isFresh { freshSlots.append(s) }
        slotOf[id] = s
    }

    /// Whether `id` is fresh: ops on it may be applied to the render tree at once.
    func isFresh(_ id: NodeID) -> Bool { slotOf[id].map { records[Int($0)].fresh } ?? false }

    /// Makes the whole tree `id` belongs to not fresh (an op on it is being staged for the
    /// commit). O(size of that tree), once per tree per transaction.
    mutating func defresh(_ id: NodeID) {
        guard let s = slotOf[id], records[Int(s)].fresh else { return }
        var top = s
        while case let p = records[Int(top)].parent, p >= 0 { top = p }
        var stack = walkStack
        walkStack = []
        stack.append(top)
        while let n = stack.popLast() {
            records[Int(n)].fresh = false
            pushChildren(of: n, onto: &stack)
        }
        walkStack = stack
    }

    /// The transaction committed: no node is fresh any more.
    mutating func endTransaction() {
        for s in freshSlots { records[Int(s)].fresh = false }
        freshSlots.removeAll(keepingCapacity: true)
    }

    /// `index` is validated by the session against `childCount`; the mirror keeps no order.
    mutating func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        guard let c = slotOf[child], let p = slotOf[parent] else { return }
        let first = records[Int(p)].firstChild
        if first >= 0 { records[Int(first)].previousSibling = c }
        records[Int(c)].nextSibling = first
        records[Int(c)].previousSibling = -1
        records[Int(c)].parent = p
        records[Int(p)].firstChild = c
        records[Int(p)].childCount += 1
        childGrew(p, to: records[Int(c)].height)
    }

    /// Order is the render tree's business: a move changes nothing the mirror checks.
    mutating func move(_ child: NodeID, in parent: NodeID, to index: Int) {}

    mutating func remove(_ child: NodeID, from parent: NodeID) {
        guard let c = slotOf[child], let p = slotOf[parent], records[Int(c)].parent == p else { return }
        remove(slot: c, from: p)
    }

    private mutating func remove(slot c: Int32, from p: Int32) {
        detach(c, from: p)
        childShrank(p, from: records[Int(c)].height)
    }

    /// Destroys `id` and its subtree, calling `visit` (when given) with each id. (No list
    /// is returned: staging usually only needs the mirror to forget them, and a list of
    /// ids cost an append per node and an array per destroyed row when a list was cleared.)
    mutating func destroy(_ id: NodeID, visiting visit: ((NodeID) -> Void)? = nil) {
        if let s = slotOf[id] {
            let p = records[Int(s)].parent
            if p >= 0 { remove(slot: s, from: p) }
            var stack = walkStack
            walkStack = []
            stack.append(s)
            while let n = stack.popLast() {
                let i = Int(n)
                let gone = records[i].id
                visit?(gone)
                slotOf[gone] = nil
                pushChildren(of: n, onto: &stack)
                records[i] = Record()
                freeSlots.append(n)
            }
            walkStack = stack   // empty, its capacity kept for the next destroy
        }
        if root != 0, slotOf[root] == nil { root = 0 }
        if !layers.isEmpty { layers.removeAll { slotOf[$0] == nil } }
    }

    /// Appends the children of slot `n` to `stack`.
    @inline(__always)
    private func pushChildren(of n: Int32, onto stack: inout [Int32]) {
        var c = records[Int(n)].firstChild
        while c >= 0 {
            stack.append(c)
            c = records[Int(c)].nextSibling
        }
    }

    mutating func setRoot(_ id: NodeID) { root = id }
    mutating func setLayers(_ ids: [NodeID]) { layers = ids }
    func isLayer(_ id: NodeID) -> Bool { layers.contains(id) }

    private mutating func detach(_ c: Int32, from p: Int32) {
        let next = records[Int(c)].nextSibling
        let previous = records[Int(c)].previousSibling
        if previous >= 0 { records[Int(previous)].nextSibling = next } else { records[Int(p)].firstChild = next }
        if next >= 0 { records[Int(next)].previousSibling = previous }
        records[Int(c)].nextSibling = -1
        records[Int(c)].previousSibling = -1
        records[Int(c)].parent = -1
        records[Int(p)].childCount -= 1
    }

    // MARK: heights

    /// A child of `node` joined it, or grew, and now has height `new`. (A child that grew
    /// was below `new`: if it was among the tallest the node grows and the count restarts
    /// at 1; if not, it can at most join them.)
    private mutating func childGrew(_ node: Int32, to new: Int32) {
        var n = Int(node), new = new
        while true {
            let h = records[n].height
            if new + 1 > h {
                records[n].height = new + 1
                records[n].tallest = 1
                let p = records[n].parent
                guard p >= 0 else { return }
                (n, new) = (Int(p), new + 1)
            } else {
                if new + 1 == h { records[n].tallest += 1 }
                return
            }
        }
    }

    /// A child of `node` that had height `old` left it or shrank.
    private mutating func childShrank(_ node: Int32, from old: Int32) {
        var n = Int(node), old = old
        while true {
            let h = records[n].height
            guard old + 1 == h else { return }
            let left = max(records[n].tallest, 1) - 1
            if left > 0 { records[n].tallest = left; return }
            // The last tallest child shrank or left: re-scan this node's children.
            var best: Int32 = 0, count: Int32 = 0
            var c = records[n].firstChild
            while c >= 0 {
                let ch = records[Int(c)].height + 1
                if ch > best { best = ch; count = 1 } else if ch == best { count += 1 }
                c = records[Int(c)].nextSibling
            }
            records[n].height = best
            records[n].tallest = count
            if best == h { return }
            let p = records[n].parent
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
        case .frame, .padding, .fixedSize, .effect, .scroll, .aspectRatio, .position: 1
        case .background, .overlay: 2
        case .hstack, .vstack, .zstack, .geometry, .lazyVStack, .lazyHStack,
             .grid, .gridRow, .lazyVGrid, .lazyHGrid, .customLayout, .viewThatFits: nil
        }
    }
}
