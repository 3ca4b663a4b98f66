// Disclosure group styles: `.automatic` draws the label with a chevron that shows or hides
// the content (Views/DisclosureGroup.swift); an app's own style gets the label, the
// content and the expansion binding in its configuration, and draws what it likes.

/// What a disclosure group style is given.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group's content, type-erased.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    public let content: Content
    /// Whether the content is shown; the style toggles it.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// How a `DisclosureGroup` draws its label and content.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The view of a disclosure group with `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The label with a chevron that shows or hides the content.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(configuration)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The standard look.
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// The standard disclosure group made from a style's configuration.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
        isStyled = true
    }
}

typealias DisclosureGroupStyleBox = StyleBox<DisclosureGroupStyleConfiguration>

extension StyleBox where Configuration == DisclosureGroupStyleConfiguration {
    init<S: DisclosureGroupStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: DisclosureGroupStyleBox? { nil } }

extension EnvironmentValues {
    var disclosureGroupStyle: DisclosureGroupStyleBox? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the disclosure groups below with `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, DisclosureGroupStyleBox(style: style))
    }
}
