// ViewThatFits: the first child whose ideal size fits, the only one shown.
import TrellisProtocol

extension NodeStore {
    /// `viewThatFits`: each child, in order, is measured at its ideal size on the axes in
    /// `fixedAxes` (the proposal on the others); the first that fits the proposal there —
    /// or else the last — is proposed the proposal and shown; its size is the node's.
    mutating func viewThatFits(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let kids = childLists[Int(s)]
        guard let last = kids.last else {
            if placing, shownChild.removeValue(forKey: s) != nil { shownChildChanged = true }
            return .zero
        }
        let axes = params[Int(s)].fixedAxes
        let probe = Proposal(w: axes & 1 != 0 ? .nan : p.w, h: axes & 2 != 0 ? .nan : p.h)
        var chosen = last
        for c in kids.dropLast() {
            let ideal = size(c, probe)
            let fitsW = axes & 1 == 0 || p.w.isNaN || ideal.width <= p.w
            let fitsH = axes & 2 == 0 || p.h.isNaN || ideal.height <= p.h
            if fitsW && fitsH { chosen = c; break }
        }
        let r = size(chosen, p)
        if placing {
            put(chosen, at: 0, 0, p)
            if shownChild[s] != chosen {
                shownChild[s] = chosen
                shownChildChanged = true
                noteStructureChanged(under: s)
            }
        }
        return r
    }

    /// The children of `i` that take part in layout and drawing: all of them, but for a
    /// viewThatFits node only the one it shows (none before it was placed).
    @inline(__always) func shownChildren(_ i: Int) -> [Int32] {
        guard kinds[i] == .viewThatFits else { return childLists[i] }
        // The slot shown last may have left since (removed, destroyed, reused elsewhere).
        guard let c = shownChild[Int32(i)], parents[Int(c)] == Int32(i) else { return [] }
        return [c]
    }
}
