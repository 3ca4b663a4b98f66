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
    /// `primaryAction`: what a tap does; the menu opens on a long press or a secondary click.
    var primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu whose tap runs `primaryAction`; a long press or secondary click opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if inline {
            content
        } else if let primaryAction {
            Button(action: primaryAction) { label }
                .contextMenu { content }
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
    /// A menu titled `titleKey` whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TrellisUI.Label<Text, Image> {
    /// A menu whose label is a title with a symbol, as `Label(_:systemImage:)` draws it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisUI.Label(title, systemImage: systemImage) }
    }
    /// A menu whose label is a title with an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisUI.Label(titleKey, image: image) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisUI.Label(title, image: image) }
    }
}
