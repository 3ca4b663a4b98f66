// The notification center against a real dbus-daemon of the test's own and a recording
// notification server on it (TrellisTestSupport).
import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUserNotifications

/// A bus, optionally with a server, and a center looking for the server on that bus;
/// everything stopped by `stop()`.
final class NotificationFixture {
    let bus: PrivateSessionBus
    let server: RecordingNotificationServer?
    let center: UNUserNotificationCenter
    let logs = LogLines()

    init(server withServer: Bool = true, capabilities: [String] = ["actions", "body", "persistence", "sound"]) throws {
        bus = try PrivateSessionBus()
        server = withServer ? try RecordingNotificationServer(address: bus.address, capabilities: capabilities) : nil
        center = UNUserNotificationCenter(location: .address(bus.address))
        let logs = self.logs
        center.logHandler = { logs.append($0) }
    }

    func stop() {
        server?.stop()
        bus.stop()
    }
}

/// Log lines collected from any queue.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}

func content(_ title: String, subtitle: String = "", body: String = "") -> UNMutableNotificationContent {
    let c = UNMutableNotificationContent()
    c.title = title
    c.subtitle = subtitle
    c.body = body
    c.sound = .default
    return c
}

@Suite(.enabled(if: PrivateSessionBus.missing == nil, "dbus-daemon is not installed (scripts/install-deps)"))
struct NotificationCenterTests {
    @Test func authorizationIsGrantedWhenAServerAnswers() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        #expect(await f.center.notificationSettings().authorizationStatus == .notDetermined)
        let granted = try await f.center.requestAuthorization(options: [.alert, .badge, .sound])
        #expect(granted)
        let settings = await f.center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized)
        #expect(settings.alertSetting == .enabled)
        #expect(settings.soundSetting == .enabled)
        #expect(f.logs.all.isEmpty)
    }

    @Test func authorizationIsDeniedWithoutAServerAndTheReasonIsLoggedOnce() async throws {
        let f = try NotificationFixture(server: false)
        defer { f.stop() }
        let granted: Bool = await withCheckedContinuation { c in
            f.center.requestAuthorization(options: [.alert]) { granted, error in
                #expect(error == nil)
                c.resume(returning: granted)
            }
        }
        #expect(!granted)
        #expect(try await f.center.requestAuthorization(options: [.alert]) == false)
        #expect(await f.center.notificationSettings().authorizationStatus == .denied)
        #expect(f.logs.all.count == 1)
        #expect(f.logs.all.first?.contains("no desktop notification server") == true)
        // Adding fails with Apple's error, and logs nothing new.
        let request = UNNotificationRequest(identifier: "a", content: content("A"), trigger: nil)
        await #expect(throws: UNError(.notificationsNotAllowed)) { try await f.center.add(request) }
        #expect(f.logs.all.count == 1)
    }

    @Test func withoutABusAuthorizationIsDeniedAndAddFails() async throws {
        let center = UNUserNotificationCenter(location: .address("unix:path=/nonexistent/trellis-test-bus"))
        let logs = LogLines()
        center.logHandler = { logs.append($0) }
        #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)
        var caught: (any Error)?
        do {
            try await center.add(UNNotificationRequest(identifier: "a", content: content("A"),
                                                       trigger: UNTimeIntervalNotificationTrigger(timeInterval: 1, repeats: false)))
        } catch { caught = error }
        #expect((caught as? UNError)?.code == .notificationsNotAllowed)
        #expect(logs.all.count == 1)
        #expect(logs.all.first?.contains("cannot connect") == true)
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func aTimeIntervalRequestArrivesWithItsTitleAndBody() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        #expect(try await f.center.requestAuthorization(options: [.alert, .sound]))
        let started = Date()
        // 5 s: normally still pending when it is listed. The test process's main queue is
        // shared with UI tests and has been seen busy for longer than that under CI, so the
        // listing is only required to show it while the 5 s have not passed (listing a
        // pending request is also checked, with 60 s of margin, by removingAPendingRequestCancelsIt).
        let request = UNNotificationRequest(identifier: "water",
                                            content: content("Drink water", subtitle: "Habit", body: "Second <glass> today"),
                                            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false))
        try await f.center.add(request)
        let listed = await f.center.pendingNotificationRequests().map(\.identifier)
        if Date().timeIntervalSince(started) < 5 {
            #expect(listed == ["water"])
        } else {
            #expect(listed == ["water"] || listed.isEmpty)
        }
        let calls = try await f.server!.waitForNotifications(1)
        #expect(Date().timeIntervalSince(started) >= 5)
        let call = try #require(calls.first)
        #expect(call.summary == "Drink water")
        #expect(call.body == "Habit\nSecond <glass> today")   // the server has no body-markup: no escaping
        #expect(!call.appName.isEmpty)
        #expect(call.hints["sound-name"] == "message-new-instant")
        #expect(call.hints["desktop-entry"] != nil)
        #expect(call.actions.prefix(2) == ["default", "Open"])
        #expect(await f.center.pendingNotificationRequests().isEmpty)
        #expect(await f.center.deliveredNotifications().map(\.request.identifier) == ["water"])
    }

    @Test func removingAPendingRequestCancelsIt() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        #expect(try await f.center.requestAuthorization(options: [.alert]))
        // "cancel" is 60 s out, so it is still pending when listed and removed however
        // loaded the machine (the test process's main queue is shared with UI tests).
        try await f.center.add(UNNotificationRequest(identifier: "keep", content: content("keep"),
                                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.5, repeats: false)))
        try await f.center.add(UNNotificationRequest(identifier: "cancel", content: content("cancel"),
                                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        #expect(await f.center.pendingNotificationRequests().map(\.identifier).contains("cancel"))
        f.center.removePendingNotificationRequests(withIdentifiers: ["cancel", "unknown"])
        #expect(await !f.center.pendingNotificationRequests().map(\.identifier).contains("cancel"))
        _ = try await f.server!.waitForNotifications(1)
        #expect(await f.center.pendingNotificationRequests().isEmpty)
        #expect(f.server!.notifications.map(\.summary) == ["keep"])
    }

    @Test func aRepeatingTriggerFiresAgainAndUpdatesItsNotification() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        UNTimeIntervalNotificationTrigger.minimumRepeatingInterval = 0.2
        #expect(try await f.center.requestAuthorization(options: [.alert]))
        try await f.center.add(UNNotificationRequest(identifier: "tick", content: content("Tick"),
                                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.2, repeats: true)))
        let calls = try await f.server!.waitForNotifications(3)
        #expect(calls.allSatisfy { $0.summary == "Tick" })
        // The same request replaces its notification on the desktop rather than adding one.
        #expect(calls[1].replacesID == calls[0].id)
        #expect(await f.center.pendingNotificationRequests().map(\.identifier) == ["tick"])
        f.center.removeAllPendingNotificationRequests()
        #expect(await f.center.pendingNotificationRequests().isEmpty)
        let count = f.server!.notifications.count
        try await Task.sleep(nanoseconds: 500_000_000)
        #expect(f.server!.notifications.count == count)
    }

    @Test func aServerThatGoesAwayIsLoggedAndOneThatComesBackIsUsed() async throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let first = try RecordingNotificationServer(address: bus.address)
        let center = UNUserNotificationCenter(location: .address(bus.address))
        let logs = LogLines()
        center.logHandler = { logs.append($0) }
        #expect(try await center.requestAuthorization(options: [.alert]))
        first.stop()
        try await center.add(UNNotificationRequest(identifier: "lost", content: content("Lost"), trigger: nil))
        let deadline = Date().addingTimeInterval(300)
        while !logs.all.contains(where: { $0.hasPrefix("could not show notification") }) {
            guard Date() < deadline else { throw TestFailure("no log line about the missing server within 300 s: \(logs.all)") }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        // A server started later (its name free once the bus saw the first one go) is used.
        var second: RecordingNotificationServer?
        while second == nil {
            do { second = try RecordingNotificationServer(address: bus.address) } catch {
                guard Date() < deadline else { throw error }
                try await Task.sleep(nanoseconds: 20_000_000)
            }
        }
        defer { second?.stop() }
        try await center.add(UNNotificationRequest(identifier: "found", content: content("Found"), trigger: nil))
        #expect(try await second!.waitForNotifications(1).map(\.summary) == ["Found"])
    }

    @Test func aCalendarTriggerWithNoFutureDateIsRefused() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        let past = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
                                  year: 2001, month: 1, day: 1, hour: 0, minute: 0)
        let request = UNNotificationRequest(identifier: "old", content: content("Old"),
                                            trigger: UNCalendarNotificationTrigger(dateMatching: past, repeats: false))
        await #expect(throws: UNError(.notificationInvalidNoDate)) { try await f.center.add(request) }
    }

    @Test func theDelegateDecidesHowANotificationIsPresented() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        let delegate = RecordingDelegate()
        delegate.answers = ["silent": [], "shown": [.banner, .sound]]
        f.center.delegate = delegate
        #expect(try await f.center.requestAuthorization(options: [.alert]))
        try await f.center.add(UNNotificationRequest(identifier: "silent", content: content("Silent"), trigger: nil))
        try await f.center.add(UNNotificationRequest(identifier: "shown", content: content("Shown"), trigger: nil))
        let calls = try await f.server!.waitForNotifications(1)
        try await delegate.waitFor { $0.asked.count == 2 }
        #expect(delegate.asked == ["silent", "shown"])
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(f.server!.notifications.map(\.summary) == ["Shown"])
        #expect(calls[0].hints["sound-name"] == "message-new-instant")
        #expect(await f.center.deliveredNotifications().map(\.request.identifier) == ["shown"])
    }

    @Test func anActionOrAClickReachesTheDelegatesDidReceive() async throws {
        let f = try NotificationFixture()
        defer { f.stop() }
        let delegate = RecordingDelegate()
        delegate.answers = ["dose": [.banner]]
        f.center.delegate = delegate
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze")
        f.center.setNotificationCategories([UNNotificationCategory(identifier: "reminder", actions: [snooze],
                                                                   intentIdentifiers: [], options: [.customDismissAction])])
        #expect(try await f.center.requestAuthorization(options: [.alert]))
        let c = content("Take your medicine")
        c.categoryIdentifier = "reminder"
        c.userInfo = ["pill": "B12"]
        try await f.center.add(UNNotificationRequest(identifier: "dose", content: c, trigger: nil))
        let call = try #require(try await f.server!.waitForNotifications(1).first)
        #expect(call.actions == ["default", "Open", "snooze", "Snooze"])
        f.server!.invokeAction(id: call.id, key: "snooze")
        try await delegate.waitFor { $0.responses.count == 1 }
        #expect(delegate.responses.first?.action == "snooze")
        #expect(delegate.responses.first?.pill == "B12")
        f.server!.invokeAction(id: call.id, key: "default")
        try await delegate.waitFor { $0.responses.count == 2 }
        #expect(delegate.responses.last?.action == UNNotificationDefaultActionIdentifier)
        // Closing after an action is not a dismissal; a later notification dismissed is.
        try await f.center.add(UNNotificationRequest(identifier: "dose", content: c, trigger: nil))
        let second = try await f.server!.waitForNotifications(2)[1]
        f.server!.dismiss(id: second.id)
        try await delegate.waitFor { $0.responses.count == 3 }
        #expect(delegate.responses.last?.action == UNNotificationDismissActionIdentifier)
        #expect(await f.center.deliveredNotifications().isEmpty)
    }
}

