// Underline and strikethrough of text items, as backends read them.
import TrellisProtocol

extension CommittedFrame.Item {
    /// The line drawn under the text, if any.
    public var underline: WireTextLine? {
        if case .underline(let l)? = property(.underline) { return l }
        return nil
    }

    /// The line drawn through the text, if any.
    public var strikethrough: WireTextLine? {
        if case .strikethrough(let l)? = property(.strikethrough) { return l }
        return nil
    }
}

extension LinePattern {
    /// The dash lengths of the pattern for a line `thickness` thick (empty: solid).
    public func dashes(thickness t: Double) -> [Double] {
        switch self {
        case .solid: []
        case .dot: [t, 2 * t]
        case .dash: [4 * t, 2 * t]
        case .dashDot: [4 * t, 2 * t, t, 2 * t]
        case .dashDotDot: [4 * t, 2 * t, t, 2 * t, t, 2 * t]
        }
    }
}
