// Lazy stacks (`lazyVStack`, `lazyHStack`) holding fewer rows than their `itemCount`.
//
// Row rule (protocol/README.md, "Lazy containers"): a lazy stack's children are its rows
// 0, 1, 2, … in index order — the client materializes a *prefix* of its rows. When
// `itemCount` N exceeds the k children supplied, the rows k..<N are not there yet; the
// stack lays out its k rows like a stack and reserves an estimated length for the rest,
// so a scroll view around it can scroll over the whole list. When the visible range (plus
// an overscan) reaches past row k, the daemon asks for more with `needRows`.
import TrellisProtocol

extension NodeStore {
    /// The rows a lazy stack says it has (`itemCount`), or `nil` when it did not say.
    func itemCount(_ i: Int) -> UInt64? {
        for case .itemCount(let n) in props[i] { return n }
        return nil
    }

    /// Length along the axis assumed for a row never laid out, while no row is known.
    static let defaultRowEstimate = 20.0

    /// The average length of the `k` materialized rows whose stack is `length` long, or
    /// `defaultRowEstimate` when there are none.
    static func rowEstimate(length: Double, rows k: Int, spacing: Double) -> Double {
        guard k > 0 else { return defaultRowEstimate }
        return max((length - spacing * Double(k - 1)) / Double(k), 0)
    }

    /// A lazy stack: the supplied rows as a stack, plus the estimated length of the rows
    /// still missing (see the row rule above).
    mutating func lazyStack(_ s: Int32, _ p: Proposal, horizontal h: Bool, placing: Bool) -> WireSize {
        let r = stack(s, p, horizontal: h, placing: placing)
        let i = Int(s)
        let k = childLists[i].count
        guard let n = itemCount(i), UInt64(k) < n else { return r }
        let spacing = stackSpacing(i)
        let missing = Double(n - UInt64(k))
        let estimate = Self.rowEstimate(length: r.along(h), rows: k, spacing: spacing)
        let extra = missing * estimate + (k == 0 ? missing - 1 : missing) * spacing
        return WireSize.stack(h, main: r.along(h) + extra, cross: r.along(!h))
    }

    /// What a lazy stack lacks to fill its visible range: `nil` when it has every row it
    /// needs (or does not take part in layout, or says no `itemCount`), else the rows
    /// `k..<end` to ask for, where k is the number of rows supplied and `end` covers the
    /// visible range plus `overscan` points past it, estimated with `rowEstimate`.
    func missingRows(_ id: NodeID, overscan: Double) -> Range<UInt64>? {
        guard let s = slotOf[id], kinds[Int(s)] == .lazyVStack || kinds[Int(s)] == .lazyHStack,
              let n = itemCount(Int(s)), let box = frame(of: id) else { return nil }
        let i = Int(s)
        let k = childLists[i].count
        guard UInt64(k) < n else { return nil }
        let h = kinds[i] == .lazyHStack
        let viewport = visibleRect(of: s)
        let spacing = stackSpacing(i)
        // Where the supplied rows end, in window coordinates.
        var suppliedEnd = h ? box.x : box.y
        if let last = childLists[i].last, let lf = frame(of: ids[Int(last)]) {
            suppliedEnd = (h ? lf.x + lf.width : lf.y + lf.height) + spacing
        }
        let wantedEnd = (h ? viewport.x + viewport.width : viewport.y + viewport.height) + overscan
        let visibleStart = h ? viewport.x : viewport.y
        // Nothing of the list is in view (or the view is empty): ask for nothing.
        guard viewport.width > 0, viewport.height > 0,
              (h ? box.x + box.width : box.y + box.height) > visibleStart,
              wantedEnd > suppliedEnd else { return nil }
        let suppliedLength = suppliedEnd - (h ? box.x : box.y) - (k > 0 ? spacing : 0)
        let estimate = Self.rowEstimate(length: suppliedLength, rows: k, spacing: spacing)
        let step = max(estimate + spacing, 1)
        let more = UInt64(((wantedEnd - suppliedEnd) / step).rounded(.up))
        return UInt64(k)..<min(n, UInt64(k) + max(more, 1))
    }

    /// The part of the surface where slot `s` can be seen: the surface clipped by every
    /// enclosing scroll view's frame (window coordinates).
    func visibleRect(of s: Int32) -> WireRect {
        let surface = surfaceSize ?? WireSize(width: .infinity, height: .infinity)
        var r = WireRect(x: 0, y: 0, width: surface.width, height: surface.height)
        var n = parents[Int(s)]
        while n >= 0 {
            if kinds[Int(n)] == .scroll, let f = frame(of: ids[Int(n)]) { r = Self.intersect(r, f) }
            n = parents[Int(n)]
        }
        return r
    }
}

extension RenderTree {
    /// The rows lazy stack `id` should be given next (see `NodeStore.missingRows`):
    /// `nil` when it has every row its visible range plus `overscan` points needs.
    public func missingRows(of id: NodeID, overscan: Double) -> Range<UInt64>? {
        store.missingRows(id, overscan: overscan)
    }
}
