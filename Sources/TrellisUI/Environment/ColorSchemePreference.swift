// The colour scheme of a window and of each presentation: the system setting (read once
// by the client), `preferredColorScheme(_:)` anywhere in the content (a preference that
// flows up to the nearest presentation: the window, or the sheet / cover / alert it is
// in), and the backdrop Trellis paints behind the window's content in the dark scheme
// (the daemon clears a surface to white, the light scheme's system background).
import Foundation
import TrellisProtocol

/// The colour scheme the system asks for, read once per process:
///
/// 1. `TRELLIS_COLOR_SCHEME` = `dark` or `light`;
/// 2. `GTK_THEME` ending in `:dark` (GTK's own override);
/// 3. GNOME's setting, `gsettings get org.gnome.desktop.interface color-scheme`
///    (`'prefer-dark'`), when a desktop session is present (`XDG_CURRENT_DESKTOP` or
///    `DBUS_SESSION_BUS_ADDRESS` is set) and `gsettings` is on the `PATH`;
/// 4. otherwise light.
enum SystemAppearance {
    static let colorScheme: ColorScheme = read(ProcessInfo.processInfo.environment)

    static func read(_ env: [String: String], gsettings: (() -> String?)? = nil) -> ColorScheme {
        if let v = env["TRELLIS_COLOR_SCHEME"]?.lowercased() {
            if v == "dark" { return .dark }
            if v == "light" { return .light }
        }
        if let theme = env["GTK_THEME"], theme.lowercased().hasSuffix(":dark") { return .dark }
        let desktop = env["XDG_CURRENT_DESKTOP"] != nil || env["DBUS_SESSION_BUS_ADDRESS"] != nil
        guard desktop else { return .light }
        let value = gsettings.map { $0() } ?? gnomeColorScheme(path: env["PATH"] ?? "/usr/bin:/bin")
        return value?.contains("prefer-dark") == true ? .dark : .light
    }

    /// GNOME's `color-scheme` key (`'default'`, `'prefer-dark'`, `'prefer-light'`), or
    /// nil when `gsettings` is missing or fails.
    private static func gnomeColorScheme(path: String) -> String? {
        guard let (_, p) = DesktopTools.firstInstalled([("gsettings", ["get", "org.gnome.desktop.interface", "color-scheme"])],
                                                         path: path) else { return nil }
        return DesktopTools.output(of: p)
    }
}

/// The colour scheme views ask their presentation for (`preferredColorScheme`): the
/// first one set in tree order wins. Public as in SwiftUI, so an app can read what its
/// content prefers with `onPreferenceChange(PreferredColorSchemeKey.self)`.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?
    public static var defaultValue: ColorScheme? { nil }
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// Writes the preferred scheme; nil writes nothing (an outer nil does not hide an inner
/// preference, as a preference writer would).
public struct _PreferredColorSchemeModifier: ViewModifier {
    public typealias Body = Never
    let scheme: ColorScheme?
}

extension _PreferredColorSchemeModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        let key = ObjectIdentifier(PreferredColorSchemeKey.self)
        let old = node.extra?.preferenceWriter?.1 as? ColorScheme
        if old != scheme || (old == nil) != (node.extra?.preferenceWriter == nil) {
            if let scheme {
                node.ext.preferenceWriter = (key, scheme as ColorScheme?)
            } else if node.extra?.preferenceWriter != nil {
                node.ext.preferenceWriter = nil
            }
            node.graph.preferences.invalidate(key)
        }
        node.reconcileChild(.index(0), content)
    }
}

extension View {
    /// Sets the colour scheme of the presentation this view is in: the whole window, or
    /// the sheet, cover, alert or dialog that presents it (as SwiftUI does); nil leaves
    /// the choice to the enclosing views and the system setting.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(scheme: colorScheme))
    }
}

/// The root of a presentation's content: applies the scheme its content prefers (else
/// the presenter's), and keeps that preference from reaching the window.
struct _PresentationColorScheme<Content: View>: View {
    let content: Content
    /// Whether the presentation is elevated content (a sheet, alert or dialog; a
    /// full-screen cover is not), drawn with iOS's elevated dark backgrounds.
    var elevated = true
    @Environment(\.colorScheme) private var inherited
    @State private var preferred: ColorScheme?

    var body: some View {
        content
            .environment(\.colorScheme, preferred ?? inherited)
            .environment(\.isElevated, elevated)
            .onPreferenceChange(PreferredColorSchemeKey.self) { preferred = $0 }
            // A writer stops the window's walk here: the sheet's preference is its own.
            .preference(key: PreferredColorSchemeKey.self, value: nil)
    }
}

struct IsElevatedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether views are in elevated content (a sheet, alert or dialog), where the dark
    /// background colours are lighter, as iOS's `userInterfaceLevel` `.elevated`.
    var isElevated: Bool {
        get { self[IsElevatedKey.self] }
        set { self[IsElevatedKey.self] = newValue }
    }
}
