import TrellisProtocol

/// The client's copy of the render tree the daemon holds, kept by replaying every
/// transaction the host sends (also those sent while no daemon is connected).
///
/// Why a replay of the ops rather than a walk of the value graph: the ops are the one
/// description of the daemon's tree both sides agree on, so the resync a restarted
/// daemon receives (`resyncMessages(txn:)`) is exactly the tree the old daemon had —
/// including detached nodes kept for later reuse, implicit stacks, layers and lazily
/// delivered rows — without the view graph having to know about reconnection.
///
/// Every send goes through here, so it costs O(change): nodes live in a `NodeTable`
/// (ids are dense) and are edited in place; a node keeps the `create` message's property
/// array as it came (no per-node dictionary); a child that is destroyed or removed only
/// marks its parent's child list stale, and stale lists are compacted once per batch
/// (or before an index-based edit), so clearing 10,000 rows is not 10,000 searches and
/// shifts of a 10,000-entry list.
struct RenderMirror {
    private struct Node {
        var kind: NodeKind
        /// At most one property per tag, in the order first set.
        var props: [Property]
        /// May hold stale entries (children that left) while `staleChildren`.
        var children: [NodeID] = []
        /// 0: no parent.
        var parent: NodeID = 0
        var staleChildren = false
    }

    private var nodes = NodeTable<Node>()
    /// Creation order, so a resync creates nodes in the order the app first made them.
    private var order: [NodeID] = []
    private var orderDead = 0
    private var root: NodeID?
    private var layers: [NodeID] = []
    /// Scroll positions the daemon reported (`inputScroll`), re-sent as `contentOffset`.
    private var scrollOffsets: [NodeID: WirePoint] = [:]
    /// Parents whose child lists hold entries of children that left.
    private var staleParents: [NodeID] = []

    /// Number of live render nodes.
    var count: Int { nodes.count }

    /// Applies the tree-changing messages of one sent batch; other messages are ignored.
    mutating func apply(_ messages: [ClientMessage]) { apply(messages[...], endsBatch: true) }

    /// Applies part of a sent batch, in order; `endsBatch` on its last part, which
    /// compacts the child lists the batch left stale (once per batch, not per part: a
    /// list cleared in parts would be compacted once per part).
    mutating func apply(_ messages: ArraySlice<ClientMessage>, endsBatch: Bool) {
        for m in messages {
            switch m {
            case let .create(id, kind, props):
                var own = props   // shares the message's buffer: no copy unless a tag repeats
                if Self.hasRepeatedTag(props) { own = []; Self.merge(props, into: &own) }
                nodes[id] = Node(kind: kind, props: own)
                order.append(id)
            case let .update(id, props):
                nodes.update(id) { Self.merge(props, into: &$0.props) }
            case let .reset(id, tags):
                nodes.update(id) { n in n.props.removeAll { tags.contains($0.tag) } }
            case let .insert(parent, child, index):
                guard nodes.contains(parent), nodes.contains(child) else { continue }
                compact(parent)
                nodes.update(parent) { n in
                    // Room for a row's few children at once, not grown from one.
                    if n.children.isEmpty { n.children.reserveCapacity(4) }
                    n.children.insert(child, at: min(Int(index), n.children.count))
                }
                nodes.update(child) { $0.parent = parent }
            case let .move(parent, child, index):
                compact(parent)
                nodes.update(parent) { n in
                    guard let from = n.children.firstIndex(of: child) else { return }
                    n.children.remove(at: from)
                    n.children.insert(child, at: min(Int(index), n.children.count))
                }
            case let .remove(parent, child):
                guard self.parent(of: child) == parent else { continue }
                nodes.update(child) { $0.parent = 0 }
                markStale(parent)
            case .destroy(let id):
                destroy(id)
            case .setRoot(let id):
                root = id == 0 ? nil : id
            case .setLayers(let ids):
                layers = ids
            default:
                continue
            }
        }
        guard endsBatch else { return }
        for p in staleParents { compact(p) }
        staleParents.removeAll(keepingCapacity: true)
        if orderDead > 1024 && orderDead > order.count / 2 {
            order.removeAll { !nodes.contains($0) }
            orderDead = 0
        }
    }

