// Buttons titled with a label: `Button("Add", systemImage: "plus") { … }` is a Button
// whose label is `Label("Add", systemImage: "plus")`, so `labelStyle(_:)` decides whether
// the icon, the title or both are shown, as in SwiftUI.

extension Button where Label == TrellisUI.Label<Text, Image> {
    /// A button whose label is the title beside the named symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TrellisUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button whose label is the title (shown as written) beside the named symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TrellisUI.Label(title, systemImage: systemImage) }
    }
    /// A button with a role (a destructive one is drawn red) whose label is the title
    /// beside the named symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TrellisUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TrellisUI.Label(title, systemImage: systemImage) }
    }
    /// A button whose label is the title beside the named image.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(action: action) { TrellisUI.Label(titleKey, image: image) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(action: action) { TrellisUI.Label(title, image: image) }
    }
}
