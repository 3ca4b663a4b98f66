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
/// A button is a `button` element for assistive technology (README §7 of the protocol);
/// a disabled one says so (it stays a focus target that does nothing, as in SwiftUI).
private let buttonProps: [Property] = [.tappable(true), .focusable(true), .accessibilityRole(.button)]
private let disabledButtonProps: [Property] = [.tappable(true), .focusable(true), .accessibilityRole(.button),
                                               .accessibilityState(.disabled)]
/// A button drawn by an app's `PrimitiveButtonStyle`: focusable (the keyboard presses it)
/// but not tappable, so a pointer reaches only what the style's body makes tappable.
private let untappableButtonProps: [Property] = [.focusable(true), .accessibilityRole(.button)]
/// A button that repeats while held (`buttonRepeatBehavior(.enabled)`), or whose app
/// style draws `isPressed`, also hears the pointer's press and release (a drag on it,
/// Controls/ButtonRepeatBehavior.swift, Controls/ButtonPress.swift).
private let repeatingButtonProps: [Property] = [.tappable(true), .focusable(true), .draggable(true),
                                                .accessibilityRole(.button)]

/// Lets alerts and dialogs see a button's role without knowing its label type.
protocol _RoleCarrying { var _role: ButtonRole? { get } }
extension Button: _RoleCarrying { var _role: ButtonRole? { role } }

extension Button: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        // Read once: a long list's every button comes here at each update of its rows.
        let env = node.env
        let enabled = env.isEnabled
        if enabled {
            let action = self.action
            // An item of an open menu with `menuActionDismissBehavior(.disabled)` keeps it open.
            let keepsMenuOpen = env._isMenuContent && env.menuActionDismissBehavior == .disabled
            if let d = env.buttonsDismiss, !keepsMenuOpen {
                node.setTapHandler { action(); d() }
            } else {
                node.setTapHandler(action)
            }
        } else {
            node.setTapHandler(nil)
        }
        // springLoadingBehavior (DragAndDrop/SpringLoading.swift): a drag that pauses here
        // presses the button; it then needs its frame.
        let springLoaded = node.setSpringLoadedAction(enabled && env.springLoads ? node.tapHandler : nil)
        let inline = env._menusShowContentInline
        let repeats = enabled && env.buttonRepeatBehavior == .enabled && !inline
        let style = env.buttonStyle
        // An app's ButtonStyle draws a pressed state: the button follows the pointer
        // (Controls/ButtonPress.swift). A repeating button hears it for its repeats instead;
        // both own the node's drag handler, so the one stopping goes first.
        let tracksPress = enabled && !inline && !repeats && style?.kind == .drawing
        let isPressed = node.trackButtonPress(tracksPress)
        node.setButtonRepeat(repeats ? action : nil)
        if node.extra?.writesEnvironment(derivedFrom: env) != true {
            var labelEnv = env
            if labelEnv.foregroundColor == nil {
                labelEnv.foregroundColor = !enabled ? .gray : role == .destructive ? .red : (env.tintColor ?? .accentColor)
            }
            node.ext.envWrite = (env, 0, labelEnv)
        }
        // A scene command's button (App/Commands.swift) is pressed by its shortcut only:
        // not tappable, so the daemon's Tab order and clicks never reach the hidden copy.
        // An app's primitive style handles the pointer itself (Controls/ButtonStyle.swift).
        let props = inline ? [] : style?.kind == .interactive ? untappableButtonProps
            : repeats || tracksPress ? repeatingButtonProps : enabled ? buttonProps : disabledButtonProps
        node.render(.effect, springLoaded ? props + [.reportsGeometry(true)] : props, layout: .wrapper)
        if let style {
            var configuration = ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), isPressed: isPressed)
            configuration.action = enabled ? (node.tapHandler ?? {}) : {}
            node.reconcileChild(.index(0), _StyledButtonLabel(style: style, configuration: configuration))
        } else {
            node.reconcileChild(.index(0), label)
        }
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
