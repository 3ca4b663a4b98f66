// Seeded random render trees and edits for the differential layout tests: every edit
// is applied to a live `RenderTree` and to a plain model from which a fresh tree can be
// built and laid out from scratch.
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer
import TrellisTestSupport


/// A plain description of a tree, applied to a `RenderTree` op by op or all at once.
struct TreeModel {
    struct Node { var kind: NodeKind; var props: [Property]; var children: [NodeID] }
    var nodes: [NodeID: Node] = [:]
    var parent: [NodeID: NodeID] = [:]
    var root: NodeID = 0
    var next: NodeID = 1

    func build(measurer: any TextMeasurer) -> RenderTree {
        let tree = RenderTree(measurer: measurer)
        for id in nodes.keys.sorted() { tree.create(id, kind: nodes[id]!.kind, props: nodes[id]!.props) }
        for id in nodes.keys.sorted() {
            for (i, c) in nodes[id]!.children.enumerated() { tree.insert(c, into: id, at: i) }
        }
        tree.setRoot(root)
        return tree
    }
}

/// Random trees and random edits, applied to the model and a live tree together.
struct RandomTrees {
    var rng: SplitMix64
    var model = TreeModel()
    let tree: RenderTree

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        tree = RenderTree(measurer: HeadlessBackend())
    }

    /// A random tree of depth 5 from `seed`, made the root and laid out at `surface`.
    static func laidOut(seed: UInt64, surface: WireSize) -> RandomTrees {
        var r = RandomTrees(seed: seed)
        let root = r.subtree(depth: 5)
        r.model.root = root
        r.tree.setRoot(root)
        r.tree.layout(surface: surface)
        return r
    }

    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { Double(rng.next() % 10_000) / 10_000 < p }

    mutating func create(_ kind: NodeKind, _ props: [Property]) -> NodeID {
        let id = model.next
        model.next += 1
        model.nodes[id] = .init(kind: kind, props: props, children: [])
        tree.create(id, kind: kind, props: props)
        return id
    }

    mutating func insert(_ c: NodeID, into p: NodeID, at i: Int) {
        model.nodes[p]!.children.insert(c, at: i)
        model.parent[c] = p
        tree.insert(c, into: p, at: i)
    }

    /// Detaches `c` from its parent in the model and the tree.
    mutating func remove(_ c: NodeID) {
        guard let p = model.parent[c] else { return }
        model.nodes[p]!.children.removeAll { $0 == c }
        model.parent[c] = nil
        tree.remove(c, from: p)
    }

    /// Destroys `c` and its subtree in the model and the tree (the tree reuses its slots).
    mutating func destroy(_ c: NodeID) {
        if let p = model.parent[c] { model.nodes[p]!.children.removeAll { $0 == c } }
        var stack = [c]
        while let n = stack.popLast() {
            stack.append(contentsOf: model.nodes[n]?.children ?? [])
            model.nodes[n] = nil
            model.parent[n] = nil
        }
        tree.destroy(c)
    }

    static let words = ["a", "bb", "ccc", "Hello", "world", "x y z", "lorem ipsum dolor", "wide\nlines"]

    mutating func leaf() -> NodeID {
        switch int(7) {
        case 0: return create(.text, [.text(Self.words[int(Self.words.count)])])
        case 1: return create(.shape, [])
        case 2: return create(.spacer, chance(0.5) ? [.minLength(Double(int(20)))] : [])
        case 3: return create(.frame, [.width(Double(10 + int(40))), .height(Double(10 + int(30)))])
        case 4: return create(.image, [.systemName("star")])
        case 5: return create(.textField, [.text(""), .placeholder("name")])
        default: return create(.text, [.text(Self.words[int(Self.words.count)]), .lineLimit(UInt32(int(3)))])
        }
    }

    mutating func subtree(depth: Int) -> NodeID {
        if depth == 0 || chance(0.15) { return leaf() }
        switch int(10) {
        case 0, 1, 2:
            let s = create(chance(0.5) ? .hstack : .vstack, stackProps())
            let n = chance(0.1) ? 64 + int(30) : 1 + int(4)  // sometimes a long list
            for i in 0..<n { insert(n > 8 ? row() : subtree(depth: depth - 1), into: s, at: i) }
            return s
        case 3:
            let z = create(.zstack, [.alignment(Alignment(rawValue: UInt8(int(9)))!)])
            for i in 0..<(1 + int(3)) { insert(subtree(depth: depth - 1), into: z, at: i) }
            return z
        case 4:
            let fr = create(.frame, frameProps())
            insert(subtree(depth: depth - 1), into: fr, at: 0)
            return fr
        case 5:
            let v = Double(int(12))
            let p = create(.padding, [.insets(WireInsets(top: v, leading: v / 2, bottom: 1, trailing: v))])
            insert(subtree(depth: depth - 1), into: p, at: 0)
            return p
        case 6:
            let b = create(chance(0.5) ? .background : .overlay, [.alignment(Alignment(rawValue: UInt8(int(9)))!)])
            insert(subtree(depth: depth - 1), into: b, at: 0)
            insert(subtree(depth: depth - 1), into: b, at: 1)
            return b
        case 7:
            let e = create(.effect, [.layoutPriority(Double(int(3))), .offset(WirePoint(x: 3, y: -2))])
            insert(subtree(depth: depth - 1), into: e, at: 0)
            return e
        case 8:
            let fx = create(.fixedSize, [.fixedAxes(UInt8(1 + int(3)))])
            insert(subtree(depth: depth - 1), into: fx, at: 0)
            return fx
        default:
            let g = create(chance(0.5) ? .geometry : .scroll, [])
            insert(subtree(depth: depth - 1), into: g, at: 0)
            return g
        }
    }

    /// A list row: usually rigid (fixed frames, texts), sometimes flexible.
    mutating func row(flexibleChance: Double = 0.1) -> NodeID {
        let r = create(.hstack, [])
        insert(create(.frame, [.width(20), .height(Double(10 + int(20)))]), into: r, at: 0)
        insert(chance(flexibleChance) ? create(.shape, []) : create(.text, [.text(Self.words[int(4)])]), into: r, at: 1)
        return r
    }

    mutating func stackProps() -> [Property] {
        var p: [Property] = []
        if chance(0.5) { p.append(.spacing(Double(int(10)))) }
        if chance(0.5) { p.append(.alignment(Alignment(rawValue: UInt8(int(9)))!)) }
        return p
    }

    mutating func frameProps() -> [Property] {
        switch int(4) {
        case 0: return [.width(Double(20 + int(100)))]
        case 1: return [.maxWidth(.infinity)]
        case 2: return [.minWidth(Double(int(50))), .maxWidth(Double(50 + int(100))), .alignment(.leading)]
        default: return [.minHeight(Double(int(30))), .idealWidth(40), .maxHeight(.infinity)]
        }
    }

    /// One random edit of the kinds a client sends.
    mutating func edit() {
        let ids = model.nodes.keys.sorted()
        let id = ids[int(ids.count)]
        let node = model.nodes[id]!
        let isStack = node.kind == .hstack || node.kind == .vstack
        let n = node.children.count
        switch (node.kind, int(4)) {
        case (.text, _):
            set(id, .text(Self.words[int(Self.words.count)]))
        case (.frame, _) where node.children.isEmpty:
            set(id, .width(Double(10 + int(40))))
        case (.frame, 0):
            set(id, .alignment(.trailing))
        case (_, 0) where isStack:
            set(id, .spacing(Double(int(12))))
        case (_, 1) where isStack:
            insert(leafOrRow(n > 8), into: id, at: int(n + 1))
        case (_, 2) where isStack && n > 0:
            let c = node.children[int(node.children.count)]
            model.nodes[id]!.children.removeAll { $0 == c }
            model.parent[c] = nil
            tree.remove(c, from: id)
        case (_, 3) where isStack && n > 1:
            let c = node.children[int(node.children.count)]
            let to = int(node.children.count)
            model.nodes[id]!.children.removeAll { $0 == c }
            model.nodes[id]!.children.insert(c, at: to)
            tree.move(c, in: id, to: to)
        default:
            set(id, chance(0.5) ? .layoutPriority(Double(int(3))) : .fill(WireColor(r: 1, g: 2, b: 3)))
        }
    }

    mutating func leafOrRow(_ row: Bool) -> NodeID { row ? self.row() : leaf() }

    mutating func set(_ id: NodeID, _ p: Property) {
        model.nodes[id]!.props.removeAll { $0.tag == p.tag }
        model.nodes[id]!.props.append(p)
        tree.update(id, props: [p])
    }
}
