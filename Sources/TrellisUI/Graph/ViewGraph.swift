import Dispatch
import TrellisProtocol

/// The value tree of one window (SwiftUI's view graph, S2): owns every identity, the
/// dirty set, and the op buffer of the transaction being built.
///
/// Everything runs on the main actor. An update (`flush`) processes dirty identities
/// top-down, then emits one `begin … commit` transaction containing only what changed
/// (S16). The host decides when to flush: after each batch of daemon events, and on the
/// main queue after state changes made elsewhere (tasks, timers).
@MainActor
final class ViewGraph {
    var root: GraphNode?
    /// The ops of the transaction being built. While `partSink` is set (a host whose
    /// connection streams transactions), every `opsPartSize` ops go out at once, so the
    /// daemon validates a large transaction while the rest of it is still being built.
    /// (`didSet` without `oldValue`: appends stay in place.)
    var ops: [ClientMessage] = [] {
        didSet { if ops.count >= Self.opsPartSize, partSink != nil { sendPart() } }
    }
    static let opsPartSize = 4096
    /// Receives the leading parts of a streamed transaction; set by the host around
    /// `update()`.
    var partSink: (([ClientMessage]) -> Void)?
    /// Whether the transaction being built already sent its `begin` (through `partSink`).
    private var streamedBegin = false
    var txn: UInt64 = 0
    /// Invalidated identities; a node's `isDirty` says whether it is in here.
    private(set) var dirty = DirtyQueue()
    /// The identity being reconciled and the one whose body is running (dynamic
    /// properties read them to know who reads). Not retained: every identity sets them
    /// for its own reconcile and restores the previous value before returning, so they
    /// only ever point at an identity on the reconcile stack (alive), and are nil outside
    /// an update. Retained, the save and restore cost two retains and releases per
    /// identity visited.
    unowned(unsafe) var current: GraphNode?
    unowned(unsafe) var evaluatingBody: GraphNode?
    var renderOwner = NodeTable<GraphNode>()
    /// Focus: where the daemon last said it is (`focusChanged`), where this graph asked it
    /// to go and has not heard back (`setFocus`), and the focus targets bound to a
    /// `@FocusState` by render id.
    var daemonFocus: NodeID = 0
    /// The images defined on this connection (`defineImage`), re-sent by a resync.
    private(set) var definedImages: [UInt64: BitmapFile] = [:]

    /// Sends `file`'s bytes with the transaction being built, once per connection.
    func define(_ file: BitmapFile) {
        guard definedImages.updateValue(file, forKey: file.key) == nil else { return }
        ops.append(contentsOf: file.definitions)
    }

    /// The app fonts defined on this connection (`defineFont`), re-sent by a resync.
    private(set) var definedFonts: [UInt64: AppFontFile] = [:]

    /// Sends `file`'s bytes with the transaction being built, once per connection.
    func defineFont(_ file: AppFontFile) {
        guard definedFonts.updateValue(file, forKey: file.key) == nil else { return }
        ops.append(contentsOf: file.definitions)
    }

