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
        for id in capacityNodesTouched.sorted() {
            guard let kind = mirror.kind(of: id), let cap = kind.childCapacity else { continue }
            let n = mirror.childCount(of: id)
            if n > cap {
                throw SessionFailure(.invalidTree, cap == 0
                    ? "\(kind) node \(id) has \(n) children at commit; it cannot have children"
                    : "\(kind) node \(id) has \(n) children at commit; it may have at most \(cap)")
            }
        }
        capacityNodesTouched.removeAll(keepingCapacity: true)
        for id in pairNodesTouched.sorted() {
            // Destroyed since, or the id was reused for another kind in this transaction.
            guard let kind = mirror.kind(of: id), kind == .background || kind == .overlay else { continue }
            let n = mirror.childCount(of: id)
            guard n == 2 else {
                throw SessionFailure(.invalidTree,
                    "\(kind) node \(id) has \(n) children at commit; it needs exactly 2 [primary, secondary]")
            }
        }
        // maxSessionBytes counts the tree as it holds its nodes (64 bytes per node plus
        // each property's encoded size, NodeStore), checked on the tree the transaction
        // leaves. A bound first — the tree now (with what was built early) plus what the
        // staged creates and updates add, nothing given back — settles nearly every commit
        // before anything is applied; only above the limit is the exact figure taken after
        // applying, with the earlier commits shown first so that a failure shows nothing
        // of this one.
        let exact = tree.heldBytes + stagedHeldBound > limits.maxSessionBytes
        if exact { flushFrame() }
        tree.reserveCapacity(forNewNodes: stagedCreates)
        var destroyed = frameDestroyed
        frameDestroyed = NodeIDSet()
        staged.drain { op in
            if currentAnimation != nil || op.isSetAnimation { noteAnimation(op) }   // Session+Animation.swift
            apply(op, destroyed: &destroyed)
        }
        frameDestroyed = destroyed
        if exact && tree.heldBytes > limits.maxSessionBytes {
            frameDestroyed = NodeIDSet()
            throw SessionFailure(.limitExceeded,
                "the session would hold \(tree.heldBytes) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
        }
        currentAnimation = nil   // an animation scope ends with its transaction
        stagedBytes = 0
        stagedHeldBound = 0
        stagedCreates = 0
        transactionOps = 0
        transactionAnimates = false
        if !destroyedBeforeApplied.isEmpty { destroyedBeforeApplied.removeAll(keepingCapacity: true) }
        mirror.endTransaction()
        pairNodesTouched.removeAll(keepingCapacity: true)
        openTransaction = nil
        // Drawn with the next frame: every transaction that arrives before it (in the
        // same read, up to the turn's budget) is shown by that one frame.
        framePending.append(txn)
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
        guard !framePending.isEmpty else { return }
        if !force && frameSerial &- lastAcked >= UInt64(limits.maxUnackedFrames) { return }
        // The frame clock: within a frame interval of the last frame, the commits wait for
        // the next tick (the compositor's `tick`), which draws them all in one frame.
        if !force, let interval = frameInterval, clockNow - lastPresented < interval * 0.9 { return }
        let txns = framePending
        framePending.removeAll(keepingCapacity: true)
        let destroyed = frameDestroyed
        frameDestroyed = NodeIDSet()
        let (layoutMicros, drawMicros) = layoutAndDraw()
        if frameInterval != nil { lastPresented = clockNow }
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
        let clock = ContinuousClock()
        let t0 = clock.now
        let placements = tree.statistics.placements
        framePhase.during(.layout) { tree.layout(surface: surfaceSize) }
        // A lazy stack's rows may move in or out of view whenever anything was re-placed
        // (a row grew, content shrank under a scrolled view): re-check participation then.
        // A commit that re-placed nothing (colours, opacity) still skips the O(nodes) diff.
        if tree.clampScrollOffsets() { structureChanged = true }
        if !lazyStacks.isEmpty && tree.statistics.placements != placements { structureChanged = true }
        if tree.takeShownChildChanged() { structureChanged = true }
        if !customLayouts.isEmpty && tree.statistics.placements != placements { customLayouts.stale = true }
        if !scrollRequests.isEmpty { carryOutScrollRequests() }   // Session+Scroll.swift
        let t1 = clock.now
        frameSerial += 1
        if !focusRequests.isEmpty { carryOutFocusRequests() }   // Session+Editing.swift
        var frame = presentedFrame(model: tree.committedFrame(serial: frameSerial))   // Session+Animation.swift
        if editor != nil || lastFrame?.editing != nil { decorateEditing(&frame) }
        if let old = lastFrame { tree.deferFree(old) }
        lastFrame = frame
        framePhase.during(.draw) { backend.draw(frame, surface: surface) }
        let t2 = clock.now
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
        if structureChanged || !destroyed.isEmpty {
            structureChanged = false
            geometryOrderStale = true
            let (gone, new) = lifecycle.advance(to: tree.participatingNodes(), recreated: destroyed)
            if let f = focused, !lifecycle.isVisible(f) { focused = nil }
            // A presentation (layer) covers the window: focus under it is dropped, as a
            // sheet takes the keyboard in SwiftUI.
            if let f = focused, let top = tree.layers.last, f != top, !tree.isAncestor(top, of: f) { focused = nil }
            if !gone.isEmpty { send(.disappeared(ids: gone)) }
            if !new.isEmpty { send(.appeared(ids: new)) }
        }
        if geometryOrderStale {
            geometryOrderStale = false
            geometryOrder = geometryNodes.isEmpty ? [] : lifecycle.order.filter(geometryNodes.contains)
        }
        // `geometry` events go only to clients that asked for them (README, Capabilities).
        for id in geometryOrder where capabilities.contains(.geometry) {
            guard let frame = tree.frame(of: id), reportedFrames[id] != frame else { continue }
            reportedFrames[id] = frame
            send(.geometry(id: id, frame: frame))
        }
        if !customLayouts.isEmpty { for e in customLayouts.events(tree: tree) { send(e) } }
        // A virtual clock no client drives jumps ahead to finish animations at once
        // (presentedFrame); it still reads 0 to the client until advanceClock (trellis.idl).
        let presented = realClock != nil || clockDriven ? clockNow : 0
        send(.frameDone(serial: frameSerial, presentedMicros: UInt64(max(0, presented * 1e6))))
        // A dragged node that left layout ends its drag, after the frame's group.
        if let d = activeDrag, destroyed.contains(d.node) || !lifecycle.isVisible(d.node) { endDrag() }
        requestMissingRows()   // Session+LazyRows.swift
    }

    /// Applies node op `op` to the render tree, with the session's bookkeeping; the ids
    /// it destroys go into `destroyed`.
    func apply(_ op: ClientMessage, destroyed: inout NodeIDSet) {
        switch op {
        case .create(let id, let kind, let props):
            tree.create(id, kind: kind, props: props)
            if kind == .lazyVStack || kind == .lazyHStack { lazyStacks.insert(id) }
            customLayouts.created(id, kind: kind)
            noteGeometry(id, kind: kind, props: props)
        case .update(let id, let props):
            tree.update(id, props: props)
            if let kind = tree.kind(of: id) { noteGeometry(id, kind: kind, props: props) }
            if !customLayouts.isEmpty { customLayouts.updated(id) }
        case .reset(let id, let tags):
            tree.reset(id, tags: tags)
            if !customLayouts.isEmpty { customLayouts.updated(id) }
            if tags.contains(.reportsGeometry), tree.kind(of: id) != .geometry {
                if geometryNodes.remove(id) != nil { geometryOrderStale = true }
                reportedFrames[id] = nil
            }
        case .insert(let parent, let child, let index):
            tree.insert(child, into: parent, at: Int(index))
        case .move(let parent, let child, let index):
            tree.move(child, in: parent, to: Int(index))
        case .remove(let parent, let child):
            tree.remove(child, from: parent)
        case .destroy(let id):
            let goneIDs = tree.destroy(id)
            tree.forgetScrollOffsets(of: goneIDs)
            // Each of these is usually empty: skip their hashing (a 10,000-row clear
            // destroys 80,000 nodes).
            let watched = !lazyStacks.isEmpty || !geometryNodes.isEmpty || !reportedFrames.isEmpty || !customLayouts.isEmpty
            for gone in goneIDs {
                destroyed.insert(gone)
                guard watched else { continue }
                if !customLayouts.isEmpty { customLayouts.forget(gone) }
                if !lazyStacks.isEmpty { lazyStacks.remove(gone); requestedRows[gone] = nil }
                geometryNodes.remove(gone)
                reportedFrames[gone] = nil
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

    /// Tracks which nodes report their frame: the geometry kind always, others while
    /// `reportsGeometry(true)` is set.
    private func noteGeometry(_ id: NodeID, kind: NodeKind, props: [Property]) {
        if kind == .geometry, geometryNodes.insert(id).inserted { geometryOrderStale = true }
        for case .reportsGeometry(let on) in props where kind != .geometry {
            if on {
                if geometryNodes.insert(id).inserted { geometryOrderStale = true }
            } else {
                if geometryNodes.remove(id) != nil { geometryOrderStale = true }
                reportedFrames[id] = nil
            }
        }
    }
}

func micros(_ d: Duration) -> UInt32 {
    let (s, atto) = d.components
    let us = Double(s) * 1e6 + Double(atto) / 1e12
    return UInt32(clamping: Int(us.rounded()))
}
