// Haptic feedback. A Linux desktop has no haptic engine: like on an iPad, which has none
// either, the generators accept every call and nothing is felt. The API is kept whole so
// apps that tap the user on success compile and run unchanged.
import Foundation

/// The base of UIKit's feedback generators.
public class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    /// Readies the (absent) haptic engine; does nothing.
    public func prepare() {}
}

/// Feedback for a physical impact: nothing is felt on Linux (see the file's description).
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle = .medium) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's outcome: nothing is felt on Linux.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The outcome.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a changed selection: nothing is felt on Linux.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public func selectionChanged() {}
}
