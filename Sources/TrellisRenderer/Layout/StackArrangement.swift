// Large stacks (long lists) remember how they arranged their children, so that a change
// to one row costs O(log n) instead of touching every sibling.
//
// This works when every child's size is independent of the share it is proposed: the
// stack's axis is unspecified (each child gets its ideal) or every child is rigid on the
// axis (same size at 0 and ∞). Then the stack's size is Σ sizes + gaps by max cross size,
// kept in a segment tree, and a child's position is a prefix sum, computed on demand
// instead of being stored in every sibling. Any other case (a flexible child, a new
// cross-axis proposal, a structural change) falls back to the full algorithm.
import TrellisProtocol

struct StackArrangement {
    /// Stacks with fewer children are recomputed in full: cheaper than bookkeeping.
    static let minimumChildren = 64

    var horizontal: Bool
    /// The cross-axis proposal it was computed for (nan = unspecified).
    var cross: Double
    /// Computed for an unspecified proposal along the axis (else: every child rigid).
    var mainUnspecified: Bool
    var spacing: Double
    /// 0…1 placement across the axis, from the stack's alignment.
    var crossFraction: Double
    var slots: [Int32]
    var childSizes: [WireSize]
    /// Segment tree over the children: Σ of sizes along the axis, max across it.
    var sum: [Double]
    var maxCross: [Double]
    var leaves: Int
    /// Children dirtied since the arrangement was last brought up to date.
    var changed: [Int32] = []
    /// Children re-measured but not yet placed.
    var unplaced: [Int32] = []
    /// Whether the children's positions are currently taken from this arrangement.
    var isPlaced = false
    /// The lowest index of a child that can be somewhere else than in the last frame
    /// without having been placed again: one after a child whose size along the axis
    /// changed, or the lower end of a move (`slots.count`: none; a new arrangement: 0,
    /// every child). The frame update after a layout then visits only the children that
    /// can have moved (`relaidOutFrameItems`). The offsets across the axis follow the
    /// widest child, but the stack is as wide as that child, so when it changes the
    /// stack's own frame changed and every child is visited anyway.
    private(set) var firstMovedSinceFrame = 0

    /// The least extent across the axis: a lazy stack's finite cross proposal (it takes the
    /// width offered, `NodeStore.lazyCrossMinimum`), else 0.
    let minimumCross: Double

    init(horizontal: Bool, cross: Double, mainUnspecified: Bool, spacing: Double,
         crossFraction: Double, slots: [Int32], sizes: [WireSize], minimumCross: Double = 0) {
        self.horizontal = horizontal
        self.cross = cross
        self.minimumCross = minimumCross
        self.mainUnspecified = mainUnspecified
        self.spacing = spacing
        self.crossFraction = crossFraction
        self.slots = slots
        self.childSizes = sizes
        var l = 1
        while l < sizes.count { l <<= 1 }
        leaves = l
        sum = [Double](repeating: 0, count: 2 * l)
        maxCross = [Double](repeating: 0, count: 2 * l)
        for k in 0..<sizes.count {
            sum[l + k] = sizes[k].along(horizontal)
            maxCross[l + k] = sizes[k].along(!horizontal)
        }
        var n = l - 1
        while n >= 1 {
            sum[n] = sum[2 * n] + sum[2 * n + 1]
            maxCross[n] = max(maxCross[2 * n], maxCross[2 * n + 1])
            n -= 1
        }
    }

    /// Whether it answers a proposal with cross value `pc` and axis value `pm`.
    func matches(main pm: Double, cross pc: Double) -> Bool {
        (cross == pc || (cross.isNaN && pc.isNaN)) && mainUnspecified == pm.isNaN
    }

    mutating func childChanged(_ c: Int32) { changed.append(c) }

    /// Sets child `k`'s size and refreshes the tree path above it: O(log n).
    mutating func setSize(_ k: Int, _ s: WireSize) {
        if s.along(horizontal) != childSizes[k].along(horizontal) { firstMovedSinceFrame = Swift.min(firstMovedSinceFrame, k + 1) }
        childSizes[k] = s
        var n = leaves + k
        sum[n] = s.along(horizontal)
        maxCross[n] = s.along(!horizontal)
        n >>= 1
        while n >= 1 {
            sum[n] = sum[2 * n] + sum[2 * n + 1]
            maxCross[n] = max(maxCross[2 * n], maxCross[2 * n + 1])
            n >>= 1
        }
    }

    /// Child `a` moved to index `b` (the others between shift by one): O(|a - b|) plus
    /// the tree nodes above them, and no child is measured or placed again. Every tree
    /// node is recomputed by the same formula from the same leaves as a fresh build, so
    /// positions stay bit for bit what they would be.
    mutating func move(from a: Int, to b: Int) {
        guard a != b else { return }
        firstMovedSinceFrame = Swift.min(firstMovedSinceFrame, a, b)
        slots.insert(slots.remove(at: a), at: b)
        childSizes.insert(childSizes.remove(at: a), at: b)
        var lo = leaves + Swift.min(a, b), hi = leaves + Swift.max(a, b)
        for n in lo ... hi {
            sum[n] = childSizes[n - leaves].along(horizontal)
            maxCross[n] = childSizes[n - leaves].along(!horizontal)
        }
        while lo > 1 {
            lo >>= 1
            hi >>= 1
            for n in lo ... hi {
                sum[n] = sum[2 * n] + sum[2 * n + 1]
                maxCross[n] = max(maxCross[2 * n], maxCross[2 * n + 1])
            }
        }
    }

