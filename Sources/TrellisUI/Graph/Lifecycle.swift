import TrellisProtocol

/// The daemon's lifecycle reports (S17, S18, S21): `onAppear`/`onDisappear` actions and
/// `task`s run in the order the daemon reports what appears and disappears; a task
/// cancelled by an update is counted until it returns; after a resync (S29) views the new
/// daemon does not show disappear once its first frame is complete.
@MainActor
final class Lifecycle {
    /// The graph whose identities these are; set by it when it is made.
    unowned(unsafe) var graph: ViewGraph!
    /// Render ids the lifecycle reports can matter for: the first render root of every
    /// `onAppear`/`onDisappear`/`task` node (the id its actions are attached to, see
    /// `forEachAttached`). The daemon reports every node that appears or disappears —
    /// 80,000 ids when a 10,000-row list is created or cleared — and looking each one's
    /// identity up touched 80,000 cold nodes for nothing when no row has such a modifier.
    /// Set when such a node's roots are computed; a stale entry (its content moved to
    /// another id) only costs that lookup; cleared when the id is forgotten.
    var ids = NodeTable<Bool>()
    /// After a resync (S29): the views that were appeared, and those of them the new daemon
    /// reported again; the rest disappear at the end of its first frame.
    private var resyncAppeared: [GraphNode]?
    private var resyncSeen: Set<ObjectIdentifier> = []
    /// Cancelled `task`s that have not returned yet (see `cancelTask`).
    private(set) var tasksWindingDown = 0

    /// Puts a lifecycle node's first render root in `ids` (its roots were just computed).
    @inline(__always) func noteRoot(of node: GraphNode) {
        if let e = node.extra, e.observesLifecycle, let id = node.roots.first { ids[id] = true }
    }

    /// Calls `body` with each identity attached to render node `id`: its owner and the
    /// modifier ancestors whose first render root is `id` (innermost first). No array:
    /// lifecycle batches name tens of thousands of ids.
    func forEachAttached(to id: NodeID, _ body: (GraphNode) -> Void) {
        guard var n = graph.renderOwner[id] else { return }
        body(n)
        while let p = n.parent, p.renderID == nil || p.renderID == id, p.roots.first == id {
            body(p)
            n = p
        }
    }

    /// Runs onAppear actions and starts tasks, in the order the daemon reported (S17).
    func appeared(_ ids: [NodeID]) {
        for id in ids where self.ids[id] != nil {
            forEachAttached(to: id) { n in
                if resyncAppeared != nil { resyncSeen.insert(ObjectIdentifier(n)) }
                // Already appeared: a daemon that was restarted reports the re-sent tree
                // as appearing; for the app those views never went away (S29).
                guard let e = n.extra, !e.isAppeared else { return }
                e.isAppeared = true
                for a in e.appearActions { a() }
                if e.taskAction != nil, e.task == nil, n.isAlive { startTask(n) }
            }
        }
    }

    /// Runs onDisappear actions and cancels tasks (S18, S21).
    func disappeared(_ ids: [NodeID]) {
        for id in ids where self.ids[id] != nil {
            forEachAttached(to: id) { disappear($0) }
        }
    }

    private func disappear(_ n: GraphNode) {
        guard let e = n.extra else { return }
        e.isAppeared = false
        for a in e.disappearActions { a() }
        cancelTask(e)
    }

    /// Every appeared view disappears (its onDisappear actions run, its task is cancelled),
    /// children before parents' later siblings, in tree order: an `ImageRenderer`'s content
    /// when its image is made, whose session ends without a frame that removes it.
    func disappearAll() {
        var stack = graph.root.map { [$0] } ?? []
        while let n = stack.popLast() {
            if n.extra?.isAppeared == true { disappear(n) }
            stack.append(contentsOf: n.children.reversed())
        }
    }

    /// A resync is about to be sent (S29): remembers which views are appeared now.
    func beginResync() {
        var appeared: [GraphNode] = []
        var stack = graph.root.map { [$0] } ?? []
        while let n = stack.popLast() {
            if n.extra?.isAppeared == true { appeared.append(n) }
            stack.append(contentsOf: n.children.reversed())   // pre-order: tree order
        }
        resyncAppeared = appeared
        resyncSeen = []
    }

    /// The new daemon's first frame is complete: views it did not report as appeared (it
    /// shows less, e.g. a smaller window) disappear now, as they would have on a resize.
    func finishResync() {
        guard let appeared = resyncAppeared else { return }
        resyncAppeared = nil
        for n in appeared where n.isAlive && n.extra?.isAppeared == true && !resyncSeen.contains(ObjectIdentifier(n)) {
            disappear(n)
        }
        resyncSeen = []
    }

    func startTask(_ node: GraphNode) {
        guard let e = node.extra, let action = e.taskAction else { return }
        e.task = Task { @MainActor in await action() }
    }

    /// Cancels `e`'s task (S21: id change, disappearance, teardown) and counts it as
    /// winding down until it returns, so a test host can let its cancellation handling
    /// (a `catch` after an interrupted sleep) run before it calls the app settled.
    func cancelTask(_ e: NodeExtra) {
        guard let t = e.task else { return }
        e.task = nil
        t.cancel()
        tasksWindingDown += 1
        Task { @MainActor [link = graph.link] in
            await t.value
            link.graph?.lifecycle.tasksWindingDown -= 1
        }
    }
}
