// menuOrder(_:): the order of a menu's items. Trellis lists a menu's items from the top
// in the order they are declared — `.fixed` — whatever the order asked for: an iPhone's
// `.priority` order (first item nearest the finger) comes from where a menu opens, and a
// Trellis menu always opens as a list over the window (S31).

/// The order in which a menu presents its items.
public struct MenuOrder: Hashable, Sendable {
    let raw: Int
    /// The platform's order.
    public static let automatic = MenuOrder(raw: 0)
    /// The first items nearest to where the menu opens.
    public static let priority = MenuOrder(raw: 1)
    /// Top to bottom, as declared.
    public static let fixed = MenuOrder(raw: 2)
}

struct _MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }

extension EnvironmentValues {
    /// The order menus below present their items in (readable; Trellis lists them as
    /// declared).
    public var menuOrder: MenuOrder {
        get { self[_MenuOrderKey.self] }
        set { self[_MenuOrderKey.self] = newValue }
    }
}

extension View {
    /// Sets the order of the menus' items below (kept in `\.menuOrder`; items are listed
    /// as declared, see above).
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }
}
