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
    /// `init(_:text:onEditingChanged:onCommit:)`: told when focus comes and goes.
    var editingChanged: ((Bool) -> Void)?
    /// `init(_:text:onEditingChanged:onCommit:)`: run on Return, before `onSubmit`'s action.
    var onCommit: (() -> Void)?
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
        self.init(titleKey, text: text, prompt: prompt)
        self.axis = axis
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }
    /// A field titled `titleKey` that shows `prompt` while its text is empty (the title
    /// still names it for assistive technology).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text)
        if let prompt { placeholder = prompt.string }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
        if let prompt { placeholder = prompt.string }
    }
    /// The iOS 13 form: `onEditingChanged` hears `true` when the field gains focus and
    /// `false` when it loses it; `onCommit` runs when the user submits (Return).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
        editingChanged = onEditingChanged
        self.onCommit = onCommit
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
        editingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

extension TextField {
    /// A field described by a label view; it shows `prompt` while its text is empty, or the
    /// label's text when the label is a `Text` and there is no prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        placeholder = prompt?.string ?? (label as? Text)?.string ?? ""
        self.text = text
        self.label = label
    }
    /// The same, scrolling along `axis` (`.vertical`: a multi-line field).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
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
        } else if let onCommit {
            let submit = node.env.submitAction
            node.setHandler(.submit { onCommit(); submit?() }, for: .submit)
        } else {
            if let submit = node.env.submitAction { node.setHandler(.submit(submit), for: .submit) } else { node.setHandler(nil, for: .submit) }
        }
        var p: [Property] = [.text(text.wrappedValue), .placeholder(placeholder), .focusable(true), .tappable(true)]
        if isSecure { p.append(.secure(true)) }
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, graph: node.graph, into: &p)
        Text.appendSpacing(node.env, font: nil, text: nil, lineSpacing: false, to: &p)
        node.render(.textField, p, layout: .leaf)
        if let editingChanged {
            // Told on each change only: the focus tracker reports every target's state at
            // every move, so the state this render saw is the baseline.
            let edge = FocusEdge(focused: node.renderID.map { node.graph.focus.current == $0 } ?? false)
            node.installFocus(onChange: { has in
                if !has { onBlur?() }
                if edge.focused != has { edge.focused = has; editingChanged(has) }
            })
        } else {
            node.installFocus(onBlur: onBlur)
        }
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
        // At least one line, always sent: a field with line bounds is as tall as its lines
        // in a stack; a TextEditor, which sends none, takes the height it is offered.
        p.append(.minLines(UInt32(max(node.env.lineMinimum ?? 1, 1))))
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, graph: node.graph, into: &p)
        Text.appendSpacing(node.env, font: nil, text: nil, lineSpacing: false, to: &p)
        node.render(.textField, p, layout: .leaf)
        node.installFocus()
        node.finishRender()
    }
}

/// Whether a field had focus when last told, so `onEditingChanged` hears changes only.
final class FocusEdge {
    var focused: Bool
    init(focused: Bool) { self.focused = focused }
}
