// presentationContentInteraction(_:): whether a swipe on a resizable sheet's content
// first resizes the sheet or scrolls its content. A Linux desktop has no swipe on a
// sheet: the content scrolls with the wheel and the sheet changes detent with its
// grabber (see PlatformDifferences), so the choice is kept and changes nothing.

/// What a swipe on a sheet's content does first.
public struct PresentationContentInteraction: Hashable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = PresentationContentInteraction(raw: 0)
    /// Resizing the sheet first.
    public static let resizes = PresentationContentInteraction(raw: 1)
    /// Scrolling the content first.
    public static let scrolls = PresentationContentInteraction(raw: 2)
}

extension View {
    /// What a swipe on this sheet's content does first (kept; see above).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
