// Group box styles: `makeBody(configuration:)` draws a group box from its label and
// content. The default draws the label as a headline above the content, padded on a
// rounded grey background; `GroupBox(configuration)` inside a custom style draws that.

/// What a group box style is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group box's content, type-erased.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    public let content: Content
}

/// Draws a group box.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The standard look: a headline label above the content on a rounded grey background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _DefaultGroupBox(label: configuration.label, content: configuration.content)
    }
}

struct _DefaultGroupBox<L: View, C: View>: View {
    let label: L
    let content: C
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.secondarySystemBackground))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The standard group box made from a style's configuration (inside a custom style).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        isStyled = true
    }
}

typealias GroupBoxStyleBox = StyleBox<GroupBoxStyleConfiguration>

extension StyleBox where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GroupBoxStyleKey: EnvironmentKey { static var defaultValue: GroupBoxStyleBox? { nil } }

extension EnvironmentValues {
    var groupBoxStyle: GroupBoxStyleBox? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes below with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, GroupBoxStyleBox(style: style))
    }
}
