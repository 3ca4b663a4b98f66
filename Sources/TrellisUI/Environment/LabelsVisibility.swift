// labelsVisibility(_:): shows or hides the labels of the controls below (iOS 18's form
// of `labelsHidden()`): `.hidden` hides them, `.visible` and `.automatic` show them.

extension View {
    /// Shows (`.visible`, `.automatic`) or hides (`.hidden`) the labels of the controls
    /// in this view.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsHidden, visibility == .hidden)
    }
}
