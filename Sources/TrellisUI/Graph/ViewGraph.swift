import Dispatch
import TrellisProtocol

/// The value tree of one window (SwiftUI's view graph, S2): owns every identity, the
/// update queue, and the update loop; composes the parts that each own one phase's state
/// (UpdatePipeline.md names them in order).
///
/// Everything runs on the main actor. An update (`update()`) processes dirty identities
/// top-down, then the `writer` closes one `begin … commit` transaction containing only
/// what changed (S16). The host decides when to flush: after each batch of daemon events,
/// and on the main queue after state changes made elsewhere (tasks, timers).
///
/// The parts: `writer` (the transaction being built), `teardown` (removed identities until
/// they are freed), `router` (input handlers), `focus`, `layers` (presentations),
/// `preferences`, `lazyRows`, `sizes` (container-relative sizes), `appearance` (colour scheme), `lifecycle`
/// (onAppear, onDisappear, tasks), `rootSlot` (the surface root), `tracing` (body counts
/// for diagnostics). API files do not extend the graph: they reach identities through
/// `liveIdentity(rendering:)` and the parts above.
@MainActor
final class ViewGraph {
    var root: GraphNode?
    /// The transaction being built: ops, streamed parts, animation, image definitions.
    let writer = TransactionWriter()
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
    /// Keyboard focus: the daemon's, the one asked for, the `@FocusState` targets.
    let focus = FocusTracker()
    /// Delivers the daemon's input events to the handlers registered on identities.
    let router = EventRouter()
    /// The drag-and-drop session of this window (DragAndDrop/DragAndDropSession.swift).
    let dragAndDrop = _DragAndDropSession()
    /// onAppear, onDisappear and tasks, run as the daemon reports.
    let lifecycle = Lifecycle()
    var renderParent = NodeTable<NodeID>()
    /// Removed identities: deferred walks, the graveyard, release slices.
    let teardown = Teardown()
    /// Lazy stacks' rows (S19): granted by the daemon, asked for with `needRows`.
    let lazyRows = LazyRows()
    /// Preferences flowing up: dirty keys and observers.
    let preferences = PreferenceTracker()
    /// Presentations shown as window-level layers (S27).
    let layers = PresentationLayers()
    /// The window's and scroll views' sizes, for `containerRelativeFrame`.
    let sizes = SizeReaders()
    /// The frames `matchedGeometryEffect` shares (Animation/MatchedGeometryEffect.swift).
    let matchedGeometry = MatchedGeometry()
    /// Actions waiting for the daemon to draw a transaction (Graph/FrameWaiters.swift).
    let frameWaiters = FrameWaiters()
    var afterUpdate: [() -> Void] = []
    /// The surface root and the implicit stack of several root views (RootSlot.swift).
    var rootSlot = RootSlot()
    /// The window's colour scheme and dark backdrop.
    let appearance = WindowAppearance()
    /// The transaction (Animation/Transaction.swift) of the state changes since the last
    /// update: its animation applies to the update's ops (`TransactionWriter.animation`).
    var pendingTransaction: Transaction?
    var needsFlush: (() -> Void)?
    var rootsNeedSync: Set<GraphNode> = []
    /// Bodies evaluated, and with TRELLIS_TRACE their types (BodyTracing.swift).
    var tracing = BodyTracing()
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
    /// How non-owners reach this graph (see `GraphLink`).
    let link = GraphLink()

    init(environment: EnvironmentValues = EnvironmentValues()) {
        rootEnvironment = environment
        link.graph = self
        router.graph = self
        teardown.graph = self
        lazyRows.graph = self
        sizes.graph = self
        appearance.graph = self
        lifecycle.graph = self
    }

    deinit { link.graph = nil }

    /// The live identity whose own render node is `id` (nil when it was removed, or `id`
    /// belongs to another identity): the one the daemon's reports about `id` are for.
    func liveIdentity(rendering id: NodeID) -> GraphNode? {
        guard let n = renderOwner[id], n.isAlive, n.renderID == id else { return nil }
        return n
    }

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
        if env.colorScheme != appearance.scheme { env.colorScheme = appearance.scheme }
        env = sizes.applySizeClasses(to: env) ?? env
        let n = GraphNode(graph: self, parent: nil, key: .index(0), view: view, env: env)
        root = n
        n.update(with: nil, env: env)
        syncRootSlot()
    }

    /// Runs the root again with `env`: a value the whole window shares changed (its colour
    /// scheme, its size classes).
    func updateRoot(env: EnvironmentValues) {
        guard let root, root.isAlive else { return }
        let before = root.roots
        root.update(with: nil, env: env)
        if root.roots != before { propagateRoots(from: root) }
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

    var hasPendingWork: Bool { !dirty.isEmpty || !writer.isEmpty || !afterUpdate.isEmpty }

    /// A state change was made: remember its transaction's animation for the next update.
    func noteTransaction() {
        guard let t = _TransactionContext.current else { return }
        pendingTransaction = t
    }

    /// Applies every pending change in one update and returns the transaction (nil when
    /// nothing changed on screen).
    func update() -> [ClientMessage]? {
        let saved = ViewGraph.updating
        ViewGraph.updating = self
        defer { ViewGraph.updating = saved }
        writer.beginUpdate(pendingTransaction)
        pendingTransaction = nil
        defer { writer.endUpdate() }
        // Removed subtrees still being walked in slices (ViewHost.housekeep) are finished
        // before anything is updated; an update with nothing to do (a flush scheduled by
        // the change the last update already sent) leaves the slices to their turns.
        if !dirty.isEmpty || !writer.isEmpty { teardown.finish() }
        // The window crossed a size class boundary: the whole window gets the new classes.
        if sizes.sizeClassesChanged, let root, root.isAlive {
            sizes.sizeClassesChanged = false
            if let env = sizes.applySizeClasses(to: root.env) {
                teardown.finish()
                updateRoot(env: env)
            }
        }
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
        let preferenceKeys = preferences.dirty
        preferences.update()
        if appearance.update(dirtyKeys: preferenceKeys) {
            for n in rootsNeedSync where n.isAlive { syncRenderChildren(n) }
            rootsNeedSync.removeAll()
            preferences.update()
        }
        if let op = layers.sync() { writer.append(op) }
        guard let msgs = writer.finish() else { return nil }
        teardown.transactionSent()
        return msgs
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
                lifecycle.noteRoot(of: n)
            }
            if n.roots == before { return }
            p = n.parent
        }
        syncRootSlot()
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


}
