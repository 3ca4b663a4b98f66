// Alignment guides (SwiftUI's `alignmentGuide(_:computeValue:)` and custom `AlignmentID`s):
// where a child's guide lies, for the stacks, zstacks and frames that line children up by
// it.
import TrellisProtocol

/// The guide a container aligns its children by on one axis, with its default value in a
/// view (`AlignmentID.defaultValue(in:)`) as the plane a × width + b × height + c.
struct AlignmentGuide {
    /// 0–2 horizontal built-ins, 3–5 vertical built-ins, 6 and up custom (even horizontal).
    var id: Int
    var a: Double, b: Double, c: Double

    var isCustom: Bool { id >= 6 }

    /// The guide's default value in a view of size `s`.
    @inline(__always) func value(in s: WireSize) -> Double { a * s.width + b * s.height + c }

    /// Whether custom guide `g` runs along the horizontal axis (a position in x).
    static func isHorizontal(_ g: Int) -> Bool { g < 3 || (g >= 6 && g % 2 == 0) }
}

extension NodeStore {
    /// The guide a container aligns its children by across `horizontalGuide` (true: the
    /// horizontal guides 0–2 of a vstack or zstack; false: the vertical 3–5).
    static func guideID(_ a: Alignment, horizontalGuide: Bool) -> Int {
        horizontalGuide ? Int(a.horizontalFraction * 2) : 3 + Int(a.verticalFraction * 2)
    }

    /// The guide container `i` aligns by on one axis: its `customAlignment` entry for that
    /// axis, else the built-in guide of its `alignment`.
    func containerGuide(_ i: Int, horizontalGuide h: Bool) -> AlignmentGuide {
        if params[i].hasRare {
            let list = params[i].rare.customAlignment
            var k = 0
            while k + 3 < list.count {
                let g = Int(list[k])
                if AlignmentGuide.isHorizontal(g) == h { return AlignmentGuide(id: g, a: list[k + 1], b: list[k + 2], c: list[k + 3]) }
                k += 4
            }
        }
        let a = params[i].alignment
        return h ? AlignmentGuide(id: Self.guideID(a, horizontalGuide: true), a: a.horizontalFraction, b: 0, c: 0)
                 : AlignmentGuide(id: Self.guideID(a, horizontalGuide: false), a: 0, b: a.verticalFraction, c: 0)
    }

    /// Where child `c` of size `size`, proposed `proposal`, puts guide `g` when it (or, for
    /// a custom guide, anything inside it) set it explicitly, else nil.
    mutating func childGuide(_ c: Int32, _ g: Int, size: WireSize, proposal: Proposal) -> Double? {
        g >= 6 ? customExplicitGuide(c, g, proposal: proposal) : explicitGuide(c, g, size: size)
    }

    /// Where child `c` of size `size` puts built-in guide `g` when it set it explicitly
    /// (itself or through effect and padding wrappers, the outermost first), else nil.
    func explicitGuide(_ c: Int32, _ g: Int, size: WireSize) -> Double? {
        var n = c
        var offset = 0.0
        var w = size.width, h = size.height
        while true {
            if let v = ownGuide(n, g, WireSize(width: w, height: h)) { return offset + v }
            guard let inner = childLists[Int(n)].first else { return nil }
            switch kinds[Int(n)] {
            case .effect:
                n = inner
            case .padding:
                let e = params[Int(n)].insets
                offset += g < 3 ? e.leading : e.top
                w -= e.leading + e.trailing
                h -= e.top + e.bottom
                n = inner
            default:
                return nil
            }
        }
    }

    /// Guide `g` as node `n` of size `s` sets it with `alignmentGuide`, else nil.
    @inline(__always) func ownGuide(_ n: Int32, _ g: Int, _ s: WireSize) -> Double? {
        guard params[Int(n)].hasRare else { return nil }
        let list = params[Int(n)].rare.alignmentGuides
        var k = 0
        while k + 3 < list.count {
            if Int(list[k]) == g { return list[k + 1] * s.width + list[k + 2] * s.height + list[k + 3] }
            k += 4
        }
        return nil
    }

    /// A custom guide's explicit value in node `n` proposed `proposal`: its own
    /// `alignmentGuide`, else — as SwiftUI's custom guides cross containers — the average of
    /// the values its children set, each at its place in `n` (a background or overlay and a
    /// frame read their primary child only). Nil when nothing inside sets it. Lays `n` out
    /// for `proposal` to know where its children are; a later placement with the same
    /// proposal keeps that work.
    ///
    /// A container that is only being measured reads its children's guides this way too, so
    /// `n` may be placed for a proposal its container will not give it in the end. Then the
    /// container's subtree no longer matches the proposal it was placed for, and each
    /// ancestor is marked unplaced: its next placement lays it out again instead of keeping
    /// its subtree (which would leave `n` at the measuring proposal: a text one glyph wide).
    mutating func customExplicitGuide(_ n: Int32, _ g: Int, proposal: Proposal) -> Double? {
        let i = Int(n)
        let kids = childLists[i]
        let own = params[i].hasRare && !params[i].rare.alignmentGuides.isEmpty
        if !own && kids.isEmpty { return nil }
        if own, let v = ownGuide(n, g, size(n, proposal)) { return v }
        let readsAll: Bool
        switch kinds[i] {
        case .hstack, .vstack, .zstack, .gridRow: readsAll = true
        case .frame, .padding, .effect, .background, .overlay, .fixedSize: readsAll = false
        default: return nil
        }
        if place(n, proposal) { unplaceAncestors(of: n) }
        let horizontal = AlignmentGuide.isHorizontal(g)
        var sum = 0.0, count = 0
        for c in readsAll ? kids[...] : kids.prefix(1) {
            let ci = Int(c)
            guard let v = customExplicitGuide(c, g, proposal: placedProposals[ci]) else { continue }
            sum += v + (horizontal ? origins[ci].x : origins[ci].y)
            count += 1
        }
        return count == 0 ? nil : sum / Double(count)
    }

    /// Marks every ancestor of `n` unplaced (see `customExplicitGuide`). The ancestors being
    /// placed right now are marked placed again when their placement ends.
    private mutating func unplaceAncestors(of n: Int32) {
        var a = parents[Int(n)]
        while a >= 0 {
            placed[Int(a)] = false
            a = parents[Int(a)]
        }
    }

    /// The positions across the container of children with sizes `across` (their lengths
    /// on the aligned axis) lined up by `guide`, and the container's length there: nil for
    /// a built-in guide that no child sets explicitly (then the plain rule,
    /// `(length - child) × fraction`, gives the same result faster).
    mutating func guidedPositions(_ slots: UnsafeMutableBufferPointer<Int32>, sizes: (Int) -> WireSize,
                                  proposals: (Int) -> Proposal, across: (WireSize) -> Double,
                                  guide: AlignmentGuide) -> (positions: [Double], length: Double)? {
        guard alignmentGuidesUsed else { return nil }
        var values = [Double](repeating: 0, count: slots.count)
        var explicit = guide.isCustom
        for k in 0..<slots.count {
            let sz = sizes(k)
            if let v = childGuide(slots[k], guide.id, size: sz, proposal: proposals(k)) {
                values[k] = v
                explicit = true
            } else {
                values[k] = guide.value(in: sz)
            }
        }
        guard explicit else { return nil }
        let line = values.max() ?? 0
        var length = 0.0
        for k in 0..<slots.count { length = max(length, line - values[k] + across(sizes(k))) }
        return (values.map { line - $0 }, length)
    }
}
