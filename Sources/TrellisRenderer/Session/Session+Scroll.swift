// Scrolling: wheel/trackpad input moves a scroll node's content offset in the daemon,
// is reported to the client as `inputScroll`, and re-evaluates which lazy rows show (S19).
import TrellisProtocol

extension Session {
    /// Scrolls the innermost scroll view under `p` that can still move in the requested
    /// direction (an inner view at its edge, or scrolling across its axis, hands the
    /// movement to the enclosing one, as nested scroll views do on every platform).
    ///
    /// When something moved: `inputScroll(id, dx, dy)` with the movement actually applied
    /// (so a client can keep the offset by summing them), then — as after a resize — a
    /// redraw with `disappeared`/`appeared` for lazy rows leaving/entering the visible
    /// range, `geometry` for reporters that moved, `needRows` when rows are missing, and
    /// `frameDone`. Nothing is sent when no scroll view under the point can move.
    /// Offsets are daemon state: they survive commits and are clamped after every layout.
    func scroll(at p: WirePoint, dx: Double, dy: Double) {
        guard clock.serial > 0, dx.isFinite, dy.isFinite else { return }
        for id in tree.scrollNodes(containing: p).reversed() {
            let applied = tree.scroll(id, dx: dx, dy: dy)
            guard applied.x != 0 || applied.y != 0 else { continue }
            send(.inputScroll(id: id, dx: applied.x, dy: applied.y))
            noteUserScroll(id, applied: applied)   // a snapping view's gesture (Session+ScrollSnap.swift)
            reports.structureChanged = true   // the visible rows may differ
            _ = layoutAndDraw()       // layout is clean: only drawing happens
            reportFrame(destroyed: NodeIDSet())
            if snapsAtOnce { stepScrollSnap(now: clock.now + FrameClock.horizon) }
            return
        }
    }

    /// Carries out the `scrollTo` requests of the commits this frame shows, in order,
    /// after layout: each moves the innermost scroll ancestor of its node (the rule in
    /// trellis.idl) and queues the `inputScroll` that reports the movement.
    func carryOutScrollRequests() {
        let requests = afterLayout.scrolls
        afterLayout.scrolls.removeAll()
        for (id, anchor) in requests {
            guard let target = tree.frame(of: id) else { continue }
            var n = tree.parent(of: id)
            while let p = n, tree.kind(of: p) != .scroll { n = tree.parent(of: p) }
            guard let scroll = n, let view = tree.frame(of: scroll) else { continue }
            let horizontal = { if case .axis(.horizontal)? = tree.property(.axis, of: scroll) { true } else { false } }()
            let t0 = horizontal ? target.x : target.y, tLength = horizontal ? target.width : target.height
            let v0 = horizontal ? view.x : view.y, vLength = horizontal ? view.width : view.height
            var delta = 0.0
            if let a = anchor {
                let unit = horizontal ? a.x : a.y
                delta = (t0 + unit * tLength) - (v0 + unit * vLength)
            } else if t0 < v0 {
                delta = t0 - v0
            } else if t0 + tLength > v0 + vLength {
                delta = min(t0 + tLength - (v0 + vLength), t0 - v0)
            }
            guard delta != 0, delta.isFinite else { continue }
            scrollSnap.cancel(scroll)   // the app's scroll wins over a gesture's snap (Session+ScrollSnap.swift)
            let applied = tree.scroll(scroll, dx: horizontal ? delta : 0, dy: horizontal ? 0 : delta)
            guard applied.x != 0 || applied.y != 0 else { continue }
            afterLayout.scrollEvents.append(.inputScroll(id: scroll, dx: applied.x, dy: applied.y))
            reports.structureChanged = true   // the visible rows may differ
        }
    }
}
