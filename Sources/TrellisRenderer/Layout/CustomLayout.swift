// customLayout: a layout the client computes (SwiftUI's `Layout`). The daemon sizes the
// node from the client's table of sizes and places each child where the client said;
// `CustomLayoutReports` tells the client what it needs to compute them again.
import TrellisProtocol

extension NodeStore {
    /// `customLayout`: the size `layoutSizes` gives for `p`, children per `placements`.
    mutating func customLayout(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let rare = params[Int(s)].rare
        let r = Self.layoutSize(rare.layoutSizes, for: p)
        if placing {
            for (k, c) in childLists[Int(s)].enumerated() {
                guard k < rare.placements.count else {
                    put(c, at: 0, 0, .unspecified)
                    continue
                }
                let e = rare.placements[k]
                let q = Proposal(e.unspecified, e.proposalWidth, e.proposalHeight)
                let cs = size(c, q)
                put(c, at: e.x - e.anchorX * cs.width, e.y - e.anchorY * cs.height, q)
            }
        }
        return r
    }

    /// The size a table of `layoutSizes` gives for `p` (the rule in trellis.idl).
    static func layoutSize(_ table: [WireLayoutSize], for p: Proposal) -> WireSize {
        let bits = p.unspecifiedBits
        var best: WireLayoutSize?
        var bestDistance = Double.infinity
        for e in table where e.unspecified == bits {
            let q = Proposal(e.unspecified, e.proposalWidth, e.proposalHeight)
            if q == p { return WireSize(width: e.width, height: e.height) }
            let d = axisDistance(p.w, q.w) + axisDistance(p.h, q.h)
            if best == nil || d < bestDistance { best = e; bestDistance = d }
        }
        if let e = best ?? table.first { return WireSize(width: e.width, height: e.height) }
        return WireSize(width: p.w.isNaN ? 10 : p.w, height: p.h.isNaN ? 10 : p.h)
    }

    /// How far apart two values of one axis are (0 when both are unspecified or equal,
    /// infinity against an infinite one).
    private static func axisDistance(_ a: Double, _ b: Double) -> Double {
        if a == b || (a.isNaN && b.isNaN) { return 0 }
        return abs(a - b)
    }
}

extension Proposal {
    /// A proposal from its wire form: `unspecified` bit 0 the width, bit 1 the height.
    init(_ unspecified: UInt8, _ width: Double, _ height: Double) {
        self.init(w: unspecified & 1 != 0 ? .nan : width, h: unspecified & 2 != 0 ? .nan : height)
    }

    /// The wire form's unspecified bits.
    var unspecifiedBits: UInt8 { (w.isNaN ? 1 : 0) | (h.isNaN ? 2 : 0) }

    /// The wire form of this proposal.
    var wire: WireProposal {
        WireProposal(unspecified: unspecifiedBits, width: w.isNaN ? 0 : w, height: h.isNaN ? 0 : h)
    }
}
