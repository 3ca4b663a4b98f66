import TrellisProtocol

/// A child's identity relative to its parent (S7, S9, S10).
enum ChildKey: Hashable {
    case index(Int)
    case branch(Int)
    // Boxed (`indirect`): the enum stays 9 bytes, so copying a key of any case is a move
    // plus at most one retain, not an existential copy through value witnesses.
    indirect case id(AnyHashable)
    /// A ForEach row whose id is an Int (kept apart from `id` so that copying, hashing and
    /// comparing a row's key never touches an existential).
    case intID(Int)
    case type(ObjectIdentifier)
    /// A presentation's content: shown as a window-level layer, not among the
    /// presenter's render roots (S27). The value distinguishes presented items.
    indirect case layer(AnyHashable)

    var isLayer: Bool { if case .layer = self { true } else { false } }
}

/// One node of the value tree: one on-screen identity (S2). Holds the last view value,
/// the state storage owned by the identity, its dependencies, its children, and the render
/// node(s) it owns.
@MainActor
final class GraphNode: Hashable {
    // Stored properties are laid out in declaration order: the ones every reconcile pass
    // reads come first, so visiting an unchanged identity touches two or three cache
    // lines of it rather than all five (a re-evaluated 10,000-row list visits ~100,000
    // identities, and its profile stalls mostly on the first loads of each node).

    /// The graph on the reconciler's hot paths, read without reference counting (a weak
    /// load there cost an atomic side-table retain per access). Only code running inside
    /// the graph's own update or event handling uses it; the graph is alive then.
    unowned(unsafe) let graph: ViewGraph
    /// Facts about the view's type (fixed for the identity's life: a new type is a new identity).
    let info: ViewTypeInfo
    // The fields every reconcile pass reads and writes. Release builds skip the runtime's
    // dynamic exclusivity check on them (`swift_beginAccess` and its bookkeeping were 7 %
    // of re-evaluating a 10,000-row list's rows); debug builds, which the tests run, keep
    // the check, so an overlapping access still traps there.
#if DEBUG
    var view: any View
    var env: EnvironmentValues
#else
    @exclusivity(unchecked) var view: any View
    @exclusivity(unchecked) var env: EnvironmentValues
#endif
    let isComposite: Bool
    /// Cleared when this identity is torn down. A subtree whose teardown is deferred
    /// (`Teardown.deferWalk`) has it cleared on its root only until the walk runs:
    /// `isAlive` also looks up the ancestors then.
    var aliveFlag = true
    var isMounted = false
    /// In `graph.dirty` (see `ViewGraph.takeDirty`).
    var isDirty = false
    let key: ChildKey
#if DEBUG
    var children = ChildList()
    /// The render nodes this identity contributes to its render parent, in order.
    var roots = RootList()
#else
    @exclusivity(unchecked) var children = ChildList()
    /// The render nodes this identity contributes to its render parent, in order.
    @exclusivity(unchecked) var roots = RootList()
#endif

    // Render side, read when the value changed
    /// The render node this node owns (leaf, container or wrapper), if any.
    var renderID: NodeID?
#if DEBUG
    /// The properties last sent for `renderID`, as sent (one per tag).
    var sentProps: [Property] = []
    var sentChildren = RootList()
    var dependencies: [ObjectIdentifier: DependencySource] = [:]
#else
    /// The properties last sent for `renderID`, as sent (one per tag).
    @exclusivity(unchecked) var sentProps: [Property] = []
    @exclusivity(unchecked) var sentChildren = RootList()
    @exclusivity(unchecked) var dependencies: [ObjectIdentifier: DependencySource] = [:]
#endif
    /// Per-modifier data (lifecycle actions, tasks, geometry, preferences...).
    var extra: NodeExtra?
    /// How this render-owning node arranges its children's render roots.
    var renderLayout: RenderLayout = .container
    var pendingReasons: [String] = []
    /// Not `weak`: a weak reference gives every parent node a side table and puts each
    /// retain and release of it on the runtime's slow path (a tenth of a list update).
    /// Safe because a parent owns its children: a child leaves the tree only through
    /// teardown, and `ViewGraph.forget` clears this link when the graveyard lets the
    /// child go (before its parent can be freed).
    unowned(unsafe) var parent: GraphNode?

    // Seldom read
    /// Weak: callbacks (publishers, tasks) may outlive the graph; they check it first.
    var weakGraph: ViewGraph? { graphLink.graph }
    let graphLink: GraphLink
    let depth: Int
    let seq: Int
    var renderKind: NodeKind?
#if DEBUG
    var storage: [String: AnyObject] = [:]
#else
    @exclusivity(unchecked) var storage: [String: AnyObject] = [:]
#endif
    // Dynamic properties and dependencies
    var dynamicLabels: [String] = []
    var observationGeneration = 0
    /// What an Observation change callback holds to find this node (see `ViewGraph.track`).
    var observationHandle: ObservationHandle?

