// Controls titled by a `LocalizedStringResource` (SwiftUI, iOS 16): an app whose model
// describes its actions as resources (`var title: LocalizedStringResource`) passes them
// straight to `Button`, `Toggle`, `Label` and `Menu`. Each makes `Text(resource)`.
//
// Disfavored: a string literal also converts to a resource, and must keep choosing the
// `LocalizedStringKey` initializers (as in SwiftUI, where a literal title is a key).

extension Button where Label == Text {
    /// A button whose title is `titleResource`, looked up as `Text(_:)` looks it up.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }
}

extension Toggle where Label == Text {
    /// A toggle whose title is `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a symbol, titled by `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
}

extension Menu where Label == Text {
    /// A menu whose title is `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}
