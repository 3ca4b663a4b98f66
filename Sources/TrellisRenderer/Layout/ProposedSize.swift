// "Constraints go down, sizes go up, the parent places the child."
//
// A parent proposes a size; each axis is a number, 0, infinity, or *unspecified*
// ("your ideal size"). The child chooses its own size, which the parent never squeezes
// afterwards (stacks may overflow their proposal). See shared/LAYOUT.md.
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

/// A few remembered (proposal → size) answers of one node.
///
/// Stacks measure each child at several proposals (0, ∞, its share); without this,
/// deep trees go exponential (Taffy #243). Four entries, replaced round-robin, cover
/// the probes of a stack child plus its final proposal; the whole cache of a node is
/// dropped when the node or a descendant changes.
struct SizeCache {
    struct Entry {
        var proposal: Proposal
        var size: WireSize
    }
    static let capacity = 4
    var e0 = Entry(proposal: .unspecified, size: .zero)
    var e1 = Entry(proposal: .unspecified, size: .zero)
    var e2 = Entry(proposal: .unspecified, size: .zero)
    var e3 = Entry(proposal: .unspecified, size: .zero)
    var count: UInt8 = 0
    var next: UInt8 = 0

    @inline(__always) func lookup(_ p: Proposal) -> WireSize? {
        if count > 0 && e0.proposal == p { return e0.size }
        if count > 1 && e1.proposal == p { return e1.size }
        if count > 2 && e2.proposal == p { return e2.size }
        if count > 3 && e3.proposal == p { return e3.size }
        return nil
    }

    @inline(__always) mutating func store(_ p: Proposal, _ s: WireSize) {
        let e = Entry(proposal: p, size: s)
        switch next {
        case 0: e0 = e
        case 1: e1 = e
        case 2: e2 = e
        default: e3 = e
        }
        next = (next + 1) & 3
        if count < 4 { count += 1 }
    }

    @inline(__always) mutating func clear() {
        count = 0
        next = 0
    }
}
