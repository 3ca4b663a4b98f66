// TimelineView: content redrawn on a schedule. The view keeps the current entry's date
// in its state and a task (started when the view appears, cancelled when it disappears,
// S21) sleeps until the schedule's next date, then sets it: the content is evaluated
// again with the new date, exactly once per entry. `.animation` redraws per frame at
// `minimumInterval`, or 30 times a second (the client evaluates each frame; the daemon
// interpolates animations by itself, S30).
import Foundation

/// A sequence of dates at which a timeline view updates.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether the schedule runs at full rate or reduced (Trellis: always normal).
public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

/// Every `interval` seconds from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(interval, 0.001)
    }
    public struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date
        let interval: TimeInterval
        public mutating func next() -> Date? { defer { upcoming = upcoming.addingTimeInterval(interval) }; return upcoming }
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        // The first entry is the latest scheduled date not after startDate.
        let k = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return Entries(upcoming: start.addingTimeInterval(k * interval), interval: interval)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date
        public mutating func next() -> Date? { defer { upcoming = upcoming.addingTimeInterval(60) }; return upcoming }
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let t = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (t / 60).rounded(.down) * 60))
    }
}

/// Every frame (at most every `minimumInterval` seconds; 1/30 s by default); paused
/// schedules stop updating.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate, by: max(minimumInterval ?? 1.0 / 30, 1.0 / 120))
            .entries(from: startDate, mode: mode)
    }
}

/// The given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        .init(dates)
    }
}

/// What a timeline view's content is given: the date of the current entry.
public struct TimelineViewDefaultContext {
    /// How often the view is updated.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of the entry being shown.
    public let date: Date
    public let cadence: Cadence
}

/// Content evaluated again at each date of a schedule.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given (not generic, so the content's type can be inferred).
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var date: Date? = nil

    /// A view showing `content` for each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: date ?? Date(), cadence: .live))
            .task {
                let paused = (schedule as? AnimationTimelineSchedule)?.paused ?? false
                guard !paused else { return }
                var it = schedule.entries(from: Date(), mode: .normal).makeIterator()
                while !Task.isCancelled, let next = it.next() {
                    let wait = next.timeIntervalSinceNow
                    if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000)) }
                    if Task.isCancelled { return }
                    date = next
                }
            }
    }
}
