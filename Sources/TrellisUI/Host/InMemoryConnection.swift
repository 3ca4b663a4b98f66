import TrellisProtocol

/// An in-process connection for tests, like SwiftNIO's `EmbeddedChannel`: records every
/// message and transaction, lets a test inject daemon events, and (with `autoLifecycle`)
/// acts as a tiny fake daemon that mirrors the render tree it receives and answers each
/// commit the way trellisd does: `committed`, `disappeared`, `appeared`, `frameDone`.
///
/// Appearance in the fake daemon: a node appears when it becomes reachable from the root
/// (all attached nodes take part in layout), disappears when it stops being reachable;
/// both reported top-down in child order, disappearances first (S17, S18).
@MainActor
public final class InMemoryConnection: Connection {
    /// Every message sent, in order.
    public private(set) var sent: [ClientMessage] = []
    /// Every transaction: the ops between `begin` and `commit` (exclusive).
    public private(set) var transactions: [[ClientMessage]] = []
    /// Whether to answer commits like a daemon.
    public var autoLifecycle: Bool
    /// Problems the fake daemon found in the op stream (a correct client leaves it empty).
    public private(set) var violations: [String] = []
    /// Size reported for `geometry` nodes (`reportsGeometry`) after each commit.
    public var surfaceSize: WireSize = WireSize(width: 800, height: 600)

    private var handler: (@MainActor @Sendable ([DaemonEvent]) -> Void)?
    private var queue: [DaemonEvent] = []
    private var staged: [ClientMessage]?
    // mirror of the render tree
    public private(set) var kinds: [NodeID: NodeKind] = [:]
    public private(set) var props: [NodeID: [PropertyTag: Property]] = [:]
    public private(set) var childrenOf: [NodeID: [NodeID]] = [:]
    public private(set) var parentOf: [NodeID: NodeID] = [:]
    public private(set) var root: NodeID = 0
    private var visible: [NodeID] = []
    private var reportedGeometry: [NodeID: WireRect] = [:]

    public init(autoLifecycle: Bool = true) { self.autoLifecycle = autoLifecycle }

