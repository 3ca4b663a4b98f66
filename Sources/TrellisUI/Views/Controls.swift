import TrellisProtocol

/// A control that runs an action when tapped: a tappable `effect` around its label.
/// Labels are tinted with the accent colour unless a colour is set.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
    }

    /// A button with a semantic role: destructive buttons are drawn red; alerts and
    /// dialogs use `.cancel` to know whether to add their own Cancel button.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Shared, so reconciling a button (every row of a list, on each update) allocates no array.
private let buttonProps: [Property] = [.tappable(true), .focusable(true)]

/// Lets alerts and dialogs see a button's role without knowing its label type.
protocol _RoleCarrying { var _role: ButtonRole? { get } }
extension Button: _RoleCarrying { var _role: ButtonRole? { role } }

extension Button: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        if node.env.isEnabled {
            let action = self.action
            if let d = node.env.buttonsDismiss { node.ext.tapAction = { action(); d() } } else { node.ext.tapAction = action }
        } else {
            node.ext.tapAction = nil
        }
        if node.extra?.envWrite == nil || !node.extra!.envWrite!.parent.isIdentical(to: node.env) {
            var env = node.env
            if env.foregroundColor == nil {
                env.foregroundColor = !node.env.isEnabled ? .gray : role == .destructive ? .red
                    : (node.env.tintColor ?? .accentColor)
            }
            node.ext.envWrite = (node.env, 0, env)
        }
        node.render(.effect, buttonProps, layout: .wrapper)
        if let style = node.env.buttonStyle {
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), isPressed: false)
            node.reconcileChild(.index(0), _StyledButtonLabel(style: style, configuration: configuration))
        } else {
            node.reconcileChild(.index(0), label)
        }
        node.finishRender()
    }
}

/// An on/off switch bound to a `Bool` (S12): label, then a capsule with a knob.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    @Environment(\.toggleStyle) var style

    /// Drawn by the toggle style of the environment (`Controls/ToggleStyle.swift`).
    public var body: some View {
        style.make(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: $isOn, isMixed: false))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Increment / decrement buttons next to a label.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    @Environment(\.labelsHidden) var labelsHidden

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = {
            let n = value.wrappedValue.advanced(by: step)
            if let b = bounds { value.wrappedValue = min(n, b.upperBound) } else { value.wrappedValue = n }
        }
        self.onDecrement = {
            let n = value.wrappedValue.advanced(by: -step)
            if let b = bounds { value.wrappedValue = max(n, b.lowerBound) } else { value.wrappedValue = n }
        }
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            Button("−") { onDecrement?() }.disabled(onDecrement == nil)
            Button("+") { onIncrement?() }.disabled(onIncrement == nil)
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// An editable line of text bound to a `String` (render kind `textField`; the daemon
/// reports typed text with `inputText`).
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>
    let label: Label
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = titleKey.key
        self.text = text
        label = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = String(title)
        self.text = text
        label = Text(title)
    }
}

extension TextField: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.installTextBinding(text)
        node.ext.submitAction = node.env.submitAction
        var p: [Property] = [.text(text.wrappedValue), .placeholder(placeholder), .focusable(true), .tappable(true)]
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, into: &p)
        node.render(.textField, p, layout: .leaf)
        node.finishRender()
    }
}

/// A button's label drawn by its style (the style's body runs like a view's).
struct _StyledButtonLabel: View {
    let style: ButtonStyleBox
    let configuration: ButtonStyleConfiguration
    var body: some View {
        style.make(configuration).environment(\.buttonStyle, nil)
    }
}
