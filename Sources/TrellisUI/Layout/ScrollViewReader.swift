import TrellisProtocol

/// Gives its content a `ScrollViewProxy` that scrolls the scroll views inside it to a view
/// with a given identifier (`.id(_:)` or a `ForEach` element's id).
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Scrolls the scroll views of a `ScrollViewReader` to one of its views.
public struct ScrollViewProxy {
    let requests: ScrollRequests

    /// Scrolls the innermost scroll view around the view whose identifier is `id`: with
    /// `anchor`, so that the view's `anchor` point lies on the scroll view's same point;
    /// without, by the least amount that shows the whole view. A row of a lazy stack or
    /// list not built yet is built first. Happens with the next update, after the views
    /// that update adds are laid out (scrolling to a row appended in the same action works).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        MainActor.assumeIsolated { requests.add(AnyHashable(id), anchor: anchor) }
    }
}

/// The scroll requests of one reader, kept by its node until they are sent.
///
/// A request for a view that is not built yet (a row of a lazy stack past the rows built
/// so far) waits for the lazy stacks below the reader: they are made to build every row,
/// and each one re-evaluates the reader after it has rebuilt (`rowsBuilt()`), however many
/// updates that takes. A request is dropped only when no lazy stack below has rows left to
/// build and the view still does not exist.
@MainActor
final class ScrollRequests {
    weak var node: GraphNode?
    var pending: [(id: AnyHashable, anchor: UnitPoint?, tries: Int)] = []
    /// A bound on re-evaluations of one request, against a lazy stack that keeps
    /// rebuilding without ever holding the view (each rebuild is one try).
    static let maxTries = 64

    func add(_ id: AnyHashable, anchor: UnitPoint?) {
        pending.append((id, anchor, 0))
        if let n = node, n.isAlive { n.graph.invalidate(n, reason: "scrollTo") }
    }

    /// Sends the requests whose view exists now as `scrollTo` ops of the update in
    /// progress; the others wait for the lazy stacks under `node` to build their rows.
    func send(from node: GraphNode) {
        guard !pending.isEmpty else { return }
        var later: [(id: AnyHashable, anchor: UnitPoint?, tries: Int)] = []
        var waitingOn: [GraphNode] = []
        for r in pending {
            let target = r.id == AnyHashable(_ScrollContentID.content) ? node.children.first : node.descendant(withID: r.id)
            if let target, let rid = target.roots.first {
                let a = r.anchor.map { WirePoint(x: Double($0.x), y: Double($0.y)) }
                node.graph.writer.append(.scrollTo(id: rid, anchorX: a?.x ?? 0, anchorY: a?.y ?? 0, hasAnchor: a != nil))
                target.enclosingScrollPhase?.requested += 1   // the movement is the app's (Layout/ScrollPhase.swift)
                continue
            }
            guard r.tries < Self.maxTries else { continue }
            // Stacks still to rebuild (dirty: they are deeper than this reader, so the
            // update reaches them after it) or with rows never built.
            node.expandLazyContainers()
            let building = node.lazyContainers.filter(\.isDirty)
            if building.isEmpty { continue }   // every row is built: no such view
            waitingOn += building
            later.append((r.id, r.anchor, r.tries + 1))
        }
        pending = later
        for c in waitingOn where !c.ext.rowsBuiltWaiters.contains(where: { $0 === self }) {
            c.ext.rowsBuiltWaiters.append(self)
        }
    }

    /// A lazy stack this reader waits on has rebuilt its rows: the reader looks again, in
    /// the same update (it is dirty again, and the update evaluates dirty nodes until none
    /// is left).
    func rowsBuilt() {
        if let n = node, n.isAlive, !pending.isEmpty { n.graph.invalidate(n, reason: "scrollTo after building rows") }
    }
}

extension ScrollViewReader: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let requests = node.ext.scrollRequests ?? ScrollRequests()
        requests.node = node
        node.ext.scrollRequests = requests
        node.reconcileChild(.index(0), content(ScrollViewProxy(requests: requests)))
        requests.send(from: node)
    }
}

extension GraphNode {
    /// The nearest scroll view around this node.
    var enclosingScrollView: GraphNode? {
        var p = parent
        while let x = p, x.renderKind != .scroll { p = x.parent }
        return p
    }

    /// The phase tracker of the nearest scroll view around this node, if it has one.
    var enclosingScrollPhase: ScrollPhaseTracker? { enclosingScrollView?.extra?.scrollGeometry?.phase }
}

extension GraphNode {
    /// The first node below this one (depth first) whose identity is `id`: an `.id(_:)`
    /// or a `ForEach` element.
    func descendant(withID id: AnyHashable) -> GraphNode? {
        for c in children {
            switch c.key {
            case .id(let k) where k == id: return c
            case .intID(let k) where AnyHashable(k) == id: return c
            default: break
            }
            if let found = c.descendant(withID: id) { return found }
        }
        return nil
    }

    /// Makes every lazy stack below this node build all its rows (each one not already
    /// told to is invalidated).
    func expandLazyContainers() {
        for c in lazyContainers where c.lazyElementLimit < Int.max / 2 {
            c.lazyElementLimit = Int.max / 2
            graph.invalidate(c, reason: "scrollTo")
        }
    }

    /// The lazy stacks below this node.
    var lazyContainers: [GraphNode] {
        var found: [GraphNode] = []
        func walk(_ n: GraphNode) {
            for c in n.children {
                if c.renderKind == .lazyVStack || c.renderKind == .lazyHStack { found.append(c) }
                walk(c)
            }
        }
        walk(self)
        return found
    }
}
