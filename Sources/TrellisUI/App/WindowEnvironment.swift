// The environment's window values: openWindow, dismissWindow, supportsMultipleWindows and
// the window a view is in.
import Foundation

struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction(windows: nil) } }
struct DismissWindowKey: EnvironmentKey { static var defaultValue: DismissWindowAction { DismissWindowAction(window: nil) } }
struct SupportsMultipleWindowsKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct SceneWindowKey: EnvironmentKey { static var defaultValue: _SceneWindow? { nil } }

extension EnvironmentValues {
    /// Opens windows of the app's window groups.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes this window, or the app's windows of a group.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// Whether `openWindow` can open windows here: true in an app's windows (each is a
    /// daemon session), false in a view mounted on its own (a test host, a preview).
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }

    /// The app window this view is in.
    var _sceneWindow: _SceneWindow? {
        get { self[SceneWindowKey.self] }
        set { self[SceneWindowKey.self] = newValue }
    }
}
