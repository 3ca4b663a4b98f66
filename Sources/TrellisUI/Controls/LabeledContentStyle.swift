// Labeled content styles: `makeBody(configuration:)` draws a LabeledContent from its
// label and content. The default puts the label at the leading edge and the content,
// in the secondary colour, at the trailing edge; `LabeledContent(configuration)` inside
// a custom style draws that.

/// What a labeled content style is given.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The content, type-erased.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    public let content: Content
}

/// Draws a LabeledContent.
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The standard look: label leading, content trailing in grey.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _DefaultLabeledContent(label: configuration.label, content: configuration.content)
    }
}

struct _DefaultLabeledContent<L: View, C: View>: View {
    let label: L
    let content: C
    var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundColor(.gray)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The standard labeled content made from a style's configuration.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        isStyled = true
    }
}

typealias LabeledContentStyleBox = StyleBox<LabeledContentStyleConfiguration>

extension StyleBox where Configuration == LabeledContentStyleConfiguration {
    init<S: LabeledContentStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct LabeledContentStyleKey: EnvironmentKey { static var defaultValue: LabeledContentStyleBox? { nil } }

extension EnvironmentValues {
    var labeledContentStyle: LabeledContentStyleBox? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the LabeledContent views below with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, LabeledContentStyleBox(style: style))
    }
}
