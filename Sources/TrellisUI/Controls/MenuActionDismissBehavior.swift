// menuActionDismissBehavior(_:): whether choosing an item closes the menu it is in. By
// default it does; with `.disabled` the menu stays open after the item's action, so
// several items can be used in a row (a menu of increments, of toggles).

/// Whether a menu closes after one of its items ran its action.
public struct MenuActionDismissBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    let kind: Kind

    /// The default for the context: menus close after an action.
    public static let automatic = MenuActionDismissBehavior(kind: .automatic)
    /// The menu closes after an action.
    public static let enabled = MenuActionDismissBehavior(kind: .enabled)
    /// The menu stays open after an action.
    public static let disabled = MenuActionDismissBehavior(kind: .disabled)
}

struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static var defaultValue: MenuActionDismissBehavior { .automatic }
}
struct IsMenuContentKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// `menuActionDismissBehavior(_:)` for the menus and menu items here.
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }
    /// True for the items an open `Menu` lists (not for an alert's or dialog's buttons).
    var _isMenuContent: Bool {
        get { self[IsMenuContentKey.self] }
        set { self[IsMenuContentKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the menu items in this view (or the items of the menus in it) close
    /// their menu when chosen; `.disabled` keeps the menu open.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        environment(\.menuActionDismissBehavior, behavior)
    }
}
