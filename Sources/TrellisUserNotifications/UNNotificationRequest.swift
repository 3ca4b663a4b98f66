// A scheduled notification, the notification it delivers, and the user's response to it.
import Foundation

/// A notification to deliver: its identifier, content and trigger.
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    /// The request's identity: adding a request with an identifier in use replaces the
    /// pending one (and updates a delivered notification in place).
    open private(set) var identifier: String
    /// A copy of the content given.
    open private(set) var content: UNNotificationContent
    /// When to deliver; nil delivers right away.
    open private(set) var trigger: UNNotificationTrigger?

    /// A request for `content` (copied, so changing it afterwards changes nothing).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A delivered notification: its request and when it was delivered.
open class UNNotification: NSObject, @unchecked Sendable {
    /// When the notification was delivered.
    open private(set) var date: Date
    open private(set) var request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}

/// What the user did with a notification: clicked it (the default action), chose one of
/// its category's actions, or dismissed it (when the category asks for that).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    open private(set) var notification: UNNotification
    /// ``UNNotificationDefaultActionIdentifier``, ``UNNotificationDismissActionIdentifier``
    /// or the identifier of the chosen ``UNNotificationAction``.
    open private(set) var actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// A response with the text the user typed. Desktop notifications have no text field
/// (the spec has none), so no response ever is one; it exists so code that checks for it
/// compiles.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    open private(set) var userText: String = ""
}

/// The action identifier of a response to the user clicking the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a response to the user dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
