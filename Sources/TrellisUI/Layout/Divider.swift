/// A thin line separating content: horizontal, spanning the width it is offered — except
/// in a horizontal stack (`HStack`, `LazyHStack`, a `GridRow`), where it is vertical and
/// spans the stack's height, as in SwiftUI. The stack is the nearest layout container
/// around it, through modifiers such as `frame` or `padding` and through composite views.
public struct Divider: View {
    public init() {}
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        let line = Rectangle().fill(Color.gray.opacity(0.4).withDark(.separator))
        if node.liesInHorizontalStack {
            node.reconcileChild(.index(1), line.frame(width: 1))
        } else {
            node.reconcileChild(.index(0), line.frame(height: 1))
        }
    }
}

extension GraphNode {
    /// Whether the nearest layout container around this node lays out horizontally. Frames,
    /// paddings, effects and other single-child wrappers, and views that draw nothing of
    /// their own, are looked through; a background or an overlay is a container of its own.
    var liesInHorizontalStack: Bool {
        var n = parent
        while let a = n {
            switch a.renderKind {
            case .hstack?, .lazyHStack?, .gridRow?: return true
            case nil, .frame?, .padding?, .effect?, .fixedSize?, .aspectRatio?, .position?: n = a.parent
            default: return false
            }
        }
        return false
    }
}