    /// Every defined image's and font's messages (a new daemon knows none of them).
    var imageDefinitions: [ClientMessage] {
        definedFonts.values.flatMap(\.definitions) + definedImages.values.flatMap(\.definitions)
    }
    var requestedFocus: NodeID?
    var focusTargets: [NodeID: GraphNode] = [:]
    /// Render ids the lifecycle reports can matter for: the first render root of every
    /// `onAppear`/`onDisappear`/`task` node (the id its actions are attached to, see
    /// `forEachAttached`). The daemon reports every node that appears or disappears —
    /// 80,000 ids when a 10,000-row list is created or cleared — and looking each one's
    /// identity up touched 80,000 cold nodes for nothing when no row has such a modifier.
    /// Set when such a node's roots are computed; a stale entry (its content moved to
    /// another id) only costs that lookup; cleared when the id is forgotten.
    var lifecycleIDs = NodeTable<Bool>()
    /// The daemon granted `lazyRows`: lazy stacks over a ForEach send a prefix of their
    /// rows and add more when the daemon asks with `needRows` (S19).
    /// Set from the hello (optimistic: the first transaction usually leaves before the
    /// welcome arrives) and corrected by the welcome.
    var lazyRows = false
    /// Lazy stacks that built only a prefix before the welcome (rebuilt in full if the
    /// daemon refuses lazyRows); not tracked once the welcome answered.
    var lazyContainers: Set<GraphNode> = []
    var lazyRowsAnswered = false
    var renderParent = NodeTable<NodeID>()
    var destroyed: Set<NodeID> = []
    var graveyard: [(txn: UInt64, node: GraphNode)] = []
    var preferencesDirty: Set<ObjectIdentifier> = []
    var preferenceObservers: [ObjectIdentifier: [GraphNode]] = [:]
    var afterUpdate: [() -> Void] = []
    var rootSlotID: NodeID?
    var rootStack: NodeID?
    var rootStackSent: [NodeID] = []
    /// The colour scheme (Environment/ColorSchemePreference.swift): the system's, the one
    /// the window's content prefers, and the backdrop painted behind the content when
    /// dark (a z-stack of a filled rectangle and the content) with the children sent to it.
    var systemColorScheme: ColorScheme = SystemAppearance.colorScheme
    var windowPreferredScheme: ColorScheme?
    var windowBackdrop: (stack: NodeID, fill: NodeID, color: WireColor)?
    var windowBackdropSent: [NodeID] = []
    var bodyCount = 0
    /// Animation (Animation/Transaction.swift): the transaction of the state changes since
    /// the last update, the animation in effect for the ops being built, whether implicit
    /// animations are disabled for them, and the last `setAnimation` sent in this update.
    var pendingTransaction: Transaction?
    var animationInEffect: Animation?
    var animationsDisabled = false
    var emittedAnimation = WireAnimation.none
    var onBody: ((GraphNode) -> Void)?
    var needsFlush: (() -> Void)?
    var rootsNeedSync: Set<GraphNode> = []
    /// After a resync (S29): the views that were appeared, and those of them the new daemon
    /// reported again; the rest disappear at the end of its first frame.
    var resyncAppeared: [GraphNode]?
    var resyncSeen: Set<ObjectIdentifier> = []
    /// Nodes presenting something (a sheet, alert…) as a window-level layer, and the
    /// layer list last sent (S27).
    var presenters: Set<GraphNode> = []
    var sentLayers: [NodeID] = []
    /// With TRELLIS_TRACE: the view types whose body ran in the current update.
    var tracesBodies = false
    var tracedBodies: [String] = []
    /// The graph whose body is being evaluated (for `_printChanges`).
    static var active: ViewGraph?
    /// The graph mounting or updating its views now (whose `logSink` takes their lines).
    static var updating: ViewGraph?
    /// Where this graph's diagnostics go instead of `TrellisLog.sink` (`ViewHost.logSink`).
    var logSink: ((String) -> Void)?
    var seenObjects: Set<ObjectIdentifier> = []
    /// View types found to hold no dynamic property: install skips reflection for them.
    var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    private var nextID: NodeID = 1
    private var seqCounter = 0
    let rootEnvironment: EnvironmentValues
    /// The window's size, and the nodes that size themselves from it
    /// (Layout/ContainerRelativeFrame.swift).
    var surfaceSize: CGSize = .zero
    var windowSizeReaders: [Weak<GraphNode>] = []
    var containerSizeReaders: [ObjectIdentifier: [Weak<GraphNode>]] = [:]

    /// Cancelled `task`s that have not returned yet (see `cancelTask`).
    var tasksWindingDown = 0
    /// How non-owners reach this graph (see `GraphLink`).
    let link = GraphLink()

