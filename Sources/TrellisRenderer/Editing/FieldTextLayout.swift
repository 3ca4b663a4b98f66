// Where each grapheme cluster of a text field's drawn text is, measured with the backend's
// own text measurement (so a caret sits between the glyphs the backend draws): offsets to
// caret positions and back (clicks).
import TrellisProtocol

/// The lines of a text field's item as drawn, with the cluster offset each starts at.
struct FieldTextLayout {
    let frame: WireRect
    let style: TextStyle
    let align: Double
    let lineHeight: Double
    /// Each drawn line's clusters and the offset of its first cluster in the text.
    let lines: [(start: Int, chars: [Character])]
    /// The clusters of the whole text.
    let count: Int
    unowned let measurer: any TextMeasurer

    init(item: CommittedFrame.Item, measurer: any TextMeasurer) {
        self.measurer = measurer
        frame = item.frame
        style = item.textStyle
        align = item.lineAlignmentFraction
        let text = Array(item.text)
        count = text.count
        lineHeight = measurer.measure(text: "M", style: style, proposedWidth: nil, lineLimit: 1).lineHeight
        if !item.isMultiline {
            lines = [(0, text)]
            return
        }
        // The wrapped lines partition the text, less the newlines and the spaces a wrap
        // dropped: find each in turn.
        var found: [(start: Int, chars: [Character])] = []
        var pos = 0
        for line in item.lines {
            let l = Array(line)
            let start = pos
            if pos + l.count <= text.count, Array(text[pos..<pos + l.count]) == l { pos += l.count } else { pos = min(text.count, pos + l.count) }
            found.append((start, Array(text[start..<pos])))
            var q = pos
            while q < text.count, text[q].isWhitespace, !text[q].isNewline { q += 1 }
            pos = q < text.count && text[q].isNewline ? q + 1 : q
        }
        if found.isEmpty { found = [(0, [])] }
        lines = found
    }

    /// The line holding the caret at `offset` (at a wrap, the later line).
    func line(of offset: Int) -> Int {
        var i = 0
        while i + 1 < lines.count, lines[i + 1].start <= offset { i += 1 }
        return i
    }

    /// The width of the first `n` clusters of line `i`.
    func width(_ i: Int, _ n: Int) -> Double {
        let chars = lines[i].chars
        guard n > 0 else { return 0 }
        return measurer.measure(text: String(chars[0..<min(n, chars.count)]), style: style,
                                proposedWidth: nil, lineLimit: 1).size.width
    }

    /// Where line `i` starts across the field (its alignment in the spare width).
    func lineX(_ i: Int) -> Double {
        guard align > 0 else { return 0 }
        return max(0, frame.width - width(i, lines[i].chars.count)) * align
    }

    /// The caret position of `offset`, relative to the field's origin, before scrolling.
    func position(of offset: Int) -> (x: Double, line: Int) {
        let i = line(of: offset)
        return (lineX(i) + width(i, offset - lines[i].start), i)
    }

    /// The offset whose caret position is nearest to `point` (window coordinates).
    func offset(at point: WirePoint, scrollX: Double, scrollY: Double) -> Int {
        let row = Int(flooring: (point.y - frame.y + scrollY) / max(lineHeight, 1), in: 0 ... Swift.max(lines.count - 1, 0))
        let i = max(0, min(lines.count - 1, row))
        let x = point.x - frame.x - lineX(i) + scrollX
        let n = lines[i].chars.count
        // The first cluster boundary at or past x (widths grow with the prefix), then the
        // nearer of it and the one before.
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if width(i, mid) < x { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0, x - width(i, lo - 1) < width(i, lo) - x { lo -= 1 }
        return lines[i].start + lo
    }
}
