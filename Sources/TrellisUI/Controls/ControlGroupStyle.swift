// Control group styles: `.automatic` draws the controls side by side on one rounded,
// lightly filled background (SwiftUI's look in an iPhone's view); `.navigation` and
// `.palette` draw them side by side without the background, as in a bar or a palette;
// `.menu` and `.compactMenu` collapse the group into a menu whose label is the group's
// label and whose items are its controls. An app's own style gets the label and content
// in its configuration.

/// What a control group style is given: the group's controls and label.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, type-erased.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group's label, type-erased (empty when the group has none).
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let content: Content
    public let label: Label
}

/// How a `ControlGroup` draws its controls.
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    /// The view of a control group with `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The controls side by side on a rounded, lightly filled background.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration)
    }
}
/// The controls side by side, as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 16) { configuration.content }
    }
}
/// The controls side by side, as in a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.content }
    }
}
/// The group as a menu of its controls, labelled with the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}
/// The group as a compact menu of its controls.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The standard group made from a style's configuration (inside a custom style).
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.label = AnyView(configuration.label)
        isStyled = true
    }
}

typealias ControlGroupStyleBox = StyleBox<ControlGroupStyleConfiguration>

extension StyleBox where Configuration == ControlGroupStyleConfiguration {
    init<S: ControlGroupStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: ControlGroupStyleBox? { nil } }

extension EnvironmentValues {
    var controlGroupStyle: ControlGroupStyleBox? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the control groups below with `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, ControlGroupStyleBox(style: style))
    }
}