    init(environment: EnvironmentValues = EnvironmentValues()) {
        rootEnvironment = environment
        link.graph = self
    }

    deinit { link.graph = nil }

    func nextSeq() -> Int { seqCounter += 1; return seqCounter }
    func allocateID() -> NodeID { defer { nextID += 1 }; return nextID }

    // MARK: mounting and updating

    /// Creates the identity tree for `view`; the ops land in the next flush.
    func mount(_ view: any View) {
        let saved = ViewGraph.updating
        ViewGraph.updating = self
        defer { ViewGraph.updating = saved }
        // The window's edit mode, as a hosting controller provides it in SwiftUI: an
        // EditButton anywhere toggles it, lists read it.
        var env = rootEnvironment
        if env.editMode == nil { env.editMode = EditModeBox(graph: self).binding }
        if env.colorScheme != windowColorScheme { env.colorScheme = windowColorScheme }
        let n = GraphNode(graph: self, parent: nil, key: .index(0), view: view, env: env)
        root = n
        n.update(with: nil, env: env)
        syncRootSlot()
    }

    /// Marks `node` for re-evaluation with `reason` (a `_printChanges` label) and asks
    /// the host for a flush.
    func invalidate(_ node: GraphNode, reason: String?) {
        guard node.isAlive else { return }
        if let r = reason { node.addReason(r) }
        noteTransaction()
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.insert(node)
        if dirty.count == 1 { needsFlush?() }
    }

    /// Whether `node` was invalidated (and no longer is). The node's flag answers for the
    /// common case, so the ~100,000 identities a large update visits do not each hash
    /// into the set.
    func takeDirty(_ node: GraphNode) -> Bool {
        guard node.isDirty else { return false }
        node.isDirty = false
        dirty.taken()
        return true
    }

    var hasPendingWork: Bool { !dirty.isEmpty || !ops.isEmpty || !afterUpdate.isEmpty }

    /// Applies every pending change in one update and returns the transaction (nil when
    /// nothing changed on screen).
    func update() -> [ClientMessage]? {
        let saved = ViewGraph.updating
        ViewGraph.updating = self
        defer { ViewGraph.updating = saved }
        emittedAnimation = .none   // the daemon starts every transaction with no animation
        animationInEffect = pendingTransaction?.animation
        animationsDisabled = pendingTransaction?.disablesAnimations ?? false
        pendingTransaction = nil
        defer { animationInEffect = nil; animationsDisabled = false }
        if let a = animationInEffect { emitAnimation(a) }
        // Removed subtrees still being walked in slices (ViewHost.housekeep) are finished
        // before anything is updated; an update with nothing to do (a flush scheduled by
        // the change the last update already sent) leaves the slices to their turns.
        if !dirty.isEmpty || !ops.isEmpty { finishDeferredTeardowns() }
        while let next = dirty.peekMin() {
            // A dirty node may lie in a subtree removed by a node updated before it (its
            // walk deferred): it is dead, so it leaves the dirty set unevaluated.
            if !next.isAlive {
                _ = takeDirty(next)
                continue
            }
            let before = next.roots
            next.update(with: nil, env: next.env)
            if next.roots != before { propagateRoots(from: next) }
        }
        for n in rootsNeedSync where n.isAlive { syncRenderChildren(n) }
        rootsNeedSync.removeAll()
        let preferenceKeys = preferencesDirty
        updatePreferences()
        if updateWindowColorScheme(dirtyKeys: preferenceKeys) {
            for n in rootsNeedSync where n.isAlive { syncRenderChildren(n) }
            rootsNeedSync.removeAll()
            updatePreferences()
        }
        syncLayers()
        if !streamedBegin {
            if ops.allSatisfy({ if case .setAnimation = $0 { true } else { false } }) { ops.removeAll() }
            guard !ops.isEmpty else { return nil }
        }
        txn += 1
        let msgs = takeOps(beginning: streamedBegin ? nil : txn, ending: txn)
        streamedBegin = false
        // A deferred teardown walk tells the ids destroyed here from detached ones by this
        // set: it is cleared after the walk.
        if !hasPendingTeardowns { destroyed.removeAll(keepingCapacity: true) }
        return msgs
    }

