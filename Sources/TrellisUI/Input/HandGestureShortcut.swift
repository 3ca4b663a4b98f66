// Apple Watch's double-tap hand gesture (watchOS 11; the API is also on iOS 18, where no
// device makes the gesture). Linux has no such sensor either: a view marked as the
// gesture's target keeps working by tap, click and keyboard, and the gesture never comes
// (PlatformDifferences).

/// A hand gesture that can run a control's action without touching the screen.
public struct HandGestureShortcut: Equatable, Sendable {
    let raw: Int
    /// The gesture that runs the screen's main action (a double tap of finger and thumb
    /// on Apple Watch).
    public static let primaryAction = HandGestureShortcut(raw: 0)
}

extension View {
    /// Makes this control the one `shortcut` triggers. No device here makes hand
    /// gestures, so the control is triggered as before (tap, click, Return, Space) and
    /// by nothing more, as on an iPhone.
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }
}
