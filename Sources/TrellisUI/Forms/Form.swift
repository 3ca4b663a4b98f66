// Form and LabeledContent: a settings screen. A Form is drawn as a List (S31: one look):
// each control is a row, sections have headers and footers, rows put their label leading
// and their value or control trailing.

/// A container for grouping controls, drawn as a list of rows.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content } }
}

/// How a form is drawn; accepted (one look).
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    /// Accepted; forms have one look.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

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
}
