// hoverEffect(_:isEnabled:): the highlight or lift an iPad shows under its pointer.
// Deliberately inert in Trellis: the daemon reports no pointer hover (only taps, drags,
// keys and the wheel), and Trellis draws the iPhone's look (S31), where SwiftUI shows no
// hover effect either because there is no pointer.

/// A pointer hover effect (accepted; never drawn, see above).
public struct HoverEffect: Equatable, Sendable {
    let value: Int
    /// The system's choice.
    public static let automatic = HoverEffect(value: 0)
    /// A platter behind the view.
    public static let highlight = HoverEffect(value: 1)
    /// The view scaled up with a shadow.
    public static let lift = HoverEffect(value: 2)
}

extension View {
    /// Applies a pointer hover effect on platforms with a hovering pointer. Inert in
    /// Trellis: the backends report no hover, as an iPhone has none.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Whether the hover effects below are enabled (inert; see `hoverEffect(_:isEnabled:)`).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
