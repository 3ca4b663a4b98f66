// One open window of an app: the scene it shows, the value it presents, its host.
import Foundation

/// One open window of an app: which scene it shows, the value it presents (a
/// data-presenting `WindowGroup`), and the host that runs its content.
///
/// An `ObservableObject` so that `PresentedWindowContent` re-evaluates when the value the
/// window presents changes.
@MainActor
public final class _SceneWindow: ObservableObject {
    /// The scene's `id`, or `#n` for the n-th window-making scene (one without an id).
    let sceneKey: String
    /// The value the window presents (nil for a window opened without one).
    @Published private(set) var presented: AnyHashable?
    weak var windows: _AppWindows?
    /// Where this window's `@SceneStorage` values live: the app's scene file for the first
    /// window the app opened (restored when the app starts again), memory for the others.
    var sceneStore: AppStorageStore = .inMemory()
    /// The host running this window's content (nil once closed).
    public internal(set) var host: ViewHost?
    var connection: SocketConnection?

    init(sceneKey: String, presented: AnyHashable?, windows: _AppWindows?) {
        self.sceneKey = sceneKey
        self.presented = presented
        self.windows = windows
    }

    /// Stands in when a `PresentedWindowContent` is shown outside an app's window (a
    /// `TestHost` mounting it, a preview): it presents nil.
    static let detached = _SceneWindow(sceneKey: "", presented: nil, windows: nil)

    /// Changes the value the window presents (the content wrote its binding).
    func present(_ value: AnyHashable?) { if presented != value { presented = value } }

    /// The window's root view: the content of its scene among `entries`, with the
    /// environment every window's content has (`openWindow`, `dismissWindow`...).
    func rootView(entries: [_SceneEntry]) -> AnyView {
        let root: any View
        if let entry = _AppWindows.entry(forKey: sceneKey, in: entries) {
            root = _rootView(parts: entry.parts, appName: entry.title)
        } else {
            // The scene left the app's body (an `if` in it turned false): nothing to show.
            root = EmptyView()
        }
        return AnyView(AnyView(root)
            .environment(\._sceneWindow, self)
            .environment(\.openWindow, OpenWindowAction(windows: windows))
            .environment(\.dismissWindow, DismissWindowAction(window: self))
            .environment(\.supportsMultipleWindows, windows != nil))
    }
}
