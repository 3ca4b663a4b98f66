// GroupBox, built from stacks, text and shapes, with SwiftUI's initializers.

/// Content with an optional label on a rounded, tinted background (SwiftUI's `GroupBox`).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made by a group box style (`GroupBox(configuration)`): drawn in the standard look.
    var isStyled = false
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The older form, with the label as a value.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    /// Drawn by the environment's group box style (Controls/GroupBoxStyle.swift).
    public var body: some View {
        if let style, !isStyled {
            style.make(GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
        } else {
            _DefaultGroupBox(label: label, content: content)
        }
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
