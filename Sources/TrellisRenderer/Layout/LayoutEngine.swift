// The layout pass: propose, choose, place (TrellisRenderer.docc/LayoutModel.md).
//
// `size(_:_:)` answers "what size do you choose for this proposal?" through the node's
// size cache; `place(_:_:)` fixes a node's size for its final proposal and positions
// its children, recursing only into children that are dirty or get a new proposal.
// Each kind's rule is one `arrange` function used for both: with `placing == false`
// it only measures, with `placing == true` it also places the children.
import TrellisProtocol

extension NodeStore {
    /// Lays out the tree for a surface of `surface` points: the root is proposed the
    /// surface size and centred in it (as a SwiftUI window centres its content).
    /// Incremental: only nodes dirtied since the last layout, and their ancestors, are
    /// recomputed; everything else is answered from size caches.
    /// Each layer (presentation) is laid out the same way, against the whole surface.
    mutating func layout(surface: WireSize) {
        compactAll()
        surfaceSize = surface
        for top in topSlots {
            let r = Int(top)
            place(top, Proposal(surface))
            let s = sizes[r]
            origins[r] = WirePoint(x: (surface.width - s.width) / 2, y: (surface.height - s.height) / 2)
        }
    }

    /// The size `id` chooses for `proposal` (measuring only; nothing is placed).
    /// Exposed for tests and tools; the layout pass uses the same cache.
    mutating func sizeThatFits(_ id: NodeID, proposal: ProposedSize) -> WireSize {
        compactAll()
        return size(slot(id), Proposal(proposal))
    }

    /// The size `s` chooses for `p`, from its cache when it was asked before.
    @inline(__always)
    mutating func size(_ s: Int32, _ p: Proposal) -> WireSize {
        // Leaves whose rule is a few comparisons are cheaper to recompute than to cache.
        if isTrivialLeaf(Int(s)) { return arrange(s, p, placing: false) }
        if let hit = cachedSize(Int(s), p) { return hit }
        statistics.measurements += 1
        let r = arrange(s, p, placing: false)
        remember(Int(s), p, r)
        return r
    }

    /// Gives `s` its final proposal: fixes its size and places its subtree. A clean node
    /// placed again with the same proposal keeps its subtree untouched; returns whether the
    /// subtree was laid out.
    @discardableResult
    mutating func place(_ s: Int32, _ p: Proposal) -> Bool {
        let i = Int(s)
        if !dirty[i] && placed[i] && placedProposals[i] == p { return false }
        statistics.placements += 1
        if frameCache != nil { replaced.mark(s) }
        let r = arrange(s, p, placing: true)
        if params[i].rightToLeft && kinds[i] != .scroll { mirrorChildren(i, width: r.width) }
        if !isTrivialLeaf(i) && cachedSize(i, p) == nil { remember(i, p, r) }
        sizes[i] = r
        placedProposals[i] = p
        placed[i] = true
        dirty[i] = false
        return true
    }

    /// Shapes, spacers, images and childless frames: computed, never cached.
    @inline(__always) func isTrivialLeaf(_ i: Int) -> Bool {
        switch kinds[i] {
        case .shape, .spacer, .image: return true
        case .frame: return childLists[i].isEmpty
        default: return false
        }
    }

    /// One kind's layout rule.
    mutating func arrange(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        switch kinds[Int(s)] {
        case .hstack: return stack(s, p, horizontal: true, placing: placing)
        case .vstack: return stack(s, p, horizontal: false, placing: placing)
        case .lazyHStack: return lazyStack(s, p, horizontal: true, placing: placing)
        case .lazyVStack: return lazyStack(s, p, horizontal: false, placing: placing)
        case .zstack: return zstack(s, p, placing: placing)
        case .frame: return frame(s, p, placing: placing)
        case .padding: return padding(s, p, placing: placing)
        case .fixedSize: return fixedSize(s, p, placing: placing)
        case .effect: return passThrough(s, p, placing: placing)
        case .background, .overlay: return decorated(s, p, placing: placing)
        case .geometry: return geometry(s, p, placing: placing)
        case .scroll: return scroll(s, p, placing: placing)
        case .shape: return WireSize(width: p.w.isNaN ? 10 : p.w, height: p.h.isNaN ? 10 : p.h)
        case .spacer: return spacer(s, p)
        case .text: return text(s, p, placing: placing)
        case .textField: return textField(s, p, placing: placing)
        case .image: return image(s, p)
        case .aspectRatio: return aspectRatio(s, p, placing: placing)
        case .position: return position(s, p, placing: placing)
        case .grid: return grid(s, p, placing: placing)
        case .gridRow: return stack(s, p, horizontal: true, placing: placing)   // outside a grid
        case .lazyVGrid: return lazyGrid(s, p, rowsAsTracks: false, placing: placing)
        case .lazyHGrid: return lazyGrid(s, p, rowsAsTracks: true, placing: placing)
        case .customLayout: return customLayout(s, p, placing: placing)
        case .viewThatFits: return viewThatFits(s, p, placing: placing)
        }
    }

