// aspectRatio(_:contentMode:) and position(x:y:): single-child nodes that change what
// their child is proposed (aspect ratio) or where it is put (position).
import TrellisProtocol

extension NodeStore {
    /// `aspectRatio`: proposes the child the size of the node's ratio that fits in (or
    /// covers) the proposal and reports the size the child chooses (LayoutModel.md,
    /// "Aspect ratio"). Without a ratio, the child's ideal size gives it.
    mutating func aspectRatio(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let c = firstChild(s)
        if c < 0 { return .zero }
        let rare = params[Int(s)].rare
        var ratio = rare.aspectRatio
        var ideal: WireSize?
        if ratio.isNaN {
            let i = size(c, .unspecified)
            ideal = i
            if i.width > 0, i.height > 0, i.width.isFinite, i.height.isFinite { ratio = i.width / i.height }
        }
        let q: Proposal
        if ratio.isNaN {
            q = p   // an ideal size without a ratio (zero or infinite): nothing to keep
        } else {
            var w = p.w, h = p.h
            if w.isNaN && h.isNaN {
                // Nothing proposed: fit (or fill) the ratio to the child's ideal size.
                let i = ideal ?? size(c, .unspecified)
                w = i.width; h = i.height
            }
            q = Self.ratioProposal(w: w, h: h, ratio: ratio, fill: rare.contentMode == .fill)
        }
        let cs = size(c, q)
        if placing { put(c, at: 0, 0, q) }
        return cs
    }

    /// The size of `ratio` that fits in `w`×`h` (or covers it, `fill`); an unspecified
    /// (nan) axis follows the other one.
    static func ratioProposal(w: Double, h: Double, ratio: Double, fill: Bool) -> Proposal {
        if w.isNaN { return Proposal(w: h * ratio, h: h) }
        if h.isNaN { return Proposal(w: w, h: w / ratio) }
        let wider = w / h > ratio   // the proposal is wider than the ratio
        if wider != fill { return Proposal(w: h * ratio, h: h) }
        return Proposal(w: w, h: w / ratio)
    }

    /// `position`: takes the proposal (10 on an unspecified axis), proposes it to the
    /// child and puts the child's centre at the node's `position`.
    mutating func position(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let r = WireSize(width: p.w.isNaN ? 10 : p.w, height: p.h.isNaN ? 10 : p.h)
        let c = firstChild(s)
        if placing && c >= 0 {
            let cs = size(c, p)
            let at = params[Int(s)].rare.position
            put(c, at: at.x - cs.width / 2, at.y - cs.height / 2, p)
        }
        return r
    }
}