    // MARK: deferred teardown: a removed subtree's destroy ops go out at once, the walk
    // over its identities (marking them dead, cancelling tasks and subscriptions, freeing
    // state) after the transaction is sent, while the daemon applies it. A cleared
    // 10,000-row list is ~100,000 identities: ~20 ms that no longer delay its commit.

    /// Roots of removed subtrees whose walk was deferred, oldest first; those from
    /// `teardownHead` on are not walked yet. Each has `aliveFlag` cleared, so its
    /// identities already count as dead (`GraphNode.isAlive`). A head index, so walking
    /// the front in slices shifts nothing (a cleared 10,000-row list: 10,000 roots).
    private var teardownQueue: [GraphNode] = []
    private var teardownHead = 0
    /// Removed subtrees not walked yet.
    var pendingTeardownCount: Int { teardownQueue.count - teardownHead }
    var hasPendingTeardowns: Bool { teardownHead < teardownQueue.count }

    /// Whether a removed subtree's walk may wait until the transaction is sent: not while
    /// a presentation is shown (its layer is destroyed by the walk, in this transaction)
    /// or a preference is observed (a removed writer changes it in this transaction).
    var canDeferTeardown: Bool {
        presenters.isEmpty && preferenceObservers.values.allSatisfy(\.isEmpty)
    }

    func deferTeardown(_ node: GraphNode) { teardownQueue.append(node) }

    /// Walks the subtrees whose teardown was deferred. Outside an update (after the
    /// transaction went out), a render node the walk destroys — one no removed root
    /// contained, such as a detached node kept for reuse — goes in the next transaction.
    func finishDeferredTeardowns() { _ = walkDeferredTeardowns(limit: .max) }

    /// Walks up to `limit` of the subtrees whose teardown was deferred, oldest first;
    /// returns whether any are left. The host walks a large removal (a cleared list) in
    /// slices between main-queue turns, so the daemon's answer to the transaction that
    /// removed it is handled as soon as it arrives (`ViewHost.flush`).
    func walkDeferredTeardowns(limit: Int) -> Bool {
        guard hasPendingTeardowns else { return false }
        let inUpdate = ViewGraph.updating === self
        // Outside an update the walk's ops start no streamed part: they wait for the next
        // transaction whole.
        let sink = partSink
        if !inUpdate { partSink = nil }
        defer { partSink = sink }
        let end = teardownHead + min(limit, pendingTeardownCount)
        while teardownHead < end {
            teardownQueue[teardownHead].teardownRecursive()
            teardownHead += 1
        }
        guard !hasPendingTeardowns else { return true }
        teardownQueue.removeAll(keepingCapacity: teardownQueue.count <= 4096)
        teardownHead = 0
        if !inUpdate { destroyed.removeAll(keepingCapacity: true) }
        return false
    }

    /// Hands the ops so far to `partSink`, after the transaction's `begin` if they are
    /// its first part (`txn + 1`: the number `update()` gives it when it completes).
    private func sendPart() {
        let part = takeOps(beginning: streamedBegin ? nil : txn + 1, ending: nil)
        streamedBegin = true
        ops.reserveCapacity(Self.opsPartSize)   // the next part is under way
        partSink?(part)
    }

    /// The ops so far as a batch, between a `begin` and a `commit` when given, leaving
    /// `ops` empty. The batch takes `ops`' buffer: copying 180,000 ops (creating 10,000
    /// rows) into a new array retained each one's property list, and emptying `ops` then
    /// released them all again (9 % of the app's create). The `begin` slides the ops up
    /// by one slot instead (a move of bits, no reference counting).
    private func takeOps(beginning begin: UInt64?, ending commit: UInt64?) -> [ClientMessage] {
        var batch: [ClientMessage] = []
        swap(&batch, &ops)
        if let begin { batch.insert(.begin(txn: begin), at: 0) }
        if let commit { batch.append(.commit(txn: commit)) }
        return batch
    }

