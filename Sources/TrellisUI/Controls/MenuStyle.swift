// Menu styles: `.automatic` and `.borderlessButton` draw the menu's label like a plain
// button in the accent colour; `.button` draws it as a bordered button, as SwiftUI does
// (the bordered look follows `buttonStyle` and `buttonBorderShape`). An app's own style
// gets the label and content in its configuration and usually draws `Menu(configuration)`.

/// What a menu style is given: the menu's label and content.
public struct MenuStyleConfiguration {
    /// The menu's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The menu's actions, type-erased.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    let label: Label
    let content: Content
}

/// Draws a menu's label (the menu lists its actions when the label is tapped).
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The label like a plain button in the accent colour.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// The label as a bordered button.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).buttonStyle(.bordered)
    }
}
/// The label like a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The standard menu made from a style's configuration (inside a custom style).
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        isStyled = true
    }
}

typealias MenuStyleBox = StyleBox<MenuStyleConfiguration>

extension StyleBox where Configuration == MenuStyleConfiguration {
    init<S: MenuStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct MenuStyleKey: EnvironmentKey { static var defaultValue: MenuStyleBox? { nil } }

extension EnvironmentValues {
    var menuStyle: MenuStyleBox? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the menus below with `style`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, MenuStyleBox(style: style))
    }
}
