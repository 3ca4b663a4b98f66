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

    var isCategorical: Bool { if case .categorical = kind { return true } else { return false } }

    /// The width of a category's band (the whole length for a continuous scale).
    var bandWidth: CGFloat {
        if case .categorical(let c) = kind { return c.isEmpty ? length : length / CGFloat(c.count) }
        return length
    }

    /// The position of a continuous value (a category's band centre).
    func position(_ value: PlotValue) -> CGFloat? {
        switch (kind, value) {
        case (.categorical(let cats), _):
            guard let i = cats.firstIndex(of: value.label) else { return nil }
            return orient((CGFloat(i) + 0.5) * bandWidth)
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
        return orient(CGFloat(t) * length)
    }

    private func orient(_ p: CGFloat) -> CGFloat { flipped ? length - p : p }

    /// The value at a position (for `ChartProxy`).
    func value(at p: CGFloat) -> PlotValue? {
        let q = flipped ? length - p : p
        switch kind {
        case .categorical(let cats):
            guard !cats.isEmpty, bandWidth > 0 else { return nil }
            let i = Int((q / bandWidth).rounded(.down))
            return cats.indices.contains(i) ? .category(cats[i]) : nil
        case .continuous(let lo, let hi, let isDate):
            let v = lo + Double(q / max(length, 1)) * (hi - lo)
            return isDate ? .date(Date(timeIntervalSince1970: v)) : .number(v)
        }
    }

    /// How a marked value reads on this axis.
    func label(_ value: PlotValue) -> String {
        guard case .date(let d) = value else { return value.label }
        let f = DateFormatter()
        switch dateStep {
        case .hour?, .minute?: f.setLocalizedDateFormatFromTemplate("j:mm")
        case .month?: f.setLocalizedDateFormatFromTemplate("MMM")
        case .year?: f.setLocalizedDateFormatFromTemplate("yyyy")
        default: f.setLocalizedDateFormatFromTemplate("MMMd")
        }
        return f.string(from: d)
    }
}

/// Nice round numbers for an axis: steps of 1, 2 or 5 times a power of ten.
enum NiceNumbers {
    /// About `count` ticks covering `lo`…`hi`, on multiples of a nice step.
    static func ticks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard lo.isFinite, hi.isFinite else { return [] }
        if lo == hi { return [lo] }
        let step = self.step((hi - lo) / Double(max(1, count)))
        let first = (lo / step).rounded(.down) * step
        let last = (hi / step).rounded(.up) * step
        var out: [Double] = []
        var i = 0
        while true {
            let v = first + Double(i) * step
            if v > last + step * 1e-9 || i > 1000 { break }
            out.append(abs(v) < step * 1e-9 ? 0 : tidy(v, step: step))
            i += 1
        }
        return out
    }

    /// `v` rounded to the step's decimals, so that 3 × 0.2 reads 0.6.
    static func tidy(_ v: Double, step: Double) -> Double {
        let decimals = max(0, -Int(log10(step).rounded(.down))) + 1
        let p = pow(10, Double(decimals))
        return (v * p).rounded() / p
    }

    /// The nice step (1, 2 or 5 times a power of ten) nearest to `raw`: the power of ten
    /// below it, doubled, made five or ten times when `raw` is at least √2, √10 or √50
    /// times it (the rule of d3's ticks, which reads as Swift Charts' axes do).
    static func step(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, log10(raw).rounded(.down))
        let error = raw / power
        let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
        return factor * power
    }

    /// Every `stride` multiple within `lo`…`hi`.
    static func stride(_ lo: Double, _ hi: Double, by step: Double) -> [Double] {
        guard step > 0, lo.isFinite, hi.isFinite else { return [] }
        var out: [Double] = []
        var v = (lo / step).rounded(.up) * step
        while v <= hi + step * 1e-9, out.count < 1000 { out.append(tidy(v, step: step)); v += step }
        return out
    }
}

/// Calendar-aligned dates for a date axis.
enum NiceDates {
    /// The calendar unit and count whose steps give about `count` ticks over the span.
    static func step(span seconds: Double, count: Int) -> (Calendar.Component, Int) {
        let per = seconds / Double(max(1, count))
        let candidates: [(Calendar.Component, Int, Double)] = [
            (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.hour, 1, 3600), (.hour, 3, 10800),
            (.hour, 6, 21600), (.hour, 12, 43200), (.day, 1, 86400), (.day, 2, 172800), (.weekOfYear, 1, 604800),
            (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.year, 1, 31_556_952),
        ]
        for c in candidates where c.2 >= per { return (c.0, c.1) }
        return (.year, max(1, Int((per / 31_556_952).rounded(.up))))
    }

    /// The start of every `count` `unit`s from `lo` to `hi`.
    static func ticks(_ lo: Date, _ hi: Date, unit: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        guard var d = calendar.dateInterval(of: unit == .weekOfYear ? .weekOfYear : unit, for: lo)?.start else { return [] }
        if d < lo { d = calendar.date(byAdding: unit, value: 1, to: d) ?? hi }
        var out: [Date] = []
        while d <= hi, out.count < 500 {
            out.append(d)
            guard let next = calendar.date(byAdding: unit, value: count, to: d), next > d else { break }
            d = next
        }
        return out
    }
}