    /// Runs the actions queued during the last update (onChange, onPreferenceChange).
    func runAfterUpdate() {
        let actions = afterUpdate
        afterUpdate.removeAll()
        for a in actions { a() }
    }

    /// A node updated on its own (not from its parent) changed its render roots: the
    /// structural ancestors recompute theirs up to the render parent, which re-syncs.
    func propagateRoots(from node: GraphNode) {
        var p = node.parent
        while let n = p {
            if n.renderID != nil { rootsNeedSync.insert(n); return }
            let before = n.roots
            if n.isComposite { n.roots = n.children.first?.roots ?? [] } else {
                n.recomputeStructuralRoots()
                noteLifecycleRoot(of: n)
            }
            if n.roots == before { return }
            p = n.parent
        }
        syncRootSlot()
    }

    /// Puts a lifecycle node's first render root in `lifecycleIDs` (its roots were just
    /// computed).
    @inline(__always) func noteLifecycleRoot(of node: GraphNode) {
        if let e = node.extra, e.observesLifecycle, let id = node.roots.first { lifecycleIDs[id] = true }
    }

    // MARK: body evaluation with Observation tracking

    func track<T>(_ node: GraphNode, _ body: () -> T) -> T {
        node.observationGeneration += 1
        let generation = node.observationGeneration
        let handle: ObservationHandle
        if let h = node.observationHandle { handle = h } else {
            handle = ObservationHandle(node)
            node.observationHandle = handle
        }
        return withObservationTracking(body) { [handle, link] in
            let fire = {
                MainActor.assumeIsolated {
                    guard let self = link.graph, let node = handle.node, node.observationGeneration == generation else { return }
                    self.invalidate(node, reason: "@dependencies")
                }
            }
            if isOnMainActor { fire() } else { DispatchQueue.main.async(execute: fire) }
        }
    }

    // MARK: the graveyard keeps destroyed identities until the daemon reported their
    // disappearance, so their onDisappear actions can still run (S18).

    /// Bounded by transactions, not nodes: clearing a 10,000-row list buries 10,000
    /// rows at once and every one must still get its onDisappear. Only entries the daemon
    /// has not committed for `graveyardTransactions` later transactions (a daemon that
    /// stopped answering) are forgotten without their disappearance.
    func bury(_ node: GraphNode) {
        graveyard.append((txn + 1, node))
        guard let oldest = graveyard.first?.txn, oldest + Self.graveyardTransactions < txn + 1 else { return }
        let limit = txn + 1 - Self.graveyardTransactions
        let stale = graveyard.prefix { $0.txn < limit }
        graveyard.removeFirst(stale.count)
        finishDeferredTeardowns()   // forgetting unlinks parents, which `isAlive` walks
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
        let slice: @Sendable () -> Void = { [link] in
            MainActor.assumeIsolated {
                let `self` = link.graph
                guard let self else { return }
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
        finishDeferredTeardowns()   // forgetting unlinks parents, which `isAlive` walks
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

    /// The highest transaction the daemon reported committed.
    var lastCommitted: UInt64 = 0

    /// Drops `node`'s subtree from the id tables; returns how many identities it held.
    @discardableResult
    private func forget(_ node: GraphNode) -> Int {
        node.forEachOwnedRenderID { id in
            guard renderOwner.read(id, { $0 === node }) == true else { return }   // no retain
            renderOwner[id] = nil
            renderParent[id] = nil
            lifecycleIDs[id] = nil
        }
        node.parent = nil   // an unowned(unsafe) link: never left pointing at a freed parent
        var count = 1
        for c in node.children { count += forget(c) }
        return count
    }
}
