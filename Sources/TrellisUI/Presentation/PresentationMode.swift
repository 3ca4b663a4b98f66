// PresentationMode: the older form of `isPresented` and `dismiss`
// (`@Environment(\.presentationMode) var mode`, then `mode.wrappedValue.dismiss()`).
// It reads and acts through the same environment values: `isPresented` is the
// presentation's, and `dismiss()` closes the presentation or pops the navigation screen
// that shows the view, as `dismiss` does.

/// Whether the view's presentation is showing, and a way to close it.
public struct PresentationMode {
    /// Whether the view is in a presentation that is showing.
    public private(set) var isPresented: Bool
    let dismissAction: DismissAction

    /// Closes the presentation (or pops the navigation screen) showing the view.
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// The presentation mode of the view: a binding whose `dismiss()` closes the
    /// presentation showing the view.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
