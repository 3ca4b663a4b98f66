// Building the frame after a structural change without walking what did not change.
//
// Swapping two rows of a 10,000-row list (or appending rows, or inserting one) changes
// the structure, so the previous frame cannot be edited in place (FrameCache.swift): the
// frame is built again. But almost every row is where it was, with the same items. While
// a frame is cached, the store marks each node whose subtree changed since (a node
// created, inserted, moved or removed under it, or placed again by layout) and its
// ancestors; the new frame's walk then copies the cached items of any unmarked subtree
// whose root kept its window frame, opacity, clip, transform and depth, instead of
// walking it: those items are exactly what the walk would produce (positions inside the
// subtree are relative to its root, and nothing inside was placed again). Copies that
// follow one another in the cached frame are appended as one range, so whole chunks that
// land where they were are shared, not copied. Paint-only changes inside copied subtrees
// are written afterwards, as for a reused frame.
import TrellisProtocol

extension NodeStore {
    /// The children of `s` changed (nil: the top level, a root or layer destroyed): the
    /// cached frame no longer shows the tree and is kept only to splice the next one from.
    mutating func noteStructureChanged(under s: Int32?) {
        guard frameCache != nil else { return }
        frameStructureChanged = true
        if let s { markSubtreeChanged(s) }
    }

    /// Marks `s` and its ancestors as having a changed subtree (only while a frame is
    /// cached: without one there is nothing to copy from). Stops at a marked ancestor:
    /// its own ancestors were marked with it.
    mutating func markSubtreeChanged(_ s: Int32) {
        guard frameCache != nil else { return }
        var n = s
        while n >= 0 && subtreeChanged.mark(n) { n = parents[Int(n)] }
    }

    /// The frame's items by a walk of the laid-out tree, copying unchanged subtrees from
    /// the cached frame when the structure changed since it was built (and the surface
    /// and scroll offsets did not); the result becomes the cached frame.
    mutating func builtFrameItems() -> FrameItems {
        var source: FrameCache?
        if frameStructureChanged, let c = frameCache, c.surface == surfaceSize, c.scrollOffsets == scrollOffsets {
            for s in replaced.slots { markSubtreeChanged(s) }   // while `frameCache` is set
            source = c
        }
        frameStructureChanged = false
        frameCache = nil
        var builder = FrameBuilder(store: self, source: source)
        walk(paintOrder: true, &builder)
        builder.flushPending()
        var cache = FrameCache(items: builder.items.finish(), itemOfSlot: builder.itemOfSlot,
                               slotOfItem: builder.slotOfItem, placements: statistics.placements,
                               surface: surfaceSize, scrollOffsets: scrollOffsets)
        if source != nil {
            applyPaintChanges(to: &cache)   // copied items still hold the old properties
            statistics.framesSpliced += 1
            statistics.itemsCopied += builder.copied
        } else {
            paintChanged.removeAll(keepingCapacity: true)
        }
        frameCache = cache
        return cache.items
    }
}

/// The walk's visitor that builds a frame (see the top of this file).
private struct FrameBuilder: FrameWalkVisitor {
    let nodes: FrameItemSource
    let subtreeChanged: SlotMarks
    let source: FrameCache?
    var items: FrameItems.Builder
    var itemOfSlot: [Int32]
    var slotOfItem: [Int32] = []
    /// Items of the cached frame to copy next (consecutive copied subtrees, merged).
    var pending = 0 ..< 0
    var copied = 0

    init(store: NodeStore, source: FrameCache?) {
        nodes = FrameItemSource(store)
        subtreeChanged = store.subtreeChanged
        self.source = source
        items = FrameItems.Builder(capacity: store.slotOf.count)
        itemOfSlot = [Int32](repeating: -1, count: store.ids.count)
        slotOfItem.reserveCapacity(store.slotOf.count)
    }

    mutating func visit(_ s: Int32, _ rect: WireRect, _ opacity: Double, _ clip: WireRect?, _ depth: Int,
                        _ transform: AffineTransform?) -> Bool {
        let i = Int(s)
        if let old = source, !subtreeChanged[s], i < old.itemOfSlot.count, case let k = Int(old.itemOfSlot[i]),
           k >= 0, old.items[k].id == nodes.ids[i], old.items[k].depth == depth, old.items[k].frame == rect,
           old.items[k].opacity == opacity, old.items[k].clip == clip, old.items[k].transform == transform {
            let end = CommittedFrame.subtreeEnd(of: k, in: old.items[...])
            if pending.upperBound != k { flushPending() }
            pending = (pending.isEmpty ? k : pending.lowerBound) ..< end
            return false
        }
        flushPending()
        itemOfSlot[i] = Int32(items.count)
        slotOfItem.append(s)
        items.append(nodes.item(s, rect, opacity, clip, depth, transform))
        return true
    }

    /// Appends the pending copied items (sharing whole chunks where they line up).
    mutating func flushPending() {
        guard let old = source, !pending.isEmpty else { return }
        let base = items.count - pending.lowerBound
        for j in pending { itemOfSlot[Int(old.slotOfItem[j])] = Int32(base + j) }
        slotOfItem.append(contentsOf: old.slotOfItem[pending])
        items.append(from: old.items, pending)
        copied += pending.count
        pending = 0 ..< 0
    }
}

/// What a frame item is made of besides its geometry: the store's per-slot ids, kinds,
/// properties and measured lines (array references, shared with the store).
struct FrameItemSource {
    let ids: [NodeID], kinds: [NodeKind], props: [[Property]], textLines: [[String]]
    /// Texts set smaller by `minimumScaleFactor` (TextScale.swift), usually none.
    let textScales: [Int32: Double]

    init(_ store: NodeStore) {
        ids = store.ids
        kinds = store.kinds
        props = store.props
        textLines = store.textLines
        textScales = store.textScales
    }

    /// The lines slot `s`'s item shows (only texts and text fields have any).
    @inline(__always)
    func lines(of s: Int32) -> [String] {
        let kind = kinds[Int(s)]
        return (kind == .text || kind == .textField) ? textLines[Int(s)] : []
    }

    /// Slot `s`'s item at the geometry the walk computed.
    @inline(__always)
    func item(_ s: Int32, _ rect: WireRect, _ opacity: Double, _ clip: WireRect?, _ depth: Int,
              _ transform: AffineTransform?) -> CommittedFrame.Item {
        let i = Int(s)
        let properties = textScales.isEmpty ? props[i] : textScales[s].map { NodeStore.scaledTextProperties(props[i], scale: $0) } ?? props[i]
        return CommittedFrame.Item(id: ids[i], kind: kinds[i], frame: rect, depth: depth, opacity: opacity,
                                   clip: clip, properties: properties, lines: lines(of: s), transform: transform)
    }
}
