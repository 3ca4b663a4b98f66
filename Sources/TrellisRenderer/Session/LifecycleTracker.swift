// Appear/disappear diffing between two committed frames (S17, S18).
import TrellisProtocol

/// Remembers which nodes took part in layout at the last commit and computes, for the
/// next one, what disappeared and what appeared.
///
/// S17: a node *appears* when it first takes part in layout after a commit (so every
/// layer of a `ZStack` appears, and a node at `opacity(0)` does too). S18: it
/// *disappears* after the commit that took it out of layout. Both lists are top-down:
/// parents before children, siblings in order — the pre-order of the frame they were
/// (dis)appearing from. A node id destroyed and created again in one transaction is a new
/// node: it disappears and appears again.
struct LifecycleTracker {
    private(set) var order: [NodeID] = []
    private var members: Set<NodeID> = []

    /// Whether `id` took part in the last committed layout.
    func isVisible(_ id: NodeID) -> Bool { members.contains(id) }

    /// Moves to the frame whose participating nodes, in pre-order, are `laidOut`.
    /// `recreated` holds ids destroyed during the transaction (possibly created again).
    mutating func advance(to laidOut: [NodeID], recreated: Set<NodeID>) -> (disappeared: [NodeID], appeared: [NodeID]) {
        let next = Set(laidOut)
        let disappeared = order.filter { !next.contains($0) || recreated.contains($0) }
        let appeared = laidOut.filter { !members.contains($0) || recreated.contains($0) }
        order = laidOut
        members = next
        return (disappeared, appeared)
    }
}
