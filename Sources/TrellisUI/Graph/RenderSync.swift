import TrellisProtocol

extension GraphNode {
    /// Makes sure this node owns a render node of `kind` with exactly `props`: creates it
    /// the first time, afterwards sends only the properties that changed (`update`) and
    /// resets the ones that disappeared.
    func render(_ kind: NodeKind, _ props: [Property], layout: RenderLayout) {
        // Right to left: every node of the subtree says so; the daemon mirrors its children.
        if env.layoutDirection == .rightToLeft, !props.contains(.rightToLeft(true)) {
            return render(kind, props + [.rightToLeft(true)], layout: layout)
        }
        renderLayout = layout
        if let id = renderID {
            // Usually nothing changed: same properties in the same order, no allocation.
            if props == sentProps { return }   // the same array (a static list) compares by identity
            // Lists are short (a handful of properties): linear scans beat hashing.
            var changed: [Property] = []
            for p in props where sentProps.first(where: { $0.tag == p.tag }) != p { changed.append(p) }
            var removed: [PropertyTag] = []
            for old in sentProps where !props.contains(where: { $0.tag == old.tag }) && !removed.contains(old.tag) {
                removed.append(old.tag)
            }
            sentProps = props
            if !changed.isEmpty { graph.writer.append(.update(id: id, props: changed)) }
            if !removed.isEmpty { graph.writer.append(.reset(id: id, tags: removed.sorted { $0.rawValue < $1.rawValue })) }
        } else {
            let id = graph.allocateID()
            renderID = id
            renderKind = kind
            roots = RootList(id)
            graph.renderOwner[id] = self
            sentProps = props
            graph.writer.append(.create(id: id, kind: kind, props: props))
        }
    }

    /// After the children were reconciled: puts their render roots under our render node.
    func finishRender() {
        // Usually unchanged: keep the list as it is.
        if let id = renderID {
            if !roots.isOnly(id) { roots = RootList(id) }
        } else if !roots.isEmpty {
            roots = []
        }
        graph.syncRenderChildren(self)
    }

    /// Whether the render roots of `children` (layers skipped when `skippingLayers`),
    /// one after another, are exactly `list`: lets an unchanged list be kept without
    /// building the concatenation (an array per node per update) to compare it.
    func rootsOfChildren(equal list: RootList, skippingLayers: Bool) -> Bool {
        var k = 0
        // By index, not retained (see `childrenMatch`).
        for i in 0 ..< children.count {
            unowned(unsafe) let c = children[i]
            if skippingLayers && c.key.isLayer { continue }
            for r in c.roots {
                guard k < list.count, list[k] == r else { return false }
                k += 1
            }
        }
        return k == list.count
    }
}

extension ViewGraph {
    /// Re-syncs the render children of a render-owning node with its value children.
    func syncRenderChildren(_ node: GraphNode) {
        guard let id = node.renderID else { return }
        var deferred: [(GraphNode, Int, [NodeID])] = []
        let desired: RootList
        switch node.renderLayout {
        case .leaf: desired = []
        case .container:
            if node.children.count == 1 {
                desired = node.children[0].roots
            } else if node.rootsOfChildren(equal: node.sentChildren, skippingLayers: false) {
                return   // nothing to send, nothing to store
            } else {
                desired = RootList(joining: node.children)
            }
        case .wrapper:
            let r = node.children.count == 1 ? node.children[0].roots : RootList(joining: node.children)
            if let one = slot(node, 0, r, allowEmpty: true, &deferred) {
                desired = node.sentChildren.isOnly(one) ? node.sentChildren : RootList(one)
            } else {
                desired = []
            }
        case .pair:
            let primary = node.children.first?.roots ?? []
            let secondary = node.children.count > 1 ? node.children[1].roots : []
            desired = RootList([slot(node, 0, primary, allowEmpty: false, &deferred)!,
                                slot(node, 1, secondary, allowEmpty: false, &deferred)!])
        case .custom(let f):
            let slots = f(node)
            var d: [NodeID] = []
            for (i, s) in slots.enumerated() {
                if let one = slot(node, i, RootList(s), allowEmpty: true, &deferred) { d.append(one) }
            }
            desired = RootList(d)
        }
        if desired != node.sentChildren {
            if node.sentChildren.isEmpty {
                insertAll(parent: id, desired)   // no array made for a single child
            } else {
                syncChildren(parent: id, old: node.sentChildren.array, new: desired.array)
            }
            node.sentChildren = desired
        }
        for (n, i, r) in deferred {
            let stack = n.implicitStacks[i]!
            syncChildren(parent: stack, old: n.implicitSent[i] ?? [], new: r)
            n.implicitSent[i] = r
        }
    }

