// "Constraints go down, sizes go up, the parent places the child."
//
// A parent proposes a size; each axis is a number, 0, infinity, or *unspecified*
// ("your ideal size"). The child chooses its own size, which the parent never squeezes
// afterwards (stacks may overflow their proposal). See LayoutModel.md in TrellisRenderer.docc.
import TrellisProtocol

/// A size proposal. `nil` on an axis means unspecified: "tell me your ideal size".
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Both axes unspecified: the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public var description: String {
        func f(_ v: Double?) -> String { v.map { "\($0)" } ?? "nil" }
        return "\(f(width))×\(f(height))"
    }
}

/// The internal, allocation-free form of a proposal: `nan` marks an unspecified axis.
/// Two proposals are equal when both axes are equal or both unspecified.
struct Proposal: Equatable {
    var w: Double
    var h: Double

    static let unspecified = Proposal(w: .nan, h: .nan)

    init(w: Double, h: Double) {
        self.w = w
        self.h = h
    }
    init(_ p: ProposedSize) {
        w = p.width ?? .nan
        h = p.height ?? .nan
    }
    init(_ s: WireSize) {
        w = s.width
        h = s.height
    }

    static func == (a: Proposal, b: Proposal) -> Bool {
        (a.w == b.w || (a.w.isNaN && b.w.isNaN)) && (a.h == b.h || (a.h.isNaN && b.h.isNaN))
    }

    /// The value along `horizontal` (true) or vertical axis.
    @inline(__always) func along(_ horizontal: Bool) -> Double { horizontal ? w : h }

    /// A proposal built from main/cross values for a stack along `horizontal`.
    @inline(__always) static func stack(_ horizontal: Bool, main: Double, cross: Double) -> Proposal {
        horizontal ? Proposal(w: main, h: cross) : Proposal(w: cross, h: main)
    }
}

extension WireSize {
    static let zero = WireSize(width: 0, height: 0)
    @inline(__always) func along(_ horizontal: Bool) -> Double { horizontal ? width : height }
    @inline(__always) static func stack(_ horizontal: Bool, main: Double, cross: Double) -> WireSize {
        horizontal ? WireSize(width: main, height: cross) : WireSize(width: cross, height: main)
    }
}

/// Remembered (proposal → size) answers, a block of `ways` entries per node that has
/// children or text (trivial leaves are recomputed instead). Blocks live in one flat
/// array and are handed out on first use.
///
/// Stacks measure each child at several proposals (0, ∞, its share), and a container
/// nested in stacks of alternating axes is asked for several more; without caching,
/// deep trees go exponential (Taffy #243). Eight entries, replaced round-robin, hold
/// every proposal a node sees in practice, so that after a change the unchanged
/// siblings answer from cache; a node's block is emptied when it or a descendant changes.
struct SizeCachePool {
    struct Entry {
        var proposal: Proposal
        var size: WireSize
    }
    static let ways = 8
    private var entries: [Entry] = []
    private var counts: [UInt8] = []
    private var nexts: [UInt8] = []
    private var free = SlotFreeList()

    /// Blocks handed out so far (free ones included).
    var blockCount: Int { counts.count }

    /// Room for `n` blocks (`NodeStore.reserveCapacity(forNewNodes:)`): capacity only;
    /// memory the blocks do not use is never touched.
    mutating func reserveCapacity(blocks n: Int) {
        counts.reserveCapacity(growingTo: n)
        nexts.reserveCapacity(growingTo: n)
        entries.reserveCapacity(growingTo: n * Self.ways)
    }

    /// A new, empty block.
    mutating func allocate() -> Int32 {
        if let b = free.popLast() {
            counts[Int(b)] = 0
            nexts[Int(b)] = 0
            return b
        }
        let b = Int32(counts.count)
        counts.append(0)
        nexts.append(0)
        entries.append(contentsOf: repeatElement(Entry(proposal: .unspecified, size: .zero), count: Self.ways))
        return b
    }

    mutating func release(_ b: Int32) { free.append(b) }

    @inline(__always) func count(_ b: Int32) -> Int { Int(counts[Int(b)]) }

    @inline(__always) func lookup(_ b: Int32, _ p: Proposal) -> WireSize? {
        let base = Int(b) * Self.ways
        for k in 0..<Int(counts[Int(b)]) where entries[base + k].proposal == p {
            return entries[base + k].size
        }
        return nil
    }

    @inline(__always) mutating func store(_ b: Int32, _ p: Proposal, _ s: WireSize) {
        let i = Int(b)
        let k = Int(nexts[i])
        entries[i * Self.ways + k] = Entry(proposal: p, size: s)
        nexts[i] = UInt8((k + 1) % Self.ways)
        if counts[i] < UInt8(Self.ways) { counts[i] += 1 }
    }

    @inline(__always) mutating func clear(_ b: Int32) {
        counts[Int(b)] = 0
        nexts[Int(b)] = 0
    }
}