    public func send(_ messages: [ClientMessage]) {
        for m in messages {
            sent.append(m)
            switch m {
            case .begin: staged = []
            case .commit(let t):
                if let s = staged { transactions.append(s) }
                staged = nil
                if autoLifecycle { commit(t) }
            case .hello:
                queue.append(.welcome(version: TrellisWire.version, daemonVersion: "in-memory", backend: "memory",
                                      width: surfaceSize.width, height: surfaceSize.height,
                                      maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize), maxNodes: 1_000_000,
                                      capabilities: [.testing, .geometry]))
            default:
                if staged == nil, isNodeOp(m) { violations.append("op outside transaction: \(m)") }
                staged?.append(m)
                apply(m)
            }
        }
    }

    public func setEventHandler(_ handler: @escaping @MainActor @Sendable ([DaemonEvent]) -> Void) { self.handler = handler }

    /// Queues an event as if the daemon sent it; delivered by `pump()` (or `ViewHost.settle()`).
    public func inject(_ event: DaemonEvent) { queue.append(event) }

    public func pump() -> Bool {
        guard !queue.isEmpty, let h = handler else { return false }
        let events = queue
        queue.removeAll()
        h(events)
        return true
    }

    /// The text of every `text` node reachable from the root, in tree order.
    public var visibleTexts: [String] {
        visibleNodes().compactMap { id in
            if case .text(let s)? = props[id]?[.text] { return s }
            return nil
        }
    }

    /// Nodes reachable from the root, top-down pre-order.
    public func visibleNodes() -> [NodeID] {
        var out: [NodeID] = []
        func walk(_ id: NodeID) {
            out.append(id)
            for c in childrenOf[id] ?? [] { walk(c) }
        }
        if root != 0, kinds[root] != nil { walk(root) }
        return out
    }

    /// A property of a node in the mirrored tree.
    public func property(_ tag: PropertyTag, of id: NodeID) -> Property? { props[id]?[tag] }

    /// The first visible node whose text is `text`.
    public func node(withText text: String) -> NodeID? {
        visibleNodes().first { props[$0]?[.text] == .text(text) }
    }

    /// The nearest tappable ancestor-or-self of `id` (what the daemon's hit test returns).
    public func tappableAncestor(of id: NodeID) -> NodeID? {
        var cur: NodeID? = id
        while let c = cur {
            if props[c]?[.tappable] == .tappable(true) { return c }
            cur = parentOf[c]
        }
        return nil
    }

    /// Injects a tap on the tappable view that shows `text`.
    @discardableResult
    public func tap(text: String) -> Bool {
        guard let n = node(withText: text), let t = tappableAncestor(of: n) else { return false }
        inject(.inputTap(id: t, x: 0, y: 0))
        return true
    }

    private func isNodeOp(_ m: ClientMessage) -> Bool {
        switch m {
        case .create, .update, .reset, .insert, .move, .remove, .destroy, .setRoot: return true
        default: return false
        }
    }

    private func apply(_ m: ClientMessage) {
        switch m {
        case let .create(id, kind, p):
            if kinds[id] != nil { violations.append("duplicate node \(id)") }
            kinds[id] = kind
            for x in p where !x.tag.isValid(for: kind) { violations.append("invalid property \(x.tag) for \(kind) \(id)") }
            var d: [PropertyTag: Property] = [:]
            for x in p { d[x.tag] = x }
            props[id] = d
            childrenOf[id] = []
        case let .update(id, p):
            guard let kind = kinds[id] else { violations.append("update of unknown \(id)"); return }
            for x in p where !x.tag.isValid(for: kind) { violations.append("invalid property \(x.tag) for \(kind) \(id)") }
            for x in p { props[id]![x.tag] = x }
        case let .reset(id, tags):
            guard kinds[id] != nil else { violations.append("reset of unknown \(id)"); return }
            for t in tags { props[id]![t] = nil }
        case let .insert(parent, child, index):
            guard kinds[parent] != nil, kinds[child] != nil else { violations.append("insert unknown \(parent)/\(child)"); return }
            if parentOf[child] != nil { violations.append("already parented \(child)"); return }
            var c = childrenOf[parent]!
            guard Int(index) <= c.count else { violations.append("bad index \(index) in \(parent)"); return }
            c.insert(child, at: Int(index))
            childrenOf[parent] = c
            parentOf[child] = parent
        case let .move(parent, child, index):
            guard parentOf[child] == parent, var c = childrenOf[parent] else { violations.append("move of non-child \(child)"); return }
            c.removeAll { $0 == child }
            guard Int(index) <= c.count else { violations.append("bad move index"); return }
            c.insert(child, at: Int(index))
            childrenOf[parent] = c
        case let .remove(parent, child):
            guard parentOf[child] == parent else { violations.append("remove of non-child \(child)"); return }
            childrenOf[parent]!.removeAll { $0 == child }
            parentOf[child] = nil
        case let .destroy(id):
            guard kinds[id] != nil else { violations.append("destroy of unknown \(id)"); return }
            if let p = parentOf[id] { childrenOf[p]?.removeAll { $0 == id } }
            func drop(_ n: NodeID) {
                for c in childrenOf[n] ?? [] { drop(c) }
                kinds[n] = nil; props[n] = nil; childrenOf[n] = nil; parentOf[n] = nil
            }
            drop(id)
            if root == id { root = 0 }
        case let .setRoot(id):
            if id != 0 && kinds[id] == nil { violations.append("setRoot unknown \(id)") }
            root = id
        default: break
        }
    }

    /// The daemon's structural rules for a committed tree.
    private func checkStructure() {
        for (id, kind) in kinds {
            let n = childrenOf[id]?.count ?? 0
            switch kind {
            case .background, .overlay:
                if n != 2 { violations.append("\(kind) \(id) has \(n) children (needs 2)") }
            case .frame, .padding, .fixedSize, .effect, .scroll:
                if n > 1 { violations.append("\(kind) \(id) has \(n) children (max 1)") }
            case .text, .shape, .image, .spacer, .textField:
                if n > 0 { violations.append("leaf \(kind) \(id) has children") }
            default: break
            }
        }
    }

    private func commit(_ t: UInt64) {
        checkStructure()
        queue.append(.committed(txn: t, layoutMicros: 0, drawMicros: 0))
        let now = visibleNodes()
        let nowSet = Set(now)
        let gone = visible.filter { !nowSet.contains($0) }
        let oldSet = Set(visible)
        let new = now.filter { !oldSet.contains($0) }
        if !gone.isEmpty { queue.append(.disappeared(ids: gone)) }
        if !new.isEmpty { queue.append(.appeared(ids: new)) }
        visible = now
        for id in now where props[id]?[.reportsGeometry] == .reportsGeometry(true) {
            let r = WireRect(x: 0, y: 0, width: surfaceSize.width, height: surfaceSize.height)
            if reportedGeometry[id] != r {
                reportedGeometry[id] = r
                queue.append(.geometry(id: id, frame: r))
            }
        }
        queue.append(.frameDone(serial: t))
    }
}
