// Whole counts computed from lengths (tracks, lines, steps). A length in the daemon can be
// infinite (an unbounded proposal), NaN or huge (a client's value, a pointer far outside
// the window), and `Int(_:)` traps on values it cannot hold: the daemon must not.

extension Int {
    /// `value` rounded down and clamped to `range` (NaN: the range's lower bound).
    init(flooring value: Double, in range: ClosedRange<Int>) {
        guard !value.isNaN else { self = range.lowerBound; return }
        let down = value.rounded(.down)
        if down <= Double(range.lowerBound) { self = range.lowerBound }
        else if down >= Double(range.upperBound) { self = range.upperBound }
        else { self = Int(down) }
    }
}
