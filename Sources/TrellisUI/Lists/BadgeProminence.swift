// badgeProminence(_:): how strongly a list row's badge is drawn — `.standard` in the
// secondary colour, `.increased` as a red capsule with white text (as SwiftUI draws an
// attention-grabbing badge), `.decreased` dimmer than standard.

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
    let raw: Int
    /// The standard badge.
    public static let standard = BadgeProminence(raw: 0)
    /// A badge that draws attention: a red capsule.
    public static let increased = BadgeProminence(raw: 1)
    /// A quieter badge.
    public static let decreased = BadgeProminence(raw: 2)
}

struct _BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

extension EnvironmentValues {
    /// The prominence of the badges below.
    public var badgeProminence: BadgeProminence {
        get { self[_BadgeProminenceKey.self] }
        set { self[_BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets how prominent the badges in this view are.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
