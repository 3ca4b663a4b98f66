// Scroll snapping in a session (protocol README §7, "Scroll snapping"): a user's scroll of
// a snapping scroll view starts a gesture; when it ends the content glides to its rest
// position on the frame clock, each step reported as `inputScroll`. Page Up / Page Down
// glide a page (or to the next rest position) the same way.
import TrellisProtocol

extension Session {
    /// A virtual clock no client drives never moves, so on it a gesture ends, and a glide
    /// arrives, as soon as it starts (as animations finish at once there).
    var snapsAtOnce: Bool { clock.realClock == nil && !clock.driven }

    /// The user moved scroll view `id` by `applied` (Session+Scroll.swift): a snapping one
    /// starts or extends its gesture.
    func noteUserScroll(_ id: NodeID, applied: WirePoint) {
        guard case .scrollSnap(let snap)? = tree.property(.scrollSnap, of: id), snap.mode != .none else { return }
        let horizontal = isHorizontalScroll(id)
        let offset = tree.scrollOffset(of: id)
        let delta = horizontal ? applied.x : applied.y
        scrollSnap.scrolled(id, offsetBefore: (horizontal ? offset.x : offset.y) - delta, delta: delta, now: clock.now)
    }

    /// Ends the gestures idle by `now`, choosing where each rests, and moves the glides to
    /// where they are at `now`; when something moved: `inputScroll` for each, then a frame
    /// (with its lifecycle and geometry reports and `frameDone`), as a user's scroll does.
    func stepScrollSnap(now: Double) {
        guard scrollSnap.isActive, clock.serial > 0 else { return }
        scrollSnap.forget { tree.kind(of: $0) != .scroll }
        for e in scrollSnap.takeEndedGestures(now: now) {
            guard let g = tree.scrollSnapGeometry(of: e.id) else { continue }
            let projected = g.offset + e.gesture.speed * ScrollSnap.projectionSeconds
            guard let rest = ScrollSnap.rest(candidates: g.candidates, start: e.gesture.start,
                                             projected: projected, limit: g.limit) else { continue }
            scrollSnap.glide(e.id, from: g.offset, to: rest, start: e.ended)
        }
        var moved = false
        for (id, target) in scrollSnap.advanceGlides(now: now) {
            let horizontal = isHorizontalScroll(id)
            let current = tree.scrollOffset(of: id)
            let d = target - (horizontal ? current.x : current.y)
            let applied = tree.scroll(id, dx: horizontal ? d : 0, dy: horizontal ? 0 : d)
            guard applied.x != 0 || applied.y != 0 else { continue }
            send(.inputScroll(id: id, dx: applied.x, dy: applied.y))
            moved = true
        }
        guard moved else { return }
        reports.structureChanged = true   // the visible rows may differ
        _ = layoutAndDraw()               // layout is clean: only drawing happens
        reportFrame(destroyed: NodeIDSet())
    }

    /// Page Up / Page Down with no text field focused: glides the innermost scroll view
    /// around the focused node (else the one under the pointer, else the first in the
    /// window) that can move that way, by its length — or, when it snaps, to its next rest
    /// position that way nearest to a length away. Returns whether one moves.
    func pageScroll(down: Bool) -> Bool {
        guard clock.serial > 0 else { return false }
        var candidates: [NodeID] = []
        var n = focused
        while let c = n {
            if tree.kind(of: c) == .scroll { candidates.append(c) }
            n = tree.parent(of: c)
        }
        if let p = pointer.hover.pointer { candidates += tree.scrollNodes(containing: p).reversed() }
        candidates += tree.laidOutNodes().filter { tree.kind(of: $0) == .scroll }
        for id in candidates {
            if case .scrollEnabled(false)? = tree.property(.scrollEnabled, of: id) { continue }
            guard let view = tree.frame(of: id) else { continue }
            let horizontal = isHorizontalScroll(id)
            let offset = tree.scrollOffset(of: id)
            let current = horizontal ? offset.x : offset.y
            let length = horizontal ? view.width : view.height
            let target: Double
            if let g = tree.scrollSnapGeometry(of: id) {
                let desired = current + (down ? length : -length)
                let ahead = g.candidates.filter { down ? $0 > current + 0.5 : $0 < current - 0.5 }
                guard let t = ahead.min(by: { abs($0 - desired) < abs($1 - desired) }) else { continue }
                target = t
            } else {
                // A page less a little, so a line of the last page stays in view (as browsers do).
                let limit = tree.maxScrollOffset(of: id)
                target = min(max(current + (down ? 0.875 : -0.875) * length, 0), limit)
                guard abs(target - current) > 0.5 else { continue }
            }
            scrollSnap.glide(id, from: current, to: target, start: clock.now)
            if snapsAtOnce { stepScrollSnap(now: clock.now + FrameClock.horizon) }
            return true
        }
        return false
    }

    private func isHorizontalScroll(_ id: NodeID) -> Bool {
        if case .axis(.horizontal)? = tree.property(.axis, of: id) { return true }
        return false
    }
}

extension RenderTree {
    /// How far scroll node `id`'s content may move along its axis (0 when it is not a
    /// laid-out scroll node).
    func maxScrollOffset(of id: NodeID) -> Double {
        guard let s = store.slotOf[id], store.kinds[Int(s)] == .scroll else { return 0 }
        return store.maxScrollOffset(s)
    }
}
