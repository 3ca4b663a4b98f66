// Explicit alignment guides (SwiftUI's `alignmentGuide(_:computeValue:)`): where a child's
// guide lies, for the stacks and zstacks that line children up by it.
import TrellisProtocol

extension NodeStore {
    /// The guide a container aligns its children by across `horizontalGuide` (true: the
    /// horizontal guides 0–2 of a vstack or zstack; false: the vertical 3–5).
    static func guideID(_ a: Alignment, horizontalGuide: Bool) -> Int {
        horizontalGuide ? Int(a.horizontalFraction * 2) : 3 + Int(a.verticalFraction * 2)
    }

    /// Where child `c` of size `size` puts guide `g` when it set it explicitly (itself or
    /// through effect and padding wrappers, the outermost first), else nil.
    func explicitGuide(_ c: Int32, _ g: Int, size: WireSize) -> Double? {
        var n = c
        var offset = 0.0
        var w = size.width, h = size.height
        while true {
            let list = params[Int(n)].rare.alignmentGuides
            var k = 0
            while k + 3 < list.count {
                if Int(list[k]) == g { return offset + list[k + 1] * w + list[k + 2] * h + list[k + 3] }
                k += 4
            }
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

    /// The positions across the container of children with sizes `across` (their lengths
    /// on the aligned axis) lined up by guide `g` with implicit fraction `f`, and the
    /// container's length there: nil when no child sets the guide explicitly (then the
    /// plain rule, `(length - child) × f`, gives the same result faster).
    func guidedPositions(_ slots: UnsafeMutableBufferPointer<Int32>, sizes: (Int) -> WireSize, across: (WireSize) -> Double,
                         guide g: Int, fraction f: Double) -> (positions: [Double], length: Double)? {
        guard alignmentGuidesUsed else { return nil }
        var values = [Double](repeating: 0, count: slots.count)
        var explicit = false
        for k in 0..<slots.count {
            let sz = sizes(k)
            if let v = explicitGuide(slots[k], g, size: sz) { values[k] = v; explicit = true } else { values[k] = across(sz) * f }
        }
        guard explicit else { return nil }
        let line = values.max() ?? 0
        var length = 0.0
        for k in 0..<slots.count { length = max(length, line - values[k] + across(sizes(k))) }
        return (values.map { line - $0 }, length)
    }
}
