import TrellisProtocol

/// The client's copy of the render tree the daemon holds, kept by replaying every
/// transaction the host sends (also those sent while no daemon is connected).
///
/// Why a replay of the ops rather than a walk of the value graph: the ops are the one
/// description of the daemon's tree both sides agree on, so the resync a restarted
/// daemon receives (`resyncMessages(txn:)`) is exactly the tree the old daemon had —
/// including detached nodes kept for later reuse, implicit stacks, layers and lazily
/// delivered rows — without the view graph having to know about reconnection.
struct RenderMirror {
    private struct Node {
        var kind: NodeKind
        var props: [PropertyTag: Property]
        var children: [NodeID] = []
        var parent: NodeID?
    }

    private var nodes: [NodeID: Node] = [:]
    /// Creation order, so a resync creates nodes in the order the app first made them.
    private var order: [NodeID] = []
    private var orderDead = 0
    private var root: NodeID?
    private var layers: [NodeID] = []
    /// Scroll positions the daemon reported (`inputScroll`), re-sent as `contentOffset`.
    private var scrollOffsets: [NodeID: WirePoint] = [:]

    /// Number of live render nodes.
    var count: Int { nodes.count }

    /// Applies the tree-changing messages of one sent batch; other messages are ignored.
    mutating func apply(_ messages: [ClientMessage]) {
        for m in messages {
            switch m {
            case let .create(id, kind, props):
                var p: [PropertyTag: Property] = [:]
                for x in props { p[x.tag] = x }
                nodes[id] = Node(kind: kind, props: p)
                order.append(id)
            case let .update(id, props):
                guard nodes[id] != nil else { continue }
                for x in props { nodes[id]!.props[x.tag] = x }
            case let .reset(id, tags):
                guard nodes[id] != nil else { continue }
                for t in tags { nodes[id]!.props[t] = nil }
            case let .insert(parent, child, index):
                guard nodes[parent] != nil, nodes[child] != nil else { continue }
                let i = min(Int(index), nodes[parent]!.children.count)
                nodes[parent]!.children.insert(child, at: i)
                nodes[child]!.parent = parent
            case let .move(parent, child, index):
                guard let from = nodes[parent]?.children.firstIndex(of: child) else { continue }
                nodes[parent]!.children.remove(at: from)
                nodes[parent]!.children.insert(child, at: min(Int(index), nodes[parent]!.children.count))
            case let .remove(parent, child):
                guard let at = nodes[parent]?.children.firstIndex(of: child) else { continue }
                nodes[parent]!.children.remove(at: at)
                nodes[child]?.parent = nil
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
        if orderDead > 1024 && orderDead > order.count / 2 {
            order.removeAll { nodes[$0] == nil }
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
        guard let n = nodes[id] else { return }
        if let p = n.parent, let at = nodes[p]?.children.firstIndex(of: id) {
            nodes[p]!.children.remove(at: at)
        }
        var stack = [id]
        while let x = stack.popLast() {
            guard let gone = nodes.removeValue(forKey: x) else { continue }
            orderDead += 1
            scrollOffsets[x] = nil
            stack.append(contentsOf: gone.children)
        }
        if let r = root, nodes[r] == nil { root = nil }
        if layers.contains(where: { nodes[$0] == nil }) { layers.removeAll { nodes[$0] == nil } }
    }

    /// One transaction that builds the whole mirrored tree on a daemon that has none:
    /// every node (attached or detached) created, children inserted in order, scroll
    /// positions restored (`contentOffset`), the root and the layers set.
    func resyncMessages(txn: UInt64) -> [ClientMessage] {
        var msgs: [ClientMessage] = [.begin(txn: txn)]
        msgs.reserveCapacity(nodes.count * 2 + 4)
        var seen = Set<NodeID>()
        var live: [NodeID] = []
        for id in order {
            guard let n = nodes[id], seen.insert(id).inserted else { continue }
            live.append(id)
            var props = n.props.values.sorted { $0.tag.rawValue < $1.tag.rawValue }
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
