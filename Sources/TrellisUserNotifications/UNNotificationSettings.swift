// The app's notification settings as `getNotificationSettings` reports them.
import Foundation

/// Whether one notification setting is on.
public enum UNNotificationSetting: Int, Sendable {
    /// The device has nothing for this setting (CarPlay, a lock screen on Linux).
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// How alerts appear.
public enum UNAlertStyle: Int, Sendable {
    case none = 0
    /// A banner that goes away by itself: what desktop notification servers show.
    case banner = 1
    case alert = 2
}

/// When notification previews show.
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0
    case whenAuthenticated = 1
    case never = 2
}

/// The notification settings of the app.
///
/// On Linux they follow from whether a notification server answered and what it said it
/// can do (`GetCapabilities`): alerts, the notification center (servers that keep
/// notifications, `persistence`), sounds (`sound`). There is no lock screen or CarPlay,
/// and no per-app switch the user could turn off, so those report `.notSupported`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open private(set) var authorizationStatus: UNAuthorizationStatus
    open private(set) var soundSetting: UNNotificationSetting
    open private(set) var badgeSetting: UNNotificationSetting
    open private(set) var alertSetting: UNNotificationSetting
    open private(set) var notificationCenterSetting: UNNotificationSetting
    open private(set) var lockScreenSetting: UNNotificationSetting = .notSupported
    open private(set) var carPlaySetting: UNNotificationSetting = .notSupported
    open private(set) var alertStyle: UNAlertStyle
    open private(set) var showPreviewsSetting: UNShowPreviewsSetting = .always
    open private(set) var criticalAlertSetting: UNNotificationSetting = .notSupported
    open private(set) var providesAppNotificationSettings: Bool = false
    open private(set) var announcementSetting: UNNotificationSetting = .notSupported
    open private(set) var timeSensitiveSetting: UNNotificationSetting = .notSupported
    open private(set) var scheduledDeliverySetting: UNNotificationSetting = .notSupported
    open private(set) var directMessagesSetting: UNNotificationSetting = .notSupported

    init(status: UNAuthorizationStatus, capabilities: Set<String>, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let on = status == .authorized
        func setting(_ enabled: Bool) -> UNNotificationSetting { enabled ? .enabled : .disabled }
        alertSetting = setting(on)
        alertStyle = on ? .banner : .none
        soundSetting = on && capabilities.contains("sound") ? .enabled : (on ? .notSupported : .disabled)
        badgeSetting = setting(on && options.contains(.badge))
        notificationCenterSetting = on && capabilities.contains("persistence") ? .enabled : (on ? .notSupported : .disabled)
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
        super.init()
    }
}
