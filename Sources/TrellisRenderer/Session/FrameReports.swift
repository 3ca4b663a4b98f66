// What a frame tells the client besides `committed`: lifecycle (S17, S18), geometry,
// layoutMeasured, needRows (S19) and where focus is.
import TrellisProtocol

/// What one session has reported about its frames, and what it must report next.
///
/// The session applies ops and draws; after each frame it asks this type which nodes
/// appeared and disappeared, whose frames changed, which custom layouts need measuring
/// and which lazy stacks lack rows. Each report is derived from the laid-out render tree
/// and compared with what was sent last, so nothing is repeated while it stays the same.
/// Nodes are noted as ops create, update, reset and destroy them (`created` …), so a
/// frame of property updates alone walks only the nodes that report, not the tree.
struct FrameReports {
    /// Which nodes took part in the last frame's layout.
    var lifecycle = LifecycleTracker()
    /// The open or last transaction (or a scroll, or a layout) may have changed which
    /// nodes take part in layout: the next frame re-derives the lifecycle diff.
    var structureChanged = true
    /// Live lazy stacks: while any exist, a commit whose layout re-placed nodes
    /// re-evaluates which rows are in view (a size change can push rows out, S19).
    private(set) var lazyStacks: Set<NodeID> = []
    /// The last `needRows` range sent per lazy stack (not repeated while unchanged).
    private var requestedRows: [NodeID: Range<UInt64>] = [:]
    /// customLayout nodes and their last `layoutMeasured` (CustomLayoutReports.swift).
    var customLayouts = CustomLayoutReports()
    /// Nodes reporting their frame (geometry kind, or `reportsGeometry(true)`).
    private var geometryNodes: Set<NodeID> = []
    /// `geometryNodes` that take part in layout, top-down; rebuilt when stale.
    private var geometryOrder: [NodeID] = []
    private var geometryOrderStale = false
    private var reportedFrames: [NodeID: WireRect] = [:]
    /// Where the client last heard focus is (`focusChanged`; 0: nowhere; Session+Editing.swift).
    var focus: NodeID = 0

    /// Points past the visible range whose rows are requested ahead of time, so a short
    /// scroll finds them already there.
    static let rowOverscan = 100.0

    // MARK: noting ops as they are applied

    mutating func created(_ id: NodeID, kind: NodeKind, props: [Property]) {
        if kind == .lazyVStack || kind == .lazyHStack { lazyStacks.insert(id) }
        customLayouts.created(id, kind: kind)
        noteGeometry(id, kind: kind, props: props)
    }

    mutating func updated(_ id: NodeID, kind: NodeKind?, props: [Property]) {
        if let kind { noteGeometry(id, kind: kind, props: props) }
        if !customLayouts.isEmpty { customLayouts.updated(id) }
    }

    mutating func reset(_ id: NodeID, tags: [PropertyTag], kind: NodeKind?) {
        if !customLayouts.isEmpty { customLayouts.updated(id) }
        if tags.contains(.reportsGeometry), kind != .geometry {
            if geometryNodes.remove(id) != nil { geometryOrderStale = true }
            reportedFrames[id] = nil
        }
    }

    /// Whether any destroyed id needs forgetting here. Usually none does: a 10,000-row
    /// clear destroys 80,000 nodes, and skipping `destroyed` skips their hashing.
    var watchesDestroys: Bool {
        !lazyStacks.isEmpty || !geometryNodes.isEmpty || !reportedFrames.isEmpty || !customLayouts.isEmpty
    }

    mutating func destroyed(_ gone: NodeID) {
        if !customLayouts.isEmpty { customLayouts.forget(gone) }
        if !lazyStacks.isEmpty { lazyStacks.remove(gone); requestedRows[gone] = nil }
        geometryNodes.remove(gone)
        reportedFrames[gone] = nil
    }

    /// Tracks which nodes report their frame: the geometry kind always, others while
    /// `reportsGeometry(true)` is set.
    private mutating func noteGeometry(_ id: NodeID, kind: NodeKind, props: [Property]) {
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

    // MARK: after a frame

    /// The layout that was just done re-placed nodes (`placed`), moved scroll offsets or
    /// changed a shown child: notes what that may change in the reports.
    mutating func laidOut(placed: Bool, structureMoved: Bool) {
        if structureMoved || (placed && !lazyStacks.isEmpty) { structureChanged = true }
        if placed && !customLayouts.isEmpty { customLayouts.stale = true }
    }

    /// Which nodes disappeared and appeared in the frame just laid out (top-down), or nil
    /// when the structure did not change and nothing was destroyed.
    mutating func lifecycleChanges(tree: RenderTree, destroyed: NodeIDSet) -> (disappeared: [NodeID], appeared: [NodeID])? {
        guard structureChanged || !destroyed.isEmpty else { return nil }
        structureChanged = false
        geometryOrderStale = true
        return lifecycle.advance(to: tree.participatingNodes(), recreated: destroyed)
    }

    /// Sends `geometry` for every reporting node whose frame changed, top-down, then the
    /// custom layouts' `layoutMeasured`.
    mutating func sendGeometry(tree: RenderTree, geometry: Bool, _ send: (DaemonEvent) -> Void) {
        if geometryOrderStale {
            geometryOrderStale = false
            geometryOrder = geometryNodes.isEmpty ? [] : lifecycle.order.filter(geometryNodes.contains)
        }
        // `geometry` events go only to clients that asked for them (README, Capabilities).
        if geometry {
            for id in geometryOrder {
                guard let frame = tree.frame(of: id), reportedFrames[id] != frame else { continue }
                reportedFrames[id] = frame
                send(.geometry(id: id, frame: frame))
            }
        }
        if !customLayouts.isEmpty { for e in customLayouts.events(tree: tree) { send(e) } }
    }

    /// For every lazy stack with an `itemCount` that lacks rows for its visible range plus
    /// `rowOverscan`, sends `needRows(container, start, end)` (rows start..<end; `start` is
    /// the number of rows it has — the row rule in protocol/README.md). A request is not
    /// repeated while it stays the same, so a client that cannot (or does not) answer is
    /// not asked again on every commit; it is asked again when the range changes.
    mutating func sendNeededRows(tree: RenderTree, _ send: (DaemonEvent) -> Void) {
        guard !lazyStacks.isEmpty else { return }
        for id in lazyStacks.sorted() {
            guard let rows = tree.missingRows(of: id, overscan: Self.rowOverscan) else {
                requestedRows[id] = nil
                continue
            }
            guard requestedRows[id] != rows else { continue }
            requestedRows[id] = rows
            send(.needRows(container: id, start: rows.lowerBound, end: rows.upperBound))
        }
    }
}
