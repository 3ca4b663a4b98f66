import TrellisProtocol

/// An editable line of text bound to a `String` (render kind `textField`; the daemon
/// reports typed text with `inputText`).
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>
    let label: Label
    /// Set by `SecureField`: the daemon edits the (masked) text as a password (`secure`).
    var isSecure = false
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
        if isSecure { p.append(.secure(true)) }
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, into: &p)
        node.render(.textField, p, layout: .leaf)
        node.installFocus()
        node.finishRender()
    }
}
