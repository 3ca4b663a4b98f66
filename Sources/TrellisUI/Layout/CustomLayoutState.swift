import TrellisProtocol

/// What a custom layout's container knows between its passes: the proposal the daemon
/// placed it with, its subviews' sizes for the proposals measured so far, the proposals
/// to have measured, and the placements of the pass in progress.
@MainActor
final class CustomLayoutState {
    /// At most this many proposals are measured (the protocol's limit).
    static let maxProposals = 16

    private(set) var placedProposal: ProposedViewSize?
    private var measured: [ProposedViewSize: [CGSize]] = [:]
    private(set) var requested: [ProposedViewSize] = []
    private(set) var placements: [WirePlacement] = []

    /// Starts a layout pass over `count` subviews: each unplaced one is proposed an
    /// unspecified size at the origin.
    func beginPass(subviews count: Int) {
        placements = Array(repeating: WirePlacement(x: 0, y: 0, anchorX: 0, anchorY: 0, unspecified: 3,
                                                    proposalWidth: 0, proposalHeight: 0), count: count)
    }

    /// Subview `index`'s size for `proposal`: measured, or (asked for the next commit)
    /// its ideal size when known, else zero.
    func size(of index: Int, for proposal: ProposedViewSize) -> CGSize {
        if let sizes = measured[proposal], index < sizes.count { return sizes[index] }
        if !requested.contains(proposal), requested.count < Self.maxProposals { requested.append(proposal) }
        if let ideal = measured[.unspecified], index < ideal.count { return ideal[index] }
        return .zero
    }

    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard index < placements.count else { return }
        func finite(_ v: CGFloat) -> Double { Double(v).isFinite ? Double(v) : 0 }
        let w = Self.wire(proposal)
        placements[index] = WirePlacement(x: finite(position.x), y: finite(position.y),
                                          anchorX: finite(anchor.x), anchorY: finite(anchor.y),
                                          unspecified: w.unspecified, proposalWidth: w.width, proposalHeight: w.height)
    }

    /// Takes a `layoutMeasured` report; true when it changes what the layout would compute.
    func update(proposal: WireProposal, sizes: [WireLayoutSize]) -> Bool {
        let placed = Self.proposal(proposal.unspecified, proposal.width, proposal.height)
        var next: [ProposedViewSize: [CGSize]] = [:]
        for e in sizes {
            next[Self.proposal(e.unspecified, e.proposalWidth, e.proposalHeight), default: []]
                .append(CGSize(width: e.width, height: e.height))
        }
        defer { placedProposal = placed; measured = next }
        return placed != placedProposal || next != measured
    }

    /// The proposals the container's size is computed for: the one it was placed with,
    /// the ideal, smallest and largest, and the placed one with either axis at 0 or
    /// infinity (what stacks probe a child with).
    static func probes(around p: ProposedViewSize) -> [ProposedViewSize] {
        var list: [ProposedViewSize] = [p, .unspecified, .zero, .infinity]
        if p.height != nil {
            list.append(ProposedViewSize(width: 0, height: p.height))
            list.append(ProposedViewSize(width: .infinity, height: p.height))
        }
        if p.width != nil {
            list.append(ProposedViewSize(width: p.width, height: 0))
            list.append(ProposedViewSize(width: p.width, height: .infinity))
        }
        var seen = Set<ProposedViewSize>()
        return list.filter { seen.insert($0).inserted }
    }

    static func wire(_ p: ProposedViewSize) -> WireProposal {
        func length(_ v: CGFloat?) -> Double { v.map { Double($0).isNaN ? 0 : max(0, Double($0)) } ?? 0 }
        return WireProposal(unspecified: (p.width == nil ? 1 : 0) | (p.height == nil ? 2 : 0),
                            width: length(p.width), height: length(p.height))
    }

    static func entry(_ p: ProposedViewSize, _ s: CGSize) -> WireLayoutSize {
        let w = wire(p)
        func size(_ v: CGFloat) -> Double { Double(v).isNaN ? 0 : max(0, Double(v)) }
        return WireLayoutSize(unspecified: w.unspecified, proposalWidth: w.width, proposalHeight: w.height,
                              width: size(s.width), height: size(s.height))
    }

    static func proposal(_ unspecified: UInt8, _ width: Double, _ height: Double) -> ProposedViewSize {
        ProposedViewSize(width: unspecified & 1 != 0 ? nil : CGFloat(width),
                         height: unspecified & 2 != 0 ? nil : CGFloat(height))
    }
}
