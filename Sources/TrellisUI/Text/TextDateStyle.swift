extension Text {
    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable { case date, time, relative, offset, timer }

    /// A date in one of SwiftUI's styles.
    public init(_ date: Date, style: DateStyle) {
        switch style {
        case .date:
            // Narrower wordings for `textVariant(.sizeDependent)` (Text/TextVariant.swift).
            self.init(date.formattedForDisplay(date: .long, time: .omitted))
            self = withSizeVariants([date.formattedForDisplay(date: .abbreviated, time: .omitted),
                                     date.formattedForDisplay(date: .numeric, time: .omitted)])
        case .time: self.init(date.formattedForDisplay(date: .omitted, time: .shortened))
        case .relative, .offset, .timer:
            let seconds = Int(date.timeIntervalSinceNow.rounded())
            let m = abs(seconds) / 60, s = abs(seconds) % 60
            let sign = style == .offset ? (seconds < 0 ? "-" : "+") : ""
            self.init(style == .timer ? "\(m):\(s < 10 ? "0" : "")\(s)" : "\(sign)\(m) min, \(s) sec")
        }
    }

    /// The text between two dates.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let seconds = Int((countsDown ? timerInterval.upperBound.timeIntervalSinceNow
                           : Date().timeIntervalSince(timerInterval.lowerBound)).rounded())
        let s = max(seconds, 0)
        self.init("\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)")
    }
}
