import Foundation
import TrellisUI

/// One axis's scale: how values map to positions along a length of the plot, and which
/// values the axis marks by default.
struct ChartScale {
    enum Kind {
        /// Categories in order: each has a band of equal width.
        case categorical([String])
        /// Numbers (or dates as seconds) from `lower` to `upper`.
        case continuous(lower: Double, upper: Double, isDate: Bool)
    }
    var kind: Kind
    /// The length of the axis in points.
    var length: CGFloat
    /// Whether positions run from the far end (y runs upward; a reversed domain).
    var flipped: Bool
    /// The default marked values.
    var ticks: [PlotValue]
    /// The date unit of the ticks (chooses how date labels read).
    var dateStep: Calendar.Component?
    /// Points left empty before the domain's start and after its end (`plotDimension`).
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0

    /// The length the domain spans, inside the paddings.
    var span: CGFloat { max(0, length - startPadding - endPadding) }

    var isCategorical: Bool { if case .categorical = kind { return true } else { return false } }

    /// The width of a category's band (the whole length for a continuous scale).
    var bandWidth: CGFloat {
        if case .categorical(let c) = kind { return c.isEmpty ? span : span / CGFloat(c.count) }
        return span
    }

    /// The position of a continuous value (a category's band centre).
    func position(_ value: PlotValue) -> CGFloat? {
        switch (kind, value) {
        case (.categorical(let cats), _):
            guard let i = cats.firstIndex(of: value.label) else { return nil }
            return orient(startPadding + (CGFloat(i) + 0.5) * bandWidth)
        case (.continuous(let lo, let hi, _), _):
            guard let v = value.continuous else { return nil }
            return position(v, lo, hi)
        }
    }

    /// The position of a raw continuous number (seconds for dates).
    func position(continuous v: Double) -> CGFloat? {
        guard case .continuous(let lo, let hi, _) = kind else { return nil }
        return position(v, lo, hi)
    }

    private func position(_ v: Double, _ lo: Double, _ hi: Double) -> CGFloat {
        let t = hi == lo ? 0.5 : (v - lo) / (hi - lo)
        return orient(startPadding + CGFloat(t) * span)
    }

    private func orient(_ p: CGFloat) -> CGFloat { flipped ? length - p : p }

    /// The value at a position (for `ChartProxy`).
    func value(at p: CGFloat) -> PlotValue? {
        let q = (flipped ? length - p : p) - startPadding
        switch kind {
        case .categorical(let cats):
            guard !cats.isEmpty, bandWidth > 0 else { return nil }
            let i = Int((q / bandWidth).rounded(.down))
            return cats.indices.contains(i) ? .category(cats[i]) : nil
        case .continuous(let lo, let hi, let isDate):
            let v = lo + Double(q / max(span, 1)) * (hi - lo)
            return isDate ? .date(Date(timeIntervalSince1970: v)) : .number(v)
        }
    }

    /// How a marked value reads on this axis.
    func label(_ value: PlotValue) -> String {
        guard case .date(let d) = value else { return value.label }
        let f = DateFormatter()
        f.locale = _SystemLocale.current
        switch dateStep {
        case .hour?, .minute?: f.setLocalizedDateFormatFromTemplate("j:mm")
        case .month?: f.setLocalizedDateFormatFromTemplate("MMM")
        case .year?: f.setLocalizedDateFormatFromTemplate("yyyy")
        default: f.setLocalizedDateFormatFromTemplate("MMMd")
        }
        return f.string(from: d)
    }
}
