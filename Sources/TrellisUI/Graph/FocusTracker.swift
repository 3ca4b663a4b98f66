import TrellisProtocol

/// Keyboard focus as the client sees it: the daemon owns focus (it sees every click and
/// Tab), a `@FocusState` mirrors it. This type keeps where the daemon last said focus is,
/// where this graph asked it to go and has not heard back, and the focus targets bound to
/// a `@FocusState` (each with an `InputHandler.focus` registered on its identity).
@MainActor
final class FocusTracker {
    /// Where the daemon last said focus is (`focusChanged`); 0: nowhere.
    private(set) var daemonFocus: NodeID = 0
    /// Where a `setFocus` sent by this graph asked focus to go, until the daemon answers.
    private var requested: NodeID?
    /// Focus targets bound to a `@FocusState`, by render id.
    private var targets: [NodeID: GraphNode] = [:]

    /// Where focus is or is about to be: the last request not answered yet, else the
    /// daemon's focus.
    var current: NodeID { requested ?? daemonFocus }

    /// Makes `node` (owning render node `id`) a focus target whose state says `wants`;
    /// returns the `setFocus` to send when the state disagrees with where focus is (set
    /// from code).
    func target(_ node: GraphNode, id: NodeID, wants: Bool) -> ClientMessage? {
        targets[id] = node
        let has = current == id
        if wants && !has {
            requested = id
            return .setFocus(id: id)
        } else if !wants && has {
            requested = 0
            return .setFocus(id: 0)
        }
        return nil
    }

    /// Focus moved (the daemon's `focusChanged`): every focus target's `@FocusState`
    /// follows, the one losing focus first.
    func daemonMoved(to id: NodeID) {
        daemonFocus = id
        requested = nil   // the daemon answers every setFocus with where focus is
        var live: [(NodeID, FocusBinding)] = []
        for (rid, n) in targets {
            if n.isAlive, n.renderID == rid, case .focus(let b)? = n.handler(.focus) { live.append((rid, b)) } else { targets[rid] = nil }
        }
        for (rid, b) in live where rid != id { b.hasFocus(false) }
        for (rid, b) in live where rid == id { b.hasFocus(true) }
    }
}