    /// Whether this identity is still in the tree: false once it or an ancestor was torn
    /// down. The ancestor walk runs only while a deferred teardown is pending (from a
    /// subtree's removal to the end of the flush that sent it); the reconcile passes,
    /// which reach nodes only through live parents, read `aliveFlag` alone.
    var isAlive: Bool {
        guard aliveFlag else { return false }
        guard graph.teardown.hasPending else { return true }
        var p = parent
        while let q = p {
            if !q.aliveFlag { return false }
            p = q.parent
        }
        return true
    }

    /// Render nodes this identity made besides `renderID` (implicit stacks, a TabView's
    /// spacers): rare, so kept in the rare box; `forEachOwnedRenderID` visits all.
    var extraOwnedRenderIDs: [NodeID] {
        get { rareStorage?.extraOwnedRenderIDs ?? [] }
        set { if !newValue.isEmpty || rareStorage != nil { rare.extraOwnedRenderIDs = newValue } }
    }

    /// `renderID`, then every other render node this identity made.
    func forEachOwnedRenderID(_ body: (NodeID) -> Void) {
        if let id = renderID { body(id) }
        if let extra = rareStorage?.extraOwnedRenderIDs { for id in extra { body(id) } }
    }

    // Seldom-used per-node data, in a box made on first write (keeps GraphNode small:
    // a 10,000-row list has 100,000 of them).
    private var rareStorage: GraphNodeRare?
    private var rare: GraphNodeRare {
        if let r = rareStorage { return r }
        let r = GraphNodeRare()
        rareStorage = r
        return r
    }
    var implicitStacks: [Int: NodeID] {
        get { rareStorage?.implicitStacks ?? [:] }
        set { if !newValue.isEmpty || rareStorage != nil { rare.implicitStacks = newValue } }
    }
    var implicitSent: [Int: [NodeID]] {
        get { rareStorage?.implicitSent ?? [:] }
        set { if !newValue.isEmpty || rareStorage != nil { rare.implicitSent = newValue } }
    }
    var sourceLabels: [ObjectIdentifier: String] {
        get { rareStorage?.sourceLabels ?? [:] }
        set { if !newValue.isEmpty || rareStorage != nil { rare.sourceLabels = newValue } }
    }
    var envLinks: [(String, EnvironmentLinkProtocol)] {
        get { rareStorage?.envLinks ?? [] }
        set { if !newValue.isEmpty || rareStorage != nil { rare.envLinks = newValue } }
    }
    var objectSubscriptions: [ObjectIdentifier: (String, AnyCancellable)] {
        get { rareStorage?.objectSubscriptions ?? [:] }
        set { if !newValue.isEmpty || rareStorage != nil { rare.objectSubscriptions = newValue } }
    }
    /// For a lazy stack whose rows come from a ForEach while the daemon granted
    /// `lazyRows`: how many elements are materialized (a prefix; only grows), and the
    /// render rows one element produced on average (to map the daemon's row numbers).
    /// Starts at a screenful (64 rows ≈ 1280 pt of default text) so the first frame is
    /// complete without a needRows round trip; short lists are thus built whole.
    var lazyElementLimit: Int {
        get { rareStorage?.lazyElementLimit ?? 64 }
        set { rare.lazyElementLimit = newValue }
    }
    var lazyRowsPerElement: Double {
        get { rareStorage?.lazyRowsPerElement ?? 1.0 }
        set { rare.lazyRowsPerElement = newValue }
    }

    init(graph: ViewGraph, parent: GraphNode?, key: ChildKey, view: any View, env: EnvironmentValues) {
        self.graphLink = graph.link
        self.graph = graph
        self.parent = parent
        self.key = key
        self.depth = (parent?.depth ?? -1) + 1
        self.seq = graph.nextSeq()
        self.view = view
        self.info = ViewTypeInfo.of(view)
        self.isComposite = info.isComposite
        self.env = env
    }

    deinit { observationHandle?.node = nil }   // a late Observation callback finds nil

    nonisolated static func == (a: GraphNode, b: GraphNode) -> Bool { a === b }
    nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    var typeName: String { String(describing: type(of: view)) }

    func addReason(_ r: String) {
        if !pendingReasons.contains(r) { pendingReasons.append(r) }
    }
}

