// Single-child modifiers: frame (fixed and flexible), padding, fixedSize, effect,
// and background/overlay (a primary child plus a secondary one sized to it).
import TrellisProtocol

extension NodeStore {
    @inline(__always) func firstChild(_ s: Int32) -> Int32 {
        let kids = childLists[Int(s)]
        return kids.isEmpty ? -1 : kids[0]
    }

    /// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`.
    /// Per axis: a fixed value wins; else min/ideal/max make the axis flexible; else the
    /// proposal passes through and the child's size is reported.
    mutating func frame(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        // Field by field: a copy of the whole params would retain its boxes and strings.
        let i = Int(s)
        let wAxis = FrameAxis(fixed: params[i].width, min: params[i].minWidth, ideal: params[i].idealWidth, max: params[i].maxWidth)
        let hAxis = FrameAxis(fixed: params[i].height, min: params[i].minHeight, ideal: params[i].idealHeight,
                              max: params[i].maxHeight)
        let q = Proposal(w: wAxis.childProposal(p.w), h: hAxis.childProposal(p.h))
        let c = firstChild(s)
        let cs = c >= 0 ? size(c, q) : .zero
        let r = WireSize(width: wAxis.size(p.w, child: cs.width), height: hAxis.size(p.h, child: cs.height))
        if placing && c >= 0 {
            let a = params[i].alignment
            let fx = a.horizontalFraction, fy = a.verticalFraction
            var x = (r.width - cs.width) * fx, y = (r.height - cs.height) * fy
            if alignmentGuidesUsed {
                // The child's guide of the frame's alignment (explicit, or a custom guide's
                // default) goes on the frame's own guide, as SwiftUI's frames place their
                // content.
                (x, y) = guidedOrigin(s, child: c, size: cs, proposal: q, in: r, x: x, y: y)
            }
            put(c, at: x, y, q)
        }
        return r
    }

    /// Where single-child container `s` of size `r` puts child `c` (of size `size`) so that
    /// the child's guide of the container's alignment lies on the container's own guide:
    /// the child's explicit value, or a custom guide's default. `x`/`y`: the plain rule's
    /// origin, kept on an axis whose built-in guide the child does not set.
    @inline(never)
    mutating func guidedOrigin(_ s: Int32, child c: Int32, size: WireSize, proposal q: Proposal, in r: WireSize,
                               x: Double, y: Double) -> (Double, Double) {
        var x = x, y = y
        let gx = containerGuide(Int(s), horizontalGuide: true), gy = containerGuide(Int(s), horizontalGuide: false)
        if let v = childGuide(c, gx.id, size: size, proposal: q) { x = gx.value(in: r) - v }
        else if gx.isCustom { x = gx.value(in: r) - gx.value(in: size) }
        if let v = childGuide(c, gy.id, size: size, proposal: q) { y = gy.value(in: r) - v }
        else if gy.isCustom { y = gy.value(in: r) - gy.value(in: size) }
        return (x, y)
    }

    /// `padding(insets)`: proposes the proposal minus the insets (not below 0) and
    /// reports the child plus the insets, not below 0: negative padding can shrink a view
    /// to nothing but not past it, so a stack never places its next child before the
    /// padded one (SwiftUI clamps the same way).
    mutating func padding(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let e = params[Int(s)].insets
        let dw = e.leading + e.trailing, dh = e.top + e.bottom
        let q = Proposal(w: p.w.isNaN ? .nan : max(p.w - dw, 0), h: p.h.isNaN ? .nan : max(p.h - dh, 0))
        let c = firstChild(s)
        let cs = c >= 0 ? size(c, q) : .zero
        if placing && c >= 0 { put(c, at: e.leading, e.top, q) }
        return WireSize(width: max(cs.width + dw, 0), height: max(cs.height + dh, 0))
    }

    /// `fixedSize(horizontal:vertical:)`: the child's ideal size on the fixed axes.
    mutating func fixedSize(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let axes = params[Int(s)].fixedAxes
        let q = Proposal(w: axes & 1 != 0 ? .nan : p.w, h: axes & 2 != 0 ? .nan : p.h)
        let c = firstChild(s)
        let cs = c >= 0 ? size(c, q) : .zero
        if placing && c >= 0 { put(c, at: 0, 0, q) }
        return cs
    }

    /// An effect node (opacity, offset, layoutPriority, tappable…): no layout of its own.
    mutating func passThrough(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let c = firstChild(s)
        if c < 0 { return .zero }
        let cs = size(c, p)
        if placing { put(c, at: 0, 0, p) }
        return cs
    }

    /// `background`/`overlay`: children `[primary, secondary]`; sized by the primary,
    /// the secondary is proposed exactly the primary's size and aligned on it.
    mutating func decorated(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let kids = childLists[Int(s)]
        guard let primary = kids.first else { return .zero }
        let ps = size(primary, p)
        if placing {
            put(primary, at: 0, 0, p)
            if kids.count > 1 {
                let a = params[Int(s)].alignment
                let q = Proposal(ps)
                for secondary in kids.dropFirst() {
                    let ss = size(secondary, q)
                    var x = (ps.width - ss.width) * a.horizontalFraction, y = (ps.height - ss.height) * a.verticalFraction
                    if alignmentGuidesUsed {
                        (x, y) = guidedOrigin(s, child: secondary, size: ss, proposal: q, in: ps, x: x, y: y)
                    }
                    put(secondary, at: x, y, q)
                }
            }
        }
        return ps
    }
}

/// One axis of a `frame` node.
struct FrameAxis {
    var fixed, min, ideal, max: Double

    var isFlexible: Bool { !min.isNaN || !ideal.isNaN || !max.isNaN }

    /// What the frame proposes to its child on this axis.
    func childProposal(_ p: Double) -> Double {
        if !fixed.isNaN { return fixed }
        if !isFlexible { return p }
        var q = p.isNaN ? ideal : p
        if q.isNaN { return .nan }
        if !max.isNaN { q = Swift.min(q, max) }
        if !min.isNaN { q = Swift.max(q, min) }
        return q
    }

    /// The frame's size on this axis (LayoutModel.md, "Flexible frame").
    func size(_ p: Double, child c: Double) -> Double {
        if !fixed.isNaN { return fixed }
        if !isFlexible { return c }
        if p.isNaN && !ideal.isNaN { return ideal }
        let v = p.isNaN ? c : p
        switch (!min.isNaN, !max.isNaN) {
        case (true, true): return Swift.max(min, Swift.min(v, max))
        case (true, false): return Swift.max(Swift.min(v, c), min)
        case (false, true): return Swift.min(Swift.max(v, c), max)
        case (false, false): return c
        }
    }
}