    /// A frame was taken: positions are compared with this one from now on.
    mutating func frameTaken() { firstMovedSinceFrame = slots.count }

    /// The stack's size: Σ along the axis plus gaps, max across it.
    var size: WireSize {
        let gaps = spacing * Double(max(slots.count - 1, 0))
        return .stack(horizontal, main: sum[1] + gaps, cross: max(maxCross[1], minimumCross))
    }

    /// Σ of the sizes along the axis of children `0..<k`: O(log n). Adds the aligned
    /// blocks of `0..<k` (tree nodes) from the largest down, so the same sizes always give
    /// the same bits (positions never depend on the update history), and `prefixes()`
    /// can extend a shorter prefix by one block with exactly the same additions.
    func prefix(_ k: Int) -> Double {
        var total = 0.0
        var start = 0
        var block = leaves
        while block > 0 {
            if k & block != 0 {
                total += sum[(leaves + start) / block]
                start += block
            }
            block >>= 1
        }
        return total
    }

    /// `prefix(k)` for every child, bit for bit, in O(n) instead of O(n log n): a walk
    /// placing all of a long list's rows spent a sixth of its time in `prefix`.
    /// `prefix(k)` is `prefix(k` without its lowest set bit`)` plus one block.
    func prefixes() -> [Double] {
        let n = slots.count
        guard n > 1 else { return [Double](repeating: 0, count: n) }
        return [Double](unsafeUninitializedCapacity: n) { out, initialized in
            out[0] = 0
            for k in 1 ..< n {
                let rest = k & (k &- 1), low = k & -k
                out[k] = out[rest] + sum[(leaves + rest) / low]
            }
            initialized = n
        }
    }

    /// Child `k`'s position relative to the stack.
    func origin(_ k: Int) -> WirePoint { origin(k, prefix: prefix(k)) }

    /// Child `k`'s position relative to the stack, given `prefix(k)`.
    func origin(_ k: Int, prefix: Double) -> WirePoint {
        let main = prefix + spacing * Double(k)
        let across = (max(maxCross[1], minimumCross) - childSizes[k].along(!horizontal)) * crossFraction
        return horizontal ? WirePoint(x: main, y: across) : WirePoint(x: across, y: main)
    }

    /// The proposal a child finally gets.
    func childProposal() -> Proposal {
        .stack(horizontal, main: mainUnspecified ? .nan : .infinity, cross: cross)
    }
}

extension NodeStore {
    /// A stack with many children: incremental when its arrangement still applies.
    mutating func arrangedStack(_ s: Int32, _ p: Proposal, horizontal h: Bool, placing: Bool) -> WireSize {
        let pm = p.along(h), pc = p.along(!h)
        if var a = arrangements[s], a.horizontal == h, a.matches(main: pm, cross: pc) {
            arrangements[s] = nil  // edit in place without copying the arrays
            var stillApplies = true
            while let c = a.changed.popLast() {
                let info = measureStackChild(c, p, h)
                if !info.rigid { stillApplies = false; break }
                a.setSize(Int(indexInParent[Int(c)]), info.size)
                a.unplaced.append(c)
            }
            if stillApplies {
                statistics.incrementalStackLayouts += 1
                if placing {
                    let q = a.childProposal()
                    if a.isPlaced {
                        while let c = a.unplaced.popLast() { place(c, q) }
                    } else {
                        for c in a.slots { place(c, q) }
                        a.unplaced.removeAll()
                        a.isPlaced = true
                    }
                }
                let size = a.size
                arrangements[s] = a
                return size
            }
        }
        statistics.fullStackLayouts += 1
        // Full computation. Only a placing pass may replace a placed arrangement: a
        // measuring probe must not move children that are already positioned.
        let i = Int(s)
        let kids = childLists[i]
        let n = kids.count
        var buf = [StackChild]()
        buf.reserveCapacity(n)
        var allRigid = true
        for c in kids {
            let info = measureStackChild(c, p, h)
            if !info.rigid { allRigid = false }
            buf.append(info)
        }
        let spacing = stackSpacing(i)
        return buf.withUnsafeMutableBufferPointer { b in
            let existing = arrangements[s]
            guard allRigid, placing || existing == nil || existing?.isPlaced == false else {
                distribute(b, p, horizontal: h, spacing: spacing)
                if placing { arrangements[s] = nil }
                return finishStack(s, b, p, horizontal: h, placing: placing)
            }
            let f = h ? params[i].alignment.verticalFraction : params[i].alignment.horizontalFraction
            var a = StackArrangement(horizontal: h, cross: pc, mainUnspecified: pm.isNaN,
                                     spacing: spacing, crossFraction: f, slots: kids,
                                     sizes: b.map(\.size), minimumCross: lazyCrossMinimum(i, pc))
            for k in 0..<n { indexInParent[Int(kids[k])] = Int32(k) }
            if placing {
                let q = a.childProposal()
                for c in kids { place(c, q) }
                a.isPlaced = true
            }
            let size = a.size
            arrangements[s] = a
            return size
        }
    }
}
