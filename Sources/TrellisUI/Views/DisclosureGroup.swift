import TrellisProtocol
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
    /// Made by a style (`DisclosureGroup(configuration)`): drawn as is, not styled again.
    var isStyled = false
    @Environment(\.disclosureGroupStyle) private var style

    public var body: some View {
        if let style, !isStyled {
            // Views/DisclosureGroupStyle.swift
            style.make(DisclosureGroupStyleConfiguration(
                label: .init(content: AnyView(label)), content: .init(content: AnyView(content())),
                isExpanded: isExpanded ?? $expandedHere))
        } else {
            VStack(alignment: .leading, spacing: 8) {
                Button {
                    if let isExpanded { isExpanded.wrappedValue.toggle() } else { expandedHere.toggle() }
                } label: {
                    // The whole header toggles, the space between label and chevron too.
                    HStack {
                        label
                        Spacer()
                        Image(systemName: expanded ? "chevron.down" : "chevron.right").accessibilityHidden(true)
                    }
                    .contentShape(Rectangle())
                }
                // The disclosure button says whether it is open.
                ._accessibility([.accessibilityState(expanded ? .expanded : .collapsed)])
                if expanded {
                    content()
                }
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
