// What the app is asked when a notification arrives or the user answers one.
import Foundation

/// The object the center asks how to present a notification that arrives while the app
/// runs, and tells what the user did with a notification.
///
/// Every method has a default, as Apple's optional methods do: implement either the
/// completion-handler or the `async` form. The center calls them on the main queue. The
/// handlers are `@Sendable`, as in Apple's current SDK; a method written for an older SDK
/// (without `@Sendable`) still matches, with a warning in Swift 5 mode.
///
/// Linux difference: a desktop app has no reliable "foreground" (a window can be open
/// but not focused, or the app windowless), and notifications are only delivered while
/// the app runs, so the center asks `willPresent` for every notification when the
/// delegate implements it. When it does not, the notification is shown as iOS shows it
/// to an app in the background (banner, list, sound, badge) rather than dropped.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// How to present `notification`; call `completionHandler` with the options
    /// (an empty set shows nothing).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// How to present `notification` (async form).
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// The user clicked the notification, chose one of its actions, or dismissed it.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// The user's response (async form).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// Show the app's notification settings. Never called on Linux: there is no system
    /// settings page with a button leading to the app.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

/// What the default `willPresent` answers: "not implemented", which the center treats as
/// "present as to an app in the background". Not a public option.
let willPresentNotImplemented = UNNotificationPresentationOptions(rawValue: 1 << 63)

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        Task { completionHandler(await self.userNotificationCenter(center, willPresent: notification)) }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        willPresentNotImplemented
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        Task {
            await self.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
