// The storage behind `RenderTree`: a struct of arrays indexed by a dense *slot*; the
// client's `NodeID`s are translated to slots only at the API edge. Slots of destroyed
// nodes are reused.
//
// It is a struct, mutated in place through `RenderTree.store`, so that the layout pass
// runs as one `inout` access: the compiler checks exclusivity statically instead of at
// every array access of a class property (that dynamic check cost ~30% of layout time).
import TrellisProtocol

/// Nodes, properties and layout state of one surface (see `RenderTree`).
struct NodeStore {
    let measurer: any TextMeasurer

    var slotOf = NodeSlotMap()
    /// What the nodes hold, as `maxSessionBytes` counts it: `nodeBytes` per node plus each
    /// property's encoded size.
    var heldBytes = 0
    static let nodeBytes = 64
    var ids: [NodeID] = []
    var kinds: [NodeKind] = []
    var parents: [Int32] = []
    /// Children in order. A removed child stays in its old parent's list until the list
    /// is next needed (see `stale`): removing n children of one parent is then O(n), not
    /// O(n²) searches and shifts.
    var childLists: [[Int32]] = []
    /// The slot's child list may hold entries that left it (their `parents` entry is no
    /// longer this slot); `compact` drops them.
    var stale: [Bool] = []
    /// Slots with `stale` set, compacted before the next layout, insert or move.
    var staleSlots: [Int32] = []
    var props: [[Property]] = []
    /// What each slot's properties count towards `heldBytes`, so destroying a node reads
    /// this dense array instead of its property list (a cache miss per node: a 10,000-row
    /// clear destroys 80,000).
    var propBytes: [Int] = []
    var params: [LayoutParams] = []
    var freeSlots = SlotFreeList()
    /// The work list `destroy` walks a subtree with, kept between calls.
    var destroyStack: [Int32] = []
    /// What destroyed nodes held, freed once the commit is answered (`RenderTree.reclaim`).
    var deferredFrees = DeferredFrees()
    var rootSlot: Int32 = -1
    /// Window-level layers (presentations), bottom to top: parentless subtrees laid out
    /// against the whole surface and painted above the root's tree.
    var layerSlots: [Int32] = []
    /// The root, then every layer: the subtrees laid out against the surface, in paint
    /// order (later ones on top).
    var topSlots: [Int32] { rootSlot >= 0 ? [rootSlot] + layerSlots : layerSlots }

    // Layout state per slot.
    /// The node or a descendant changed since the last layout (its size cache is empty).
    var dirty: [Bool] = []
    var caches = SizeCachePool()
    /// The node's block in `caches`, or -1 (none yet).
    var cacheRef: [Int32] = []
    /// Lazily computed `FixedSize` bits (0 = not computed), dropped with the cache.
    var fixedBits: [UInt8] = []
    /// Size chosen for the proposal the node was last placed with.
    var sizes: [WireSize] = []
    /// Position relative to the parent's origin, before the node's own offset.
    var origins: [WirePoint] = []
    var placedProposals: [Proposal] = []
    var placed: [Bool] = []
    /// Placed again since the last committed frame was built (while one is cached): the
    /// frame is then updated from them (FrameCache.swift).
    var replaced = SlotMarks()
    /// Something in the node's subtree was created, inserted, moved, removed or placed
    /// again since the last committed frame (while one is cached): after a structural
    /// change, the other subtrees' items are copied from the cached frame instead of
    /// being walked again (FrameSplice.swift).
    var subtreeChanged = SlotMarks()
    /// A child's index in its parent, kept for children of stacks with an arrangement.
    var indexInParent: [Int32] = []
    /// Measured lines of text and text-field nodes at their placed proposal, per slot
    /// (empty for other kinds): the frame walk reads them in slot order, which a
    /// dictionary keyed by slot turned into a cache miss per text node.
    var textLines: [[String]] = []
    /// The font scale `minimumScaleFactor` set a text slot at in the last layout, for
    /// the slots it shrank (TextScale.swift); the frame draws them at that size.
    var textScales: [Int32: Double] = [:]
    /// The last text measurement of a text node and its proposal, so that placing a
    /// text right after sizing it for the same proposal does not measure it again.
    var lastTextMeasure = TextMeasureCache()
    /// Live `lazyVStack` / `lazyHStack` nodes: without any, every laid-out node takes
    /// part in layout and `participatingNodes` needs no geometry.
    var lazyStackCount = 0
    /// Remembered arrangement of large stacks (see StackArrangement.swift).
    var arrangements: [Int32: StackArrangement] = [:]
    /// Content offset of scrolled `scroll` nodes (see Tree/ScrollState.swift); applied
    /// when positions are read, so scrolling never invalidates layout.
    var scrollOffsets: [NodeID: WirePoint] = [:]
    /// The last committed frame, reused while only paint properties change (FrameCache.swift).
    var frameCache: FrameCache?
    /// The structure changed since `frameCache` was built: it no longer shows the tree
    /// and serves only as the source of a spliced frame (FrameSplice.swift).
    var frameStructureChanged = false
    /// Slots whose paint-only properties changed since `frameCache` was built.
    var paintChanged: [Int32] = []
    var surfaceSize: WireSize?
    var statistics = LayoutStatistics()
    /// Some node was given a nonzero `zIndex` (sticky): until then the frame walk paints
    /// children in order without looking at their zIndex.
    var zIndexUsed = false
    /// Some node was given `pinned` (sticky): until then the frame walk looks for no
    /// pinned section headers (PinnedViews.swift).
    var pinnedUsed = false
    /// Some node was given a `contentShape` (sticky): until then hit tests read no
    /// node's shape.
    var contentShapeUsed = false
    /// The child each viewThatFits node shows (ViewThatFitsLayout.swift), and whether one
    /// changed since the session last asked (which nodes take part in layout changed).
    var shownChild: [Int32: Int32] = [:]
    /// Some node was given explicit alignment guides (sticky): until then containers align
    /// children by the plain rule without looking for them.
    var alignmentGuidesUsed = false
    var shownChildChanged = false

