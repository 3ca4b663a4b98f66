// Reusing the last committed frame when a commit changed only how nodes are painted
// (colours, strokes, gradients, tappable…): the frame is then the old one with those
// nodes' properties replaced, O(changed) instead of a walk of every node. Selecting a
// row of a 10,000-row list by colouring it must not cost the list.
import TrellisProtocol

/// The items of the last committed frame and the facts they were built from.
struct FrameCache {
    var items: FrameItems
    /// Index in `items` of each slot's item (-1: not laid out).
    var itemOfSlot: [Int32]
    /// `statistics.placements` then: any placement since may have moved something.
    var placements: Int
    var surface: WireSize?
    var scrollOffsets: [NodeID: WirePoint]
}

extension NodeStore {
    /// Properties whose change alters what the frame walk computes (window positions,
    /// effective opacity, transforms, clips): such a change rebuilds the frame.
    static func affectsFrameWalk(_ tag: PropertyTag) -> Bool {
        switch tag {
        case .opacity, .offset, .rotation, .scale, .anchor, .projection, .contentOffset: return true
        default: return LayoutParams.affectsLayout(tag)
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
        guard var cache = frameCache, cache.placements == statistics.placements, cache.surface == surfaceSize,
              cache.scrollOffsets == scrollOffsets else { return nil }
        // Uniquely referenced while it is edited below. The frames handed out before
        // still share its chunks: an edit copies the chunk holding the item (and the
        // chunk list), so the cost is the number of changed nodes, not of items.
        frameCache = nil
        for s in paintChanged {
            let k = Int(s) < cache.itemOfSlot.count ? Int(cache.itemOfSlot[Int(s)]) : -1
            guard k >= 0 else { continue }
            cache.items[k].properties = props[Int(s)]
        }
        paintChanged.removeAll(keepingCapacity: true)
        frameCache = cache
        statistics.framesReused += 1
        return cache.items
    }
}
