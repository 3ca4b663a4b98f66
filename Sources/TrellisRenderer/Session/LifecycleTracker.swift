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
    private var members = NodeIDSet()

    /// Whether `id` took part in the last committed layout.
    func isVisible(_ id: NodeID) -> Bool { members.contains(id) }

    /// Moves to the frame whose participating nodes, in pre-order, are `laidOut`.
    /// `recreated` holds ids destroyed during the transaction (possibly created again).
    ///
    /// Without recreated ids only the part between the common prefix and suffix of the
    /// two orders can differ (ids are unique in each, so an id there is in the other
    /// frame iff it is in the other's middle part): a swap, append or removal in a
    /// 10,000-row list diffs the rows it touched, not all 80,000 nodes.
    mutating func advance(to laidOut: [NodeID], recreated: NodeIDSet) -> (disappeared: [NodeID], appeared: [NodeID]) {
        guard recreated.isEmpty else { return advanceRebuilding(to: laidOut, recreated: recreated) }
        let m = Swift.min(order.count, laidOut.count)
        var p = 0
        while p < m && order[p] == laidOut[p] { p += 1 }
        var s = 0
        while s < m - p && order[order.count - 1 - s] == laidOut[laidOut.count - 1 - s] { s += 1 }
        let oldMiddle = order[p ..< order.count - s]
        let newMiddle = laidOut[p ..< laidOut.count - s]
        var disappeared: [NodeID] = []
        var appeared: [NodeID] = []
        if !oldMiddle.isEmpty || !newMiddle.isEmpty {
            // An id of the new middle was in the old frame iff it was in the old middle,
            // so `members` (the old frame) answers without a set of the old middle; and
            // as many old ids stayed as new ones did not appear, so a reorder (a swap)
            // needs no set of the new middle either.
            appeared = newMiddle.filter { !members.contains($0) }
            let stayed = newMiddle.count - appeared.count
            if stayed < oldMiddle.count {
                let newSet = NodeIDSet(newMiddle)
                disappeared = oldMiddle.filter { !newSet.contains($0) }
            }
            for id in disappeared { members.remove(id) }
            for id in appeared { members.insert(id) }
        }
        order = laidOut
        return (disappeared, appeared)
    }

    /// The whole-frame diff (what `advance` computes when ids were destroyed).
    mutating func advanceRebuilding(to laidOut: [NodeID], recreated: NodeIDSet) -> (disappeared: [NodeID], appeared: [NodeID]) {
        let next = NodeIDSet(laidOut)
        let disappeared = order.filter { !next.contains($0) || recreated.contains($0) }
        let appeared = laidOut.filter { !members.contains($0) || recreated.contains($0) }
        order = laidOut
        members = next
        return (disappeared, appeared)
    }
}
