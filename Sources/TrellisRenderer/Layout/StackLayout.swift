// HStack / VStack (and the lazy stacks, laid out for the rows the client supplied).
//
// LayoutModel.md (TrellisRenderer.docc), "Stacks": with no size proposed along the axis every child gets
// its ideal; otherwise children are sized in order of layoutPriority (highest first),
// then flexibility (least flexible first, stable), each proposed an equal share of
// what is left once gaps and the minimum sizes of lower-priority groups are set aside.
import TrellisProtocol

/// What a stack learns about one child while sizing it.
struct StackChild {
    var slot: Int32
    var priority: Double
    /// Size along the axis at proposal ∞ minus at proposal 0.
    var flexibility: Double
    /// Size along the axis at proposal 0.
    var minimum: Double
    /// Rigid: the same size at proposals 0 and ∞, hence (sizes being monotonic in the
    /// proposal) at every proposal; measured once, never redistributed.
    var rigid: Bool
    /// The proposal along the axis the child finally gets (nan = unspecified).
    var proposal: Double
    var size: WireSize
}

extension NodeStore {
    mutating func stack(_ s: Int32, _ p: Proposal, horizontal h: Bool, placing: Bool) -> WireSize {
        let i = Int(s)
        let n = childLists[i].count
        if n == 0 { return .zero }
        // Guides need every child's value; the incremental arrangement knows only sizes.
        if n >= StackArrangement.minimumChildren && !alignmentGuidesUsed {
            return arrangedStack(s, p, horizontal: h, placing: placing)
        }
        return withUnsafeTemporaryAllocation(of: StackChild.self, capacity: n) { buf in
            let kids = childLists[i]
            for k in 0..<n { buf.initializeElement(at: k, to: measureStackChild(kids[k], p, h)) }
            defer { buf.deinitialize() }
            distribute(buf, p, horizontal: h, spacing: stackSpacing(i))
            return finishStack(s, buf, p, horizontal: h, placing: placing)
        }
    }

    /// A lazy stack is as wide (a `lazyHStack`: as tall) as it is offered, as SwiftUI's
    /// are: it cannot measure the rows it has not built, so it does not hug the widest one,
    /// and `LazyVStack(alignment: .leading)` in a scroll view lines its rows up at the
    /// leading edge of the scroll view, not of the widest row. Unoffered (an ideal size,
    /// `fixedSize`): the widest row. Other stacks: no minimum.
    @inline(__always) func lazyCrossMinimum(_ i: Int, _ pc: Double) -> Double {
        let k = kinds[i]
        guard k == .lazyVStack || k == .lazyHStack, pc.isFinite else { return 0 }
        return pc
    }

    @inline(__always) func stackSpacing(_ i: Int) -> Double {
        let v = params[i].spacing
        return v.isNaN ? 8 : v
    }

    /// Measures child `c` for a stack proposed `p`: its ideal when the axis is
    /// unspecified, else its sizes at 0 and ∞ along the axis (its flexibility).
    @inline(__always)
    mutating func measureStackChild(_ c: Int32, _ p: Proposal, _ h: Bool) -> StackChild {
        let pm = p.along(h), pc = p.along(!h)
        let ci = Int(c)
        let isSpacer = kinds[ci] == .spacer
        let priority = isSpacer ? -Double.infinity : params[ci].priority
        if pm.isNaN {
            let sz = size(c, .stack(h, main: .nan, cross: pc))
            return StackChild(slot: c, priority: priority, flexibility: 0, minimum: sz.along(h),
                              rigid: true, proposal: .nan, size: sz)
        }
        if isFixed(c, horizontal: h) {
            let sz = size(c, .stack(h, main: .infinity, cross: pc))
            return StackChild(slot: c, priority: priority, flexibility: 0, minimum: sz.along(h),
                              rigid: true, proposal: .infinity, size: sz)
        }
        let s0 = size(c, .stack(h, main: 0, cross: pc))
        let sInf = size(c, .stack(h, main: .infinity, cross: pc))
        if s0 == sInf {
            return StackChild(slot: c, priority: priority, flexibility: 0, minimum: s0.along(h),
                              rigid: true, proposal: .infinity, size: sInf)
        }
        var flex = sInf.along(h) - s0.along(h)
        if flex.isNaN { flex = .infinity }
        return StackChild(slot: c, priority: priority, flexibility: flex, minimum: s0.along(h),
                          rigid: false, proposal: 0, size: s0)
    }

