import TrellisProtocol

/// A button that lists actions over the window when tapped (like a menu on an iPhone).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var open = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        Button(action: { open = true }) { label }
            .confirmationDialog(Text(""), isPresented: $open) { content }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
