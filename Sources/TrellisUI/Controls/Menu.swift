import TrellisProtocol

/// A button that lists actions over the window when tapped (like a menu on an iPhone).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var open = false
    /// Made by a menu style (`Menu(configuration)`): drawn as is, not styled again.
    var isStyled = false
    @Environment(\.menuStyle) private var style
    /// Inside a scene's commands (App/Commands.swift) the items are built in place, so
    /// that their keyboard shortcuts work without the menu being opened.
    @Environment(\._menusShowContentInline) private var inline
    /// `menuIndicator(.visible)` (Controls/MenuIndicator.swift): a chevron after the label.
    @Environment(\.menuIndicatorVisibility) private var indicator

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        if inline {
            content
        } else if let style, !isStyled {
            // Controls/MenuStyle.swift
            style.make(MenuStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
        } else {
            Button(action: { open = true }) {
                if indicator == .visible {
                    HStack(spacing: 4) {
                        label
                        Image(systemName: "chevron.down").font(.caption)
                    }
                } else {
                    label
                }
            }
            .confirmationDialog(Text(""), isPresented: $open) {
                content.environment(\._isMenuContent, true)
            }
            // A menu is not a dialog: the presenter's dialog decorations are not its own.
            .dialogIcon(nil)
            .dialogSeverity(.automatic)
            .environment(\.dialogSuppression, nil)
        }
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
