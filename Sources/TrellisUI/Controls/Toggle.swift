import TrellisProtocol

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
            // One element, whatever the style draws: the label read with the switch's
            // state, activated by toggling (not by tapping wherever the style put a target).
            ._accessibility([.accessibilityRole(style.isCheckbox ? .checkBox : .toggle), .accessibilityChildren(.combine),
                             .accessibilityState(isOn ? [.checked, .activatable] : [.activatable])]
                                // Read even when the style hides it (labelsHidden), as in SwiftUI.
                                + ((label as? Text).map { [.accessibilityLabel($0.string)] } ?? []),
                            handlers: AccessibilityHandlers(activate: { [isOn = $isOn] in isOn.wrappedValue.toggle() }))
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
