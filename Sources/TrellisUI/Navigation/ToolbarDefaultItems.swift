// toolbar(removing:): taking out an item the system puts in a bar by itself — the
// sidebar toggle of a NavigationSplitView. Written where SwiftUI apps write it, on a
// column's content (a preference the split view reads), or on the split view or around
// it (the environment).

/// An item a container adds to the toolbar of its own accord.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let raw: Int
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(raw: 0)
}

/// The default items removed by `toolbar(removing:)` inside a container's columns.
struct _RemovedToolbarItemsKey: PreferenceKey {
    static var defaultValue: Set<ToolbarDefaultItemKind> { [] }
    static func reduce(value: inout Set<ToolbarDefaultItemKind>, nextValue: () -> Set<ToolbarDefaultItemKind>) {
        value.formUnion(nextValue())
    }
}

struct RemovedToolbarItemsKey: EnvironmentKey { static var defaultValue: Set<ToolbarDefaultItemKind> { [] } }

extension EnvironmentValues {
    /// The default items removed by `toolbar(removing:)` on this view or around it.
    var _removedToolbarItems: Set<ToolbarDefaultItemKind> {
        get { self[RemovedToolbarItemsKey.self] }
        set { self[RemovedToolbarItemsKey.self] = newValue }
    }
}

extension View {
    /// Removes `defaultItemKind` from the toolbar: `.sidebarToggle` takes away the button
    /// that shows and hides a NavigationSplitView's sidebar (applied to a column's content
    /// or to the split view). The columns can still be shown and hidden through the split
    /// view's `columnVisibility` binding.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        let kinds: Set<ToolbarDefaultItemKind> = defaultItemKind.map { [$0] } ?? []
        return transformEnvironment(\._removedToolbarItems) { $0.formUnion(kinds) }
            .preference(key: _RemovedToolbarItemsKey.self, value: kinds)
    }
}
