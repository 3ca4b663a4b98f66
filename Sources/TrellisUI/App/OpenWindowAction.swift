// openWindow: opens a window of one of the app's window groups.
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
