// Scroll offsets of `scroll` nodes and the viewport-aware walk that decides which rows of
// a lazy container take part in layout (S19).
//
// A scroll offset is a *read-time* translation of a scroll node's content: layout places
// the content at its natural position and never sees the offset, so scrolling costs no
// layout at all — only the positions read back (frames, drawing, hit-testing) move.
import TrellisProtocol

extension NodeStore {
    /// The content offset of slot `s` when it is a scrolled `scroll` node.
    @inline(__always) func scrollOffset(ofSlot s: Int32) -> WirePoint? {
        guard !scrollOffsets.isEmpty, kinds[Int(s)] == .scroll else { return nil }
        return scrollOffsets[ids[Int(s)]]
    }

    /// How far the content of scroll slot `s` may move along its axis: the content's
    /// extent (the far edge of its furthest child) minus the scroll view's own length.
    func maxScrollOffset(_ s: Int32) -> Double {
        let i = Int(s)
        guard placed[i] else { return 0 }
        let horizontal = params[i].axis == .horizontal
        var end = 0.0
        for c in childLists[i] {
            let o = origins[Int(c)], sz = sizes[Int(c)]
            end = max(end, horizontal ? o.x + sz.width : o.y + sz.height)
        }
        return max(0, end - (horizontal ? sizes[i].width : sizes[i].height))
    }

    /// Applies a `contentOffset` property: the offset is taken as sent (finite, not
    /// negative) and clamped to the content after the commit's layout.
    mutating func setContentOffset(_ id: NodeID, _ p: Property) {
        guard case .contentOffset(let o) = p, o.x.isFinite, o.y.isFinite else { return }
        let v = WirePoint(x: max(0, o.x), y: max(0, o.y))
        scrollOffsets[id] = v.x == 0 && v.y == 0 ? nil : v
    }

    /// Moves scroll node `id` by (`dx`, `dy`) along its axis, clamped to its content.
    /// - Returns: the movement actually applied (zero at an edge or off-axis).
    mutating func scroll(_ id: NodeID, dx: Double, dy: Double) -> WirePoint {
        guard let s = slotOf[id], kinds[Int(s)] == .scroll, dx.isFinite, dy.isFinite else {
            return WirePoint(x: 0, y: 0)
        }
        let horizontal = params[Int(s)].axis == .horizontal
        let old = scrollOffsets[id] ?? WirePoint(x: 0, y: 0)
        let limit = maxScrollOffset(s)
        let along = horizontal ? old.x : old.y
        let moved = min(max(along + (horizontal ? dx : dy), 0), limit)
        let new = horizontal ? WirePoint(x: moved, y: 0) : WirePoint(x: 0, y: moved)
        scrollOffsets[id] = moved == 0 ? nil : new
        return WirePoint(x: new.x - old.x, y: new.y - old.y)
    }

    /// Clamps every offset to its node's current content (content can shrink, the view
    /// can grow, the axis can change). Returns whether any offset changed.
    mutating func clampScrollOffsets() -> Bool {
        guard !scrollOffsets.isEmpty else { return false }
        var changed = false
        for (id, old) in scrollOffsets {
            guard let s = slotOf[id], kinds[Int(s)] == .scroll else {
                scrollOffsets[id] = nil
                changed = true
                continue
            }
            let horizontal = params[Int(s)].axis == .horizontal
            let limit = maxScrollOffset(s)
            let along = min(max(horizontal ? old.x : old.y, 0), limit)
            let new = horizontal ? WirePoint(x: along, y: 0) : WirePoint(x: 0, y: along)
            if new != old {
                scrollOffsets[id] = along == 0 ? nil : new
                changed = true
            }
        }
        return changed
    }

    /// The `scroll` nodes whose visible area (their frame within every enclosing scroll
    /// view's clip) contains `point`, outermost first.
    func scrollNodes(containing point: WirePoint) -> [NodeID] {
        var out: [NodeID] = []
        visit(paintOrder: false) { s, rect, _, clip, _, _ in
            guard kinds[Int(s)] == .scroll, params[Int(s)].scrollEnabled, Self.contains(rect, point),
                  clip.map({ Self.contains($0, point) }) ?? true else { return }
            out.append(ids[Int(s)])
        }
        return out
    }

    /// The nodes taking part in layout for lifecycle purposes (S17–S19), top-down
    /// pre-order: every laid-out node except the children of a lazy stack (and their
    /// subtrees) that lie entirely outside the visible viewport — the surface clipped by
    /// every enclosing scroll view. Such a row still exists (the client keeps its state);
    /// it disappears when it leaves the visible range and appears when it enters it.
    func participatingNodes() -> [NodeID] {
        // Without a lazy stack every laid-out node takes part: no position per node is
        // needed (a structural commit on a 10,000-row list walks 80,000 nodes).
        lazyStackCount == 0 ? laidOutNodes() : participatingNodesInViewport()
    }

