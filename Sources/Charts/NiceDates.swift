import Foundation
import TrellisUI

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
