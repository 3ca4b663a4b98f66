// Commit: apply the staged transaction, lay out, draw, report (S17, S18, S24).
import TrellisProtocol

extension Session {
    /// Applies the staged transaction `txn` atomically and reports the result.
    ///
    /// Order of events (CONTRACT): `committed`, `disappeared`?, `appeared`?, `geometry`*, `layoutMeasured`*,
    /// `frameDone`. Nothing staged reaches the render tree before this point, and what was
    /// built early (fresh trees, `stage`) is detached until a staged op attaches it here,
    /// so a half-received transaction is never laid out or drawn (S24).
    func commit(_ txn: UInt64) throws(SessionFailure) {
        stats.commits += 1
        // Garbage nobody gave idle time to free (`reclaimMemory`) is freed before it grows
        // past about one large transaction's worth.
        if pendingFrees > maxPendingFrees { _ = reclaimMemory(limit: .max) }
        applyFreshOps()
        try staging.checkChildCounts()
        // maxSessionBytes counts the tree as it holds its nodes (64 bytes per node plus
        // each property's encoded size, NodeStore), checked on the tree the transaction
        // leaves. A bound first — the tree now (with what was built early) plus what the
        // staged creates and updates add, nothing given back — settles nearly every commit
        // before anything is applied; only above the limit is the exact figure taken after
        // applying, with the earlier commits shown first so that a failure shows nothing
        // of this one.
        let exact = tree.heldBytes + staging.heldBound > limits.maxSessionBytes
        if exact { flushFrame() }
        tree.reserveCapacity(forNewNodes: staging.creates)
        var destroyed = clock.destroyed
        clock.destroyed = NodeIDSet()
        staging.ops.drain { op in
            if currentAnimation != nil || op.isSetAnimation { noteAnimation(op) }   // Session+Animation.swift
            apply(op, destroyed: &destroyed)
        }
        clock.destroyed = destroyed
        if exact && tree.heldBytes > limits.maxSessionBytes {
            clock.destroyed = NodeIDSet()
            throw SessionFailure(.limitExceeded,
                "the session would hold \(tree.heldBytes) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
        }
        currentAnimation = nil   // an animation scope ends with its transaction
        staging.endTransaction()
        // Drawn with the next frame: every transaction that arrives before it (in the
        // same read, up to the turn's budget) is shown by that one frame.
        clock.pending.append(txn)
    }

    /// Applies the queued ops on fresh trees to the render tree: at the end of each read's
    /// messages and before a commit. Batched rather than one by one as they are decoded so
    /// that the tree's allocations for a batch lie together in memory, apart from the
    /// decoder's: applied one by one, the two interleaved, and later walks of the whole
    /// tree (a swap's frame) ran 1.5× slower for the scattered memory.
    func applyFreshOps() {
        guard !staging.freshOps.isEmpty else { return }
        var destroyed = NodeIDSet()   // never shown, so nothing to report for them
        tree.changingDetachedNodes {
            for op in staging.freshOps { apply(op, destroyed: &destroyed) }
        }
        staging.freshOps.removeAll(keepingCapacity: true)
    }

    /// Lays out and draws once for every transaction committed since the last frame,
    /// then reports: `committed` for each of them in order (the frame's layout and draw
    /// times on the last, zeros on the ones before), the frame's lifecycle and geometry
    /// events, one `frameDone`. Called before any message that is not part of a
    /// transaction and at the end of every batch of input, so nothing a client asks after
    /// a commit (sync, snapshot, an injected tap) sees a tree that is not laid out.
    /// Unless `force`, the frame waits while `maxUnackedFrames` frames are unacknowledged
    /// (frame credit): the commits are applied, and drawn together after the next ack.
    func flushFrame(force: Bool = true) {
        guard clock.mayDraw(force: force, maxUnacked: limits.maxUnackedFrames) else { return }
        let (txns, destroyed) = clock.takePending()
        let (layoutMicros, drawMicros) = layoutAndDraw()
        if clock.interval != nil { clock.lastPresented = clock.now }
        for e in scrolledByRequest { send(e) }
        scrolledByRequest.removeAll()
        for t in txns.dropLast() { send(.committed(txn: t, layoutMicros: 0, drawMicros: 0)) }
        send(.committed(txn: txns.last!, layoutMicros: layoutMicros, drawMicros: drawMicros))
        reportFrame(destroyed: destroyed)
    }

    /// Frees up to `limit` payloads that commits let go of (DeferredFrees.swift); returns
    /// whether any remain.
    func reclaimMemory(limit: Int) -> Bool { tree.reclaim(limit: limit) }

    /// Payloads that commits let go of and `reclaimMemory` has not freed yet.
    var pendingFrees: Int { tree.pendingFrees }

    /// Lays out the surface and has the backend draw it; returns the two durations in µs.
    func layoutAndDraw() -> (UInt32, UInt32) {
        let stopwatch = ContinuousClock()
        let t0 = stopwatch.now
        let placements = tree.statistics.placements
        framePhase.during(.layout) { tree.layout(surface: surfaceSize) }
        // A lazy stack's rows may move in or out of view whenever anything was re-placed
        // (a row grew, content shrank under a scrolled view): re-check participation then.
        // A commit that re-placed nothing (colours, opacity) still skips the O(nodes) diff.
        let moved = tree.clampScrollOffsets()
        let shownChildChanged = tree.takeShownChildChanged()
        reports.laidOut(placed: tree.statistics.placements != placements, structureMoved: moved || shownChildChanged)
        if !scrollRequests.isEmpty { carryOutScrollRequests() }   // Session+Scroll.swift
        let t1 = stopwatch.now
        clock.serial += 1
        if !focusRequests.isEmpty { carryOutFocusRequests() }   // Session+Editing.swift
        var frame = presentedFrame(model: tree.committedFrame(serial: clock.serial))   // Session+Animation.swift
        if editor != nil || lastFrame?.editing != nil { decorateEditing(&frame) }
        if let old = lastFrame { tree.deferFree(old) }
        lastFrame = frame
        framePhase.during(.draw) { backend.draw(frame, surface: surface) }
        let t2 = stopwatch.now
        return (micros(t1 - t0), micros(t2 - t1))
    }

    /// Sends lifecycle, geometry and `frameDone` for the frame just drawn.
    ///
    /// Which nodes take part in layout changes only with the structure (insert, remove,
    /// move, destroy, setRoot, setLayers), so a commit of property updates alone skips the O(nodes)
    /// appear/disappear diff and walks only the geometry-reporting nodes: the cost of
    /// such a commit stays independent of the size of the tree.
    func reportFrame(destroyed: NodeIDSet) {
        if let f = focused, destroyed.contains(f) { focused = nil }
        if let (gone, new) = reports.lifecycleChanges(tree: tree, destroyed: destroyed) {
            if let f = focused, !reports.lifecycle.isVisible(f) { focused = nil }
            // A presentation (layer) covers the window: focus under it is dropped, as a
            // sheet takes the keyboard in SwiftUI.
            if let f = focused, let top = tree.layers.last, f != top, !tree.isAncestor(top, of: f) { focused = nil }
            if !gone.isEmpty { send(.disappeared(ids: gone)) }
            if !new.isEmpty { send(.appeared(ids: new)) }
        }
        reports.sendGeometry(tree: tree, geometry: capabilities.contains(.geometry)) { send($0) }
        send(.frameDone(serial: clock.serial, presentedMicros: clock.presentedMicros))
        // A dragged node that left layout ends its drag, after the frame's group.
        if let d = activeDrag, destroyed.contains(d.node) || !reports.lifecycle.isVisible(d.node) { endDrag() }
        // needRows only for clients that announced lazyRows.
        if capabilities.contains(.lazyRows) { reports.sendNeededRows(tree: tree) { send($0) } }
    }

    /// Applies node op `op` to the render tree, with the session's bookkeeping; the ids
    /// it destroys go into `destroyed`.
    func apply(_ op: ClientMessage, destroyed: inout NodeIDSet) {
        switch op {
        case .create(let id, let kind, let props):
            tree.create(id, kind: kind, props: props)
            reports.created(id, kind: kind, props: props)
        case .update(let id, let props):
            tree.update(id, props: props)
            reports.updated(id, kind: tree.kind(of: id), props: props)
        case .reset(let id, let tags):
            tree.reset(id, tags: tags)
            reports.reset(id, tags: tags, kind: tree.kind(of: id))
        case .insert(let parent, let child, let index):
            tree.insert(child, into: parent, at: Int(index))
        case .move(let parent, let child, let index):
            tree.move(child, in: parent, to: Int(index))
        case .remove(let parent, let child):
            tree.remove(child, from: parent)
        case .destroy(let id):
            let goneIDs = tree.destroy(id)
            tree.forgetScrollOffsets(of: goneIDs)
            let watched = reports.watchesDestroys
            for gone in goneIDs {
                destroyed.insert(gone)
                if watched { reports.destroyed(gone) }
            }
        case .setRoot(let id):
            tree.setRoot(id == 0 ? nil : id)
        case .setLayers(let ids):
            tree.setLayers(ids)
        case .setAnimation:
            break   // noted before applying (noteAnimation)
        case let .scrollTo(id, ax, ay, hasAnchor):
            scrollRequests.append((id, hasAnchor ? WirePoint(x: ax, y: ay) : nil))
        case .setFocus(let id):
            focusRequests.append(id)
        default:
            preconditionFailure("only node ops are staged")
        }
    }
}

func micros(_ d: Duration) -> UInt32 {
    let (s, atto) = d.components
    let us = Double(s) * 1e6 + Double(atto) / 1e12
    return UInt32(clamping: Int(us.rounded()))
}