/// Per-node data used by modifiers and special primitives.
@MainActor
final class NodeExtra {
    // What most modifier nodes need (lifecycle, tap, task, environment writes) is stored
    // here; the rest lives in `rare`, made on first write: a tap gesture's node then
    // costs ~150 bytes instead of ~520 (a 10,000-row list has two per row).
    var appearActions: [() -> Void] = []
    var disappearActions: [() -> Void] = []
    var taskAction: (() async -> Void)?
    var task: Task<Void, Never>?
    var isAppeared = false
    /// An `onAppear`/`onDisappear` or `task` node: it acts on the daemon's lifecycle
    /// reports, so its first render root is in `Lifecycle.ids` (set once, when
    /// the modifier first reconciles, even with nil actions).
    var observesLifecycle = false
    /// The tap action (`InputHandler.tap`), inline: read and written only through
    /// `GraphNode.handler(_:)`/`setHandler(_:for:)` (Graph/EventRouter.swift).
    var tapHandler: (() -> Void)?
    var envWrite: (parent: EnvironmentValues, value: Any, result: EnvironmentValues)?
    /// Whether the environment written below was derived from `parent` — read in place
    /// (every button of a long list asks at each update; copying the write out retains
    /// its three parts).
    func writesEnvironment(derivedFrom parent: EnvironmentValues) -> Bool {
        envWrite?.parent.isIdentical(to: parent) == true
    }
    private var rare: NodeExtraRare?
    /// Whether the seldom-used box was made (tests check that a Button's tap action, the
    /// common case, does not make one).
    var hasRareStorage: Bool { rare != nil }

    private var rareBox: NodeExtraRare {
        if let r = rare { return r }
        let r = NodeExtraRare()
        rare = r
        return r
    }
    var geometryOrigin: CGPoint? {
        get { rare?.geometryOrigin }
        set { if newValue != nil || rare != nil { rareBox.geometryOrigin = newValue } }
    }
    /// A scroll view's axis, for the scroll transitions inside it.
    var scrollAxis: Axis? {
        get { rare?.scrollAxis }
        set { if newValue != nil || rare != nil { rareBox.scrollAxis = newValue } }
    }
    /// The name this node gave its coordinate space (`coordinateSpace(name:)`).
    var coordinateSpaceName: AnyHashable? {
        get { rare?.coordinateSpaceName }
        set { if newValue != nil || rare != nil { rareBox.coordinateSpaceName = newValue } }
    }
    /// The node's content depends on where it is, not only on its size (a geometry reader
    /// that read a position, an anchor's source): a geometry report that moves it updates it.
    var positionDependent: Bool {
        get { rare?.positionDependent ?? false }
        set { if newValue || rare != nil { rareBox.positionDependent = newValue } }
    }
    var scrollGeometry: ScrollGeometryTracker? {
        get { rare?.scrollGeometry }
        set { if newValue != nil || rare != nil { rareBox.scrollGeometry = newValue } }
    }
    var appliedDefaultScrollAnchor: Bool {
        get { rare?.appliedDefaultScrollAnchor ?? false }
        set { if newValue || rare != nil { rareBox.appliedDefaultScrollAnchor = newValue } }
    }
    var reportsContainerSize: Bool {
        get { rare?.reportsContainerSize ?? false }
        set { if newValue || rare != nil { rareBox.reportsContainerSize = newValue } }
    }
    var taskID: AnyHashable? {
        get { rare?.taskID }
        set { if newValue != nil || rare != nil { rareBox.taskID = newValue } }
    }
    /// With TRELLIS_DEBUG_UPDATES: the stored properties that changed in the last update.
    var changedFields: [String] {
        get { rare?.changedFields ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareBox.changedFields = newValue } }
    }
    /// Every input handler but the tap action (Graph/EventRouter.swift owns it).
    var otherHandlers: [InputHandler] {
        get { rare?.otherHandlers ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareBox.otherHandlers = newValue } }
    }
    var tapCounter: TapCounter? {
        get { rare?.tapCounter }
        set { if newValue != nil || rare != nil { rareBox.tapCounter = newValue } }
    }
    var lastValue: Any? {
        get { rare?.lastValue }
        set { if newValue != nil || rare != nil { rareBox.lastValue = newValue } }
    }
    var geometrySize: CGSize? {
        get { rare?.geometrySize }
        set { if newValue != nil || rare != nil { rareBox.geometrySize = newValue } }
    }
    var preferenceObserver: PreferenceObserverBase? {
        get { rare?.preferenceObserver }
        set { if newValue != nil || rare != nil { rareBox.preferenceObserver = newValue } }
    }
    var preferenceWriter: (ObjectIdentifier, Any)? {
        get { rare?.preferenceWriter }
        set { if newValue != nil || rare != nil { rareBox.preferenceWriter = newValue } }
    }
    var subscription: AnyCancellable? {
        get { rare?.subscription }
        set { if newValue != nil || rare != nil { rareBox.subscription = newValue } }
    }
    var subscribedPublisher: AnyObject? {
        get { rare?.subscribedPublisher }
        set { if newValue != nil || rare != nil { rareBox.subscribedPublisher = newValue } }
    }
    var traits: [ObjectIdentifier: Any] {
        get { rare?.traits ?? [:] }
        set { if !newValue.isEmpty || rare != nil { rareBox.traits = newValue } }
    }
    var selection: AnyHashable? {
        get { rare?.selection }
        set { if newValue != nil || rare != nil { rareBox.selection = newValue } }
    }
    /// A custom layout's measurements and placements (Layout/CustomLayoutState.swift).
    var customLayout: CustomLayoutState? {
        get { rare?.customLayout }
        set { if newValue != nil || rare != nil { rareBox.customLayout = newValue } }
    }
    /// A ScrollViewReader's scroll requests not yet sent (Layout/ScrollViewReader.swift).
    var scrollRequests: ScrollRequests? {
        get { rare?.scrollRequests }
        set { if newValue != nil || rare != nil { rareBox.scrollRequests = newValue } }
    }
    /// The readers waiting for this lazy stack to build the row they scroll to
    /// (Layout/ScrollViewReader.swift).
    var rowsBuiltWaiters: [ScrollRequests] {
        get { rare?.rowsBuiltWaiters ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareBox.rowsBuiltWaiters = newValue } }
    }
}

