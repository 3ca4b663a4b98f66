// LazyVGrid and LazyHGrid: children flowing into tracks that `GridItem`s describe
// (LayoutModel.md, "Lazy grids").
import TrellisProtocol

/// One resolved track of a lazy grid: its length across the flow, how its cells are
/// aligned, and the gap after it.
struct GridTrack: Equatable {
    var length: Double
    var alignment: Alignment
    var gap: Double
}

extension NodeStore {
    /// `lazyVGrid` (`horizontal == false`: tracks are columns, the flow goes down) and
    /// `lazyHGrid` (tracks are rows, the flow goes right). Each child is proposed its
    /// track's length across and an unspecified length along the flow; a line of the flow
    /// is as long as its longest child; lines are `spacing` apart.
    mutating func lazyGrid(_ s: Int32, _ p: Proposal, rowsAsTracks h: Bool, placing: Bool) -> WireSize {
        let i = Int(s)
        // Across the tracks: width for a vertical grid, height for a horizontal one.
        let across = p.along(!h)
        let tracks = Self.resolveTracks(params[i].rare.gridItems, available: across)
        let kids = childLists[i]
        let lineGap = params[i].spacing.isNaN ? Self.defaultGridSpacing : params[i].spacing
        var acrossTotal = 0.0
        for (k, t) in tracks.enumerated() { acrossTotal += t.length + (k + 1 < tracks.count ? t.gap : 0) }
        if kids.isEmpty { return .stack(!h, main: acrossTotal, cross: 0) }

        func proposal(_ t: GridTrack) -> Proposal { .stack(!h, main: t.length, cross: .nan) }
        let n = tracks.count
        let lines = (kids.count + n - 1) / n
        var lineLengths = [Double](repeating: 0, count: lines)
        for (k, c) in kids.enumerated() {
            let cs = size(c, proposal(tracks[k % n]))
            lineLengths[k / n] = max(lineLengths[k / n], cs.along(h))
        }
        let along = lineLengths.reduce(0, +) + lineGap * Double(lines - 1)
        if placing {
            var trackStart = [Double](repeating: 0, count: n)
            for k in 1..<max(n, 1) { trackStart[k] = trackStart[k - 1] + tracks[k - 1].length + tracks[k - 1].gap }
            var lineStart = 0.0
            for line in 0..<lines {
                for t in 0..<n {
                    let k = line * n + t
                    if k >= kids.count { break }
                    let c = kids[k], q = proposal(tracks[t])
                    let cs = size(c, q)
                    let a = tracks[t].alignment
                    let dx = ((h ? lineLengths[line] : tracks[t].length) - cs.width) * a.horizontalFraction
                    let dy = ((h ? tracks[t].length : lineLengths[line]) - cs.height) * a.verticalFraction
                    if h { put(c, at: lineStart + dx, trackStart[t] + dy, q) }
                    else { put(c, at: trackStart[t] + dx, lineStart + dy, q) }
                }
                lineStart += lineLengths[line] + lineGap
            }
        }
        return .stack(!h, main: acrossTotal, cross: along)
    }

    /// The most tracks one adaptive item makes: a bound for a proposal wide enough to
    /// hold millions, far more than any screen shows.
    static let maximumAdaptiveTracks = 1_000

    /// The tracks `items` make in `available` points across (nan: unspecified, each
    /// item at its least length). Fixed items take their length; flexible and adaptive
    /// items share what is left after fixed items and gaps, each clamped to its
    /// minimum…maximum (a clamped item takes its bound and the others share again); an
    /// adaptive item then holds as many tracks of at least its minimum as fit in its share.
    static func resolveTracks(_ items: [WireGridItem], available proposed: Double) -> [GridTrack] {
        // An unbounded proposal (a stack probing how far the grid grows) is unspecified:
        // infinitely many adaptive tracks is no answer.
        let available = proposed.isFinite ? proposed : .nan
        let items = items.isEmpty
            ? [WireGridItem(size: .flexible, minimum: 10, maximum: .infinity, spacing: defaultGridSpacing, alignment: .center)]
            : items
        var share = [Double](repeating: .nan, count: items.count)
        for (k, item) in items.enumerated() where item.size == .fixed || available.isNaN {
            share[k] = item.minimum
        }
        if !available.isNaN {
            var rest = available
            for (k, item) in items.enumerated() {
                if item.size == .fixed { rest -= item.minimum }
                if k + 1 < items.count { rest -= item.spacing }
            }
            // Share among the open items, fixing those whose share their bounds clamp.
            var open = items.indices.filter { share[$0].isNaN }
            while !open.isEmpty {
                let each = max(rest, 0) / Double(open.count)
                // An adaptive item's bounds are its tracks': its share holds as many as fit,
                // so only its minimum (one track) bounds the share.
                func upper(_ k: Int) -> Double { items[k].size == .adaptive ? .infinity : items[k].maximum }
                let clamped = open.filter { each < items[$0].minimum || each > upper($0) }
                if clamped.isEmpty {
                    for k in open { share[k] = each }
                    break
                }
                for k in clamped {
                    share[k] = min(max(each, items[k].minimum), upper(k))
                    rest -= share[k]
                }
                open.removeAll { clamped.contains($0) }
            }
        }
        var tracks: [GridTrack] = []
        for (k, item) in items.enumerated() {
            let gap = k + 1 < items.count ? item.spacing : 0
            guard item.size == .adaptive, !available.isNaN else {
                tracks.append(GridTrack(length: share[k], alignment: item.alignment, gap: gap))
                continue
            }
            let lo = max(item.minimum, 1)
            let count = Int(flooring: (share[k] + item.spacing) / (lo + item.spacing), in: 1 ... Self.maximumAdaptiveTracks)
            let length = min((share[k] - item.spacing * Double(count - 1)) / Double(count), item.maximum)
            for t in 0..<count {
                tracks.append(GridTrack(length: max(length, 0), alignment: item.alignment,
                                        gap: t + 1 < count ? item.spacing : gap))
            }
        }
        return tracks
    }
}
