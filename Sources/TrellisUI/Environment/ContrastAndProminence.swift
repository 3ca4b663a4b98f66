// colorSchemeContrast and backgroundProminence: environment values a view reads to adapt
// its colours. The backends do not read the desktop's contrast setting yet, so the
// contrast is `.standard` unless a view sets it; the background prominence is
// `.standard` except where a view sets it (SwiftUI raises it in selected list rows).

/// Whether the user asked for more contrast.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// How prominent the background behind a view is.
public struct BackgroundProminence: Hashable, Sendable {
    let raw: Int
    /// The standard background.
    public static let standard = BackgroundProminence(raw: 0)
    /// A more prominent background (a selected row): foregrounds should contrast more.
    public static let increased = BackgroundProminence(raw: 1)
}

struct _ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
struct _BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }

extension EnvironmentValues {
    /// The contrast of the colour scheme (`.standard` unless set).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[_ColorSchemeContrastKey.self] }
        set { self[_ColorSchemeContrastKey.self] = newValue }
    }
    /// The prominence of the background behind the view.
    public var backgroundProminence: BackgroundProminence {
        get { self[_BackgroundProminenceKey.self] }
        set { self[_BackgroundProminenceKey.self] = newValue }
    }
}
