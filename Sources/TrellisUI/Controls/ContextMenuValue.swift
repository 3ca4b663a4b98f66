// ContextMenu: the older value form of a context menu (`.contextMenu(ContextMenu { ... })`),
// presented as `contextMenu(menuItems:)` presents its items (Controls/ContextMenu.swift).

/// A context menu's items, as a value (deprecated in SwiftUI for `contextMenu(menuItems:)`).
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// Shows `contextMenu`'s items when the view is long-pressed; nil shows none (the
    /// view then takes no long press).
    @ViewBuilder
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        if let contextMenu {
            _ContextMenuHost<Self, MenuItems, EmptyView>(content: self, menuItems: contextMenu.menuItems, preview: nil)
        } else {
            self
        }
    }
}
