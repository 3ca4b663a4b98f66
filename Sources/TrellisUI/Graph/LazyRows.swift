import TrellisProtocol

/// Lazy rows (S19): whether the daemon granted `lazyRows`, so a lazy stack over a ForEach
/// sends a prefix of its rows and adds more when the daemon asks (`needRows`).
///
/// Granted optimistically from the hello (the first transaction usually leaves before the
/// welcome arrives) and corrected by the welcome: the stacks that built only a prefix
/// before it are kept, and rebuilt in full if the daemon refused.
@MainActor
final class LazyRows {
    /// The graph whose lazy stacks these are; it owns this.
    unowned(unsafe) var graph: ViewGraph!
    /// Whether lazy stacks send a prefix of their rows: what the hello announced, then
    /// what the welcome granted.
    var enabled = false
    private var answered = false
    /// Lazy stacks that built only a prefix before the welcome; not tracked after it.
    private var containers: Set<GraphNode> = []

    /// `node`, a lazy stack, built only a prefix of its rows.
    func builtPrefix(_ node: GraphNode) {
        if !answered { containers.insert(node) }
    }

    /// The welcome's answer to the `lazyRows` the hello announced: without it, every lazy
    /// stack that built a prefix is rebuilt with all its rows.
    func granted(_ granted: Bool) {
        let was = enabled
        enabled = granted
        answered = true
        let built = containers.filter(\.isAlive)
        containers = []
        guard was, !granted else { return }
        for n in built { graph.invalidate(n, reason: "lazyRows refused") }
    }

    /// The daemon needs rows up to `end` of the lazy stack rendered as `container`:
    /// raises its element limit to cover them and updates it.
    func needRows(_ container: NodeID, end: UInt64) {
        guard enabled, let n = graph.renderOwner[container], n.isAlive, n.renderID == container else { return }
        let elements = Int((Double(end) / n.lazyRowsPerElement).rounded(.up))
        guard elements > n.lazyElementLimit else { return }
        n.lazyElementLimit = elements
        graph.invalidate(n, reason: "needRows")
    }
}
