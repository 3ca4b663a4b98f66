// ZStack, GeometryReader and ScrollView.
import TrellisProtocol

extension NodeStore {
    /// `ZStack`: proposes its proposal to every child; its size is the union of the
    /// children with the highest layoutPriority; every child is aligned in it.
    mutating func zstack(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let kids = childLists[Int(s)]
        if kids.isEmpty { return .zero }
        var top = -Double.infinity
        for c in kids { top = max(top, params[Int(c)].priority) }
        var r = WireSize.zero
        for c in kids {
            let cs = size(c, p)
            if params[Int(c)].priority == top {
                r.width = max(r.width, cs.width)
                r.height = max(r.height, cs.height)
            }
        }
        let a = params[Int(s)].alignment
        var guidedX: [Double]?, guidedY: [Double]?
        if alignmentGuidesUsed {
            // Children that set the alignment's guides explicitly line up by them.
            var sizes: [WireSize] = []
            for c in kids { sizes.append(size(c, p)) }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: kids.count) { slots in
                for k in 0..<kids.count { slots.initializeElement(at: k, to: kids[k]) }
                if let x = guidedPositions(slots, sizes: { sizes[$0] }, proposals: { _ in p }, across: { $0.width },
                                           guide: containerGuide(Int(s), horizontalGuide: true)) {
                    guidedX = x.positions
                    r.width = x.length
                }
                if let y = guidedPositions(slots, sizes: { sizes[$0] }, proposals: { _ in p }, across: { $0.height },
                                           guide: containerGuide(Int(s), horizontalGuide: false)) {
                    guidedY = y.positions
                    r.height = y.length
                }
            }
        }
        if placing {
            for (k, c) in kids.enumerated() {
                let cs = size(c, p)
                put(c, at: guidedX?[k] ?? (r.width - cs.width) * a.horizontalFraction,
                    guidedY?[k] ?? (r.height - cs.height) * a.verticalFraction, p)
            }
        }
        return r
    }

    /// `GeometryReader`: takes the whole proposal (10 on an unspecified axis, like a
    /// shape) and places each child top-leading, proposing it that size.
    mutating func geometry(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let r = WireSize(width: p.w.isNaN ? 10 : p.w, height: p.h.isNaN ? 10 : p.h)
        if placing {
            let q = Proposal(r)
            for c in childLists[Int(s)] { put(c, at: 0, 0, q) }
        }
        return r
    }

    /// `ScrollView`: proposes *unspecified* along its axis (content takes its ideal
    /// length) and the proposal across it; takes the proposal (its content's size on an
    /// unspecified axis). Several children are stacked along the axis with the default
    /// gap, like SwiftUI's implicit stack; content starts at the top/leading edge and is
    /// centred across the axis. Content is clipped to the scroll view when drawn.
    mutating func scroll(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let h = params[Int(s)].axis == .horizontal
        let q = Proposal.stack(h, main: .nan, cross: p.along(!h))
        let kids = childLists[Int(s)]
        var main = 0.0, cross = 0.0
        for (k, c) in kids.enumerated() {
            let cs = size(c, q)
            main += cs.along(h) + (k > 0 ? 8 : 0)
            cross = max(cross, cs.along(!h))
        }
        let pm = p.along(h), pc = p.along(!h)
        let r = WireSize.stack(h, main: pm.isNaN ? main : pm, cross: pc.isNaN ? cross : pc)
        if placing {
            var at = 0.0
            for c in kids {
                let cs = size(c, q)
                let across = (r.along(!h) - cs.along(!h)) / 2
                if h { put(c, at: at, across, q) } else { put(c, at: across, at, q) }
                at += cs.along(h) + 8
            }
        }
        return r
    }
}
