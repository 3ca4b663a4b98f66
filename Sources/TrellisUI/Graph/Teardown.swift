import Dispatch
import TrellisProtocol

/// Everything that happens to identities after they leave the tree: the walk over a
/// removed subtree (deferred until its transaction is sent), the graveyard that keeps
/// destroyed identities until the daemon reported their disappearance (S18), and the
/// release of their memory in slices on later main-queue turns.
///
/// Order of a removal: reconcile drops a subtree → its destroy ops go out with the
/// transaction → `walk` marks its identities dead, cancels their tasks and subscriptions
/// (`GraphNode.teardownRecursive`) → the graveyard keeps them until the frame showing the
/// transaction is done → `forget` unmaps their render ids and frees them, a slice at a time.
@MainActor
final class Teardown {
    /// The graph whose identities these are; it owns this.
    unowned(unsafe) var graph: ViewGraph!


    /// Render ids destroyed in the transaction being built. A deferred walk tells them
    /// from detached ones; cleared after the walk.
    var destroyed: Set<NodeID> = []

    // MARK: deferred walks: a removed subtree's destroy ops go out at once, the walk over
    // its identities (marking them dead, cancelling tasks and subscriptions, freeing
    // state) after the transaction is sent, while the daemon applies it. A cleared
    // 10,000-row list is ~100,000 identities: ~20 ms that no longer delay its commit.

    /// Roots of removed subtrees whose walk was deferred, oldest first; those from
    /// `queueHead` on are not walked yet. Each has `aliveFlag` cleared, so its identities
    /// already count as dead (`GraphNode.isAlive`). A head index, so walking the front in
    /// slices shifts nothing (a cleared 10,000-row list: 10,000 roots).
    private var queue: [GraphNode] = []
    private var queueHead = 0
    /// Removed subtrees not walked yet.
    var pendingCount: Int { queue.count - queueHead }
    var hasPending: Bool { queueHead < queue.count }

    /// Whether a removed subtree's walk may wait until the transaction is sent: not while
    /// a presentation is shown (its layer is destroyed by the walk, in this transaction)
    /// or a preference is observed (a removed writer changes it in this transaction).
    var canDefer: Bool { graph.layers.isEmpty && !graph.preferences.isObserved }

    func deferWalk(_ node: GraphNode) { queue.append(node) }

    /// Walks the subtrees whose teardown was deferred. Outside an update (after the
    /// transaction went out), a render node the walk destroys — one no removed root
    /// contained, such as a detached node kept for reuse — goes in the next transaction.
    func finish() { _ = walk(limit: .max) }

    /// Walks up to `limit` of the subtrees whose teardown was deferred, oldest first;
    /// returns whether any are left. The host walks a large removal (a cleared list) in
    /// slices between main-queue turns, so the daemon's answer to the transaction that
    /// removed it is handled as soon as it arrives (`ViewHost.flush`).
    func walk(limit: Int) -> Bool {
        guard hasPending else { return false }
        let inUpdate = ViewGraph.updating === graph
        // Outside an update the walk's ops start no streamed part: they wait for the next
        // transaction whole.
        let writer = graph.writer
        let sink = writer.partSink
        if !inUpdate { writer.partSink = nil }
        defer { writer.partSink = sink }
        let end = queueHead + min(limit, pendingCount)
        while queueHead < end {
            queue[queueHead].teardownRecursive()
            queueHead += 1
        }
        guard !hasPending else { return true }
        queue.removeAll(keepingCapacity: queue.count <= 4096)
        queueHead = 0
        if !inUpdate { destroyed.removeAll(keepingCapacity: true) }
        return false
    }

    /// The transaction went out: the ids it destroyed are forgotten unless a deferred
    /// walk still needs them.
    func transactionSent() {
        if !hasPending { destroyed.removeAll(keepingCapacity: true) }
    }

    // MARK: the graveyard keeps destroyed identities until the daemon reported their
    // disappearance, so their onDisappear actions can still run (S18).

    private var graveyard: [(txn: UInt64, node: GraphNode)] = []
    /// The highest transaction the daemon reported committed.
    private var lastCommitted: UInt64 = 0

    /// Bounded by transactions, not nodes: clearing a 10,000-row list buries 10,000
    /// rows at once and every one must still get its onDisappear. Only entries the daemon
    /// has not committed for `graveyardTransactions` later transactions (a daemon that
    /// stopped answering) are forgotten without their disappearance.
    func bury(_ node: GraphNode) {
        let txn = graph.writer.txn
        graveyard.append((txn + 1, node))
        guard let oldest = graveyard.first?.txn, oldest + Self.graveyardTransactions < txn + 1 else { return }
        let limit = txn + 1 - Self.graveyardTransactions
        let stale = graveyard.prefix { $0.txn < limit }
        graveyard.removeFirst(stale.count)
        finish()   // forgetting unlinks parents, which `isAlive` walks
        for g in stale { forget(g.node) }
    }

    static let graveyardTransactions: UInt64 = 64

    /// Nothing is released here: one frame may show several transactions, and their
    /// disappearances follow the last `committed` of the frame.
    func committed(_ t: UInt64) {
        lastCommitted = max(lastCommitted, t)
    }

