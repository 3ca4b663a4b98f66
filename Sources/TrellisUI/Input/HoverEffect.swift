// hoverEffect(_:isEnabled:): the highlight or lift an iPad shows under its pointer, drawn
// while the daemon reports the pointer over the view (onHover).

/// A pointer hover effect: what a view shows while the pointer is over it.
public struct HoverEffect: Equatable, Sendable {
    let value: Int
    /// The system's choice: the highlight.
    public static let automatic = HoverEffect(value: 0)
    /// A translucent platter behind the view, a little larger than it.
    public static let highlight = HoverEffect(value: 1)
    /// The view scaled up a little, with a soft shadow under it.
    public static let lift = HoverEffect(value: 2)
}

extension View {
    /// Shows `effect` while the pointer hovers over the view (a mouse on X11; the
    /// terminal's pointer), animated in and out. `isEnabled` false (or
    /// `hoverEffectDisabled()` above) shows none. The view's size and hit area do not
    /// change: the effect is drawn only.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }

    /// Turns off the hover effects of the views below (`disabled` true), for a container
    /// whose rows should not light up one by one.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.hoverEffectsDisabled, disabled)
    }
}

struct HoverEffectsDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Set by `hoverEffectDisabled(_:)`.
    var hoverEffectsDisabled: Bool {
        get { self[HoverEffectsDisabledKey.self] }
        set { self[HoverEffectsDisabledKey.self] = newValue }
    }
}

/// Draws a hover effect while the pointer is over its content.
public struct _HoverEffectModifier: ViewModifier {
    let effect: HoverEffect
    let isEnabled: Bool
    @State private var hovered = false
    @Environment(\.hoverEffectsDisabled) private var disabled

    public func body(content: Content) -> some View {
        let shown = hovered && isEnabled && !disabled
        let lifted = shown && effect == .lift, highlighted = shown && effect != .lift
        content
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color.primary.opacity(highlighted ? 0.1 : 0))
                .padding(-4))
            .scaleEffect(lifted ? 1.05 : 1)
            .shadow(color: Color.black.opacity(lifted ? 0.2 : 0), radius: lifted ? 8 : 0, x: 0, y: lifted ? 4 : 0)
            .animation(.easeOut(duration: 0.15), value: shown)
            .onHover { hovered = $0 }
    }
}
