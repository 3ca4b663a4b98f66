// Reusing the last committed frame when a commit changed only how nodes are painted
// (colours, strokes, gradients, tappable…): the frame is then the old one with those
// nodes' properties replaced, O(changed) instead of a walk of every node. Selecting a
// row of a 10,000-row list by colouring it must not cost the list. When layout placed
// nodes again but the structure stayed (texts edited, sizes changed), the frame is the
// old one with the items of the nodes that moved, resized or were placed again replaced:
// the walk goes down only where something was placed again or moved.
import TrellisProtocol

/// The items of the last committed frame and the facts they were built from.
struct FrameCache {
    var items: FrameItems
    /// Index in `items` of each slot's item (-1: not laid out).
    var itemOfSlot: [Int32]
    /// The slot of each item (the inverse of `itemOfSlot`).
    var slotOfItem: [Int32]
    /// `statistics.placements` then: any placement since may have moved something.
    var placements: Int
    var surface: WireSize?
    var scrollOffsets: [NodeID: WirePoint]
}

extension NodeStore {
    /// Properties whose change alters what the frame walk computes (window positions,
    /// effective opacity, transforms, clips) without layout placing the node again: such
    /// a change rebuilds the frame. (A change that affects layout places the node again,
    /// which the frame update follows: `relaidOutFrameItems`.)
    static func affectsFrameWalk(_ tag: PropertyTag) -> Bool {
        switch tag {
        case .opacity, .offset, .rotation, .scale, .anchor, .projection, .contentOffset, .zIndex, .scrollClips, .pinned: return true
        default: return false
        }
    }

    /// A property with `tag` of slot `s` changed.
    mutating func notePaintChange(_ s: Int32, _ tag: PropertyTag) {
        guard frameCache != nil else { return }
        if Self.affectsFrameWalk(tag) { frameCache = nil } else { paintChanged.append(s) }
    }

    /// The cached items with the paint changes applied, or nil when the frame must be
    /// built afresh (structure, layout, scrolling or the surface changed).
    mutating func reusedFrameItems() -> FrameItems? {
        guard !frameStructureChanged, var cache = frameCache, cache.placements == statistics.placements,
              cache.surface == surfaceSize, cache.scrollOffsets == scrollOffsets else { return nil }
        // Uniquely referenced while it is edited below. The frames handed out before
        // still share its chunks: an edit copies the chunk holding the item (and the
        // chunk list), so the cost is the number of changed nodes, not of items.
        frameCache = nil
        applyPaintChanges(to: &cache)
        frameCache = cache
        statistics.framesReused += 1
        return cache.items
    }
}

extension NodeStore {
    /// The cached items updated after a layout that placed nodes again without changing
    /// the structure, or nil when the frame must be built afresh.
    ///
    /// The walk computes a node's window frame, opacity, clip and transform as the full
    /// walk does, and goes into its children only when the node was placed again (its
    /// layout may have moved them) or any of those changed (they are its children's too);
    /// an untouched node at the same place keeps its whole subtree's items. Items are
    /// replaced in place (same structure, same paint order), so only their chunks are
    /// copied (``FrameItems``). In a long stack that kept its place, only the children
    /// placed again and those after a size change are visited (`RelayoutVisitor`): an
    /// edited row of a 10,000-row list costs that row, not its siblings.
    mutating func relaidOutFrameItems() -> FrameItems? {
        // Taken out of the store: the visitor holds the only reference while it edits the
        // items in place.
        guard !frameStructureChanged, let cache = frameCache.take() else { return nil }
        guard cache.surface == surfaceSize, cache.scrollOffsets == scrollOffsets else {
            frameCache = cache
            return nil
        }
        var visitor = RelayoutVisitor(store: self, cache: consume cache)
        walk(paintOrder: true, &visitor)
        // A node placed again under one that was not (no layout does that today) would
        // have been skipped: then the frame is built afresh.
        guard visitor.complete, visitor.replacedSeen == replaced.count else { return nil }
        let visits = visitor.visits
        var updated = (consume visitor).cache
        applyPaintChanges(to: &updated)
        updated.placements = statistics.placements
        frameCache = updated
        statistics.framesRelaidOut += 1
        statistics.relayoutVisits += visits
        return updated.items
    }

