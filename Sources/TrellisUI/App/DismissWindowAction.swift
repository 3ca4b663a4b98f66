// dismissWindow: closes this window, or the app's windows of a group.
import Foundation

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
        // DismissBehavior (App/DismissBehavior.swift): the transaction says how.
        guard window.allowsDismissal(_TransactionContext.current?.dismissBehavior ?? .interactive) else { return }
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
        windows.dismiss(id: id, value: value, behavior: _TransactionContext.current?.dismissBehavior ?? .interactive)
    }
}
