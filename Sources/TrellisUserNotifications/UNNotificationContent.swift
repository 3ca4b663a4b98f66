// What a notification says: title, subtitle, body, sound, badge and the app's payload.
import Foundation
import TrellisDBus

/// How urgently a notification interrupts; sent as the spec's `urgency` hint
/// (passive → low, active and time-sensitive → normal, critical → critical).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// The stored fields of a notification's content, shared by the immutable and the
/// mutable class.
struct NotificationFields {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: NSNumber?
    var sound: UNNotificationSound?
    var userInfo: [AnyHashable: Any] = [:]
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var attachments: [UNNotificationAttachment] = []
    var launchImageName = ""
    var targetContentIdentifier: String?
    var interruptionLevel: UNNotificationInterruptionLevel = .active
    var relevanceScore: Double = 0
    var filterCriteria: String?
}

/// A notification's content, read-only (a request keeps a copy of what it was given).
///
/// On the desktop the title is the notification's summary and the subtitle and body
/// form its body (subtitle on the first line). `threadIdentifier`, `launchImageName`,
/// `relevanceScore`, `filterCriteria` and `targetContentIdentifier` are kept and
/// returned but change nothing: desktop servers do not group, rank or filter by them.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var fields: NotificationFields

    public override init() {
        fields = NotificationFields()
        super.init()
    }

    init(fields: NotificationFields) {
        self.fields = fields
        super.init()
    }

    /// The summary line of the desktop notification.
    open var title: String { fields.title }
    /// The first line of the notification's body.
    open var subtitle: String { fields.subtitle }
    /// The notification's body (after the subtitle).
    open var body: String { fields.body }
    /// The badge number to show when the notification is delivered (nil leaves it);
    /// see ``UNUserNotificationCenter/setBadgeCount(_:withCompletionHandler:)``.
    open var badge: NSNumber? { fields.badge }
    /// The sound: nil for a silent notification (`suppress-sound`), else the server's
    /// message sound or a named one.
    open var sound: UNNotificationSound? { fields.sound }
    /// The app's own payload, returned with the notification to the delegate.
    open var userInfo: [AnyHashable: Any] { fields.userInfo }
    /// The category whose actions the notification shows
    /// (``UNUserNotificationCenter/setNotificationCategories(_:)``).
    open var categoryIdentifier: String { fields.categoryIdentifier }
    open var threadIdentifier: String { fields.threadIdentifier }
    /// Files shown with the notification: the first image file is sent as the spec's
    /// `image-path` hint.
    open var attachments: [UNNotificationAttachment] { fields.attachments }
    open var launchImageName: String { fields.launchImageName }
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    /// How urgently the notification interrupts (the `urgency` hint).
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    open var relevanceScore: Double { fields.relevanceScore }
    open var filterCriteria: String? { fields.filterCriteria }

    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: fields) }
}

/// Content to fill in before scheduling a request.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { fields.title } set { fields.title = newValue } }
    open override var subtitle: String { get { fields.subtitle } set { fields.subtitle = newValue } }
    open override var body: String { get { fields.body } set { fields.body = newValue } }
    open override var badge: NSNumber? { get { fields.badge } set { fields.badge = newValue } }
    open override var sound: UNNotificationSound? { get { fields.sound } set { fields.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { fields.userInfo } set { fields.userInfo = newValue } }
    open override var categoryIdentifier: String {
        get { fields.categoryIdentifier } set { fields.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { fields.threadIdentifier } set { fields.threadIdentifier = newValue }
    }
    open override var attachments: [UNNotificationAttachment] {
        get { fields.attachments } set { fields.attachments = newValue }
    }
    open override var launchImageName: String {
        get { fields.launchImageName } set { fields.launchImageName = newValue }
    }
    open override var targetContentIdentifier: String? {
        get { fields.targetContentIdentifier } set { fields.targetContentIdentifier = newValue }
    }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { fields.interruptionLevel } set { fields.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double { get { fields.relevanceScore } set { fields.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { fields.filterCriteria } set { fields.filterCriteria = newValue } }
}

/// The name of a sound file.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A notification's sound.
///
/// The default sound is sent as the freedesktop sound theme's `message-new-instant`
/// (`sound-name` hint); a named sound is sent as a `sound-file` when the name is a path
/// to an existing file, else as a sound-theme name. Servers without the `sound`
/// capability play nothing. Critical sounds' volumes are not controllable.
open class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
    enum Kind: Equatable { case standard, named(String) }
    let kind: Kind
    let critical: Bool

    init(kind: Kind, critical: Bool = false) {
        self.kind = kind
        self.critical = critical
        super.init()
    }

    /// The system's notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(kind: .standard) }
    /// The default sound, for critical alerts.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(kind: .standard, critical: true) }
    /// The ringtone (the default sound on Linux).
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(kind: .standard) }

    /// A sound file of the app (a path, or a sound-theme name).
    public convenience init(named name: UNNotificationSoundName) {
        self.init(kind: .named(name.rawValue))
    }

    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(kind: .named(name.rawValue), critical: true)
    }

    /// A critical sound at `volume` (the volume is not sent: the spec has no such hint).
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(kind: .named(name.rawValue), critical: true)
    }

    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(kind: .standard, critical: true)
    }

    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(kind: .named(name.rawValue))
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The hints that ask the server for this sound.
    var hints: [(String, BusHint)] {
        switch kind {
        case .standard: return [("sound-name", .string("message-new-instant"))]
        case .named(let name):
            if name.hasPrefix("/") || FileManager.default.fileExists(atPath: name) {
                return [("sound-file", .string(URL(fileURLWithPath: name).path))]
            }
            let bundled = Bundle.main.path(forResource: name, ofType: nil)
            return bundled.map { [("sound-file", .string($0))] } ?? [("sound-name", .string(name))]
        }
    }
}

/// A file shown with a notification.
///
/// Only images reach the desktop: the first attachment whose file is an image is sent
/// as the `image-path` hint; others are kept on the content but not shown.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var url: URL
    open private(set) var type: String

    /// An attachment of the file at `url`; throws ``UNError/Code/attachmentInvalidURL``
    /// when it is not a file that exists.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        self.identifier = identifier
        self.url = url
        let ext = url.pathExtension.lowercased()
        self.type = ["png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
                     "svg": "public.svg-image"][ext] ?? "public.data"
        super.init()
    }

    var isImage: Bool { type != "public.data" }
}
