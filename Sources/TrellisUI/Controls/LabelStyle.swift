// Label styles as SwiftUI defines them: `makeBody(configuration:)` draws a label from its
// title and icon. The built-in styles show the title, the icon or both (and the icon
// above the title in a tab bar); an app's own style is drawn by its `makeBody`.

/// Draws a label from its title and icon.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    /// The label's view, made from its parts.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon, type-erased.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public var title: Title
    public var icon: Icon
}

/// The context's look: icon beside title (icon above title in a tab bar).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
}
/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// The icon beside the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

/// An app's own label style for a subtree (nil: a built-in one, see `LabelStyleKind`).
typealias LabelStyleBox = StyleBox<LabelStyleConfiguration>

extension StyleBox where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct LabelStyleBoxKey: EnvironmentKey { static var defaultValue: LabelStyleBox? { nil } }

extension EnvironmentValues {
    var labelStyleBox: LabelStyleBox? {
        get { self[LabelStyleBoxKey.self] }
        set { self[LabelStyleBoxKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels below with `style`: title only, icon only, both, or the app's own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleKind
        var custom: LabelStyleBox? = nil
        switch style {
        case is TitleOnlyLabelStyle: kind = .titleOnly
        case is IconOnlyLabelStyle: kind = .iconOnly
        case is TitleAndIconLabelStyle: kind = .titleAndIcon
        case is DefaultLabelStyle: kind = .automatic
        default: kind = .automatic; custom = LabelStyleBox(style: style)
        }
        return environment(\.labelStyleKind, kind).environment(\.labelStyleBox, custom)
    }
}
