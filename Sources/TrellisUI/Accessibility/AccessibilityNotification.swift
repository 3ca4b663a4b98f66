// Notifications an app posts to assistive technology (SwiftUI's `AccessibilityNotification`).
import TrellisProtocol

/// Notifications for assistive technology.
public enum AccessibilityNotification {
    /// Asks a screen reader to speak `announcement` without moving focus: the daemon
    /// forwards it to AT-SPI (an announcement event of the app's window).
    public struct Announcement: Sendable {
        let text: String
        public init(_ announcement: String) { text = announcement }
        public init(_ announcement: LocalizedStringKey) { text = Text(announcement).string }
        @_disfavoredOverload
        public init<S: StringProtocol>(_ announcement: S) { text = String(announcement) }

        /// Posts it to the app's window (the host handling events now, else every host).
        @MainActor
        public func post() { ViewHost.announce(text) }
    }

    /// The screen changed a lot (a new screen): a screen reader reads it anew. The daemon
    /// already reports every change of its tree, so posting it adds nothing.
    public struct ScreenChanged: Sendable {
        public init(_ argument: Any? = nil) {}
        public func post() {}
    }

    /// Part of the screen changed. As `ScreenChanged`, the daemon reports the change itself.
    public struct LayoutChanged: Sendable {
        public init(_ argument: Any? = nil) {}
        public func post() {}
    }
}
