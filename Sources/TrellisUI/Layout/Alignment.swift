import Foundation
import TrellisProtocol

/// Names a custom alignment guide and says where it lies in a view that does not set it.
///
/// Make a type conforming to `AlignmentID`, and a static `HorizontalAlignment` or
/// `VerticalAlignment` from it; stacks, `ZStack`s and frames aligned by it line up the
/// guide each child sets with `alignmentGuide(_:computeValue:)`, looking through nested
/// stacks (unlike the built-in guides), so views in different branches of a tree share
/// one line. A child that sets nothing is aligned at `defaultValue(in:)`.
///
/// The daemon lays out, so the default is sent to it as a plane, a × width + b × height + c,
/// found by calling `defaultValue(in:)` at three sizes: defaults written from the
/// dimensions with sums and constant factors (`context.height / 3`,
/// `context[.bottom] - 4`) are exact; a non-linear one is approximated by that plane.
public protocol AlignmentID {
    /// Where the guide lies in a view (`context` holds its size) that sets no explicit
    /// value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom guide as it crosses the wire: the number the daemon knows it by and its
/// default value's plane.
///
/// A class, so an alignment holds one pointer for it (nil for the built-in guides): every
/// stack and frame stores its alignment, and a 40-byte guide inline made `Alignment` over
/// a hundred bytes, which pushed `frame(width:alignment:)` and stacks out of an
/// existential's inline buffer into a box per view.
final class CustomAlignmentGuide: Hashable, Sendable {
    let key: ObjectIdentifier
    let wireID: Int
    let a: Double, b: Double, c: Double

    init(_ id: AlignmentID.Type, horizontal: Bool) {
        key = ObjectIdentifier(id)
        wireID = CustomAlignmentNumbers.number(for: key, horizontal: horizontal)
        let probe = 100.0
        func v(_ w: Double, _ h: Double) -> Double {
            Double(id.defaultValue(in: ViewDimensions(size: CGSize(width: w, height: h))))
        }
        func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
        let origin = v(0, 0)
        c = finite(origin)
        a = finite((v(probe, 0) - origin) / probe)
        b = finite((v(0, probe) - origin) / probe)
    }

    func value(width: CGFloat, height: CGFloat) -> CGFloat {
        CGFloat(a * Double(width) + b * Double(height) + c)
    }

    /// The `(guide, a, b, c)` group of `customAlignment`.
    var group: [Double] { [Double(wireID), a, b, c] }

    static func == (l: CustomAlignmentGuide, r: CustomAlignmentGuide) -> Bool { l.key == r.key && l.wireID == r.wireID }
    func hash(into h: inout Hasher) { h.combine(key); h.combine(wireID) }
}

/// The wire numbers of this process's custom guides: 6 and up, even for horizontal guides
/// and odd for vertical ones, given in the order types are first used (stable for the
/// process, so a tree re-sent to a restarted daemon means the same).
enum CustomAlignmentNumbers {
    nonisolated(unsafe) private static var numbers: [ObjectIdentifier: Int] = [:]
    nonisolated(unsafe) private static var next = 0
    private static let lock = NSLock()

    static func number(for key: ObjectIdentifier, horizontal: Bool) -> Int {
        lock.lock(); defer { lock.unlock() }
        let k = numbers[key] ?? { let n = next; next += 1; numbers[key] = n; return n }()
        return 6 + 2 * k + (horizontal ? 0 : 1)
    }
}

/// Horizontal position of a view in its container: a built-in guide (`leading`, `center`,
/// `trailing`) or a custom one made from an `AlignmentID`.
public struct HorizontalAlignment: Hashable, Sendable {
    let raw: Int
    let custom: CustomAlignmentGuide?

    init(raw: Int) {
        self.raw = raw
        custom = nil
    }

    /// A custom guide named by `id`, for aligning views across nested stacks along a line
    /// of your choosing (see `AlignmentID`).
    public init(_ id: AlignmentID.Type) {
        raw = 1
        custom = CustomAlignmentGuide(id, horizontal: true)
    }

    public static let leading = HorizontalAlignment(raw: 0)
    public static let center = HorizontalAlignment(raw: 1)
    public static let trailing = HorizontalAlignment(raw: 2)

    /// The guide number of `alignmentGuides` (0–2 built-in, 6 and up custom).
    var guideNumber: Int { custom?.wireID ?? min(max(raw, 0), 2) }
}

/// Vertical position of a view in its container: a built-in guide (`top`, `center`,
/// `bottom`, the text baselines) or a custom one made from an `AlignmentID`.
public struct VerticalAlignment: Hashable, Sendable {
    let raw: Int
    let custom: CustomAlignmentGuide?

    init(raw: Int) {
        self.raw = raw
        custom = nil
    }

    /// A custom guide named by `id`, for aligning views across nested stacks along a line
    /// of your choosing (see `AlignmentID`).
    public init(_ id: AlignmentID.Type) {
        raw = 1
        custom = CustomAlignmentGuide(id, horizontal: false)
    }

    public static let top = VerticalAlignment(raw: 0)
    public static let center = VerticalAlignment(raw: 1)
    public static let bottom = VerticalAlignment(raw: 2)
    public static let firstTextBaseline = VerticalAlignment(raw: 0)
    public static let lastTextBaseline = VerticalAlignment(raw: 2)

    /// The guide number of `alignmentGuides` (3–5 built-in, 6 and up custom).
    var guideNumber: Int { custom?.wireID ?? 3 + min(max(raw, 0), 2) }
}

/// The `customAlignment` property for a container aligned by these guides, or nil when
/// both are built-in (the `alignment` property says it all).
func customAlignmentProperty(horizontal: HorizontalAlignment? = nil, vertical: VerticalAlignment? = nil) -> Property? {
    let groups = (horizontal?.custom?.group ?? []) + (vertical?.custom?.group ?? [])
    return groups.isEmpty ? nil : .customAlignment(groups)
}

/// A 2D alignment (for `ZStack`, `frame`, `background`, `overlay`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The `customAlignment` property when either guide is custom.
    var customProperty: Property? { customAlignmentProperty(horizontal: horizontal, vertical: vertical) }

    /// The built-in alignment on the wire (a custom guide's axis reads centre; the daemon
    /// takes that axis from `customAlignment`).
    var wire: TrellisProtocol.Alignment {
        switch (horizontal.raw, vertical.raw) {
        case (1, 1): .center
        case (0, 1): .leading
        case (2, 1): .trailing
        case (1, 0): .top
        case (1, 2): .bottom
        case (0, 0): .topLeading
        case (2, 0): .topTrailing
        case (0, 2): .bottomLeading
        default: .bottomTrailing
        }
    }
}
