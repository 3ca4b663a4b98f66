import TrellisProtocol

/// What a restarted daemon needs to show this window again (S29): the render tree as this
/// host sent it (`RenderMirror`), and the one transaction that re-sends it.
///
/// Why a mirror of the ops rather than a walk of the value graph: see `RenderMirror`. The
/// mirror is read only here, so sent batches are applied to it late — after the daemon got
/// them, a slice at a time (`catchUp(until:)`) or all at once before a re-send.
@MainActor
final class Resync {
    /// The render tree the daemon holds, as this host sent it.
    private var mirror = RenderMirror()
    /// Batches sent (or being sent) and not yet applied to `mirror`, in the order sent.
    /// A transaction's parts wait here until its last part is sent: mirroring them as they
    /// went out would keep the daemon from starting on the transaction for as long as the
    /// mirroring takes (a 10,000-row clear: ~10 ms).
    private var unmirrored: [[ClientMessage]] = []
    /// Ops of `unmirrored[0]` already applied to the mirror (a batch mirrored in slices).
    private var mirroredOfFirst = 0
    /// Ops in `unmirrored` not applied yet.
    private(set) var unmirroredOps = 0
    /// A reconnect is waiting for `welcome` to re-send the tree.
    var isPending = false
    /// Number of times the tree was re-sent.
    private(set) var count = 0

    /// Whether sent batches wait to be mirrored.
    var isBehind: Bool { !unmirrored.isEmpty }

    /// `batch` was sent (or is being sent) to the daemon.
    func sent(_ batch: [ClientMessage]) {
        unmirrored.append(batch)
        unmirroredOps += batch.count
    }

    /// Applies every sent batch to the mirror now.
    func catchUp() {
        guard !unmirrored.isEmpty else { return }
        let batches = unmirrored
        let skip = mirroredOfFirst
        unmirrored = []
        mirroredOfFirst = 0
        unmirroredOps = 0
        for (i, b) in batches.enumerated() { mirror.apply(b[(i == 0 ? skip : 0)...], endsBatch: true) }
    }

    /// Applies sent batches 64 ops at a time until `deadline`.
    func catchUp(until deadline: ContinuousClock.Instant) {
        while !unmirrored.isEmpty && ContinuousClock.now < deadline {
            let batch = unmirrored[0]
            let end = min(batch.count, mirroredOfFirst + 64)
            mirror.apply(batch[mirroredOfFirst ..< end], endsBatch: end == batch.count)
            unmirroredOps -= end - mirroredOfFirst
            if end == batch.count {
                unmirrored.removeFirst()
                mirroredOfFirst = 0
            } else {
                mirroredOfFirst = end
            }
        }
    }

    /// A transaction built while no daemon listens: it goes into the mirror only.
    func apply(_ batch: [ClientMessage]) {
        catchUp()
        mirror.apply(batch)
    }

    /// The user scrolled `id`: a re-sent tree keeps the offset.
    func scrolled(_ id: NodeID, dx: Double, dy: Double) { mirror.scrolled(id, dx: dx, dy: dy) }

    /// Number of render nodes the daemon holds (as sent).
    var nodeCount: Int {
        catchUp()
        return mirror.count
    }

    /// The whole tree as one transaction for a new daemon (after its `welcome`): the
    /// defined images, then every node. The graph notes which views are appeared, so those
    /// the new daemon does not show disappear after its first frame.
    func messages(for graph: ViewGraph) -> [ClientMessage] {
        isPending = false
        catchUp()
        graph.lifecycle.beginResync()
        let txn = graph.writer.nextTransaction()
        count += 1
        var msgs = graph.writer.imageDefinitions + mirror.resyncMessages(txn: txn)
        // Keyboard focus survives the restart: the new daemon focuses the node the old one
        // had focused (a text field's caret goes to the end of its text).
        let focus = graph.focus.current
        if focus != 0, mirror.contains(focus), case .commit? = msgs.last {
            msgs.insert(.setFocus(id: focus), at: msgs.count - 1)
        }
        return msgs
    }
}
