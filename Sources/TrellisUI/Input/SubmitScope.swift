// submitScope(_:): a boundary for submissions. Return pressed in a field inside it does
// not run the `onSubmit` actions set outside it (an `onSubmit` inside still runs).

extension View {
    /// Keeps the fields in this view from running the `onSubmit` actions of the views
    /// around it while `isBlocking` is true: e.g. a tags field in a login form whose
    /// Return should not log in.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_SubmitScopeModifier(isBlocking: isBlocking))
    }
}

/// Clears the submit action for the subtree while blocking.
struct _SubmitScopeModifier: ViewModifier {
    let isBlocking: Bool

    func body(content: Content) -> some View {
        content.transformEnvironment(\.submitAction) { action in
            if isBlocking { action = nil }
        }
    }
}