    /// The frame showing the committed transactions is done: their disappearances were
    /// reported (they come before `frameDone`), so what they buried can go now.
    func frameDone() { release(before: lastCommitted + 1) }

    private func release(before t: UInt64) {
        guard let first = graveyard.first, first.txn < t else { return }
        // Moved straight into the release queue: no slice of the graveyard is kept while
        // it shrinks (that made `removeFirst` copy what was left, retaining every entry).
        let k = graveyard.firstIndex { $0.txn >= t } ?? graveyard.count
        releasing.reserveCapacity(releasing.count + k)
        for i in 0..<k { releasing.append(graveyard[i].node) }
        if k == graveyard.count { graveyard = [] } else { graveyard.removeFirst(k) }
        scheduleReleaseSlice()
    }

    // MARK: deferred release: forgetting and freeing a cleared 10,000-row list's
    // identities takes tens of ms; done in slices on later main-queue turns, it never
    // delays the interaction that cleared it (like an autorelease pool drained between
    // events). Until its slice runs, a released identity's render ids still map to it:
    // harmless, because ids are never reused, the daemon reports nothing more about a
    // destroyed node, and event handlers check `isAlive`.

    /// Subtrees waiting to be freed, oldest first; `releasing[..<releasingHead]` are done
    /// (nil), so a slice frees from the front without shifting the rest.
    private var releasing: [GraphNode?] = []
    private var releasingHead = 0
    /// Buried subtrees waiting to be freed.
    var pendingReleaseCount: Int { releasing.count - releasingHead }
    /// Identities the slices of the current batch freed so far (whole subtrees, counted as they go).
    private var releasingIdentities = 0
    private var releaseScheduled = false
    static let releaseSlice = 32
    static let releaseDelay = DispatchTimeInterval.milliseconds(2)

    /// The first slice of a batch waits `releaseDelay`: the batch comes with the end of an
    /// interaction (its `frameDone`), and what the app does next — settling, the next
    /// input — goes first. Later slices follow turn by turn.
    private func scheduleReleaseSlice(continuing: Bool = false) {
        guard !releaseScheduled, pendingReleaseCount > 0 else { return }
        releaseScheduled = true
        let slice: @Sendable () -> Void = { [link = graph.link] in
            MainActor.assumeIsolated {
                guard let self = link.graph?.teardown else { return }
                self.releaseScheduled = false
                // About half a millisecond per turn, so an event that arrives meanwhile
                // (the next tap, a sync's answer) waits for one short slice at most.
                let deadline = ContinuousClock.now + .microseconds(500)
                repeat {
                    self.releaseSlice(min(Self.releaseSlice, self.pendingReleaseCount))
                } while self.pendingReleaseCount > 0 && ContinuousClock.now < deadline
                if self.pendingReleaseCount == 0 {
                    // Counted in identities (whole subtrees), not in the buried roots.
                    HeapTrim.released(self.releasingIdentities, batchDone: true)
                    self.releasingIdentities = 0
                }
                self.scheduleReleaseSlice(continuing: true)
            }
        }
        if continuing {
            DispatchQueue.main.async(execute: slice)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.releaseDelay, execute: slice)
        }
    }

    /// Forgets, then frees, the `n` subtrees buried first. Oldest first and forgetting
    /// first: a `parent` link is unowned, and a subtree buried before its former parent
    /// (a row removed, then its list) must be forgotten before that parent can be freed.
    private func releaseSlice(_ n: Int) {
        finish()   // forgetting unlinks parents, which `isAlive` walks
        let end = releasingHead + n
        while releasingHead < end {
            if let node = releasing[releasingHead] { releasingIdentities += forget(node) }
            releasing[releasingHead] = nil   // freed here, unless something else holds it
            releasingHead += 1
        }
        if releasingHead == releasing.count {
            releasing.removeAll(keepingCapacity: releasing.count <= 4096)
            releasingHead = 0
        }
    }

    /// Frees every identity waiting for release now (tests that check memory).
    func releaseAll() { releaseSlice(pendingReleaseCount) }

    /// Drops `node`'s subtree from the id tables; returns how many identities it held.
    @discardableResult
    private func forget(_ node: GraphNode) -> Int { Self.forget(node, in: graph) }

    /// `forget`, with the graph loaded once: read through `graph` (an unowned reference) at
    /// each of a 10,000-row list's 90,000 identities, every table access retained and
    /// released it (measured: a fifth of the app's reference counting in `bench jsfb`).
    private static func forget(_ node: GraphNode, in graph: ViewGraph) -> Int {
        node.forEachOwnedRenderID { id in
            guard graph.renderOwner.read(id, { $0 === node }) == true else { return }   // no retain
            graph.renderOwner[id] = nil
            graph.renderParent[id] = nil
            graph.lifecycle.ids[id] = nil
        }
        node.parent = nil   // an unowned(unsafe) link: never left pointing at a freed parent
        var count = 1
        for c in node.children { count += forget(c, in: graph) }
        return count
    }
}
