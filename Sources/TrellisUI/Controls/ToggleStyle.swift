// Toggle styles as SwiftUI defines them: a style is a value whose
// `makeBody(configuration:)` draws the toggle from its label and its `isOn` binding. The
// built-in styles (`.switch`, the default; `.checkbox`; `.button`) are drawn from stacks,
// shapes and taps; an app's own style is drawn by its `makeBody`.

/// Draws a toggle: its appearance and how it changes `configuration.isOn`.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's view, made from its label and its state.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given to draw a toggle.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label the toggle was created with.
    public let label: Label
    /// Whether the toggle is on; writing it turns the toggle on or off.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (the mixed state).
    public var isMixed: Bool
}

/// The platform's default look: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggleBody(configuration: configuration, tint: nil)
    }
}

/// The label, then a capsule with a sliding knob (green when on, or the tint).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A switch drawn in `tint` when on.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

/// A check box before the label.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _CheckboxToggleBody(configuration: configuration)
    }
}

/// A button showing the label, highlighted when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) { configuration.label }
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(RoundedRectangle(cornerRadius: 6)
                .fill(configuration.isOn ? Color.accentColor.opacity(0.2) : Color.clear))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

struct _SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.tintColor) var environmentTint

    var body: some View {
        let isOn = configuration.isOn
        HStack {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            Capsule()
                .fill(isOn ? (tint ?? environmentTint ?? Color.green) : Color.gray.opacity(0.3).withDark(.secondarySystemFill))
                .frame(width: 51, height: 31)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
                }
                // The knob slides and the track recolours, as SwiftUI's switch does.
                .animation(.snappy, value: isOn)
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct _CheckboxToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.tintColor) var environmentTint

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: configuration.isMixed ? "minus.square" : configuration.isOn ? "checkmark.square" : "square")
                .foregroundColor(configuration.isOn ? (environmentTint ?? .accentColor) : .gray)
                .onTapGesture { configuration.isOn.toggle() }
            if !labelsHidden { configuration.label }
        }
    }
}

/// The toggle style of a subtree. The style value itself is kept (not a closure), so an
/// equal style set again in a parent's body leaves the toggles below alone (S4).
typealias ToggleStyleBox = StyleBox<ToggleStyleConfiguration>

extension StyleBox where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        styleType = S.self
    }
    /// Whether toggles of this style read as check boxes.
    var isCheckbox: Bool { styleType == CheckboxToggleStyle.self }
}

struct ToggleStyleKey: EnvironmentKey { static var defaultValue: ToggleStyleBox { ToggleStyleBox(style: DefaultToggleStyle()) } }

extension EnvironmentValues {
    var toggleStyle: ToggleStyleBox {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles below with `style`: a built-in one or the app's own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, ToggleStyleBox(style: style))
    }
}

extension Toggle where Label == TrellisUI.Label<Text, Image> {
    /// A toggle labelled with a title beside the named symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisUI.Label(title, systemImage: systemImage) }
    }
}
