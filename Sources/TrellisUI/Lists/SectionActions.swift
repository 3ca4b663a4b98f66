// sectionActions(content:): actions a section offers. As on iOS, they are shown as rows after
// the section's content (before its footer); applied to a view that is not a section, the
// modifier does nothing, as in SwiftUI.

struct _SectionActionsKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }

extension EnvironmentValues {
    /// The actions `sectionActions` gave the section it is applied to. The section takes
    /// them and clears the value for its own content, so a section nested inside does not
    /// show them again.
    var _sectionActions: AnyView? {
        get { self[_SectionActionsKey.self] }
        set { self[_SectionActionsKey.self] = newValue }
    }
}

extension View {
    /// Adds actions to a section, shown as rows after the section's content.
    ///
    ///     Section("Categories") {
    ///         Label("Climate", systemImage: "fan")
    ///     }
    ///     .sectionActions {
    ///         Button("Add Category", systemImage: "plus") { addCategory() }
    ///     }
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\._sectionActions, AnyView(content()))
    }
}