    init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    // MARK: queries

    func contains(_ id: NodeID) -> Bool { slotOf[id] != nil }

    func kind(of id: NodeID) -> NodeKind? { slotOf[id].map { kinds[Int($0)] } }

    func parent(of id: NodeID) -> NodeID? {
        guard let s = slotOf[id] else { return nil }
        let p = parents[Int(s)]
        return p < 0 ? nil : ids[Int(p)]
    }

    func children(of id: NodeID) -> [NodeID] {
        guard let s = slotOf[id] else { return [] }
        let i = Int(s)
        if stale[i] { return childLists[i].filter { parents[Int($0)] == s }.map { ids[Int($0)] } }
        return childLists[i].map { ids[Int($0)] }
    }

    /// Whether `a` is `b` or one of its ancestors.
    func isAncestor(_ a: NodeID, of b: NodeID) -> Bool {
        guard let sa = slotOf[a], var s = slotOf[b] else { return false }
        while s >= 0 {
            if s == sa { return true }
            s = parents[Int(s)]
        }
        return false
    }

    /// Number of ancestors; the root of a detached subtree has depth 0.
    func depth(of id: NodeID) -> Int {
        guard var s = slotOf[id] else { return 0 }
        var d = 0
        while parents[Int(s)] >= 0 {
            s = parents[Int(s)]
            d += 1
        }
        return d
    }

    var root: NodeID? { rootSlot < 0 ? nil : ids[Int(rootSlot)] }

    var nodeCount: Int { slotOf.count }

    /// The value set for `tag` on `id`, or `nil` when unset (the kind's default applies).
    func property(_ tag: PropertyTag, of id: NodeID) -> Property? {
        guard let s = slotOf[id] else { return nil }
        return props[Int(s)].first { $0.tag == tag }
    }

    /// Every property set on `id`.
    func properties(of id: NodeID) -> [Property] {
        guard let s = slotOf[id] else { return [] }
        return props[Int(s)]
    }

    // MARK: mutations

    /// Makes room for `n` nodes about to be created (a transaction building a long list):
    /// each per-slot array then grows once instead of doubling its way up, every
    /// doubling copying it. Small batches grow as appends do.
    mutating func reserveCapacity(forNewNodes n: Int) {
        let extra = n - freeSlots.count
        guard extra >= 1024 else { return }
        let total = ids.count + extra
        ids.reserveCapacity(growingTo: total); kinds.reserveCapacity(growingTo: total)
        parents.reserveCapacity(growingTo: total); childLists.reserveCapacity(growingTo: total)
        stale.reserveCapacity(growingTo: total); props.reserveCapacity(growingTo: total)
        propBytes.reserveCapacity(growingTo: total)
        params.reserveCapacity(growingTo: total); dirty.reserveCapacity(growingTo: total)
        cacheRef.reserveCapacity(growingTo: total); sizes.reserveCapacity(growingTo: total)
        fixedBits.reserveCapacity(growingTo: total); origins.reserveCapacity(growingTo: total)
        placedProposals.reserveCapacity(growingTo: total); placed.reserveCapacity(growingTo: total)
        indexInParent.reserveCapacity(growingTo: total); textLines.reserveCapacity(growingTo: total)
        replaced.reserveCapacity(total)
        subtreeChanged.reserveCapacity(total)
        lastTextMeasure.reserveCapacity(total)
        caches.reserveCapacity(blocks: caches.blockCount + extra)   // at most one per node
        slotOf.reserveCapacity(slotOf.count + n)
    }