/// The seldom-used part of `NodeExtra`.
@MainActor
final class NodeExtraRare {
    var taskID: AnyHashable? = nil
    var changedFields: [String] = []
    var tapCounter: TapCounter? = nil
    var otherHandlers: [InputHandler] = []
    var lastValue: Any? = nil
    var geometrySize: CGSize? = nil
    var customLayout: CustomLayoutState? = nil
    var scrollRequests: ScrollRequests? = nil
    var rowsBuiltWaiters: [ScrollRequests] = []
    var preferenceObserver: PreferenceObserverBase? = nil
    var preferenceWriter: (ObjectIdentifier, Any)? = nil
    var subscription: AnyCancellable? = nil
    var subscribedPublisher: AnyObject? = nil
    var traits: [ObjectIdentifier: Any] = [:]
    var selection: AnyHashable? = nil
    /// A scroll view reports its size for the `containerRelativeFrame`s inside it.
    var reportsContainerSize = false
    /// The window position of the node's frame, from the daemon's last geometry report.
    var geometryOrigin: CGPoint? = nil
    /// A scroll view has sent its `defaultScrollAnchor` position.
    var appliedDefaultScrollAnchor = false
    /// See `NodeExtra.scrollAxis`.
    var scrollAxis: Axis? = nil
    /// See `NodeExtra.coordinateSpaceName`.
    var coordinateSpaceName: AnyHashable? = nil
    /// See `NodeExtra.positionDependent`.
    var positionDependent = false
    /// A scroll view's geometry for `onScrollGeometryChange` (Layout/ScrollGeometry.swift).
    var scrollGeometry: ScrollGeometryTracker? = nil
}

extension GraphNode {
    var ext: NodeExtra {
        if let e = extra { return e }
        let e = NodeExtra()
        extra = e
        return e
    }
}

/// What a node depends on: a state box, an app-storage box, ... (S3 c).
@MainActor
protocol DependencySource: AnyObject {
    func removeDependent(_ node: GraphNode)
}

/// How a render-owning node arranges its value children's render roots.
enum RenderLayout {
    /// No children (text, shape, image, spacer, textField).
    case leaf
    /// All children's roots in order (stacks, geometry).
    case container
    /// One child slot (frame, padding, fixedSize, effect, scroll): several roots get an
    /// implicit vertical stack.
    case wrapper
    /// Two slots [primary, secondary] (background, overlay).
    case pair
    /// The node computes its render children itself (TabView).
    case custom(@MainActor (GraphNode) -> [[NodeID]])
}

/// The seldom-used part of a `GraphNode`.
@MainActor
final class GraphNodeRare {
    var implicitStacks: [Int: NodeID] = [:]
    var implicitSent: [Int: [NodeID]] = [:]
    var sourceLabels: [ObjectIdentifier: String] = [:]
    var envLinks: [(String, EnvironmentLinkProtocol)] = []
    var objectSubscriptions: [ObjectIdentifier: (String, AnyCancellable)] = [:]
    var lazyElementLimit = 64
    var lazyRowsPerElement = 1.0
    var extraOwnedRenderIDs: [NodeID] = []
}
