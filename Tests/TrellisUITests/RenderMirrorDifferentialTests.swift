// RenderMirror (paged table, in-place edits, lazily compacted child lists) against the
// straightforward mirror it replaced (dictionaries, eager list edits), on seeded random
// op batches: after every batch both must resync to the same transaction.
import Testing
import TrellisProtocol
import TrellisTestSupport
@testable import TrellisUI

@Suite struct RenderMirrorDifferentialTests {
    @Test func resyncEqualsTheReferenceMirrorAfterEveryBatch() {
        let seed = TestSeed.value(0x3141)
        var rng = SplitMix64(seed: seed)
        var mirror = RenderMirror()
        var reference = ReferenceRenderMirror()
        var alive: [NodeID] = []
        var parent: [NodeID: NodeID] = [:]
        var children: [NodeID: [NodeID]] = [:]
        var next: NodeID = 1
        func pick() -> NodeID? { alive.isEmpty ? nil : alive[Int(rng.next() % UInt64(alive.count))] }
        func subtree(_ id: NodeID) -> [NodeID] { [id] + (children[id] ?? []).flatMap(subtree) }
        func isAncestor(_ a: NodeID, of b: NodeID) -> Bool {
            var n: NodeID? = b
            while let x = n { if x == a { return true }; n = parent[x] }
            return false
        }
        func props() -> [Property] {
            (0 ..< rng.next() % 4).map { _ in
                switch rng.next() % 4 {
                case 0: .text("t\(rng.next() % 9)")
                case 1: .opacity(Double(rng.next() % 10) / 10)
                case 2: .spacing(Double(rng.next() % 8))
                default: .contentOffset(WirePoint(x: 0, y: Double(rng.next() % 50)))
                }
            }
        }
        for batch in 0 ..< 300 {
            var ops: [ClientMessage] = []
            for _ in 0 ..< 1 + rng.next() % 40 {
                switch rng.next() % 10 {
                case 0, 1, 2:
                    let id = next
                    next += 1
                    ops.append(.create(id: id, kind: rng.next() % 5 == 0 ? .scroll : .vstack, props: props()))
                    alive.append(id)
                    children[id] = []
                case 3, 4:   // insert a detached node under another (no cycles)
                    guard let c = pick(), parent[c] == nil, let p = pick(), !isAncestor(c, of: p) else { continue }
                    let i = Int(rng.next() % UInt64(children[p]!.count + 1))
                    ops.append(.insert(parent: p, child: c, index: UInt32(i)))
                    children[p]!.insert(c, at: i)
                    parent[c] = p
                case 5:
                    guard let c = pick(), let p = parent[c] else { continue }
                    var list = children[p]!
                    list.removeAll { $0 == c }
                    let i = Int(rng.next() % UInt64(list.count + 1))
                    list.insert(c, at: i)
                    children[p] = list
                    ops.append(.move(parent: p, child: c, index: UInt32(i)))
                case 6:
                    guard let c = pick(), let p = parent[c] else { continue }
                    ops.append(.remove(parent: p, child: c))
                    children[p]!.removeAll { $0 == c }
                    parent[c] = nil
                case 7:
                    guard let id = pick() else { continue }
                    ops.append(.destroy(id: id))
                    if let p = parent[id] { children[p]!.removeAll { $0 == id } }
                    for x in subtree(id) { alive.removeAll { $0 == x }; parent[x] = nil; children[x] = nil }
                case 8:
                    guard let id = pick() else { continue }
                    if rng.next() % 2 == 0 { ops.append(.update(id: id, props: props())) }
                    else { ops.append(.reset(id: id, tags: props().map(\.tag))) }
                default:
                    if rng.next() % 2 == 0, let id = pick(), parent[id] == nil { ops.append(.setRoot(id: id)) }
                    else { ops.append(.setLayers(ids: alive.filter { parent[$0] == nil }.prefix(2).map { $0 })) }
                }
            }
            mirror.apply(ops)
            reference.apply(ops)
            if let id = pick(), rng.next() % 4 == 0 {
                mirror.scrolled(id, dx: 0, dy: 5)
                reference.scrolled(id, dx: 0, dy: 5)
            }
            #expect(mirror.count == reference.count, "seed \(seed), batch \(batch)")
            let a = mirror.resyncMessages(txn: 9), b = reference.resyncMessages(txn: 9)
            #expect(a == b, "seed \(seed), batch \(batch): \(ops)")
            if a != b { return }
        }
    }
}

/// The mirror as it was before it became O(change): kept verbatim as the reference.
struct ReferenceRenderMirror {
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
