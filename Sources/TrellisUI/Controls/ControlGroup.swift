// ControlGroup: related controls drawn together, as SwiftUI draws them in a view on an
// iPhone: side by side on one rounded, lightly filled background. A `controlGroupStyle`
// (Controls/ControlGroupStyle.swift) draws it otherwise, e.g. as a menu under its label.

/// Related controls, such as buttons, shown as one group.
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// The label, shown when a style collapses the group into a menu.
    var label: AnyView = AnyView(EmptyView())
    /// Made by a style (`ControlGroup(configuration)`): drawn as is, not styled again.
    var isStyled = false
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        if let style, !isStyled {
            style.make(ControlGroupStyleConfiguration(content: .init(content: AnyView(content)), label: .init(content: label)))
        } else {
            HStack(spacing: 16) {
                content
            }
            .padding(.vertical, 8)
            .padding(.horizontal, 16)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12).withDark(.tertiarySystemFill)))
        }
    }
}

extension ControlGroup {
    /// A group with a label (shown when a style collapses the group into a menu).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let labeled = LabeledControlGroupContent(content: content(), label: label())
        self.content = labeled
        self.label = AnyView(labeled.label)
    }
    /// A group titled with a symbol (the title is shown when a style collapses the group).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }
    /// A group titled with a string and a symbol.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
    /// A group titled with a localized key (shown when a style collapses the group).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
}

/// The content of a labelled `ControlGroup`: the controls, with the label the group shows
/// when a style collapses it into a menu. Drawn, it is the controls alone.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}
