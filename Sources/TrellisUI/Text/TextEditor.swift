import TrellisProtocol

/// Multi-line editable text (render kind `textField` with `multiline`): it fills the space
/// it is offered, wraps its text to its width, and Return types a newline.
public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
}

extension TextEditor: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        node.installTextBinding(text)
        var p: [Property] = [.text(text.wrappedValue), .multiline(true), .focusable(true), .tappable(true)]
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, graph: node.graph, into: &p)
        Text.appendSpacing(node.env, font: nil, text: nil, lineSpacing: false, to: &p)
        node.render(.textField, p, layout: .leaf)
        node.installFocus()
        node.finishRender()
    }
}
