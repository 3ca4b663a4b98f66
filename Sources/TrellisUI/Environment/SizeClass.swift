/// The horizontal / vertical size class: how much room the window gives, as iOS tells
/// an iPhone from an iPad. A window narrower than 600 points is `.compact` horizontally
/// (a phone-shaped window — the daemon's default 400 × 800 — as an iPhone in portrait or
/// an iPad app in a narrow split is); one lower than 500 points is `.compact` vertically
/// (a phone on its side). The window's root environment follows its size as it is resized.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The classes of a window of `size`; an unknown size (before the daemon's `welcome`)
    /// is regular.
    static func of(_ size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        (size.width > 0 && size.width < 600 ? .compact : .regular, size.height > 0 && size.height < 500 ? .compact : .regular)
    }
}

struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }

extension EnvironmentValues {
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
}
