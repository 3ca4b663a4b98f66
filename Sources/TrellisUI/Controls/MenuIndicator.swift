// menuIndicator(_:): whether a menu's label shows an indicator (a chevron) that it opens
// a menu. `.visible` draws a "chevron.down" after the label of the menus below; `.hidden`
// and `.automatic` draw the label alone, as an iPhone draws a menu's button.

struct _MenuIndicatorKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether the menus below show an indicator after their label.
    public var menuIndicatorVisibility: Visibility {
        get { self[_MenuIndicatorKey.self] }
        set { self[_MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Shows (`.visible`) or hides the indicator after the labels of the menus below.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}
