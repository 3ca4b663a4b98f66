// Sensory feedback (haptics). SwiftUI plays a haptic pattern on the device when the
// trigger value changes. Linux desktops have no haptic engine and the daemon's backends
// (X11, terminal, PNG) have no output for one, so these modifiers are deliberately inert:
// they accept SwiftUI's arguments, never call the feedback closures and change nothing on
// screen, which is also what SwiftUI does on a Mac or iPad without haptic hardware.

/// A kind of haptic feedback. Accepted for source compatibility; no Linux backend can
/// play it (there is no haptic hardware), so it is never played.
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }
    let kind: Kind

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }
    /// How flexible the colliding objects of an impact feel.
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes — on a device with haptics. Deliberately
    /// inert in Trellis: Linux desktops have no haptic hardware, so nothing is played and
    /// nothing on screen changes (as in SwiftUI on a Mac without a Force Touch trackpad).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
    /// Inert: no Linux backend has haptics (see `sensoryFeedback(_:trigger:)`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes.
    /// Inert: no Linux backend has haptics, so the closure is not called.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }

    /// Plays the feedback `feedback()` returns when `trigger` changes.
    /// Inert: no Linux backend has haptics, so the closure is not called.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
}
