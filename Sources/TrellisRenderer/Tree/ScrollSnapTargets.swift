// Where a snapping scroll view may rest (protocol README §7, "Scroll snapping"): page
// boundaries, or the leading/top edges of its scroll targets — the children of the layout
// marked `scrollTargetLayout` — read from the last layout.
import TrellisProtocol

/// The geometry a snap decision needs about one scroll view, along its axis.
struct ScrollSnapGeometry {
    var mode: ScrollSnapMode
    /// How many targets one gesture may pass (nil: any).
    var limit: Int?
    var horizontal: Bool
    /// The scroll view's length and its current and largest offsets.
    var length: Double
    var offset: Double
    var maxOffset: Double
    /// The offsets it may rest at, ascending, each within 0...maxOffset.
    var candidates: [Double]
}

extension NodeStore {
    /// The kinds whose children a `scrollTargetLayout` mark makes targets.
    static func isTargetContainer(_ k: NodeKind) -> Bool {
        switch k {
        case .hstack, .vstack, .zstack, .lazyVStack, .lazyHStack, .grid, .lazyVGrid, .lazyHGrid, .customLayout: true
        default: false
        }
    }

    /// The snapping geometry of scroll node `id`, or nil when it does not snap (no
    /// `scrollSnap`, mode none) or is not laid out.
    func scrollSnapGeometry(of id: NodeID) -> ScrollSnapGeometry? {
        guard let s = slotOf[id], kinds[Int(s)] == .scroll, placed[Int(s)],
              case .scrollSnap(let snap)? = property(.scrollSnap, of: id), snap.mode != .none,
              let view = frame(of: id) else { return nil }
        let horizontal = params[Int(s)].axis == .horizontal
        let length = horizontal ? sizes[Int(s)].width : sizes[Int(s)].height
        let maxOffset = maxScrollOffset(s)
        let scrolled = scrollOffset(ofSlot: s) ?? WirePoint(x: 0, y: 0)
        let offset = horizontal ? scrolled.x : scrolled.y
        var candidates: [Double] = []
        var limit: Int? = 1
        if snap.mode == .viewAligned, let edges = targetEdges(of: s, view: view, offset: offset, horizontal: horizontal) {
            candidates = edges.map { min(max($0, 0), maxOffset) }
            candidates.append(maxOffset)   // the last targets may not reach the edge
            switch snap.limit {
            case .never: limit = nil
            case .one: limit = 1
            case .few: limit = 3
            }
        } else if length > 0 {
            // Paging (and view-aligned without targets): multiples of the length, and the end.
            var p = 0.0
            while p < maxOffset - 0.5 {
                candidates.append(p)
                p += length
            }
            candidates.append(maxOffset)
        } else {
            return nil
        }
        candidates.sort()
        var unique: [Double] = []
        for c in candidates where unique.last.map({ abs($0 - c) > 0.5 }) ?? true { unique.append(c) }
        return ScrollSnapGeometry(mode: snap.mode, limit: limit, horizontal: horizontal, length: length,
                                  offset: offset, maxOffset: maxOffset, candidates: unique)
    }

    /// The offsets at which each target's leading (top) edge lies on the scroll view's:
    /// the children of the first `scrollTargetLayout` container in scroll slot `s`'s
    /// content (not inside a nested scroll view), or nil when there is none.
    private func targetEdges(of s: Int32, view: WireRect, offset: Double, horizontal: Bool) -> [Double]? {
        // Pre-order search for the mark, outermost first.
        var stack: [Int32] = shownChildren(Int(s)).reversed()
        var marked: Int32?
        while let n = stack.popLast() {
            if case .scrollTargetLayout(true)? = property(.scrollTargetLayout, of: ids[Int(n)]) {
                marked = n
                break
            }
            if kinds[Int(n)] == .scroll { continue }
            stack.append(contentsOf: shownChildren(Int(n)).reversed())
        }
        // The container: the marked node, or the first container down a one-child chain.
        guard var layout = marked else { return nil }
        while !Self.isTargetContainer(kinds[Int(layout)]) {
            let kids = shownChildren(Int(layout))
            guard kids.count == 1 else { return nil }
            layout = kids[0]
        }
        guard let box = frame(of: ids[Int(layout)]) else { return nil }
        var edges: [Double] = []
        for c in shownChildren(Int(layout)) where placed[Int(c)] {
            let o = relativeOrigin(c), off = params[Int(c)].offset
            let edge = horizontal ? box.x + o.x + off.x - view.x : box.y + o.y + off.y - view.y
            edges.append(edge + offset)
        }
        return edges.isEmpty ? nil : edges
    }
}

extension RenderTree {
    /// The snapping geometry of scroll node `id` (nil: it does not snap).
    /// Read after layout, as every frame is.
    func scrollSnapGeometry(of id: NodeID) -> ScrollSnapGeometry? { store.scrollSnapGeometry(of: id) }
}
