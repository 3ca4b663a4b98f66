// Form and LabeledContent: a settings screen. A Form is drawn as a List (S31: one look):
// each control is a row, sections have headers and footers, rows put their label leading
// and their value or control trailing.

/// A container for grouping controls, drawn as a list of rows (or as its form style draws
/// it).
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\._formStyle) private var style
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        // The built-in list styles draw the content in a list without erasing its type.
        if let style, style.styleType != AutomaticFormStyle.self, style.styleType != GroupedFormStyle.self {
            style.make(FormStyleConfiguration(content: FormStyleConfiguration.Content(content: AnyView(content))))
        } else {
            // A form is an inset grouped list whatever the lists around it are.
            List { content }.environment(\._listStyleKind, .insetGrouped)
        }
    }
}

/// What a form style is given: the form's content.
public struct FormStyleConfiguration {
    /// The form's content, type-erased.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The form's rows and sections.
    public let content: Content
}

/// How a form is drawn: `makeBody` draws it from its configuration.
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The platform's form: grouped rows in a list, as on an iPhone or iPad.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { List { configuration.content } }
}
/// Rows grouped in sections of a scrolling list.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { List { configuration.content } }
}
/// The rows one under another without a list's background, as on a Mac: each control
/// with its label beside it, sections one after another.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) { configuration.content }
                .padding(20)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    /// Draws the forms below with `style`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\._formStyle, StyleBox(style: style))
    }
}

extension StyleBox where Configuration == FormStyleConfiguration {
    init<S: FormStyle>(style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        styleType = S.self
    }
}

struct FormStyleKey: EnvironmentKey { static var defaultValue: StyleBox<FormStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var _formStyle: StyleBox<FormStyleConfiguration>? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}