    /// Sizes the non-rigid children (LayoutModel.md steps 3–5); rigid ones keep their size.
    mutating func distribute(_ buf: UnsafeMutableBufferPointer<StackChild>, _ p: Proposal,
                    horizontal h: Bool, spacing: Double) {
        let n = buf.count
        let pm = p.along(h), pc = p.along(!h)
        if pm.isNaN { return }
        var allRigid = true
        for k in 0..<n where !buf[k].rigid { allRigid = false; break }
        if allRigid { return }
        let gaps = spacing * Double(n - 1)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { order in
            var order = order
            for k in 0..<n { order.initializeElement(at: k, to: Int32(k)) }
            // Highest priority first; least flexible first; stable (by index).
            order.sort { a, b in
                let x = buf[Int(a)], y = buf[Int(b)]
                if x.priority != y.priority { return x.priority > y.priority }
                if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
                return a < b
            }
            // Minimum sizes of every group, to set aside for lower-priority groups.
            var lowerMinimums = 0.0
            for k in 0..<n { lowerMinimums += buf[k].minimum }
            var chosen = 0.0
            var g = 0
            while g < n {
                let priority = buf[Int(order[g])].priority
                var end = g
                var groupMinimum = 0.0
                while end < n && buf[Int(order[end])].priority == priority {
                    groupMinimum += buf[Int(order[end])].minimum
                    end += 1
                }
                lowerMinimums -= groupMinimum
                var available = pm - gaps - chosen - lowerMinimums
                var remaining = Double(end - g)
                for k in g..<end {
                    let c = Int(order[k])
                    if !buf[c].rigid {
                        let share = pm == .infinity ? .infinity : max(available / remaining, 0)
                        buf[c].proposal = share
                        buf[c].size = size(buf[c].slot, .stack(h, main: share, cross: pc))
                    }
                    let m = buf[c].size.along(h)
                    available -= m
                    chosen += m
                    remaining -= 1
                }
                g = end
            }
        }
    }

    /// Adds up the children (LayoutModel.md steps 6–7) and, when placing, positions them
    /// along the axis in order and across it by the stack's alignment.
    mutating func finishStack(_ s: Int32, _ buf: UnsafeMutableBufferPointer<StackChild>, _ p: Proposal,
                     horizontal h: Bool, placing: Bool) -> WireSize {
        let i = Int(s)
        let spacing = stackSpacing(i)
        var main = spacing * Double(buf.count - 1)
        var cross = 0.0
        for k in 0..<buf.count {
            main += buf[k].size.along(h)
            cross = max(cross, buf[k].size.along(!h))
        }
        if h && buf.count == 3 && params[i].centersMiddle && p.w.isFinite {
            return barStack(i, buf, p, cross: cross, spacing: spacing, placing: placing)
        }
        if alignmentGuidesUsed {
            return guidedStack(i, buf, p, horizontal: h, placing: placing, main: main, cross: cross, spacing: spacing)
        }
        cross = max(cross, lazyCrossMinimum(i, p.along(!h)))
        if placing {
            let f = h ? params[i].alignment.verticalFraction : params[i].alignment.horizontalFraction
            let pc = p.along(!h)
            var at = 0.0
            for k in 0..<buf.count {
                let c = buf[k]
                let across = (cross - c.size.along(!h)) * f
                let q = Proposal.stack(h, main: c.proposal, cross: pc)
                if h { put(c.slot, at: at, across, q) } else { put(c.slot, at: across, at, q) }
                at += c.size.along(h) + spacing
            }
        }
        return .stack(h, main: main, cross: cross)
    }

    /// `finishStack` once some view has set an alignment guide: children that set the
    /// container's guide explicitly, and every child for a custom guide, line up by it (and
    /// may make the stack thicker than its thickest child). Out of line, so that the plain
    /// path stays small in the hot loop.
    @inline(never)
    private mutating func guidedStack(_ i: Int, _ buf: UnsafeMutableBufferPointer<StackChild>, _ p: Proposal,
                                      horizontal h: Bool, placing: Bool, main: Double, cross: Double,
                                      spacing: Double) -> WireSize {
        var cross = cross
        let f = h ? params[i].alignment.verticalFraction : params[i].alignment.horizontalFraction
        let g = containerGuide(i, horizontalGuide: !h)
        let pc = p.along(!h)
        let r = withUnsafeTemporaryAllocation(of: Int32.self, capacity: buf.count) { slots in
            for k in 0..<buf.count { slots.initializeElement(at: k, to: buf[k].slot) }
            return guidedPositions(slots, sizes: { buf[$0].size },
                                   proposals: { Proposal.stack(h, main: buf[$0].proposal, cross: pc) },
                                   across: { $0.along(!h) }, guide: g)
        }
        if let r { cross = r.length }
        cross = max(cross, lazyCrossMinimum(i, pc))
        if placing {
            var at = 0.0
            for k in 0..<buf.count {
                let c = buf[k]
                let across = r?.positions[k] ?? (cross - c.size.along(!h)) * f
                let q = Proposal.stack(h, main: c.proposal, cross: pc)
                if h { put(c.slot, at: at, across, q) } else { put(c.slot, at: across, at, q) }
                at += c.size.along(h) + spacing
            }
        }
        return .stack(h, main: main, cross: cross)
    }

    /// `centersMiddle`: leading child at 0, trailing at the end of the proposed width, the
    /// middle centred in the width unless that would overlap a side (then beside it).
    private mutating func barStack(_ i: Int, _ buf: UnsafeMutableBufferPointer<StackChild>, _ p: Proposal,
                                   cross: Double, spacing: Double, placing: Bool) -> WireSize {
        let width = max(p.w, buf[0].size.width + buf[1].size.width + buf[2].size.width + 2 * spacing)
        if placing {
            let f = params[i].alignment.verticalFraction
            let lead = buf[0].size.width, mid = buf[1].size.width, trail = buf[2].size.width
            let centred = (width - mid) / 2
            let x = min(max(centred, lead + spacing), width - trail - spacing - mid)
            for (k, at) in [(0, 0.0), (1, x), (2, width - trail)] {
                let c = buf[k]
                put(c.slot, at: at, (cross - c.size.height) * f, Proposal.stack(true, main: c.proposal, cross: p.h))
            }
        }
        return WireSize(width: width, height: cross)
    }
}