    /// One child position that holds `roots`: the root itself when there is exactly one,
    /// otherwise an implicit vertical stack (kept once made, so identities don't move).
    private func slot(_ node: GraphNode, _ i: Int, _ roots: RootList, allowEmpty: Bool,
                      _ deferred: inout [(GraphNode, Int, [NodeID])]) -> NodeID? {
        if node.implicitStacks[i] == nil {
            if roots.count == 1 { return roots[0] }
            if roots.isEmpty && allowEmpty { return nil }
            let s = allocateID()
            node.implicitStacks[i] = s
            node.extraOwnedRenderIDs.append(s)
            renderOwner[s] = node
            writer.append(.create(id: s, kind: .vstack, props: [.spacing(0)]))
        }
        deferred.append((node, i, roots.array))
        return node.implicitStacks[i]!
    }

    /// Emits the ops that turn the child list `old` of `parent` into `new`: `remove` for
    /// detached ids (destroyed ones are already gone), then inserts and the fewest moves
    /// (the elements on a longest increasing subsequence stay put).
    ///
    /// Only the part between the common prefix and suffix is diffed: ids are unique in
    /// each list, so an id of one middle is in the other list only if it is in the other
    /// middle. Swapping two rows of a 10,000-row list hashes the rows between them,
    /// removing one row hashes none.
    func syncChildren(parent: NodeID, old: [NodeID], new: [NodeID]) {
        if old == new { return }
        if old.isEmpty { return insertAll(parent: parent, new) }
        let shorter = min(old.count, new.count)
        var lead = 0
        while lead < shorter && old[lead] == new[lead] { lead += 1 }
        var tail = 0
        while tail < shorter - lead && old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        let oldMiddle = old[lead ..< old.count - tail]
        let newMiddle = new[lead ..< new.count - tail]
        let newSet = Set(newMiddle)
        var survivors: [NodeID] = []
        survivors.reserveCapacity(oldMiddle.count)
        for o in oldMiddle {
            if newSet.contains(o) { survivors.append(o); continue }
            if teardown.destroyed.contains(o) { continue }
            writer.append(.remove(parent: parent, child: o))
            renderParent[o] = nil
        }
        // Indices below are into the middle; the daemon's are `lead` further on.
        let base = UInt32(lead)
        var newIndex: [NodeID: Int] = [:]
        newIndex.reserveCapacity(newMiddle.count)
        for (i, n) in newMiddle.enumerated() { newIndex[n] = i }
        let lis = Self.longestIncreasing(survivors.map { newIndex[$0]! })
        if lis.count == survivors.count {
            // Survivors already in order: only inserts, at their final indices.
            let survivorSet = Set(survivors)
            for (i, n) in newMiddle.enumerated() where !survivorSet.contains(n) {
                writer.append(.insert(parent: parent, child: n, index: base + UInt32(i)))
                renderParent[n] = parent
            }
            return
        }
        // Place each element right after its predecessor; elements on a longest increasing
        // subsequence stay where they are, so the number of moves is minimal.
        let stay = Set(lis.map { survivors[$0] })
        let survivorSet = Set(survivors)
        var cur = survivors
        var p = -1
        for x in newMiddle {
            if !survivorSet.contains(x) {
                cur.insert(x, at: p + 1)
                writer.append(.insert(parent: parent, child: x, index: base + UInt32(p + 1)))
                renderParent[x] = parent
                p += 1
            } else if stay.contains(x) {
                if p + 1 < cur.count && cur[p + 1] == x { p += 1 } else { p = cur.firstIndex(of: x)! }
            } else {
                let from = cur.firstIndex(of: x)!
                cur.remove(at: from)
                if from <= p { p -= 1 }
                cur.insert(x, at: p + 1)
                writer.append(.move(parent: parent, child: x, index: base + UInt32(p + 1)))
                p += 1
            }
        }
    }

