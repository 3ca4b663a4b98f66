/// A label and its value: the label leading, the value trailing in grey.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made by a style (`LabeledContent(configuration)`): drawn in the standard look.
    var isStyled = false
    @Environment(\.labeledContentStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Drawn by the environment's style (Controls/LabeledContentStyle.swift).
    public var body: some View {
        if let style, !isStyled {
            style.make(LabeledContentStyleConfiguration(label: .init(content: AnyView(label)),
                                                        content: .init(content: AnyView(content))))
        } else {
            _DefaultLabeledContent(label: label, content: content)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }) { Text(titleKey) }
    }
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }) { Text(title) }
    }
    /// A value shown formatted by `format` (`LabeledContent("Total", value: 12.5,
    /// format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }) { Text(title) }
    }
}
