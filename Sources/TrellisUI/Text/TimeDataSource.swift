// Time data sources: values that change with the clock (now, the time left until a date),
// which a Text formats with a discrete format style and shows updated as time passes.
import Foundation

/// A value that depends on the current time, for a `Text` to show with a format style
/// that says when its output changes (`Text(.currentDate, format: .timer(...))`): the text
/// is shown again at each such moment, for as long as it is on screen.
public struct TimeDataSource<Value> {
    /// The value at a moment.
    let value: (Date) -> Value
    /// The moment at which the source produces a given value (nil: it never will).
    let moment: (Value) -> Date?

    init(value: @escaping (Date) -> Value, moment: @escaping (Value) -> Date?) {
        self.value = value
        self.moment = moment
    }
}

extension TimeDataSource where Value == Date {
    /// The current date and time.
    public static var currentDate: TimeDataSource<Date> {
        TimeDataSource(value: { $0 }, moment: { $0 })
    }
}

extension TimeDataSource where Value == Duration {
    /// The time from now to `date`: positive while `date` is ahead, negative once it passed.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource(value: { now in TimeDataSource.duration(date.timeIntervalSince(now)) },
                       moment: { d in date.addingTimeInterval(-TimeDataSource.seconds(d)) })
    }
}

extension TimeDataSource where Value == Range<Date> {
    /// The range from `date` to now (empty while now is before `date`).
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource(value: { now in date ..< max(date, now) }, moment: { $0.upperBound })
    }

    /// The range from now to `date` (empty once now is past `date`).
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource(value: { now in min(date, now) ..< date }, moment: { $0.lowerBound })
    }
}

extension TimeDataSource {
    static func duration(_ seconds: TimeInterval) -> Duration {
        .nanoseconds(Int64((seconds * 1e9).rounded()))
    }
    static func seconds(_ d: Duration) -> TimeInterval {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

extension Text {
    /// The value of `source` formatted by `format`, kept current: the text changes when the
    /// formatted output would (`format` says when that is), for as long as it is shown.
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == AttributedString {
        let timed = TextTimeSource(source, format: format)
        self.init(verbatim: timed.text(Date()))
        timeSource = timed
    }
}

/// A Text's time source with its format: the string at a moment and the next moment it
/// changes. Compared by identity (each Text made from a source is a new one).
final class TextTimeSource: Equatable, @unchecked Sendable {
    let text: (Date) -> String
    let nextChange: (Date) -> Date?

    init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == AttributedString {
        text = { String(format.format(source.value($0)).characters) }
        nextChange = { now in
            let value = source.value(now)
            // The next input whose output differs, as a moment; never before now.
            guard let next = format.discreteInput(after: value), let at = source.moment(next) else {
                // A source the format cannot step (it counts the other way): check again soon.
                return source.moment(value) == nil ? nil : now.addingTimeInterval(1)
            }
            return at > now ? at : now.addingTimeInterval(0.01)
        }
    }

    static func == (a: TextTimeSource, b: TextTimeSource) -> Bool { a === b }

    /// Nodes with a refresh already scheduled, and when.
    @MainActor private static var pending: [ObjectIdentifier: Date] = [:]

    /// Re-reconciles `node` at `date` (nothing when nil), unless it is gone by then.
    @MainActor
    static func scheduleRefresh(of node: GraphNode, at date: Date?) {
        guard let date else { return }
        let key = ObjectIdentifier(node)
        if let at = pending[key], at <= date, at > Date() { return }
        pending[key] = date
        let delay = max(0, date.timeIntervalSinceNow)
        weak var weakNode = node
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                if pending[key] == date { pending[key] = nil }
                guard let n = weakNode, n.isAlive else { return }
                n.graph.invalidate(n, reason: nil)
            }
        }
    }
}
