// Commit: apply the staged transaction to the render tree (S24); the next frame shows it
// (Session+Frame.swift).
import TrellisProtocol

extension Session {
    /// Applies the staged transaction `txn` atomically and reports the result.
    ///
    /// Order of events (CONTRACT): `committed`, `disappeared`?, `appeared`?, `geometry`*, `layoutMeasured`*,
    /// `frameDone`. Nothing staged reaches the render tree before this point, and what was
    /// built early (fresh trees, `stage`) is detached until a staged op attaches it here,
    /// so a half-received transaction is never laid out or drawn (S24).
    func commit(_ txn: UInt64) throws(SessionFailure) {
        inspection.stats.commits += 1
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
        tree.store.reserveCapacity(forNewNodes: staging.creates)
        var destroyed = clock.destroyed
        clock.destroyed = NodeIDSet()
        staging.ops.drain { op in
            if animation.current != nil || op.isSetAnimation { noteAnimation(op) }   // Session+Animation.swift
            apply(op, destroyed: &destroyed)
        }
        clock.destroyed = destroyed
        if exact && tree.heldBytes > limits.maxSessionBytes {
            clock.destroyed = NodeIDSet()
            throw SessionFailure(.limitExceeded,
                "the session would hold \(tree.heldBytes) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
        }
        animation.current = nil   // an animation scope ends with its transaction
        animation.samples = nil
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

    /// Frees up to `limit` payloads that commits let go of (DeferredFrees.swift); returns
    /// whether any remain.
    func reclaimMemory(limit: Int) -> Bool { tree.reclaim(limit: limit) }

    /// Payloads that commits let go of and `reclaimMemory` has not freed yet.
    var pendingFrees: Int { tree.store.deferredFrees.count }

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
        case .setAnimation, .setAnimationSamples:
            break   // noted before applying (noteAnimation)
        case let .scrollTo(id, ax, ay, hasAnchor):
            afterLayout.scrolls.append((id, hasAnchor ? WirePoint(x: ax, y: ay) : nil))
        case .setFocus(let id):
            afterLayout.focus.append(id)
        default:
            preconditionFailure("only node ops are staged")
        }
    }
}
