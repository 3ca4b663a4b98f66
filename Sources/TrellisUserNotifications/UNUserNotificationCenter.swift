// The app's notification center: authorization, scheduling, delivery to the desktop's
// notification server, and the delegate's questions.
import Dispatch
import Foundation
import TrellisDBus

/// The center that schedules the app's notifications and delivers them as desktop
/// notifications (freedesktop `org.freedesktop.Notifications` on the session bus).
///
/// How it differs from iOS, because Linux has no system notification scheduler:
/// - Triggers fire inside the app's process (timers on the center's queue): a
///   notification is delivered only while the app runs. A pending request whose date
///   passes while the app is closed is never delivered, and pending requests do not
///   survive a relaunch — reschedule them at launch.
/// - Authorization is not a prompt: it is granted when a notification server answers
///   `GetCapabilities` on the session bus and denied otherwise (the reason is logged
///   once to standard error). Adding a request before asking determines it the same way.
/// - Every delivered notification goes through the delegate's `willPresent` first (as
///   for an app in the foreground on iOS), when the delegate implements it.
/// - Actions: a category's actions are sent as the notification's buttons to servers
///   that support them; the server's `ActionInvoked` becomes the delegate's `didReceive`.
///   There is no text input action.
/// - The badge has no home-screen icon: it is sent as a launcher-entry count, which only
///   docks that implement that interface draw.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter(location: .session)

    /// The app's center, which uses the user's session bus.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Not available: use ``current()``.
    @available(*, unavailable, message: "Use UNUserNotificationCenter.current()")
    public override init() { fatalError("Use UNUserNotificationCenter.current()") }

    /// A center that looks for the notification server on `location` (tests give each
    /// center a private bus).
    package init(location: BusLocation) {
        queue = DispatchQueue(label: "TrellisUserNotifications.center")
        server = DesktopNotificationServer(location: location, queue: queue)
        super.init()
        server.onActionInvoked = { [weak self] id, key in self?.actionInvoked(id: id, key: key) }
        server.onClosed = { [weak self] id, reason in self?.closed(id: id, reason: reason) }
    }

    // MARK: state (on `queue`)

    private let queue: DispatchQueue
    private let server: DesktopNotificationServer
    private var status: UNAuthorizationStatus = .notDetermined
    private var grantedOptions: UNAuthorizationOptions = []
    private var capabilities: Set<String> = []
    private var denialReason = ""
    private var logged: Set<String> = []

    private struct Pending {
        var request: UNNotificationRequest
        var fireDate: Date
        var timer: DispatchSourceTimer?
        var token: UInt64
    }
    private var pending: [String: Pending] = [:]
    private var pendingOrder: [String] = []
    private var nextToken: UInt64 = 0

    private struct Delivered {
        var notification: UNNotification
        var desktopID: UInt32
    }
    private var delivered: [Delivered] = []
    /// Desktop ids whose action was invoked (their close is not a dismissal).
    private var actedOn: Set<UInt32> = []
    private var categories: Set<UNNotificationCategory> = []

    private let delegateLock = NSLock()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    /// Where log lines go (standard error; tests collect them).
    package var logHandler: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data("TrellisUserNotifications: \(line)\n".utf8))
    }

    /// The object asked how to present notifications and told of the user's responses
    /// (weak, as on iOS). Its methods are called on the main queue.
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { delegateLock.lock(); defer { delegateLock.unlock() }; return storedDelegate }
        set { delegateLock.lock(); storedDelegate = newValue; delegateLock.unlock() }
    }

    /// Notification content extensions do not exist on Linux.
    open var supportsContentExtensions: Bool { false }

    // MARK: authorization

    /// Asks for permission to notify. Granted when a desktop notification server answers
    /// on the session bus (there is no prompt); `completionHandler` gets the answer on a
    /// background queue, with a nil error — a denial's reason is logged once.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        queue.async {
            let granted = self.determineAuthorization(options)
            completionHandler(granted, nil)
        }
    }

    /// Asks for permission to notify (async form of ``requestAuthorization(options:completionHandler:)``).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { c in
            requestAuthorization(options: options) { granted, _ in c.resume(returning: granted) }
        }
    }

    /// Asks the server for its capabilities; records the status. On `queue`.
    private func determineAuthorization(_ options: UNAuthorizationOptions) -> Bool {
        grantedOptions.formUnion(options)
        do {
            capabilities = Set(try server.capabilities())
            status = .authorized
            denialReason = ""
            return true
        } catch let error as BusError {
            status = .denied
            denialReason = error.name == "org.freedesktop.DBus.Error.ServiceUnknown"
                ? "no desktop notification server (org.freedesktop.Notifications) answers on the session bus"
                : error.description
        } catch {
            status = .denied
            denialReason = "\(error)"
        }
        logOnce("notifications not authorized: \(denialReason)")
        return false
    }

    private func logOnce(_ line: String) {
        if logged.insert(line).inserted { logHandler(line) }
    }

    /// The app's notification settings (``UNNotificationSettings/authorizationStatus``
    /// is `.notDetermined` until the app asks or adds a request).
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        queue.async {
            completionHandler(UNNotificationSettings(status: self.status, capabilities: self.capabilities,
                                                     options: self.grantedOptions))
        }
    }

    /// The app's notification settings (async form).
    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { c in getNotificationSettings { c.resume(returning: $0) } }
    }

    // MARK: scheduling

    /// Schedules `request`, replacing a pending request with the same identifier. Without
    /// a trigger the notification is delivered right away. Fails with
    /// `UNError.notificationsNotAllowed` when no notification server answers, and with
    /// `UNError.notificationInvalidNoDate` when a calendar trigger matches no future date.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        queue.async {
            if self.status != .authorized { _ = self.determineAuthorization([]) }
            guard self.status == .authorized else {
                completionHandler?(UNError(.notificationsNotAllowed, reason: self.denialReason))
                return
            }
            self.cancelPending(request.identifier)
            guard let trigger = request.trigger else {
                completionHandler?(nil)
                self.deliver(UNNotification(date: Date(), request: request))
                return
            }
            guard let date = trigger.nextDate(after: Date()) else {
                completionHandler?(UNError(.notificationInvalidNoDate, reason: "the trigger matches no future date"))
                return
            }
            self.nextToken += 1
            self.pending[request.identifier] = Pending(request: request, fireDate: date, timer: nil, token: self.nextToken)
            self.pendingOrder.append(request.identifier)
            self.arm(request.identifier)
            completionHandler?(nil)
        }
    }

    /// Schedules `request` (async form of ``add(_:withCompletionHandler:)``).
    open func add(_ request: UNNotificationRequest) async throws {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
            add(request) { error in
                if let error { c.resume(throwing: error) } else { c.resume() }
            }
        }
    }

    /// Starts the timer of pending request `id` for its fire date. Calendar dates are wall
    /// clock dates (the timer follows clock changes); intervals are elapsed time.
    private func arm(_ id: String) {
        guard var entry = pending[id] else { return }
        entry.timer?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let delay = max(0, entry.fireDate.timeIntervalSinceNow)
        if entry.request.trigger is UNCalendarNotificationTrigger {
            timer.schedule(wallDeadline: .now() + delay, leeway: .milliseconds(100))
        } else {
            timer.schedule(deadline: .now() + delay, leeway: .milliseconds(10))
        }
        let token = entry.token
        timer.setEventHandler { [weak self] in self?.fire(id, token: token) }
        entry.timer = timer
        pending[id] = entry
        timer.resume()
    }

    /// The trigger of pending request `id` fired: deliver, then re-arm or forget it.
    private func fire(_ id: String, token: UInt64) {
        guard var entry = pending[id], entry.token == token else { return }
        let request = entry.request
        if let trigger = request.trigger, trigger.repeats,
           let next = trigger.nextDate(after: max(Date(), entry.fireDate)) {
            entry.fireDate = next
            pending[id] = entry
            arm(id)
        } else {
            cancelPending(id)
        }
        deliver(UNNotification(date: Date(), request: request))
    }

    private func cancelPending(_ id: String) {
        guard let entry = pending.removeValue(forKey: id) else { return }
        entry.timer?.cancel()
        pendingOrder.removeAll { $0 == id }
    }

    /// The requests not delivered yet (repeating ones stay), in the order they were added.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        queue.async { completionHandler(self.pendingOrder.compactMap { self.pending[$0]?.request }) }
    }

    /// The pending requests (async form).
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await withCheckedContinuation { c in getPendingNotificationRequests { c.resume(returning: $0) } }
    }

    /// Cancels the pending requests with these identifiers (unknown ones are ignored).
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        queue.async { for id in identifiers { self.cancelPending(id) } }
    }

    /// Cancels every pending request.
    open func removeAllPendingNotificationRequests() {
        queue.async { for id in self.pendingOrder { self.cancelPending(id) } }
    }

    // MARK: delivery

    /// Asks the delegate (on the main queue) how to present `notification`, then shows it.
    private func deliver(_ notification: UNNotification) {
        guard let delegate else {
            present(notification, willPresentNotImplemented)
            return
        }
        DispatchQueue.main.async {
            delegate.userNotificationCenter(self, willPresent: notification) { options in
                self.queue.async { self.present(notification, options) }
            }
        }
    }

    /// Shows `notification` as the presentation options say. On `queue`.
    private func present(_ notification: UNNotification, _ answer: UNNotificationPresentationOptions) {
        let options: UNNotificationPresentationOptions = answer == willPresentNotImplemented
            ? [.banner, .list, .sound, .badge] : answer
        let content = notification.request.content
        if options.contains(.badge), let badge = content.badge { applyBadge(badge.intValue) }
        let shown = UNNotificationPresentationOptions(rawValue: options.rawValue & 0b11100)  // alert, list, banner
        guard !shown.isEmpty else { return }
        let identifier = notification.request.identifier
        let previous = delivered.firstIndex { $0.notification.request.identifier == identifier }
        var n = DesktopNotification(appName: Self.appName, summary: content.title,
                                    body: Self.body(of: content, markup: capabilities.contains("body-markup")))
        n.replacesID = previous.map { delivered[$0].desktopID } ?? 0
        if capabilities.contains("actions") {
            n.actions = [("default", "Open")]
            if let category = categories.first(where: { $0.identifier == content.categoryIdentifier }) {
                n.actions += category.actions.map { ($0.identifier, $0.title) }
            }
        }
        n.hints = Self.hints(of: content, sound: options.contains(.sound))
        do {
            let id = try server.notify(n)
            if let previous {
                actedOn.remove(delivered[previous].desktopID)   // a new showing, not yet acted on
                delivered.remove(at: previous)
            }
            delivered.append(Delivered(notification: notification, desktopID: id))
        } catch {
            logOnce("could not show notification: \(error)")
        }
    }

    /// The spec's body: the subtitle on the first line, then the body; escaped when the
    /// server reads markup.
    static func body(of content: UNNotificationContent, markup: Bool) -> String {
        let text = [content.subtitle, content.body].filter { !$0.isEmpty }.joined(separator: "\n")
        guard markup else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    static func hints(of content: UNNotificationContent, sound: Bool) -> [(String, BusHint)] {
        var hints: [(String, BusHint)] = [("desktop-entry", .string(desktopID))]
        let urgency: UInt8 = switch content.interruptionLevel {
        case .passive: 0
        case .active, .timeSensitive: 1
        case .critical: 2
        }
        hints.append(("urgency", .byte(urgency)))
        if sound, let s = content.sound { hints += s.hints } else { hints.append(("suppress-sound", .bool(true))) }
        if let image = content.attachments.first(where: \.isImage) { hints.append(("image-path", .string(image.url.path))) }
        return hints
    }

    /// The app's name as notifications show it: the bundle's display name, else its
    /// name, else the executable's.
    static var appName: String {
        (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
            ?? (Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String)
            ?? ProcessInfo.processInfo.processName
    }

    /// The app's desktop entry id (the `.desktop` file name without the extension): its
    /// bundle identifier, else the executable's name.
    static var desktopID: String { Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName }

    // MARK: delivered notifications

    /// The notifications shown and not yet closed (by the user, the server or the app).
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        queue.async { completionHandler(self.delivered.map(\.notification)) }
    }

    /// The delivered notifications (async form).
    open func deliveredNotifications() async -> [UNNotification] {
        await withCheckedContinuation { c in getDeliveredNotifications { c.resume(returning: $0) } }
    }

    /// Closes the delivered notifications with these request identifiers (`CloseNotification`).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        queue.async {
            let ids = Set(identifiers)
            for d in self.delivered where ids.contains(d.notification.request.identifier) {
                try? self.server.close(d.desktopID)
            }
            self.delivered.removeAll { ids.contains($0.notification.request.identifier) }
        }
    }

    /// Closes every delivered notification.
    open func removeAllDeliveredNotifications() {
        queue.async {
            for d in self.delivered { try? self.server.close(d.desktopID) }
            self.delivered.removeAll()
        }
    }

    private func actionInvoked(id: UInt32, key: String) {
        guard let d = delivered.first(where: { $0.desktopID == id }) else { return }
        actedOn.insert(id)
        respond(d.notification, key == "default" ? UNNotificationDefaultActionIdentifier : key)
    }

    private func closed(id: UInt32, reason: UInt32) {
        guard let i = delivered.firstIndex(where: { $0.desktopID == id }) else { return }
        let d = delivered.remove(at: i)
        let acted = actedOn.remove(id) != nil
        let category = categories.first { $0.identifier == d.notification.request.content.categoryIdentifier }
        if !acted, reason == DesktopNotificationServer.CloseReason.dismissed.rawValue,
           category?.options.contains(.customDismissAction) == true {
            respond(d.notification, UNNotificationDismissActionIdentifier)
        }
    }

    private func respond(_ notification: UNNotification, _ action: String) {
        let response = UNNotificationResponse(notification: notification, actionIdentifier: action)
        DispatchQueue.main.async {
            self.delegate?.userNotificationCenter(self, didReceive: response) {}
        }
    }

    // MARK: categories and badge

    /// The kinds of notification the app sends and their actions (replacing earlier ones).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        queue.async { self.categories = categories }
    }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        queue.async { completionHandler(self.categories) }
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> {
        await withCheckedContinuation { c in getNotificationCategories { c.resume(returning: $0) } }
    }

    /// Sets the app's badge number; 0 hides it. Linux has no home-screen icon to draw it
    /// on: the number is sent as the `com.canonical.Unity.LauncherEntry` count for the
    /// app's desktop entry, which only docks implementing that interface show (KDE Plasma's
    /// task manager, Dash to Dock, Plank). Fails with `UNError.badgeInputInvalid` for a
    /// negative number, or with the bus's error when there is no session bus.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        queue.async {
            guard newBadgeCount >= 0 else {
                completionHandler?(UNError(.badgeInputInvalid))
                return
            }
            do {
                try self.server.setLauncherCount(newBadgeCount, desktopID: Self.desktopID)
                completionHandler?(nil)
            } catch {
                self.logOnce("could not set the badge: \(error)")
                completionHandler?(error)
            }
        }
    }

    /// Sets the app's badge number (async form).
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
            setBadgeCount(newBadgeCount) { error in
                if let error { c.resume(throwing: error) } else { c.resume() }
            }
        }
    }

    private func applyBadge(_ count: Int) {
        guard count >= 0 else { return }
        do { try server.setLauncherCount(count, desktopID: Self.desktopID) } catch {
            logOnce("could not set the badge: \(error)")
        }
    }
}
