// colorScheme(_:): SwiftUI's older modifier that sets the colour scheme of a subtree
// (its environment value), like `.environment(\.colorScheme, …)`.

extension View {
    /// Sets the colour scheme of this view and its descendants.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
