import TrellisProtocol

/// An editable line of text bound to a `String` (render kind `textField`; the daemon
/// reports typed text with `inputText`).
public struct TextField<Label: View>: View {
    public typealias Body = Never
    var placeholder: String
    let text: Binding<String>
    let label: Label
    /// Set by `SecureField`: the daemon edits the (masked) text as a password (`secure`).
    var isSecure = false
    /// `.vertical`: a multi-line field that grows with its lines (`init(_:text:axis:)`).
    var axis: Axis = .horizontal
    /// A formatted field's commit (`init(_:value:format:)`): run on Return and when focus
    /// leaves the field, as SwiftUI updates a non-string value only then. Returns whether
    /// there was an edit to commit.
    var commit: (() -> Bool)?
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

extension TextField where Label == Text {
    /// A field whose text scrolls along `axis`: `.vertical` makes it a multi-line field
    /// (Return types a newline) as tall as its wrapped lines, at least one.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
        self.axis = axis
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }
    /// The same, with a prompt shown while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text)
        if let prompt { placeholder = prompt.string }
        self.axis = axis
    }
}

extension TextField: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        if axis == .vertical {
            // Its ideal height is its wrapped lines: fixed vertically, it grows with them.
            node.renderWrapper(.fixedSize, [.fixedAxes(2)], content: _GrowingTextField(field: self))
            return
        }
        node.installTextBinding(text)
        var onBlur: (() -> Void)?
        if let commit {
            // After a commit the field shows the value's formatted text (also when the typed
            // text did not parse and the value stayed as it was).
            let committing = { [weak node] in
                if commit(), let node, node.isAlive { node.graph.invalidate(node, reason: nil) }
            }
            let submit = node.env.submitAction
            node.setHandler(.submit { committing(); submit?() }, for: .submit)
            onBlur = committing
        } else {
            if let submit = node.env.submitAction { node.setHandler(.submit(submit), for: .submit) } else { node.setHandler(nil, for: .submit) }
        }
        var p: [Property] = [.text(text.wrappedValue), .placeholder(placeholder), .focusable(true), .tappable(true)]
        if isSecure { p.append(.secure(true)) }
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, graph: node.graph, into: &p)
        Text.appendSpacing(node.env, font: nil, text: nil, lineSpacing: false, to: &p)
        node.render(.textField, p, layout: .leaf)
        node.installFocus(onBlur: onBlur)
        node.finishRender()
    }
}

/// The multi-line field of `TextField(_:text:axis: .vertical)`.
struct _GrowingTextField<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let field: TextField<Label>

    func _reconcile(in node: GraphNode) {
        node.installTextBinding(field.text)
        if let submit = node.env.submitAction { node.setHandler(.submit(submit), for: .submit) } else { node.setHandler(nil, for: .submit) }
        var p: [Property] = [.text(field.text.wrappedValue), .placeholder(field.placeholder), .multiline(true),
                             .focusable(true), .tappable(true)]
        // Grows with its lines within its `lineLimit` bounds; past the limit it scrolls.
        if let l = node.env.lineLimit, l > 0 { p.append(.lineLimit(UInt32(l))) }
        if let m = node.env.lineMinimum, m > 0 { p.append(.minLines(UInt32(m))) }
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, graph: node.graph, into: &p)
        Text.appendSpacing(node.env, font: nil, text: nil, lineSpacing: false, to: &p)
        node.render(.textField, p, layout: .leaf)
        node.installFocus()
        node.finishRender()
    }
}
