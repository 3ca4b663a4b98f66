// The daemon's render tree: one per session (= one surface).
import TrellisProtocol

/// The nodes of one surface, their properties, and their layout.
///
/// Mutations come from a session that has already validated them (unknown ids, cycles,
/// invalid properties are the session's job); `RenderTree` only checks preconditions.
/// After mutations, `layout(surface:)` recomputes only what they dirtied: each node
/// caches its size per proposal, and a change clears the caches of the node and its
/// ancestors only. Large stacks remember their arrangement, so changing one row of a
/// long list costs O(log rows).
///
/// The storage lives in `NodeStore` (a struct of arrays, internal); this class owns two
/// things on top of it:
///
/// - **the geometry contract**: every mutation marks layout stale, and every read of
///   laid-out geometry (frames, hit tests, the committed frame) requires a layout since
///   the last change; debug builds stop with a message naming the reader otherwise
///   (`changed()`, `requireLayout(_:)`). Mutations also decide whether they dirty layout
///   at all (only layout-relevant properties do).
/// - **the public surface** other modules, tools and tests use: the structural queries
///   below are forwards because `NodeStore`'s layout is not public API.
///
/// Inside the module, code that needs neither (structure reads during a frame, the
/// deferred-free bin, capacity hints) uses `store` directly rather than a forward.
public final class RenderTree {
    /// The nodes' storage. Mutations go through this class (the geometry contract).
    var store: NodeStore

    /// - Parameter measurer: measures text during layout; usually the backend.
    public init(measurer: any TextMeasurer) {
        store = NodeStore(measurer: measurer)
    }

    // MARK: queries

    public func contains(_ id: NodeID) -> Bool { store.contains(id) }
    public func kind(of id: NodeID) -> NodeKind? { store.kind(of: id) }
    public func parent(of id: NodeID) -> NodeID? { store.parent(of: id) }
    public func children(of id: NodeID) -> [NodeID] { store.children(of: id) }
    public var root: NodeID? { store.root }
    public var nodeCount: Int { store.nodeCount }
    /// Bytes the nodes hold, as `Limits.maxSessionBytes` counts them.
    public var heldBytes: Int { store.heldBytes }
    /// Every node id the tree holds, in no particular order.
    public var nodeIDs: [NodeID] { store.slotOf.keys }
    /// The value set for `tag` on `id`, or `nil` when unset (the kind's default applies).
    public func property(_ tag: PropertyTag, of id: NodeID) -> Property? { store.property(tag, of: id) }
    /// Every property set on `id`, one per tag.
    public func properties(of id: NodeID) -> [Property] { store.properties(of: id) }

    // MARK: mutations (validated by the session)