    /// `participatingNodes` in general: lazy stacks' children outside the viewport are
    /// left out (with their subtrees).
    func participatingNodesInViewport() -> [NodeID] {
        struct Pending { var slot: Int32; var x, y: Double; var viewport: WireRect }
        let surface = surfaceSize ?? WireSize(width: .infinity, height: .infinity)
        var out: [NodeID] = []
        out.reserveCapacity(slotOf.count)
        let whole = WireRect(x: 0, y: 0, width: surface.width, height: surface.height)
        var stack = topSlots.reversed().filter { placed[Int($0)] }.map { top in
            Pending(slot: top, x: origins[Int(top)].x, y: origins[Int(top)].y, viewport: whole)
        }
        while let e = stack.popLast() {
            let i = Int(e.slot)
            out.append(ids[i])
            let kids = shownChildren(i)
            if kids.isEmpty { continue }
            let off = params[i].offset
            let x = e.x + off.x, y = e.y + off.y
            var viewport = e.viewport
            if kinds[i] == .scroll {
                viewport = Self.intersect(viewport, WireRect(x: x, y: y, width: sizes[i].width, height: sizes[i].height))
            }
            let lazy = kinds[i] == .lazyVStack || kinds[i] == .lazyHStack
            let arrangement = arrangements[e.slot].flatMap { $0.isPlaced ? $0 : nil }
            let prefixes = arrangement?.prefixes() ?? []
            let scrolled = scrollOffset(ofSlot: e.slot) ?? WirePoint(x: 0, y: 0)
            for k in (0..<kids.count).reversed() {
                let c = kids[k]
                let o = arrangement?.origin(k, prefix: prefixes[k]) ?? origins[Int(c)]
                let cx = x + o.x - scrolled.x, cy = y + o.y - scrolled.y
                if lazy {
                    let co = params[Int(c)].offset, sz = sizes[Int(c)]
                    if Self.outside(cx + co.x, sz.width, viewport.x, viewport.width)
                        || Self.outside(cy + co.y, sz.height, viewport.y, viewport.height) { continue }
                }
                stack.append(Pending(slot: c, x: cx, y: cy, viewport: viewport))
            }
        }
        return out
    }

    /// Whether the span [lo, lo+len) lies entirely outside [vlo, vlo+vlen) (an empty span
    /// counts as inside when it sits within the closed range, edges included).
    @inline(__always)
    static func outside(_ lo: Double, _ len: Double, _ vlo: Double, _ vlen: Double) -> Bool {
        if len > 0 { return lo + len <= vlo || lo >= vlo + vlen }
        return lo < vlo || lo > vlo + vlen
    }
}

extension RenderTree {
    /// The content offset of scroll node `id` (zero when never scrolled): how far its
    /// content is moved towards the top (vertical) or leading edge (horizontal).
    public func scrollOffset(of id: NodeID) -> WirePoint {
        store.scrollOffsets[id] ?? WirePoint(x: 0, y: 0)
    }

    /// Scrolls `id` (a `scroll` node) by (`dx`, `dy`): positive values reveal content
    /// further down / right. Only the component along the node's axis counts, and the
    /// offset stays within [0, content length − view length] of the last layout. The
    /// offset lives with the node until it is destroyed; no relayout is needed.
    /// - Returns: the movement actually applied.
    @discardableResult
    public func scroll(_ id: NodeID, dx: Double, dy: Double) -> WirePoint {
        store.scroll(id, dx: dx, dy: dy)
    }

    /// Brings every scroll offset back within its content after a layout (call between
    /// `layout(surface:)` and drawing). Returns whether any offset changed.
    @discardableResult
    public func clampScrollOffsets() -> Bool { store.clampScrollOffsets() }

    /// Drops the offsets of destroyed nodes (an id may be reused by a new node).
    public func forgetScrollOffsets(of ids: some Sequence<NodeID>) {
        guard !store.scrollOffsets.isEmpty else { return }
        for id in ids { store.scrollOffsets[id] = nil }
    }

    /// The scroll nodes under `point` whose visible area contains it, outermost first.
    public func scrollNodes(containing point: WirePoint) -> [NodeID] {
        store.scrollNodes(containing: point)
    }

    /// The nodes that take part in layout for appear/disappear (S17–S19): like
    /// `laidOutNodes()`, minus lazy-stack rows entirely outside their visible viewport.
    public func participatingNodes() -> [NodeID] { store.participatingNodes() }
}