    // MARK: shared helpers

    /// Right to left (`rightToLeft`): each child laid out left to right is moved to the
    /// mirror image of its place across the node's width. The children keep their own
    /// layout (a child that is itself right to left mirrors its own children).
    mutating func mirrorChildren(_ i: Int, width: Double) {
        for c in childLists[i] {
            let o = origins[Int(c)]
            origins[Int(c)] = WirePoint(x: width - o.x - sizes[Int(c)].width, y: o.y)
        }
    }

    /// Positions child `c` at `origin` (relative to its parent) and places it.
    @inline(__always)
    mutating func put(_ c: Int32, at x: Double, _ y: Double, _ p: Proposal) {
        origins[Int(c)] = WirePoint(x: x, y: y)
        place(c, p)
    }

    /// An image: a bitmap's natural size, or the proposal when it is resizable (an
    /// unspecified dimension takes the natural one); a symbol's glyph box.
    func image(_ s: Int32, _ p: Proposal) -> WireSize {
        for case .bitmap(let b) in props[Int(s)] {
            guard b.resizable else { return WireSize(width: b.width, height: b.height) }
            return WireSize(width: p.w.isNaN ? b.width : p.w, height: p.h.isNaN ? b.height : p.h)
        }
        return measurer.symbolSize(string(.systemName, s), style: params[Int(s)].style)
    }

    /// The string property `tag` of `s`, or "".
    func string(_ tag: PropertyTag, _ s: Int32) -> String {
        for p in props[Int(s)] where p.tag == tag {
            switch p {
            case .text(let v), .systemName(let v), .placeholder(let v): return v
            default: break
            }
        }
        return ""
    }
}

/// Fractions placing a child inside its container for an alignment.
extension Alignment {
    /// 0 leading, 0.5 centre, 1 trailing.
    var horizontalFraction: Double {
        switch self {
        case .leading, .topLeading, .bottomLeading: return 0
        case .trailing, .topTrailing, .bottomTrailing: return 1
        default: return 0.5
        }
    }
    /// 0 top, 0.5 centre, 1 bottom.
    var verticalFraction: Double {
        switch self {
        case .top, .topLeading, .topTrailing: return 0
        case .bottom, .bottomLeading, .bottomTrailing: return 1
        default: return 0.5
        }
    }
}

/// Counters of the work layout did, for tests and `trellis` tooling: they show that a
/// change was handled incrementally (few measurements, incremental stack updates).
public struct LayoutStatistics: Hashable, Sendable {
    /// Cache misses: a node's size computed for a proposal.
    public var measurements = 0
    /// Nodes (re)placed for a new proposal or because they changed.
    public var placements = 0
    /// Large stacks brought up to date in O(changed · log n) from their arrangement.
    public var incrementalStackLayouts = 0
    /// Large stacks laid out with the full algorithm.
    public var fullStackLayouts = 0
    /// Committed frames made from the previous one (a paint-only commit) without a walk.
    public var framesReused = 0
    /// Committed frames updated from the previous one after a layout that kept the
    /// structure (only the moved or re-placed nodes' items recomputed).
    public var framesRelaidOut = 0
    /// Nodes those updates visited (a long stack's unmoved children are not visited).
    public var relayoutVisits = 0
    /// Committed frames built after a structural change with some subtrees' items copied
    /// from the previous frame, and how many items were copied rather than walked.
    public var framesSpliced = 0
    public var itemsCopied = 0
    public init() {}
}
