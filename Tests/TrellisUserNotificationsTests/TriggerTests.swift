// Triggers' next dates (pure: no bus) and the content's copy semantics.
import Foundation
import Testing
@testable import TrellisUserNotifications

struct TriggerTests {
    let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int = 0) -> Date {
        utc.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s))!
    }

    func components(_ c: DateComponents) -> DateComponents {
        var c = c
        c.calendar = utc
        c.timeZone = utc.timeZone
        return c
    }

    @Test func aDailyTimeFiresTodayIfStillAheadElseTomorrow() {
        let trigger = UNCalendarNotificationTrigger(dateMatching: components(DateComponents(hour: 8, minute: 30)), repeats: true)
        #expect(trigger.nextDate(after: date(2026, 1, 1, 7, 0)) == date(2026, 1, 1, 8, 30))
        #expect(trigger.nextDate(after: date(2026, 1, 1, 10, 0)) == date(2026, 1, 2, 8, 30))
        // Exactly at the time: the next one, a day later (a repeating trigger re-arms from its fire date).
        #expect(trigger.nextDate(after: date(2026, 1, 2, 8, 30)) == date(2026, 1, 3, 8, 30))
    }

    @Test func aWeekdayFiresOnThatDayOfTheWeek() {
        // Weekday 2 is Monday in the Gregorian calendar; 2026-01-01 is a Thursday.
        let trigger = UNCalendarNotificationTrigger(dateMatching: components(DateComponents(hour: 9, weekday: 2)), repeats: true)
        #expect(trigger.nextDate(after: date(2026, 1, 1, 12, 0)) == date(2026, 1, 5, 9, 0))
    }

    @Test func aFullDateFiresOnceOrNever() {
        let when = components(DateComponents(year: 2026, month: 3, day: 14, hour: 15, minute: 9))
        let trigger = UNCalendarNotificationTrigger(dateMatching: when, repeats: false)
        #expect(trigger.nextDate(after: date(2026, 1, 1, 0, 0)) == date(2026, 3, 14, 15, 9))
        #expect(trigger.nextDate(after: date(2026, 3, 14, 15, 9)) == nil)
        #expect(trigger.dateComponents.hour == 15)
        #expect(!trigger.repeats)
    }

    @Test func theComponentsTimeZoneDecidesTheInstant() {
        var tokyo = DateComponents(hour: 8, minute: 0)
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
        tokyo.calendar = Calendar(identifier: .gregorian)
        let trigger = UNCalendarNotificationTrigger(dateMatching: tokyo, repeats: true)
        // 08:00 in Tokyo (UTC+9) is 23:00 UTC the day before.
        #expect(trigger.nextDate(after: date(2026, 1, 1, 12, 0)) == date(2026, 1, 1, 23, 0))
    }

    @Test func aTimeIntervalTriggerCountsFromItsStart() {
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: true)
        #expect(trigger.nextDate(after: date(2026, 1, 1, 0, 0)) == date(2026, 1, 1, 0, 1, 30))
        let next = try! #require(trigger.nextTriggerDate())
        #expect(abs(next.timeIntervalSinceNow - 90) < 5)
    }

    @Test func aRequestKeepsACopyOfItsContent() {
        let c = UNMutableNotificationContent()
        c.title = "Before"
        c.badge = 3
        let request = UNNotificationRequest(identifier: "r", content: c, trigger: nil)
        c.title = "After"
        #expect(request.content.title == "Before")
        #expect(request.content.badge == 3)
        let mutable = request.content.mutableCopy() as! UNMutableNotificationContent
        mutable.body = "Body"
        #expect(mutable.title == "Before" && request.content.body == "")
    }

    @Test func theBodyIsEscapedOnlyForServersThatReadMarkup() {
        let c = UNMutableNotificationContent()
        c.subtitle = "A & B"
        c.body = "<b>"
        #expect(UNUserNotificationCenter.body(of: c, markup: false) == "A & B\n<b>")
        #expect(UNUserNotificationCenter.body(of: c, markup: true) == "A &amp; B\n&lt;b&gt;")
    }

    @Test func errorsMatchTheirCodes() {
        let error: any Error = UNError(.notificationsNotAllowed)
        var matched = false
        switch error {
        case UNError.notificationsNotAllowed: matched = true
        default: break
        }
        #expect(matched)
        #expect((error as NSError).code == 1 && (error as NSError).domain == UNErrorDomain)
    }
}