/// Set on the main queue only, so a block can tell it runs there.
let onMainQueue: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// A delegate that records what it is asked, answering from `answers`.
final class RecordingDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    private let lock = NSLock()
    var answers: [String: UNNotificationPresentationOptions] = [:]
    private var askedIDs: [String] = []
    private var received: [(action: String, pill: String?)] = []

    override init() {
        _ = onMainQueue   // marks the main queue before any callback could run
        super.init()
    }

    var asked: [String] { lock.lock(); defer { lock.unlock() }; return askedIDs }
    var responses: [(action: String, pill: String?)] { lock.lock(); defer { lock.unlock() }; return received }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        // On the main queue (under dispatchMain(), as in a Trellis app, a worker thread may serve it).
        #expect(DispatchQueue.getSpecific(key: onMainQueue) == true)
        let id = notification.request.identifier
        lock.lock(); askedIDs.append(id); lock.unlock()
        completionHandler(answers[id] ?? [])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        lock.lock()
        received.append((response.actionIdentifier, response.notification.request.content.userInfo["pill"] as? String))
        lock.unlock()
        completionHandler()
    }

    /// Waits (at most 30 s) until `condition` holds.
    /// Delegate calls arrive on the main queue, which other suites of this one test
    /// process can hold for minutes (a port test building a package): the bound is
    /// generous, and a call normally arrives within milliseconds.
    func waitFor(_ condition: (RecordingDelegate) -> Bool) async throws {
        let deadline = Date().addingTimeInterval(300)
        while !condition(self) {
            guard Date() < deadline else { throw TestFailure("the delegate was not called within 300 s") }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
    }
}
