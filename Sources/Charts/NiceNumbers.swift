import Foundation
import TrellisUI

/// Nice round numbers for an axis: steps of 1, 2 or 5 times a power of ten.
enum NiceNumbers {
    /// About `count` ticks covering `lo`…`hi`, on multiples of a nice step.
    static func ticks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard lo.isFinite, hi.isFinite else { return [] }
        if lo == hi { return [lo] }
        var step = self.step((hi - lo) / Double(max(1, count)))
        // More than two ticks over the count asked for: the next nice step (2 → 5 → 10).
        if ((hi / step).rounded(.up) - (lo / step).rounded(.down)) + 1 > Double(count + 2) {
            let power = pow(10, log10(step).rounded(.down))
            let factor = (step / power).rounded()
            step = (factor == 1 ? 2 : factor == 2 ? 5 : 10) * power
        }
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
