// Code written the way iOS habit trackers and reminder apps write it, compiled against the
// module unchanged (Swift 5 mode, like ported apps), then run against a private bus.
import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUserNotifications

/// A reminder scheduler as apps write it: completion handlers, a calendar trigger from a
/// picked time, the pending list.
final class ReminderScheduler {
    let center: UNUserNotificationCenter
    init(center: UNUserNotificationCenter) { self.center = center }

    func requestPermission(_ done: @escaping (Bool) -> Void) {
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            if let error { print("authorization error: \(error.localizedDescription)") }
            done(granted)
        }
    }

    func scheduleDaily(habit: String, at time: Date, done: @escaping (Error?) -> Void) {
        let content = UNMutableNotificationContent()
        content.title = habit
        content.body = "Time for \(habit.lowercased())"
        content.sound = UNNotificationSound.default
        content.badge = NSNumber(value: 1)
        content.userInfo = ["habit": habit]
        let components = Calendar.current.dateComponents([.hour, .minute], from: time)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: "habit-\(habit)", content: content, trigger: trigger)
        center.add(request) { error in done(error) }
    }

    func cancel(habit: String) {
        center.removePendingNotificationRequests(withIdentifiers: ["habit-\(habit)"])
    }
}

/// A delegate written with the async forms only (iOS 15+ style).
final class AsyncStyleDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var presented: [String] = []
    var asked: [String] { lock.lock(); defer { lock.unlock() }; return presented }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        lock.withLock { presented.append(notification.request.identifier) }
        return [.banner, .list]
    }
}

/// A delegate written as Xcode completes it for the current SDK (`@Sendable` handlers; the
/// recording delegate of NotificationCenterTests is written the same way).
final class SendableStyleDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var presented: [String] = []
    var asked: [String] { lock.withLock { presented } }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        lock.withLock { presented.append(notification.request.identifier) }
        completionHandler([])
    }
}

@Suite(.enabled(if: PrivateSessionBus.missing == nil, "dbus-daemon is not installed (scripts/install-deps)"))
struct AppCodeTests {
    @Test func aReminderSchedulerWrittenForIOSSchedulesAndCancels() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        let scheduler = ReminderScheduler(center: f.center)
        let granted: Bool = await withCheckedContinuation { c in scheduler.requestPermission { c.resume(returning: $0) } }
        #expect(granted)
        let error: Error? = await withCheckedContinuation { c in
            scheduler.scheduleDaily(habit: "Stretch", at: Date().addingTimeInterval(3600)) { c.resume(returning: $0) }
        }
        #expect(error == nil)
        let pending = await f.center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["habit-Stretch"])
        let trigger = try #require(pending.first?.trigger as? UNCalendarNotificationTrigger)
        let next = try #require(trigger.nextTriggerDate())
        #expect(next.timeIntervalSinceNow > 3500 && next.timeIntervalSinceNow <= 3600)
        #expect(pending.first?.content.userInfo["habit"] as? String == "Stretch")
        scheduler.cancel(habit: "Stretch")
        #expect(await f.center.pendingNotificationRequests().isEmpty)
    }

    @Test func aDelegateWithOnlyTheAsyncFormIsAsked() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        let delegate = AsyncStyleDelegate()
        f.center.delegate = delegate
        #expect(try await f.center.requestAuthorization(options: [.alert]))
        let content = UNMutableNotificationContent()
        content.title = "Timer done"
        try await f.center.add(UNNotificationRequest(identifier: "timer", content: content,
                                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.1, repeats: false)))
        let calls = try await f.server!.waitForNotifications(1)
        #expect(delegate.asked == ["timer"])
        #expect(calls.first?.summary == "Timer done")
        // No sound was asked for: the server is told to stay quiet.
        #expect(calls.first?.hints["suppress-sound"] == "true")
    }

    @Test func aDelegateWithSendableHandlersIsAsked() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        let delegate = SendableStyleDelegate()
        f.center.delegate = delegate
        let content = UNMutableNotificationContent()
        content.title = "Quiet"
        try await f.center.add(UNNotificationRequest(identifier: "quiet", content: content, trigger: nil))
        let deadline = Date().addingTimeInterval(300)
        while delegate.asked.isEmpty {
            guard Date() < deadline else { throw TestFailure("willPresent was not asked within 300 s") }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(f.server!.notifications.isEmpty, "the delegate answered [], so nothing is shown")
    }

    @Test func aBadgeIsSentAsTheLauncherCountAndANegativeOneIsRefused() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        try await f.center.setBadgeCount(3)
        await #expect(throws: UNError(.badgeInputInvalid)) { try await f.center.setBadgeCount(-1) }
        let deadline = Date().addingTimeInterval(300)
        while f.server!.launcherEntryUpdates.isEmpty {
            guard Date() < deadline else { throw TestFailure("no launcher-entry Update within 300 s") }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        let update = try #require(f.server!.launcherEntryUpdates.first)
        #expect(update.uri == "application://\(UNUserNotificationCenter.desktopID).desktop")
        #expect(update.properties["count"] == "3" && update.properties["count-visible"] == "true")
        #expect(f.server!.launcherEntryUpdates.count == 1)
    }
}
