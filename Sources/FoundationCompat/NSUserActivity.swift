#if !canImport(Darwin)
import Foundation

// `NSUserActivity`: what SwiftUI's `userActivity(_:isActive:_:)` advertises and
// `onContinueUserActivity(_:perform:)` receives. swift-corelibs-foundation does not
// declare it (a probe with Swift 6.3.1: "cannot find 'NSUserActivity' in scope"). Linux
// has no Handoff or Spotlight to hand an activity to; the one activity a Linux app is
// asked to continue is opening a web link it handles (a desktop entry's `%u`), which
// TrellisUI delivers as `NSUserActivityTypeBrowsingWeb` with the link as `webpageURL`,
// as iOS delivers a universal link.

/// The activity type of a web page an app is asked to continue (a universal link).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// A state of the app that can be continued later or elsewhere: a type, a title, the
/// values needed to restore it, and the web page it corresponds to.
open class NSUserActivity: NSObject {
    /// What kind of activity this is (a reverse-DNS string the app declares, or
    /// `NSUserActivityTypeBrowsingWeb`).
    public let activityType: String
    /// A title a user would recognise the activity by.
    open var title: String?
    /// The values that restore the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` the activity needs to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// The web page that shows the same content.
    open var webpageURL: URL?
    /// The page the user came from when a web link started the activity.
    open var referrerURL: URL?
    /// Words to find the activity by.
    open var keywords: Set<String> = []
    /// When the activity stops being offered.
    open var expirationDate: Date?
    /// An identifier of the content, for the system to pick the scene that shows it.
    open var targetContentIdentifier: String?
    /// An identifier to delete the activity's donations by.
    open var persistentIdentifier: String?
    /// Whether the activity may be continued on another device (never happens on Linux).
    open var isEligibleForHandoff = true
    /// Whether the activity may be indexed for search (no index on Linux).
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly (no index on Linux).
    open var isEligibleForPublicIndexing = false
    /// Whether the activity may be suggested as a shortcut (no suggestions on Linux).
    open var isEligibleForPrediction = false
    /// Whether `userInfo` should be refreshed before the activity is handed on.
    open var needsSave = false
    /// Whether the activity is the current one of the app (`becomeCurrent()`).
    public private(set) var isCurrent = false
    /// Whether `invalidate()` ended the activity.
    public private(set) var isInvalidated = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing equal keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (k, v) in otherDictionary { info[k] = v }
        userInfo = info
    }

    /// Makes this the app's current activity.
    open func becomeCurrent() { if !isInvalidated { isCurrent = true } }
    /// Stops this being the app's current activity.
    open func resignCurrent() { isCurrent = false }
    /// Ends the activity: it can no longer become current.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }
}
#endif
