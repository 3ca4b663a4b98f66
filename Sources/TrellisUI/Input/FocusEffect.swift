// focusEffectDisabled(_:): whether focused views below draw a focus effect. Trellis's
// backends draw no focus ring (the iPhone look, S31), so the value is only kept for the
// views that read it.

struct FocusEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether views below may draw a focus effect (a focus ring); false under
    /// `focusEffectDisabled()`.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Turns off the focus effect (the ring around a focused view) of this view and the
    /// views below it: `\.isFocusEffectEnabled` reads false there. Trellis draws no focus
    /// ring in any case (an iPhone draws none), so nothing else changes.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { enabled in if disabled { enabled = false } }
    }
}
