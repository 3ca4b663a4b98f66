// System format styles: the formats a Text of the current date uses to show timers,
// stopwatches and offsets that count as time passes. Each is a discrete format style: it
// says when its output next changes, which is when the Text is shown again.
import Foundation

/// The namespace of the time formats `Text(.currentDate, format:)` keeps current.
public enum SystemFormatStyle {
    /// A timer over an interval: counting down from the interval's length to 0:00, or up
    /// from 0:00 to the length, in `m:ss` (`h:mm:ss` from an hour on). Before the interval
    /// it shows its start value, after it its end value.
    public struct Timer: DiscreteFormatStyle {
        public var interval: Range<Date>
        public var countsDown: Bool
        public var showsHours: Bool
        public var maxFieldCount: Int
        public var maxPrecision: Duration

        /// Counting down over `interval`.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.init(interval, countsDown: true, showsHours, maxFieldCount, maxPrecision)
        }

        /// Counting up over `interval`.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.init(interval, countsDown: false, showsHours, maxFieldCount, maxPrecision)
        }

        private init(_ interval: Range<Date>, countsDown: Bool, _ showsHours: Bool, _ maxFieldCount: Int, _ maxPrecision: Duration) {
            self.interval = interval
            self.countsDown = countsDown
            self.showsHours = showsHours
            self.maxFieldCount = max(1, maxFieldCount)
            self.maxPrecision = maxPrecision
        }

        var step: Double { max(TimeDataSource<Date>.seconds(maxPrecision), 0.001) }

        /// The seconds shown at `date`, a whole number of steps.
        func shown(at date: Date) -> Double {
            let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
            let elapsed = min(max(date.timeIntervalSince(interval.lowerBound), 0), length)
            // Counting down rounds up (10:00 stays until a whole second passed), up rounds down.
            if countsDown { return ((length - elapsed) / step).rounded(.up) * step }
            return (elapsed / step).rounded(.down) * step
        }

        public func format(_ value: Date) -> AttributedString {
            AttributedString(ClockText.format(shown(at: value), showsHours: showsHours, maxFieldCount: maxFieldCount,
                                              step: step, padMinutes: false))
        }

        public func discreteInput(before input: Date) -> Date? {
            guard input > interval.lowerBound else { return nil }
            let elapsed = input.timeIntervalSince(interval.lowerBound)
            let k = (elapsed / step).rounded(.up) - 1
            return interval.lowerBound.addingTimeInterval(max(k, 0) * step).addingTimeInterval(-1e-3)
        }

        public func discreteInput(after input: Date) -> Date? {
            if input < interval.lowerBound { return interval.lowerBound }
            guard input < interval.upperBound else { return nil }
            let elapsed = input.timeIntervalSince(interval.lowerBound)
            let next = interval.lowerBound.addingTimeInterval(((elapsed / step).rounded(.down) + 1) * step)
            return min(next, interval.upperBound)
        }
    }

    /// A stopwatch counting up from a date: `mm:ss.hh` (hundredths by default), with hours
    /// once an hour has passed. Before its start it shows zero.
    public struct Stopwatch: DiscreteFormatStyle {
        public var startDate: Date
        public var showsHours: Bool
        public var maxFieldCount: Int
        public var maxPrecision: Duration

        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                    maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = max(1, maxFieldCount)
            self.maxPrecision = maxPrecision
        }

        var step: Double { max(TimeDataSource<Date>.seconds(maxPrecision), 0.01) }

        public func format(_ value: Date) -> AttributedString {
            let elapsed = max(value.timeIntervalSince(startDate), 0)
            let shown = (elapsed / step + 1e-9).rounded(.down) * step
            return AttributedString(ClockText.format(shown, showsHours: showsHours, maxFieldCount: maxFieldCount,
                                                     step: step, padMinutes: true))
        }

        public func discreteInput(before input: Date) -> Date? {
            guard input > startDate else { return nil }
            return input.addingTimeInterval(-step)
        }

        public func discreteInput(after input: Date) -> Date? {
            if input < startDate { return startDate }
            let elapsed = input.timeIntervalSince(startDate)
            return startDate.addingTimeInterval(((elapsed / step).rounded(.down) + 1) * step)
        }
    }

    /// The time between the input date and an anchor, in units: "3 minutes, 42 seconds"
    /// (`maxFieldCount` units at most, the largest first, from `allowedFields`).
    public struct DateOffset: DiscreteFormatStyle {
        public var anchor: Date
        public var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        public var maxFieldCount: Int

        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = max(1, maxFieldCount)
        }

        public func format(_ value: Date) -> AttributedString {
            AttributedString(UnitsText.format(abs(value.timeIntervalSince(anchor)), fields: allowedFields,
                                              maxFieldCount: maxFieldCount))
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-UnitsText.step(allowedFields)) }
        public func discreteInput(after input: Date) -> Date? { UnitsText.nextChange(after: input, anchor: anchor, fields: allowedFields) }
    }

    /// A date relative to now: "in 5 minutes", "2 hours ago", as a date once it is at least
    /// `thresholdField`'s unit away.
    public struct DateReference: DiscreteFormatStyle {
        public var anchor: Date
        public var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        public var maxFieldCount: Int
        public var thresholdField: Date.ComponentsFormatStyle.Field

        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                    maxFieldCount: Int = 2, thresholdField: Date.ComponentsFormatStyle.Field = .year) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = max(1, maxFieldCount)
            self.thresholdField = thresholdField
        }

        public func format(_ value: Date) -> AttributedString {
            let d = anchor.timeIntervalSince(value)
            if abs(d) >= UnitsText.seconds(of: thresholdField) {
                return AttributedString(anchor.formattedForDisplay(date: .abbreviated, time: .shortened))
            }
            let units = UnitsText.format(abs(d), fields: allowedFields, maxFieldCount: maxFieldCount)
            return AttributedString(d >= 0 ? "in \(units)" : "\(units) ago")
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-UnitsText.step(allowedFields)) }
        public func discreteInput(after input: Date) -> Date? { UnitsText.nextChange(after: input, anchor: anchor, fields: allowedFields) }
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down over `interval`.
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        .init(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
    /// A timer counting up over `interval`.
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        .init(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch counting up from `startDate`.
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        .init(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The time between the input and `anchor`, in units.
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2) -> SystemFormatStyle.DateOffset {
        .init(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// `anchor` relative to the input ("in 5 minutes", "2 hours ago").
    public static func reference(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                                 maxFieldCount: Int = 2, thresholdField: Date.ComponentsFormatStyle.Field = .year) -> SystemFormatStyle.DateReference {
        .init(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}

/// Clock-style durations: `4:05`, `1:02:03`, `00:05.23`.
enum ClockText {
    static func format(_ seconds: Double, showsHours: Bool, maxFieldCount: Int, step: Double, padMinutes: Bool) -> String {
        let whole = Int((seconds + 1e-9).rounded(.down))
        let fraction = seconds - Double(whole)
        var h = whole / 3600, m = (whole % 3600) / 60
        let s = whole % 60
        if !showsHours { m += h * 60; h = 0 }
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var fields = h > 0 ? [padMinutes ? two(h) : "\(h)", two(m), two(s)] : [padMinutes ? two(m) : "\(m)", two(s)]
        // Digits after the point for a step below a second (0.01 → 2), when a field is left for them.
        let digits = step < 1 ? min(3, Int((-log10(step) - 1e-9).rounded(.up))) : 0
        let showsFraction = digits > 0 && fields.count < maxFieldCount
        if fields.count > maxFieldCount { fields = Array(fields.prefix(max(maxFieldCount, 2))) }
        var text = fields.joined(separator: ":")
        if showsFraction {
            var d = String(Int((fraction * pow(10, Double(digits)) + 1e-6).rounded(.down)))
            while d.count < digits { d = "0" + d }
            text += "." + d
        }
        return text
    }
}

/// Durations in words: "3 minutes, 42 seconds".
enum UnitsText {
    static let order: [(Date.ComponentsFormatStyle.Field, Double, String)] = [
        (.year, 365 * 86400, "year"), (.month, 30 * 86400, "month"), (.week, 7 * 86400, "week"),
        (.day, 86400, "day"), (.hour, 3600, "hour"), (.minute, 60, "minute"), (.second, 1, "second"),
    ]

    static func seconds(of field: Date.ComponentsFormatStyle.Field) -> Double {
        order.first { $0.0 == field }?.1 ?? 1
    }

    /// The smallest allowed unit, in seconds.
    static func step(_ fields: Set<Date.ComponentsFormatStyle.Field>) -> Double {
        order.last { fields.contains($0.0) }?.1 ?? 1
    }

    static func format(_ seconds: Double, fields: Set<Date.ComponentsFormatStyle.Field>, maxFieldCount: Int) -> String {
        var rest = (seconds + 1e-6).rounded(.down)
        var parts: [String] = []
        for (field, length, name) in order where fields.contains(field) {
            let n = Int(rest / length)
            guard n > 0 || (!parts.isEmpty) else { continue }
            if parts.count == maxFieldCount { break }
            rest -= Double(n) * length
            if n > 0 { parts.append("\(n) \(name)\(n == 1 ? "" : "s")") }
        }
        if parts.isEmpty, let smallest = order.last(where: { fields.contains($0.0) }) { return "0 \(smallest.2)s" }
        return parts.joined(separator: ", ")
    }

    /// The next moment the distance to `anchor` crosses a whole smallest unit.
    static func nextChange(after input: Date, anchor: Date, fields: Set<Date.ComponentsFormatStyle.Field>) -> Date? {
        let step = step(fields)
        let d = input.timeIntervalSince(anchor)
        // Whole units of |d| change at anchor ± k·step.
        let k = (d / step).rounded(.down) + 1
        return anchor.addingTimeInterval(k * step)
    }
}
