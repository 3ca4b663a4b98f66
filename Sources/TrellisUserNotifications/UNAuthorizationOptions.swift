// What an app asks permission for, and the answer it got.
import Foundation

/// The kinds of interaction an app asks the user to allow
/// (`requestAuthorization(options:)`).
///
/// On Linux there is no per-app permission prompt: authorization is granted when a
/// desktop notification server answers on the session bus, whatever options are asked.
/// `.badge` shows only where a dock implements the launcher-entry count (see
/// ``UNUserNotificationCenter/setBadgeCount(_:withCompletionHandler:)``);
/// `.carPlay`, `.criticalAlert`, `.announcement` and `.providesAppNotificationSettings`
/// have nothing to act on and are recorded only.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Updating the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds (the server's "message" sound through the `sound-name` hint).
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing alerts: desktop notifications.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Showing notifications in CarPlay (nothing on Linux).
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts, which iOS lets through Do Not Disturb; sent with the spec's
    /// critical urgency here.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app offers a notification settings button (no system settings page to add it to).
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Provisional authorization (granted without asking on iOS; here as `.alert`).
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Siri announcing notifications (nothing on Linux).
    @available(*, deprecated, message: "Announcement authorization is always included")
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    /// Time-sensitive notifications (now an entitlement on iOS).
    @available(*, deprecated, message: "Use the time-sensitive entitlement instead")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may schedule notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The app has not asked yet (and has not scheduled anything).
    case notDetermined = 0
    /// Not allowed: on Linux, no notification server answered on the session bus.
    case denied = 1
    /// Allowed: a notification server answered.
    case authorized = 2
    /// Allowed provisionally (iOS delivers quietly); not produced on Linux.
    case provisional = 3
    /// Allowed for a limited time to an App Clip; not produced on Linux.
    case ephemeral = 4
}