    mutating func create(_ id: NodeID, kind: NodeKind, props initial: [Property]) {
        precondition(slotOf[id] == nil, "RenderTree.create: node \(id) exists (session must validate)")
        let list = [Property].oneEntryPerTag(initial)
        let bytes = list.reduce(0) { $0 + $1.heldBytes }
        heldBytes += Self.nodeBytes + bytes
        if kind == .lazyVStack || kind == .lazyHStack { lazyStackCount += 1 }
        let s: Int32
        if let free = freeSlots.popLast() {
            s = free
            let i = Int(s)
            ids[i] = id; kinds[i] = kind; parents[i] = -1; childLists[i] = []; stale[i] = false
            props[i] = list; propBytes[i] = bytes; params[i] = LayoutParams(list)
            dirty[i] = true; sizes[i] = .zero; fixedBits[i] = 0
            origins[i] = WirePoint(x: 0, y: 0); placedProposals[i] = .unspecified; placed[i] = false
            replaced.reset(s)
            subtreeChanged.reset(s)
            indexInParent[i] = 0; textLines[i] = []
            if !textScales.isEmpty { textScales[s] = nil }
        } else {
            s = Int32(ids.count)
            ids.append(id); kinds.append(kind); parents.append(-1); childLists.append([]); stale.append(false)
            props.append(list); propBytes.append(bytes); params.append(LayoutParams(list))
            dirty.append(true); cacheRef.append(-1); sizes.append(.zero); fixedBits.append(0)
            origins.append(WirePoint(x: 0, y: 0)); placedProposals.append(.unspecified)
            placed.append(false)
            replaced.slotAdded()
            subtreeChanged.slotAdded()
            indexInParent.append(0); textLines.append([])
            lastTextMeasure.slotAdded()
        }
        slotOf[id] = s
        if !shownChild.isEmpty { shownChild[s] = nil }   // a reused slot shows nothing yet
        if params[Int(s)].zIndex != 0 { zIndexUsed = true }
        if params[Int(s)].hasRare {
            if params[Int(s)].rare.pinned != nil { pinnedUsed = true }
            if kind == .effect, params[Int(s)].rare.contentShape != nil { contentShapeUsed = true }
            if !params[Int(s)].rare.alignmentGuides.isEmpty || !params[Int(s)].rare.customAlignment.isEmpty {
                alignmentGuidesUsed = true
            }
        }
        // A reused slot (and id) must not pass for the node that held it in the cached frame.
        markSubtreeChanged(s)
        if kind == .scroll, let o = list.first(where: { $0.tag == .contentOffset }) { setContentOffset(id, o) }
        // Containers and text get their size-cache block now, with the node (as Yoga
        // allocates its layout cache with the node), not in the middle of a layout pass.
        switch kind {
        case .shape, .spacer, .image, .frame: break
        default: if cacheRef[Int(s)] < 0 { cacheRef[Int(s)] = caches.allocate() }
        }
    }

    /// Sets `changes` on `id`; only layout-relevant properties dirty its layout.
    mutating func update(_ id: NodeID, props changes: [Property]) {
        let s = slot(id)
        var relayout = false
        for p in changes {
            // One scan finds the property to replace and the bytes it gives back.
            if let k = props[Int(s)].firstIndex(where: { $0.tag == p.tag }) {
                heldBytes -= props[Int(s)][k].heldBytes
                propBytes[Int(s)] -= props[Int(s)][k].heldBytes
                props[Int(s)][k] = p
            } else {
                props[Int(s)].append(p)
            }
            heldBytes += p.heldBytes
            propBytes[Int(s)] += p.heldBytes
            params[Int(s)].apply(p)
            if case .zIndex(let z) = p, z != 0 { zIndexUsed = true }
            if p.tag == .pinned { pinnedUsed = true }
            if p.tag == .contentShape { contentShapeUsed = true }
            if p.tag == .alignmentGuides || p.tag == .customAlignment { alignmentGuidesUsed = true }
            if LayoutParams.affectsLayout(p.tag) { relayout = true }
            notePaintChange(s, p.tag)
            if p.tag == .contentOffset, kinds[Int(s)] == .scroll { setContentOffset(id, p) }
        }
        if relayout {
            lastTextMeasure[s] = nil
            arrangements[s] = nil
            markDirty(s)
        }
    }

