// Damage: which parts of a surface changed between two committed frames, so a pixel
// backend repaints (and copies to the screen) only those rectangles. A one-row change in
// a 10,000-row list is then one row's pixels, not the window's.
import TrellisProtocol

/// The region to repaint between two frames of one surface.
public enum Damage: Equatable, Sendable {
    /// Nothing visible changed.
    case none
    /// Repaint these rectangles (window coordinates, points; they may overlap).
    case rects([WireRect])
    /// Repaint everything (first frame, new size, or a change whose reach is not local).
    case full

    /// The rectangles to repaint for a surface of `size`.
    public func rects(in size: WireSize) -> [WireRect] {
        switch self {
        case .none: return []
        case .rects(let r): return r
        case .full: return [WireRect(x: 0, y: 0, width: size.width, height: size.height)]
        }
    }

    /// Most rectangles kept before they are merged into their bounding box.
    public static let maxRects = 16

    /// Compares `old` with `new` item by item (by node id). An item that appeared, went
    /// away, moved in paint order or changed anything it is drawn from damages its old and
    /// new bounds, widened
    /// by its stroke and a pixel of antialiasing. Whole-subtree effects (shadow, blur,
    /// mask) and transforms spread beyond an item's frame, so a change inside such a
    /// subtree, or to a transformed item, repaints the whole surface.
    /// A change of the focused field's caret or selection (`CommittedFrame.editing`)
    /// damages that field's bounds in both frames.
    public static func between(_ old: CommittedFrame?, _ new: CommittedFrame) -> Damage {
        let items = itemsBetween(old, new)
        guard let old, old.editing != new.editing, items != .full else { return items }
        var rects = items.rects(in: new.size)
        if let e = old.editing { rects.append(e.bounds) }
        if let e = new.editing { rects.append(e.bounds) }
        return finish(rects, size: new.size)
    }

    private static func itemsBetween(_ old: CommittedFrame?, _ new: CommittedFrame) -> Damage {
        guard let old, old.size == new.size else { return .full }
        if let same = sameStructure(old, new) { return same }
        var oldIndex: [NodeID: Int] = [:]
        oldIndex.reserveCapacity(old.items.count)
        for (i, item) in old.items.enumerated() { oldIndex[item.id] = i }
        var seen = [Bool](repeating: false, count: old.items.count)
        var rects: [WireRect] = []
        var effectDepth = Int.max   // depth of the outermost enclosing group-effect root
        var lastOld = -1            // paint order: an item now above one it was below moved
        for item in new.items {
            if item.depth <= effectDepth { effectDepth = item.needsGroup ? item.depth : .max }
            let before = oldIndex[item.id].map { old.items[$0] }
            var reordered = false
            if let i = oldIndex[item.id] {
                seen[i] = true
                reordered = i < lastOld
                lastOld = max(lastOld, i)
            }
            if let before, !reordered, before.drawsSame(as: item) { continue }
            if effectDepth != .max || item.transform != nil || before?.transform != nil { return .full }
            rects.append(item.damageBounds)
            if let before { rects.append(before.damageBounds) }
        }
        for (i, item) in old.items.enumerated() where !seen[i] {
            if item.transform != nil || item.needsGroup { return .full }
            rects.append(item.damageBounds)
        }
        return finish(rects, size: new.size)
    }
}

extension Damage {
    /// The common case without a dictionary: the same nodes in the same paint order (a
    /// property or geometry change). Nil when the structure differs.
    ///
    /// Runs of items the two frames share (a frame reused from the previous one with a
    /// few nodes repainted, see ``FrameItems``) are identical and skipped whole, unless
    /// an item of either frame has an effect whose reach depends on what precedes it
    /// (a group effect or a transform): then every item is compared, as before.
    static func sameStructure(_ old: CommittedFrame, _ new: CommittedFrame) -> Damage? {
        guard old.items.count == new.items.count else { return nil }
        let skipShared = !new.items.hasSpreadingEffects && !old.items.hasSpreadingEffects
        var scan = ItemScan(surface: WireRect(x: 0, y: 0, width: new.size.width, height: new.size.height))
        let oc = old.items.chunks, nc = new.items.chunks
        for c in nc.indices {
            if skipShared && oc[c] === nc[c] { continue }
            // Through buffer pointers: an item is a large value, and copying one per row (to
            // compare it) retained and released its arrays 10,000 times a frame.
            let verdict = oc[c].items.withUnsafeBufferPointer { ob in
                nc[c].items.withUnsafeBufferPointer { nb in scan.compare(ob, nb) }
            }
            if let verdict { return verdict }
        }
        return finish(scan.rects, size: new.size)
    }