    /// The properties changed since the frame was cached, written into its items.
    mutating func applyPaintChanges(to cache: inout FrameCache) {
        for s in paintChanged {
            let k = Int(s) < cache.itemOfSlot.count ? Int(cache.itemOfSlot[Int(s)]) : -1
            guard k >= 0 else { continue }
            cache.items[k].properties = textScales[s].map { Self.scaledTextProperties(props[Int(s)], scale: $0) } ?? props[Int(s)]
        }
        paintChanged.removeAll(keepingCapacity: true)
    }

    /// Forgets which nodes were placed since the last frame (a frame was just built).
    mutating func clearReplaced() {
        replaced.clear()
        subtreeChanged.clear()
    }
}

/// The walk's visitor that updates the cached frame after a layout (see
/// `relaidOutFrameItems`).
private struct RelayoutVisitor: FrameWalkVisitor {
    let nodes: FrameItemSource
    let replaced: SlotMarks
    var cache: FrameCache
    var complete = true
    var replacedSeen = 0
    var visits = 0
    /// Whether the node visited last moved (or changed opacity, clip or transform): then
    /// all its children are visited.
    var lastMoved = false
    /// The long stacks' children placed again, by parent slot, as indices.
    var replacedChildren: [Int32: [Int]] = [:]

    init(store: NodeStore, cache: FrameCache) {
        nodes = FrameItemSource(store)
        replaced = store.replaced
        self.cache = cache
        guard !store.arrangements.isEmpty else { return }   // no long stack to restrict
        for c in store.replaced.slots {
            let p = store.parents[Int(c)]
            if p >= 0, let a = store.arrangements[p], a.isPlaced {
                replacedChildren[p, default: []].append(Int(store.indexInParent[Int(c)]))
            }
        }
    }

    mutating func visit(_ s: Int32, _ rect: WireRect, _ opacity: Double, _ clip: WireRect?, _ depth: Int,
                        _ transform: AffineTransform?) -> Bool {
        visits += 1
        let i = Int(s)
        let k = i < cache.itemOfSlot.count ? Int(cache.itemOfSlot[i]) : -1
        guard complete, k >= 0, cache.items[k].id == nodes.ids[i], cache.items[k].depth == depth else {
            complete = false   // not in the old frame: give up, build it afresh
            return false
        }
        let moved = cache.items[k].frame != rect || cache.items[k].opacity != opacity
            || cache.items[k].clip != clip || cache.items[k].transform != transform
        let placedAgain = replaced[s]
        if placedAgain { replacedSeen += 1 }
        guard moved || placedAgain else { return false }
        lastMoved = moved
        // Placed again where it was, with the same properties and lines (the containers
        // above an edited row): the item is unchanged, and writing it would copy its chunk.
        if !moved, cache.items[k].properties == nodes.props[i], cache.items[k].lines == nodes.lines(of: s) { return true }
        cache.items[k] = nodes.item(s, rect, opacity, clip, depth, transform)
        return true
    }

    /// A long stack that kept its frame, opacity, clip and transform: its children placed
    /// again, and those from the first one a size change or a move may have moved; the
    /// others are where they were, with their subtrees.
    mutating func childIndices(of s: Int32, arrangedBy a: StackArrangement) -> [Int]? {
        guard !lastMoved else { return nil }
        let from = a.firstMovedSinceFrame
        guard from > 0 else { return nil }
        var only = (replacedChildren[s] ?? []).filter { $0 < from }
        only.sort()
        if from < a.slots.count { only.append(contentsOf: from ..< a.slots.count) }
        return only
    }
}
