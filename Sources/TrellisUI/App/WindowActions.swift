// openWindow, dismissWindow and supportsMultipleWindows: the environment's window actions.
import Foundation

/// Opens a window of one of the app's window groups (`@Environment(\.openWindow)`).
///
/// Each window opened is a session of its own with trellisd. Outside an app's window (a
/// view mounted directly by a `ViewHost` or `TestHost`, a preview) there is no app to
/// open windows of: the call logs that it opened nothing.
public struct OpenWindowAction {
    weak var windows: _AppWindows?

    /// Opens a window of the group with `id`.
    @MainActor public func callAsFunction(id: String) { run(id: id, value: nil) }

    /// Opens a window of the group presenting values of `value`'s type, with `value` as
    /// its content's binding; brings no second window up for a value one already presents.
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) { run(id: nil, value: AnyHashable(value)) }

    /// Opens a window of the group with `id`, presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { run(id: id, value: AnyHashable(value)) }

    @MainActor private func run(id: String?, value: AnyHashable?) {
        guard let windows else {
            TrellisLog.emit("openWindow: this view is not in an app's window (App.main opens windows); no window opened")
            return
        }
        windows.openWindow(id: id, value: value)
    }
}

/// Closes windows (`@Environment(\.dismissWindow)`): this view's window, or the app's
/// windows of a group.
public struct DismissWindowAction {
    weak var window: _SceneWindow?

    /// Closes the window this view is in; the app quits when it was the last.
    @MainActor public func callAsFunction() {
        guard let window, let windows = window.windows else {
            TrellisLog.emit("dismissWindow: this view is not in an app's window; nothing closed")
            return
        }
        windows.dismiss(window)
    }

    /// Closes the windows of the group with `id`.
    @MainActor public func callAsFunction(id: String) { run(id: id, value: nil) }

    /// Closes the window presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) { run(id: nil, value: AnyHashable(value)) }

    /// Closes the window of the group with `id` presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { run(id: id, value: AnyHashable(value)) }

    @MainActor private func run(id: String?, value: AnyHashable?) {
        guard let windows = window?.windows else {
            TrellisLog.emit("dismissWindow: this view is not in an app's window; nothing closed")
            return
        }
        windows.dismiss(id: id, value: value)
    }
}

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