    /// Item-by-item comparison of runs of two frames of the same structure.
    private struct ItemScan {
        let surface: WireRect
        var rects: [WireRect] = []
        var effectDepth = Int.max

        /// Nil to go on; `.some(nil)` when the structure differs, `.some(.full)` when the
        /// change reaches beyond its items.
        mutating func compare(_ ob: UnsafeBufferPointer<CommittedFrame.Item>,
                              _ nb: UnsafeBufferPointer<CommittedFrame.Item>) -> Damage?? {
            for i in nb.indices {
                guard nb[i].id == ob[i].id else { return .some(nil) }
                if nb[i].depth <= effectDepth { effectDepth = .max }
                // Off screen before and after (and not transformed onto it): whatever
                // changed there damages nothing. Most of a long list is; the check is
                // frame arithmetic, before any property lookup.
                if effectDepth == .max, nb[i].transform == nil, ob[i].transform == nil,
                   Damage.farOff(nb[i].frame, surface), Damage.farOff(ob[i].frame, surface) { continue }
                if effectDepth == .max && nb[i].needsGroup { effectDepth = nb[i].depth }
                if ob[i].drawsSame(as: nb[i]) { continue }
                if effectDepth != .max || nb[i].transform != nil || ob[i].transform != nil { return .some(.full) }
                rects.append(nb[i].damageBounds)
                rects.append(ob[i].damageBounds)
            }
            return nil
        }
    }

    /// Whether `f`, widened by more than any stroke or antialiasing reaches, misses `surface`.
    @inline(__always) static func farOff(_ f: WireRect, _ surface: WireRect) -> Bool {
        let m = 64.0
        return WireRect(x: f.x - m, y: f.y - m, width: f.width + 2 * m, height: f.height + 2 * m).intersection(surface) == nil
    }

    static func finish(_ found: [WireRect], size: WireSize) -> Damage {
        var rects = found.compactMap { $0.intersection(WireRect(x: 0, y: 0, width: size.width, height: size.height)) }
        if rects.isEmpty { return .none }
        if rects.count > maxRects { rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] }
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        return area >= size.width * size.height * 0.6 ? .full : .rects(rects)
    }
}

extension CommittedFrame.Item {
    /// Whether `other` draws exactly as this item (same place, look, clip and text).
    public func drawsSame(as other: Self) -> Bool {
        frame == other.frame && opacity == other.opacity && kind == other.kind && clip == other.clip
            && transform == other.transform && properties.count == other.properties.count
            && lines == other.lines && properties == other.properties
    }

    /// The frame widened by half the stroke and 2 points (antialiasing, glyph overhang),
    /// clipped to the item's clip: what the item's pixels can cover (without transform).
    public var damageBounds: WireRect {
        let m = (kind == .shape && stroke != nil ? lineWidth / 2 : 0) + 2
        let r = WireRect(x: frame.x - m, y: frame.y - m, width: frame.width + 2 * m, height: frame.height + 2 * m)
        guard let clip else { return r }
        return r.intersection(clip) ?? WireRect(x: r.x, y: r.y, width: 0, height: 0)
    }
}

extension WireRect {
    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ o: WireRect) -> WireRect? {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return WireRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both.
    public func union(_ o: WireRect) -> WireRect {
        let x0 = min(x, o.x), y0 = min(y, o.y)
        let x1 = max(x + width, o.x + o.width), y1 = max(y + height, o.y + o.height)
        return WireRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
