import TrellisProtocol

/// Shows the first of its views whose ideal size fits the space offered on `axes`, or the
/// last one when none does (render kind `viewThatFits`). Only the view shown takes part
/// in layout, drawing, input and lifecycle (`onAppear`); the daemon decides at every
/// layout, so a resize can switch views.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Views in order of preference, checked on `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let bits = (axes.contains(.horizontal) ? 1 : 0) | (axes.contains(.vertical) ? 2 : 0)
        node.render(.viewThatFits, bits == 3 ? [] : [.fixedAxes(UInt8(bits))], layout: .container)
        node.reconcileStackContent(content)
        node.finishRender()
    }
}
