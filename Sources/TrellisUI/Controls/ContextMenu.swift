// contextMenu: actions for a view, presented the way `Menu` presents its actions (a list
// over the window, like a confirmation dialog). It opens on a secondary (right) click, as on
// a Mac, and on a long press (half a second), the gesture SwiftUI uses on touch screens.
import TrellisProtocol

/// Presents `menuItems` when its content is right-clicked or long-pressed.
struct _ContextMenuHost<Content: View, MenuItems: View, Preview: View>: View {
    let content: Content
    let menuItems: MenuItems
    let preview: Preview?
    @State private var open = false

    var body: some View {
        content
            .onLongPressGesture(minimumDuration: 0.5) { open = true }
            .modifier(_SecondaryClickModifier { open = true })
            .confirmationDialog(Text(""), isPresented: $open) {
                if let preview { preview }
                menuItems
            }
    }
}

extension View {
    /// Actions for this view, shown when it is right-clicked or long-pressed, presented
    /// like a `Menu`'s actions.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuHost<Self, MenuItems, EmptyView>(content: self, menuItems: menuItems(), preview: nil)
    }
    /// The same with a preview, shown above the actions.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ContextMenuHost(content: self, menuItems: menuItems(), preview: preview())
    }
}

/// Marks its content as having a context menu (render property `contextMenu`): the daemon
/// reports a secondary click in it, which runs `open`.
struct _SecondaryClickModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let open: () -> Void

    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.setHandler(.contextMenu(open), for: .contextMenu)
        node.renderWrapper(.effect, [.contextMenu(true)], content: content)
    }
}
