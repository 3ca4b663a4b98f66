// accentColor(_:): SwiftUI's older name for the tint of the controls in a subtree.

extension View {
    /// Sets the accent colour of this view and the views it contains: buttons, toggles
    /// and other controls below draw in it, exactly as with `tint(_:)` (which SwiftUI
    /// recommends instead). `nil` leaves the colour set above.
    public func accentColor(_ accentColor: Color?) -> some View {
        transformEnvironment(\.tintColor) { if let accentColor { $0 = accentColor } }
    }
}