    public func create(_ id: NodeID, kind: NodeKind, props: [Property]) {
        changed()
        store.create(id, kind: kind, props: props)
    }
    /// Sets `props`; only layout-relevant ones (not colours, opacity, offset…) dirty layout.
    public func update(_ id: NodeID, props: [Property]) {
        if props.contains(where: { LayoutParams.affectsLayout($0.tag) }) { changed() }
        store.update(id, props: props)
    }
    /// Returns the properties with `tags` to their kind's defaults.
    public func reset(_ id: NodeID, tags: [PropertyTag]) {
        if tags.contains(where: LayoutParams.affectsLayout) { changed() }
        store.reset(id, tags: tags)
    }
    public func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        changed()
        store.insert(child, into: parent, at: index)
    }
    /// Moves `child` so that it ends up at `index` among `parent`'s children.
    public func move(_ child: NodeID, in parent: NodeID, to index: Int) {
        changed()
        store.move(child, in: parent, to: index)
    }
    /// Detaches `child`; it keeps existing (and its cached sizes) until destroyed.
    public func remove(_ child: NodeID, from parent: NodeID) { changed(); store.remove(child, from: parent) }
    /// Runs `body`, whose changes touch only nodes no layout, frame or hit test reaches (a
    /// tree the open transaction builds detached, `Session.stage`): the laid-out geometry
    /// stays readable afterwards (an input event between the transaction's parts).
    func changingDetachedNodes(_ body: () -> Void) {
        #if DEBUG
        let state = layoutState
        body()
        layoutState = state
        #else
        body()
        #endif
    }
    /// Destroys `id` and its whole subtree, detaching it from its parent first.
    /// - Returns: the destroyed ids, top-down pre-order.
    @discardableResult
    public func destroy(_ id: NodeID) -> [NodeID] { changed(); return store.destroy(id) }
    /// Frees up to `limit` payloads of destroyed nodes (see `DeferredFrees`); returns
    /// whether any remain. `limit: .max` frees everything.
    @discardableResult
    public func reclaim(limit: Int = .max) -> Bool {
        if limit == .max { store.deferredFrees.freeAll(); return false }
        return store.deferredFrees.free(limit: limit)
    }
    /// Makes `id` the node laid out at the surface's size (`nil`: draw nothing).
    public func setRoot(_ id: NodeID?) { changed(); store.setRoot(id) }
    /// Makes `ids` the surface's window-level layers, bottom to top: each is laid out
    /// against the whole surface like the root and painted above it (presentations).
    public func setLayers(_ ids: [NodeID]) { changed(); store.setLayers(ids) }
    /// The current layers, bottom to top.
    public var layers: [NodeID] { store.layerSlots.map { store.ids[Int($0)] } }

    // MARK: layout and its results

    /// Lays out the tree for a surface of `surface` points: the root is proposed the
    /// surface size and centred in it (as a SwiftUI window centres its content).
    /// Incremental: only nodes dirtied since the last layout, and their ancestors, are
    /// recomputed; everything else is answered from size caches.
    public func layout(surface: WireSize) {
        #if DEBUG
        layoutState = .inProgress
        defer { layoutState = .current }
        #endif
        store.layout(surface: surface)
    }

    /// The size `id` chooses for `proposal` (measuring only; nothing is placed).
    /// For tests and tools; it shares the layout pass's caches.
    public func sizeThatFits(_ id: NodeID, proposal: ProposedSize) -> WireSize {
        store.sizeThatFits(id, proposal: proposal)
    }

    /// Whether a viewThatFits node showed another child in a layout since the last call:
    /// which nodes take part in layout changed without a structural op.
    func takeShownChildChanged() -> Bool {
        defer { store.shownChildChanged = false }
        return store.shownChildChanged
    }

    /// The proposal `id` was last placed with, or nil when it was never placed.
    func placedProposal(of id: NodeID) -> Proposal? {
        guard let s = store.slotOf[id], store.placed[Int(s)] else { return nil }
        return store.placedProposals[Int(s)]
    }

    /// Work counters accumulated since the tree was created (or since reset to `.init()`).
    public var statistics: LayoutStatistics {
        get { store.statistics }
        set { store.statistics = newValue }
    }

    /// `id`'s frame in window coordinates after the last layout (its own and its
    /// ancestors' offsets applied), or `nil` when it does not take part in layout.
    public func frame(of id: NodeID) -> WireRect? { requireLayout("frame(of:)"); return store.frame(of: id) }

    /// Every node taking part in layout, top-down pre-order, siblings in order.
    public func laidOutNodes() -> [NodeID] { requireLayout("laidOutNodes()"); return store.laidOutNodes() }

    /// The node a tap at `point` (window coordinates) is for: the nearest tappable
    /// ancestor-or-self of the topmost visible content (text, shape, image, text field)
    /// under the point. Later siblings, overlays and ZStack layers are on top; offsets
    /// move what is hit; a fully transparent view is not hit, and neither are the empty
    /// areas of stacks, paddings and spacers (as in SwiftUI without `contentShape`).
    public func hitTest(_ point: WirePoint) -> NodeID? {
        requireLayout("hitTest(_:)")
        return store.hitTest(point, presented: presentedItems)
    }

    /// The items as drawn while the session animates (nil when nothing animates): hit
    /// tests then find what is drawn under the point, not where the layout put it. Set by
    /// the session with each animation frame.
    public var presentedItems: FrameItems?
    /// The topmost content under `point` (what a tap hits before looking for a tappable
    /// ancestor), or nil.
    public func contentHit(_ point: WirePoint) -> NodeID? {
        requireLayout("contentHit(_:)")
        return store.contentHit(point, presented: presentedItems)
    }
    /// `hitTest(_:)` and the text field that is the topmost content there (a click in a
    /// field focuses it and places its caret), with one hit test.
    /// The link run (its index in `textRuns`) of text node `id` drawn under `point`, or nil
    /// (README §7 Links).
    public func linkRun(at point: WirePoint, text id: NodeID) -> Int? {
        requireLayout("linkRun(at:text:)")
        guard let s = store.slotOf[id] else { return nil }
        return store.linkRun(at: point, in: s)
    }

    public func clickTargets(_ point: WirePoint) -> (receiver: NodeID?, field: NodeID?, link: (NodeID, Int)?) {
        requireLayout("clickTargets(_:)")
        return store.clickTargets(point, presented: presentedItems)
    }
    /// The topmost draggable node under `point` (or nearest draggable ancestor of the
    /// topmost drawn node there).
    public func hitTest(_ point: WirePoint, draggable: Bool) -> NodeID? {
        requireLayout("hitTest(_:draggable:)")
        return store.hitTest(point, draggable: draggable, presented: presentedItems)
    }
    /// The pinchable node a pinch beginning at `point` is for (or nearest pinchable
    /// ancestor of the topmost drawn node there).
    public func pinchTarget(_ point: WirePoint) -> NodeID? {
        requireLayout("pinchTarget(_:)")
        return store.pinchTarget(point, presented: presentedItems)
    }

    /// The laid-out tree as a backend draws it, in paint order (see `CommittedFrame`);
    /// its size is the surface of the last `layout(surface:)`.
    public func committedFrame(serial: UInt64) -> CommittedFrame {
        requireLayout("committedFrame(serial:)")
        return store.committedFrame(serial: serial)
    }

    // MARK: debug-build contract checks

    #if DEBUG
    enum LayoutState { case current, stale, inProgress }
    /// Whether geometry may be read: not while layout runs, not after a change before
    /// the next layout.
    var layoutState = LayoutState.current
    #endif

    @inline(__always) private func changed() {
        #if DEBUG
        assert(layoutState != .inProgress, "trellis: the render tree was changed during layout (from measure?)")
        layoutState = .stale
        #endif
    }

    /// Geometry (frames, hit tests, the committed frame) is the result of a layout pass:
    /// reading it during layout or after a change, before `layout(surface:)`, would read
    /// sizes that are not computed yet.
    @inline(__always) private func requireLayout(_ reader: StaticString) {
        #if DEBUG
        assert(layoutState == .current, """
            trellis: RenderTree.\(reader) read geometry \(layoutState == .inProgress
                ? "during layout (a TextMeasurer must not read the tree it measures for)"
                : "after the tree changed and before layout(surface:) computed the new sizes")
            """)
        #endif
    }
}
