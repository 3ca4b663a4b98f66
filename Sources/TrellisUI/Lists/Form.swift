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
