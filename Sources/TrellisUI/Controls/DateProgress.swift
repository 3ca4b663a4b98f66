// ProgressView(timerInterval:countsDown:): progress through a span of time. The bar fills
// as the time passes (or empties, counting down), and its current value label is the
// time left (or elapsed), updated every second.
import Foundation

/// The span of time a progress view shows, and which way it counts.
struct _ProgressTimer: Equatable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The fraction shown at `date`: of the span remaining (counting down) or passed.
    func fraction(at date: Date) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0 else { return 1 }
        let elapsed = min(max(date.timeIntervalSince(interval.lowerBound), 0), total) / total
        return countsDown ? 1 - elapsed : elapsed
    }
}

/// The current value label of a progress view made with `init(timerInterval:countsDown:)`:
/// the time left in the interval (or, counting up, the time passed), as minutes and
/// seconds (hours too when there are any).
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let date: Date

    public var body: some View {
        let passed = min(max(date.timeIntervalSince(interval.lowerBound), 0),
                         interval.upperBound.timeIntervalSince(interval.lowerBound))
        let shown = countsDown ? interval.upperBound.timeIntervalSince(interval.lowerBound) - passed : passed
        Text(Self.format(Int(shown.rounded(.up))))
            .monospacedDigit()
    }

    /// "m:ss", or "h:mm:ss" from an hour on.
    static func format(_ seconds: Int) -> String {
        let s = max(seconds, 0)
        let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(sec))" : "\(m):\(two(sec))"
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval`: the bar fills as the time passes (empties when
    /// `countsDown`), and the time left (or passed) is shown under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        fraction = nil
        label = nil
        timer = _ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval` with a label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        timer = _ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView {
    /// Progress through `timerInterval` with a label and the app's own current value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = nil
        self.label = label()
        timer = _ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.currentValueLabel = currentValueLabel()
    }
}
