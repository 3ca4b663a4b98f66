// contextMenu: actions for a view, presented the way `Menu` presents its actions (a list
// over the window, like a confirmation dialog). The daemon reports no secondary click, so
// the menu opens on a long press (half a second, as on an iPhone) — the gesture SwiftUI
// uses on touch screens.

/// Presents `menuItems` when its content is long-pressed.
struct _ContextMenuHost<Content: View, MenuItems: View, Preview: View>: View {
    let content: Content
    let menuItems: MenuItems
    let preview: Preview?
    @State private var open = false

    var body: some View {
        content
            .onLongPressGesture(minimumDuration: 0.5) { open = true }
            .confirmationDialog(Text(""), isPresented: $open) {
                if let preview { preview }
                menuItems
            }
    }
}

extension View {
    /// Actions for this view, shown when it is long-pressed (the backends report no
    /// secondary click), presented like a `Menu`'s actions.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuHost<Self, MenuItems, EmptyView>(content: self, menuItems: menuItems(), preview: nil)
    }
    /// The same with a preview, shown above the actions.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ContextMenuHost(content: self, menuItems: menuItems(), preview: preview())
    }
}
