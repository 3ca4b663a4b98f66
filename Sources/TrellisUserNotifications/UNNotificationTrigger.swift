// When a request's notification is delivered: after an interval or at matching dates.
import Foundation

/// What makes a request deliver its notification.
///
/// Triggers fire inside the app's process: Linux has no system scheduler that would
/// deliver a notification while the app is not running, so a pending request whose
/// date passes while the app is closed is never delivered (and pending requests are not
/// kept across launches).
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    /// Whether the trigger fires again after each delivery.
    open private(set) var repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The next date the trigger fires after `date`; nil when it never will.
    package func nextDate(after date: Date) -> Date? { nil }
}

/// Fires after a number of seconds (and every that many seconds when it repeats).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Seconds from scheduling to delivery.
    open private(set) var timeInterval: TimeInterval

    /// The shortest interval a repeating trigger may have: 60 s, as on iOS (tests lower it).
    package nonisolated(unsafe) static var minimumRepeatingInterval: TimeInterval = 60

    /// A trigger firing `timeInterval` seconds after the request is added. As on iOS, the
    /// interval must be positive, and at least 60 s when it repeats (a programming error
    /// that stops the app otherwise).
    public convenience init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: time interval must be greater than 0")
        precondition(!repeats || timeInterval >= Self.minimumRepeatingInterval,
                     "UNTimeIntervalNotificationTrigger: time interval must be at least 60 if repeating")
        self.init(interval: timeInterval, repeats: repeats)
    }

    init(interval: TimeInterval, repeats: Bool) {
        self.timeInterval = interval
        super.init(repeats: repeats)
    }

    /// When the trigger would fire if scheduled now (as on iOS, counted from the call).
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }

    override package func nextDate(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
}

/// Fires at the next date matching date components (every matching date when it repeats).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a firing date matches (`hour: 8, minute: 30` is every day at 8:30).
    open private(set) var dateComponents: DateComponents

    /// A trigger firing at the next date matching `dateMatching`, computed with the
    /// components' calendar (else the current one) in their time zone (else the current).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next matching date after now; nil when no date matches any more.
    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    /// The next date after `date` that matches ``dateComponents`` (the earliest one
    /// when several match: `.nextTime` policy, so a time skipped by a daylight-saving
    /// change fires at the next existing time).
    override package func nextDate(after date: Date) -> Date? {
        var calendar = dateComponents.calendar ?? Calendar.current
        if let zone = dateComponents.timeZone { calendar.timeZone = zone }
        var matching = dateComponents
        matching.calendar = nil
        matching.timeZone = nil
        // A fully dated trigger (year given) matches one date at most.
        if matching.year != nil, let exact = calendar.date(from: matching) {
            return exact > date ? exact : nil
        }
        return calendar.nextDate(after: date, matching: matching, matchingPolicy: .nextTime)
    }
}

/// A trigger for remote (push) notifications. Linux has no push service, so no request
/// ever carries one; it exists so code that checks `trigger is UNPushNotificationTrigger`
/// compiles.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