    /// The children of a container that had none (every row of a list being built): only
    /// inserts, in order, without the sets and index map a reorder needs.
    func insertAll<C: Sequence<NodeID>>(parent: NodeID, _ new: C) {
        for (i, n) in new.enumerated() {
            writer.append(.insert(parent: parent, child: n, index: UInt32(i)))
            renderParent[n] = parent
        }
    }

    /// Indices (into `a`) of one longest strictly increasing subsequence.
    static func longestIncreasing(_ a: [Int]) -> [Int] {
        if a.isEmpty { return [] }
        var tails: [Int] = []      // indices into a
        var prev = [Int](repeating: -1, count: a.count)
        for i in 0..<a.count {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if a[tails[mid]] < a[i] { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { prev[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var out: [Int] = []
        var k = tails.last!
        while k >= 0 { out.append(k); k = prev[k] }
        return out.reversed()
    }

    /// Destroys a render node (and, in the daemon, its subtree) in this transaction.
    func destroyRender(_ id: NodeID) {
        guard !teardown.destroyed.contains(id) else { return }
        teardown.destroyed.insert(id)
        writer.append(.destroy(id: id))
        renderParent[id] = nil
        if rootSlot.id == id { rootSlot.id = nil }
    }

    /// The window root: the root view's single render root, or an implicit stack when it
    /// has several (or none).
    func syncRootSlot() {
        guard let r = root else { return }
        let want: NodeID
        if rootSlot.stack == nil && r.roots.count == 1 {
            want = r.roots[0]
        } else {
            if rootSlot.stack == nil {
                let s = allocateID()
                rootSlot.stack = s
                writer.append(.create(id: s, kind: .vstack, props: []))
            }
            want = rootSlot.stack!
        }
        if let s = rootSlot.stack {
            let roots = r.roots.array
            syncChildren(parent: s, old: rootSlot.stackSent, new: roots)
            rootSlot.stackSent = roots
        }
        // In the dark scheme the content stands on a backdrop of the system background.
        var slot = want
        if let color = appearance.backdropColor {
            if appearance.backdrop == nil {
                let stack = allocateID(), fill = allocateID()
                writer.append(.create(id: stack, kind: .zstack, props: []))
                writer.append(.create(id: fill, kind: .shape, props: [.shape(.rectangle), .fill(color)]))
                appearance.backdrop = (stack, fill, color)
                appearance.backdropSent = []
            } else if appearance.backdrop!.color != color {
                writer.append(.update(id: appearance.backdrop!.fill, props: [.fill(color)]))
                appearance.backdrop!.color = color
            }
            let b = appearance.backdrop!
            let kids = [b.fill, want]
            if rootSlot.id != b.stack {
                writer.append(.setRoot(id: b.stack))
                rootSlot.id = b.stack
            }
            syncChildren(parent: b.stack, old: appearance.backdropSent, new: kids)
            appearance.backdropSent = kids
            slot = b.stack
        }
        // Back to light: the content leaves the backdrop before it becomes the root again.
        let dropped = appearance.backdropColor == nil ? appearance.backdrop : nil
        if let b = dropped {
            syncChildren(parent: b.stack, old: appearance.backdropSent, new: [])
            appearance.backdropSent = []
            appearance.backdrop = nil
        }
        if rootSlot.id != slot {
            writer.append(.setRoot(id: slot))
            rootSlot.id = slot
        }
        if let b = dropped {
            writer.append(.destroy(id: b.fill))
            writer.append(.destroy(id: b.stack))
        }
    }
}
