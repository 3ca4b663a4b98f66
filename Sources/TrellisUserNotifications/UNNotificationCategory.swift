// The actions a kind of notification offers.
import Foundation

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Requires an unlocked device (nothing to unlock on the desktop).
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Shown as destructive (desktop servers draw every action alike).
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Brings the app to the foreground (the app is already running to receive it).
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button on a notification.
///
/// Sent in the `actions` of `Notify` (identifier and title) to servers with the
/// `actions` capability; the server's `ActionInvoked` signal becomes the delegate's
/// `didReceive` with this identifier. Servers without the capability show no buttons.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var title: String
    open private(set) var options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationAction).map { $0.identifier == identifier && $0.title == title } ?? false
    }
    open override var hash: Int { identifier.hashValue }
}

/// How a category's notifications behave.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell the delegate when the user dismisses the notification (the server's
    /// `NotificationClosed` with reason "dismissed").
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    @available(*, deprecated, message: "Announcement is always allowed")
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification: the actions it shows, named by a content's
/// `categoryIdentifier`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var actions: [UNNotificationAction]
    /// Siri intents (nothing on Linux; kept).
    open private(set) var intentIdentifiers: [String]
    open private(set) var options: UNNotificationCategoryOptions
    /// Shown instead of the body when previews are hidden (previews are never hidden on Linux).
    open private(set) var hiddenPreviewsBodyPlaceholder: String
    open private(set) var categorySummaryFormat: String

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = ""
        self.categorySummaryFormat = ""
        super.init()
    }

    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, options: options)
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    }

    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
                            options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, options: options)
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
    }

    /// Categories are equal by identifier (a set holds one per identifier).
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }
    open override var hash: Int { identifier.hashValue }
}

/// How a notification that arrives while the app runs is presented (the delegate's
/// answer to `willPresent`).
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apply the content's badge number.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the content's sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show the notification (banner and list).
    @available(*, deprecated, message: "Use .list or .banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keep it in the notification list (servers that keep notifications do).
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner: a desktop notification.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
