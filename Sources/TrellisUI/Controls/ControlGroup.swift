// ControlGroup: related controls drawn together, as SwiftUI draws them in a view on an
// iPhone: side by side on one rounded, lightly filled background.

/// Related controls, such as buttons, shown as one group.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 16) {
            content
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
    }
}

extension ControlGroup {
    /// A group with a label (shown when the group collapses into a menu; the group is
    /// always expanded in Trellis's look).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }
    /// A group titled with a symbol (the title is used when the group collapses).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
