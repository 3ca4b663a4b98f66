// The errors the notification center reports.
import Foundation

/// The domain of ``UNError``.
public let UNErrorDomain = "UNErrorDomain"

/// A notification error, with Apple's codes (so `catch UNError.notificationsNotAllowed`
/// and `(error as NSError).code` work as on iOS).
public struct UNError: Error, CustomNSError, Hashable, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        /// Not authorized: on Linux, no notification server answered on the session bus.
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        /// The trigger has no date left to fire at.
        case notificationInvalidNoDate = 1400
        /// The content has nothing to show.
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        /// A negative badge count.
        case badgeInputInvalid = 1600
    }

    public let code: Code
    /// Why, in words (for logs; not part of equality).
    public let reason: String

    public init(_ code: Code, reason: String = "") {
        self.code = code
        self.reason = reason
    }

    public static var errorDomain: String { UNErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }
    public var description: String { "UNError(\(code))" + (reason.isEmpty ? "" : ": \(reason)") }

    public static func == (a: UNError, b: UNError) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
    public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    public static var badgeInputInvalid: Code { .badgeInputInvalid }
}

extension UNError.Code {
    /// `catch UNError.notificationsNotAllowed`: an error matches a code when it is a
    /// ``UNError`` with that code.
    public static func ~= (code: UNError.Code, error: any Error) -> Bool {
        (error as? UNError)?.code == code
    }
}