    /// Returns the properties with `tags` to their kind's defaults.
    mutating func reset(_ id: NodeID, tags: [PropertyTag]) {
        let s = slot(id)
        for p in props[Int(s)] where tags.contains(p.tag) {
            heldBytes -= p.heldBytes
            propBytes[Int(s)] -= p.heldBytes
        }
        props[Int(s)].removeTags(tags)
        params[Int(s)] = LayoutParams(props[Int(s)])
        for t in tags { notePaintChange(s, t) }
        if tags.contains(where: LayoutParams.affectsLayout) {
            lastTextMeasure[s] = nil
            arrangements[s] = nil
            markDirty(s)
        }
    }

    mutating func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        let c = slot(child), p = slot(parent)
        precondition(parents[Int(c)] < 0, "RenderTree.insert: \(child) already has a parent")
        if stale[Int(p)] { compact(p) }
        childLists[Int(p)].insert(c, at: index)
        parents[Int(c)] = p
        // A spacer's size depends on its parent's axis: its cached sizes are stale.
        if kinds[Int(c)] == .spacer { markDirty(c) }
        structureChanged(p)
    }

    /// Moves `child` so that it ends up at `index` among `parent`'s children.
    mutating func move(_ child: NodeID, in parent: NodeID, to index: Int) {
        let c = slot(child), p = slot(parent)
        if stale[Int(p)] { compact(p) }
        guard let from = childLists[Int(p)].firstIndex(of: c) else {
            preconditionFailure("RenderTree.move: \(child) is not a child of \(parent)")
        }
        childLists[Int(p)].remove(at: from)
        childLists[Int(p)].insert(c, at: index)
        if var a = arrangements[p], a.isPlaced {
            // A long stack's arrangement follows the move: sizes do not change, and its
            // children's positions are read from it, so nothing is laid out again
            // (swapping two rows of a 10,000-row list re-arranged all of them).
            arrangements[p] = nil   // edited without copying its arrays
            a.move(from: from, to: index)
            for k in Swift.min(from, index) ... Swift.max(from, index) { indexInParent[Int(a.slots[k])] = Int32(k) }
            arrangements[p] = a
            noteStructureChanged(under: p)
            return
        }
        structureChanged(p)
    }

    /// Detaches `child`; it keeps existing (and its cached sizes) until destroyed.
    mutating func remove(_ child: NodeID, from parent: NodeID) {
        let c = slot(child), p = slot(parent)
        precondition(parents[Int(c)] == p, "RenderTree.remove: \(child) is not a child of \(parent)")
        detach(c, from: p)
    }

    /// O(1): the entry in `p`'s list is dropped by the next `compact(p)`.
    private mutating func detach(_ c: Int32, from p: Int32) {
        parents[Int(c)] = -1
        if !stale[Int(p)] {
            stale[Int(p)] = true
            staleSlots.append(p)
        }
        structureChanged(p)
    }

    /// Drops the entries of children that left `p`.
    mutating func compact(_ p: Int32) {
        let i = Int(p)
        guard stale[i] else { return }
        stale[i] = false
        let parents = self.parents
        childLists[i].removeAll { parents[Int($0)] != p }
    }

    /// Compacts every stale child list (before layout reads them).
    mutating func compactAll() {
        guard !staleSlots.isEmpty else { return }
        for p in staleSlots { compact(p) }
        staleSlots.removeAll(keepingCapacity: true)
    }

    /// Destroys `id` and its whole subtree, detaching it from its parent first.
    /// - Returns: the destroyed ids, top-down pre-order.
    mutating func destroy(_ id: NodeID) -> [NodeID] {
        let s = slot(id)
        let p = parents[Int(s)]
        // Detaching marks the parent's subtree changed; a parentless node may be the root
        // or a layer, so the top level changed.
        if p >= 0 { detach(s, from: p) } else { noteStructureChanged(under: nil) }
        if let k = layerSlots.firstIndex(of: s) { layerSlots.remove(at: k) }
        var destroyed: [NodeID] = []
        // The work list is kept between calls and each child list is taken, not copied
        // and then cleared (a 10,000-row clear destroys 80,000 nodes in 10,000 calls).
        var stack = destroyStack
        destroyStack = []
        stack.append(s)
        while let n = stack.popLast() {
            let i = Int(n)
            destroyed.append(ids[i])
            if !childLists[i].isEmpty {
                var kids: [Int32] = []
                swap(&kids, &childLists[i])
                for c in kids.reversed() where parents[Int(c)] == n { stack.append(c) }
                deferredFrees.park(&kids)
            }
            if n == rootSlot { rootSlot = -1 }
            slotOf[ids[i]] = nil
            stale[i] = false
            heldBytes -= Self.nodeBytes + propBytes[i]
            // Freed after the commit is answered (DeferredFrees.swift).
            deferredFrees.park(&props[i])
            parents[i] = -1
            // Only text measures, only containers arrange: skip the other hash removals
            // (a 10,000-row clear destroys 80,000 nodes).
            switch kinds[i] {
            case .text, .textField:
                lastTextMeasure[n] = nil
                deferredFrees.park(&textLines[i])   // only these kinds have lines
                if !textScales.isEmpty { textScales[n] = nil }
            case .shape, .image, .spacer: break
            case .lazyVStack, .lazyHStack:
                lazyStackCount -= 1
                if !arrangements.isEmpty { arrangements[n] = nil }
            default: if !arrangements.isEmpty { arrangements[n] = nil }
            }
            if cacheRef[i] >= 0 {
                caches.release(cacheRef[i])
                cacheRef[i] = -1
            }
            freeSlots.append(n)
        }
        destroyStack = stack   // empty, its capacity kept
        return destroyed
    }

    /// Makes `id` the node laid out at the surface's size (`nil`: draw nothing).
    mutating func setRoot(_ id: NodeID?) {
        frameCache = nil
        rootSlot = id.map { slot($0) } ?? -1
    }

    /// Makes `ids` the surface's layers, bottom to top (the session validated that each
    /// is a parentless node other than the root).
    mutating func setLayers(_ ids: [NodeID]) {
        frameCache = nil
        layerSlots = ids.map { slot($0) }
    }

    // MARK: internals

    @inline(__always) func slot(_ id: NodeID) -> Int32 {
        guard let s = slotOf[id] else {
            preconditionFailure("RenderTree: unknown node \(id) (session must validate)")
        }
        return s
    }

    /// Children were inserted, moved or removed: any remembered arrangement is stale.
    mutating func structureChanged(_ s: Int32) {
        noteStructureChanged(under: s)
        arrangements[s] = nil
        markDirty(s)
    }

    /// Drops the size caches of `s` and its ancestors and marks them for layout.
    ///
    /// Stops early at an ancestor that is already dirty *and* has nothing cached: nothing
    /// above it can have been measured from the state being replaced (a measurement
    /// since its last invalidation would have filled its cache). A stack that remembers
    /// its arrangement is told which child changed.
    mutating func markDirty(_ s: Int32) {
        var n = s
        var first = true
        while n >= 0 {
            let i = Int(n)
            if !first && dirty[i] && cachedCount(i) == 0 && fixedBits[i] == 0 { return }
            first = false
            if cacheRef[i] >= 0 { caches.clear(cacheRef[i]) }
            fixedBits[i] = 0
            dirty[i] = true
            let p = parents[i]
            if p >= 0, arrangements[p] != nil { arrangements[p]!.childChanged(n) }
            n = p
        }
    }

    @inline(__always) func cachedCount(_ i: Int) -> Int {
        cacheRef[i] < 0 ? 0 : caches.count(cacheRef[i])
    }

    @inline(__always) func cachedSize(_ i: Int, _ p: Proposal) -> WireSize? {
        cacheRef[i] < 0 ? nil : caches.lookup(cacheRef[i], p)
    }

    @inline(__always) mutating func remember(_ i: Int, _ p: Proposal, _ s: WireSize) {
        if cacheRef[i] < 0 { cacheRef[i] = caches.allocate() }
        caches.store(cacheRef[i], p, s)
    }
}

extension Property {
    /// This property's size as encoded (tag byte plus value, README §3): what it counts
    /// towards `maxSessionBytes`, the same at commit and afterwards.
    var heldBytes: Int { wireSize }
}

extension Array {
    /// Makes room for `n` elements, at least doubling the capacity when it grows, so that
    /// reserving a little more transaction after transaction stays amortised O(1) per
    /// element (a plain `reserveCapacity(n)` may reallocate to exactly `n` each time).
    mutating func reserveCapacity(growingTo n: Int) {
        if capacity < n { reserveCapacity(Swift.max(n, capacity * 2)) }
    }
}
