// Button styles: SwiftUI's built-in styles in the one look, and custom `ButtonStyle`s
// whose `makeBody(configuration:)` draws the button.

/// The properties of a button a style draws.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let role: ButtonRole?
    public let label: Label
    /// Whether the pointer is down on the button (Controls/ButtonPress.swift).
    public let isPressed: Bool
    /// The button's action (with what follows it, such as dismissing a menu): what a
    /// primitive style's `trigger()` runs.
    var action: () -> Void = {}
}

/// A style that draws a button; the button keeps its action and tap handling.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// Styles that define the button's interaction as well as its look: the style's body
/// decides what runs the action (`configuration.trigger()`, often through
/// `Button(configuration)` or a gesture). A pointer tap reaches only what the body makes
/// tappable; Return or Space on the focused button still runs the action.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button a primitive style draws.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Runs the button's action.
    public func trigger() { action() }
    let action: () -> Void
}

/// `.automatic` and `.borderless`: the label in the accent colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle, _DrawingOnlyButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _DrawingOnlyButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// `.plain`: the label in the primary colour.
public struct PlainButtonStyle: PrimitiveButtonStyle, _DrawingOnlyButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundColor(.primary) }
}
/// `.bordered`: the label on a light rounded background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, _DrawingOnlyButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BorderedButtonBody(label: configuration.label, fill: Color.gray.opacity(0.15).withDark(.tertiarySystemFill),
                            prominent: false)   // Controls/ControlSize.swift
    }
}
/// `.borderedProminent`: white label on the accent colour (red for destructive buttons).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _DrawingOnlyButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BorderedButtonBody(label: configuration.label, fill: configuration.role == .destructive ? Color.red : Color.accentColor,
                            prominent: true)   // Controls/ControlSize.swift
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// Trellis's own primitive styles: they only draw, and the button keeps its tap.
protocol _DrawingOnlyButtonStyle {}

/// How the buttons below draw their labels.
struct ButtonStyleBox {
    let make: @MainActor (ButtonStyleConfiguration) -> AnyView
    let kind: Kind

    /// Who handles the pointer.
    enum Kind {
        /// One of Trellis's own styles: it only draws, with no pressed state.
        case builtIn
        /// An app's `ButtonStyle`: it draws, `isPressed` included, so the button follows
        /// the pointer (Controls/ButtonPress.swift).
        case drawing
        /// An app's `PrimitiveButtonStyle`: its body handles the pointer, so the button
        /// itself is not tappable (it stays focusable: the keyboard still presses it).
        case interactive
    }
}

struct ButtonStyleKey: EnvironmentKey { static var defaultValue: ButtonStyleBox? { nil } }

extension EnvironmentValues {
    var buttonStyle: ButtonStyleBox? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons below with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, ButtonStyleBox(make: { AnyView(style.makeBody(configuration: $0)) },
                                                  kind: style is _DrawingOnlyButtonStyle ? .builtIn : .drawing))
    }
    /// Draws the buttons below with a built-in or primitive style.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, ButtonStyleBox(make: { c in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: c.role, label: c.label, action: c.action)))
        }, kind: style is _DrawingOnlyButtonStyle ? .builtIn : .interactive))
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration: its label, role and action
    /// (what a style's body returns to keep the standard tap behaviour).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}
