// What the client of a customLayout node needs to compute its layout again (SwiftUI's
// `Layout` runs in the app): the proposal the node was placed with and the sizes its
// children choose for the proposals the client asked about (`layoutMeasured`).
import TrellisProtocol

/// The session's customLayout nodes and what was last reported for each.
struct CustomLayoutReports {
    private var last: [NodeID: (proposal: WireProposal, sizes: [WireLayoutSize])] = [:]
    private(set) var nodes: Set<NodeID> = []
    /// Something a report depends on may have changed since the last one: a layout placed
    /// nodes again, or a customLayout node was created or updated (its `measureProposals`
    /// change nothing in layout). Without it a frame measures nothing.
    var stale = false

    var isEmpty: Bool { nodes.isEmpty }

    mutating func created(_ id: NodeID, kind: NodeKind) {
        if kind == .customLayout { nodes.insert(id); stale = true } else if !nodes.isEmpty { forget(id) }
    }

    mutating func updated(_ id: NodeID) {
        if nodes.contains(id) { stale = true }
    }

    mutating func forget(_ id: NodeID) {
        nodes.remove(id)
        last[id] = nil
    }

    /// The `layoutMeasured` events of this frame: one per laid-out node whose report
    /// differs from the last one sent, in id order (deterministic).
    mutating func events(tree: RenderTree) -> [DaemonEvent] {
        guard stale else { return [] }
        stale = false
        var out: [DaemonEvent] = []
        for id in nodes.sorted() {
            guard tree.frame(of: id) != nil, let placed = tree.placedProposal(of: id) else { continue }
            var proposals: [WireProposal] = []
            if case .measureProposals(let list)? = tree.property(.measureProposals, of: id) { proposals = list }
            let children = tree.children(of: id)
            var sizes: [WireLayoutSize] = []
            sizes.reserveCapacity(proposals.count * children.count)
            for p in proposals {
                let q = ProposedSize(width: p.unspecified & 1 != 0 ? nil : p.width,
                                     height: p.unspecified & 2 != 0 ? nil : p.height)
                for c in children {
                    let s = tree.sizeThatFits(c, proposal: q)
                    sizes.append(WireLayoutSize(unspecified: p.unspecified, proposalWidth: p.width, proposalHeight: p.height,
                                                width: s.width, height: s.height))
                }
            }
            let report = (proposal: placed.wire, sizes: sizes)
            if let old = last[id], old.proposal == report.proposal, old.sizes == report.sizes { continue }
            last[id] = report
            out.append(.layoutMeasured(id: id, proposal: report.proposal, sizes: sizes))
        }
        return out
    }
}