    /// Records a scroll the daemon applied to scroll node `id`.
    mutating func scrolled(_ id: NodeID, dx: Double, dy: Double) {
        guard nodes[id]?.kind == .scroll else { return }
        let o = scrollOffsets[id] ?? WirePoint(x: 0, y: 0)
        scrollOffsets[id] = WirePoint(x: o.x + dx, y: o.y + dy)
    }

    /// Destroys `id` and its subtree and detaches it, as the daemon does.
    private mutating func destroy(_ id: NodeID) {
        // Read in place: copying the node would retain and release its two arrays.
        guard let p = parent(of: id) else { return }
        if p != 0 { markStale(p) }
        var stack = [id]
        while let x = stack.popLast() {
            guard let gone = nodes.removeValue(x) else { continue }
            orderDead += 1
            if gone.kind == .scroll { scrollOffsets[x] = nil }
            // Only children still attached here (a stale entry may have moved on).
            if gone.staleChildren {
                for c in gone.children where parent(of: c) == x { stack.append(c) }
            } else {
                stack.append(contentsOf: gone.children)
            }
        }
        if let r = root, !nodes.contains(r) { root = nil }
        if layers.contains(where: { !nodes.contains($0) }) { layers.removeAll { !nodes.contains($0) } }
    }

    /// `id`'s parent (0: none), nil when `id` is not a live node; read without copying it.
    private func parent(of id: NodeID) -> NodeID? { nodes.read(id) { $0.parent } }

    private mutating func markStale(_ p: NodeID) {
        nodes.update(p) { n in
            guard !n.staleChildren else { return }
            n.staleChildren = true
            staleParents.append(p)
        }
    }

    /// Drops the entries of children that left `p`.
    private mutating func compact(_ p: NodeID) {
        guard nodes.read(p, { $0.staleChildren }) == true else { return }
        var children: [NodeID] = []
        nodes.update(p) { n in
            n.staleChildren = false
            swap(&children, &n.children)   // edited outside, so `nodes` can be read meanwhile
        }
        children.removeAll { parent(of: $0) != p }
        nodes.update(p) { $0.children = children }
    }

    private static func hasRepeatedTag(_ props: [Property]) -> Bool {
        guard props.count > 1 else { return false }
        for i in 1 ..< props.count where props[..<i].contains(where: { $0.tag == props[i].tag }) { return true }
        return false
    }

    /// Each of `changes` replaces the property of its tag in `props`, or is appended.
    private static func merge(_ changes: [Property], into props: inout [Property]) {
        for x in changes {
            if let k = props.firstIndex(where: { $0.tag == x.tag }) { props[k] = x } else { props.append(x) }
        }
    }

    /// One transaction that builds the whole mirrored tree on a daemon that has none:
    /// every node (attached or detached) created, children inserted in order, scroll
    /// positions restored (`contentOffset`), the root and the layers set.
    /// Whether the daemon holds node `id` (as far as the ops sent say).
    func contains(_ id: NodeID) -> Bool { nodes[id] != nil }

    func resyncMessages(txn: UInt64) -> [ClientMessage] {
        var msgs: [ClientMessage] = [.begin(txn: txn)]
        msgs.reserveCapacity(nodes.count * 2 + 4)
        var seen = Set<NodeID>()
        var live: [NodeID] = []
        for id in order {
            guard let n = nodes[id], seen.insert(id).inserted else { continue }
            live.append(id)
            var props = n.props.sorted { $0.tag.rawValue < $1.tag.rawValue }
            if let o = scrollOffsets[id], o.x != 0 || o.y != 0 {
                props.removeAll { $0.tag == .contentOffset }
                props.append(.contentOffset(o))
            }
            msgs.append(.create(id: id, kind: n.kind, props: props))
        }
        for id in live {
            for (i, c) in nodes[id]!.children.enumerated() {
                msgs.append(.insert(parent: id, child: c, index: UInt32(i)))
            }
        }
        if let root { msgs.append(.setRoot(id: root)) }
        if !layers.isEmpty { msgs.append(.setLayers(ids: layers)) }
        msgs.append(.commit(txn: txn))
        return msgs
    }
}
