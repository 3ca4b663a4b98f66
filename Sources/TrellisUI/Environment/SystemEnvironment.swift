// The environment values SwiftUI's system provides to every view: appearance, scene
// phase, layout direction, locale, calendar, time zone, display scale and type size.
// Apps read them with `@Environment(\.colorScheme)` and the like, and set them for a
// subtree with `.environment(\.locale, …)`; code written for SwiftUI expects them to be
// there. What TrellisUI does with each (and does not do yet) is said on each property.
import Foundation

/// The appearance views are drawn in (SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// Whether the app's scene is in front, behind or in the background (SwiftUI's
/// `ScenePhase`), ordered `background < inactive < active`.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// The direction text and horizontal stacks run in (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .ofProcess } }
struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { _SystemLocale.current } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .autoupdatingCurrent } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .autoupdatingCurrent } }
struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The window's scheme — the system setting (`TRELLIS_COLOR_SCHEME`, `GTK_THEME`,
    /// GNOME's `color-scheme`), or what `.preferredColorScheme(_:)` in the window or
    /// presentation asks for — unless a subtree sets it (`.environment(\.colorScheme, .dark)`).
    /// System colours (`.primary`, `.secondary`, `.blue`, backgrounds, asset-catalog
    /// colour sets) and Trellis's own chrome resolve against it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// `.active`: a Trellis app draws on its daemon's surface for as long as it runs.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// The direction of the user's language unless set: `.rightToLeft` when the most
    /// preferred language (`LANGUAGE`, else `LC_ALL`, `LC_MESSAGES` or `LANG`, as the string
    /// tables read them) is written right to left (Arabic, Hebrew, Persian, Urdu…), else
    /// `.leftToRight`. `.rightToLeft` mirrors the subtree's layout as SwiftUI does:
    /// every node of it carries the protocol's `rightToLeft`, and the daemon places children
    /// mirrored, so stacks run from the right and leading padding, alignment and text
    /// alignment are on the right edge.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The process's locale (from `LANG` / `LC_*`) unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The process's calendar unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The process's time zone (from `TZ`) unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Pixels per point: 1, the daemon's surfaces are laid out in pixels.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// `.large` (the default size) unless set; fonts do not scale with it yet.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            let size = self[DynamicTypeSizeKey.self]
            guard let limits = self[DynamicTypeSizeLimitsKey.self] else { return size }
            return min(max(size, limits.lowerBound), limits.upperBound)
        }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The sizes `dynamicTypeSize(_:)` with a range allows here (nil: all); the size read
    /// is clamped to them, whoever set it.
    var dynamicTypeSizeLimits: ClosedRange<DynamicTypeSize>? {
        get { self[DynamicTypeSizeLimitsKey.self] }
        set { self[DynamicTypeSizeLimitsKey.self] = newValue }
    }
}

