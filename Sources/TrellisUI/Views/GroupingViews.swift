// Views that group or stand in for content, built from stacks, text and shapes:
// GroupBox, DisclosureGroup and ContentUnavailableView, with SwiftUI's initializers.

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

/// A label that shows or hides its content when tapped (SwiftUI's `DisclosureGroup`).
/// Collapsed at first; with `isExpanded` the caller owns the state.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.isExpanded = isExpanded
    }

    private var expanded: Bool { isExpanded?.wrappedValue ?? expandedHere }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { expandedHere.toggle() }
            } label: {
                HStack {
                    label
                    Spacer()
                    Image(systemName: expanded ? "chevron.down" : "chevron.right")
                }
            }
            if expanded {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// What a screen shows when it has no content to show: a label, a description and
/// actions, centred in the space offered (SwiftUI's `ContentUnavailableView`).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 12) {
            label.font(.title2).foregroundColor(.gray).environment(\.labelLayout, .unavailable)
            description.foregroundColor(.gray)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TrellisUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisUI.Label(title, systemImage: name) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisUI.Label(title, systemImage: name) }, description: { description })
    }
}
