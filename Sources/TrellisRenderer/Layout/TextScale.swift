// Fitting a text that is too long for its space. `minimumScaleFactor`: it is set smaller,
// down to a fraction of its font size, instead of being truncated at once (SwiftUI's
// behaviour for a one-line amount in a narrow column); layout measures it at the chosen
// size and the frame draws it there. `truncationMode`: a one-line text is cut at its head
// or in its middle instead of its tail.
import TrellisProtocol

extension NodeStore {
    /// The largest scale of `style`'s font, between `minimum` and 1, at which `content` fits
    /// `width` — within `limit` lines, else within `height` when one is proposed (any
    /// number of lines otherwise) — found by bisection to within 1 % of the size; `minimum`
    /// when it does not fit even there.
    func fittingScale(_ content: String, _ style: TextStyle, width: Double, height: Double?, limit: Int?,
                      minimum: Double) -> Double {
        func fits(_ scale: Double) -> Bool {
            let st = style.scaled(by: scale)
            let m = measurer.measure(text: content, style: st, proposedWidth: width, proposedHeight: nil, lineLimit: nil)
            if let limit, m.lines.count > limit { return false }
            if limit == nil, let height, m.size.height > height + 0.01 { return false }
            return m.size.width <= width + 0.01
        }
        guard limit != nil || height != nil, !fits(1) else { return 1 }
        var lo = minimum, hi = 1.0
        guard fits(lo) else { return minimum }
        while hi - lo > 0.01 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The properties a text slot is drawn with: its own, with the font size its
    /// `minimumScaleFactor` set it at in the last layout.
    static func scaledTextProperties(_ props: [Property], scale: Double) -> [Property] {
        var out = props
        if let k = out.firstIndex(where: { $0.tag == .fontSize }), case .fontSize(let size) = out[k] {
            out[k] = .fontSize(size * scale)
        } else {
            out.append(.fontSize(TextStyle.defaultFontSize * scale))
        }
        // Runs of their own size shrink with the text.
        if let k = out.firstIndex(where: { $0.tag == .textRuns }), case .textRuns(let runs) = out[k] {
            out[k] = .textRuns(runs.map { TextStyle.scaled($0, by: scale) })
        }
        return out
    }

    /// `m` (one tail-truncated line of `content`) cut at its head or middle instead: as many
    /// of the text's characters as fit `width` with the "…", found by bisection on their
    /// number (each candidate measured as one line).
    func cut(_ m: TextMetrics, _ content: String, _ style: TextStyle, width: Double, mode: TruncationMode) -> TextMetrics {
        let chars = content.map { $0 == "\n" ? " " : $0 }
        func candidate(_ k: Int) -> String {
            let ellipsis = String(LineBreaker.ellipsis)
            switch mode {
            case .head: return ellipsis + String(chars.suffix(k))
            case .middle: return String(chars.prefix(k / 2)) + ellipsis + String(chars.suffix(k - k / 2))
            case .tail: return String(chars.prefix(k)) + ellipsis
            }
        }
        func measured(_ k: Int) -> Double {
            measurer.measure(text: candidate(k), style: style, proposedWidth: nil, lineLimit: 1).size.width
        }
        var lo = 0, hi = chars.count - 1   // lo fits (just the ellipsis, at least one line)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measured(mid) <= width + 0.01 { lo = mid } else { hi = mid - 1 }
        }
        var out = m
        out.lines = [candidate(lo)]
        out.size.width = min(measured(lo), width)
        return out
    }
}
