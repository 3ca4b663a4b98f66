// A backend's one-pass, height-bounded text measurement checked against the protocol's
// default (measure, then measure again with the lines that fit): the shortcut must not
// change a single line or width.
import TrellisRenderer

/// Forwards only the four-argument `measure` to `inner`, so its height-bounded `measure`
/// is `TextMeasurer`'s default: the reference a one-pass backend must agree with.
public final class TwoStepMeasurer: TextMeasurer {
    public let inner: TextMeasurer
    public init(_ inner: TextMeasurer) { self.inner = inner }
    public func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        inner.measure(text: text, style: style, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }
}

/// Measures seeded random texts (ASCII words, runs of spaces, hard breaks and wide
/// graphemes) at random widths (0, tiny, arbitrary, none), heights (none, below one
/// line, around multiples of a line, negative) and line limits, through `measurer` (its
/// `measure` and its `size`) and through `TwoStepMeasurer(measurer)`. Returns a
/// description of each disagreement.
public func heightBoundedMeasureMismatches(_ measurer: TextMeasurer, lineHeight: Double, cases: Int = 3000,
                                           seed: inout SplitMix64) -> [String] {
    let reference = TwoStepMeasurer(measurer)
    let alphabet = Array("abcdefgh  xyz.-!~ ") + ["\n", "é", "字"]
    var mismatches: [String] = []
    for _ in 0 ..< cases {
        let asciiOnly = Bool.random(using: &seed)
        let text = String((0 ..< Int.random(in: 0 ..< 40, using: &seed)).map { _ in
            asciiOnly ? alphabet[Int.random(in: 0 ..< 18, using: &seed)] : alphabet.randomElement(using: &seed)!
        })
        let style = TextStyle(fontSize: [20, 17, 13.5].randomElement(using: &seed)!)
        let width: Double? = [nil, 0, 3, Double.random(in: 0 ..< 300, using: &seed)].randomElement(using: &seed)!
        let k = Double(Int.random(in: 0 ..< 6, using: &seed))
        let line = lineHeight > 0 ? lineHeight : style.fontSize
        let height: Double? = [nil, 0, line / 2, k * line, k * line - 1e-7, k * line + 1e-10, -5,
                               Double.random(in: 0 ..< 200, using: &seed)].randomElement(using: &seed)!
        let limit: Int? = Bool.random(using: &seed) ? nil : Int.random(in: 1 ..< 5, using: &seed)
        let a = measurer.measure(text: text, style: style, proposedWidth: width, proposedHeight: height, lineLimit: limit)
        let b = reference.measure(text: text, style: style, proposedWidth: width, proposedHeight: height, lineLimit: limit)
        let size = measurer.size(text: text, style: style, proposedWidth: width, proposedHeight: height, lineLimit: limit)
        if a != b || a.size.width.bitPattern != b.size.width.bitPattern
            || size.width.bitPattern != b.size.width.bitPattern || size.height.bitPattern != b.size.height.bitPattern {
            mismatches.append("\(text.debugDescription) width \(String(describing: width)) height \(String(describing: height)) "
                + "limit \(String(describing: limit)): \(a.lines) vs \(b.lines)")
        }
    }
    return mismatches
}
