// The windows of a running app: one ViewHost, one connection (one daemon session) each
// (SceneWindow.swift), over one App value whose dynamic properties all windows share.
import Foundation
import TrellisProtocol

/// The windows of a running app (`App.main()` makes one; tests make their own over a
/// test daemon). Each window is a `ViewHost` over a connection of its own — a session of
/// its own with trellisd, which the X11 backend shows as a window of its own. The App
/// value is made once; its `@State` and `@StateObject` storage is shared by every
/// window's root identity (`sharedState`), as in SwiftUI, where an App's state belongs to
/// the app rather than to a window.
///
/// Public (underscored) for `TrellisTesting` and tools; apps use `openWindow` and
/// `dismissWindow`.
@MainActor
public final class _AppWindows {
    /// The storage of the App value's dynamic properties, shared by all windows.
    let sharedState = _SharedDynamicStorage()
    private let makeRoot: @MainActor (_SceneWindow) -> any View
    private let entries: @MainActor () -> [_SceneEntry]
    private let connect: @MainActor () throws -> SocketConnection
    private let name: String
    private let capabilities: Capabilities
    /// Whether a window was given `AppStorageStore.scene` (the scene file) already.
    private var gaveSceneFile = false
    /// The open windows, oldest first.
    public private(set) var windows: [_SceneWindow] = []
    /// Called for each window opened, before its first update is sent (`App.main()`
    /// watches its connection for daemon restarts; a test wraps it in a `TestHost`).
    public var onWindowOpened: (@MainActor (ViewHost, SocketConnection) -> Void)?
    /// Called after a host is made and before its content is mounted (a test pins its
    /// colour scheme).
    public var configureHost: (@MainActor (ViewHost) -> Void)?
    /// Called when a window closed, with its host (a test host stops waiting on it).
    public var onWindowClosed: (@MainActor (ViewHost) -> Void)?
    /// Called when the last open window closed (`App.main()` exits with status 0).
    public var onLastWindowClosed: (@MainActor () -> Void)?

    /// Windows for `app`, each connected by `connect`; `name` is the client name (the
    /// title of windows whose scene has none).
    public init<A: App>(app: A, name: String, capabilities: Capabilities = [.geometry, .lazyRows],
                        connect: @escaping @MainActor () throws -> SocketConnection) {
        self.name = name
        self.capabilities = capabilities
        self.connect = connect
        entries = { _sceneEntries(of: app.body) }
        makeRoot = { window in _AppRootView(app: app, window: window) }
    }

    /// The hosts of the open windows, oldest first.
    public var hosts: [ViewHost] { windows.compactMap(\.host) }

    /// Opens the window of the body's first window-making scene, as an app does at launch.
    public func openLaunchWindow() throws {
        let all = entries()
        guard let first = all.first else { throw AppWindowsError.noWindowScene }
        try open(key: Self.key(of: first, at: 0), title: first.title, value: nil)
    }

    /// The window-making scene with key `key` (`_SceneWindow.sceneKey`).
    static func entry(forKey key: String, in entries: [_SceneEntry]) -> _SceneEntry? {
        for (i, e) in entries.enumerated() where key == Self.key(of: e, at: i) { return e }
        return nil
    }

    static func key(of entry: _SceneEntry, at index: Int) -> String { entry.id ?? "#\(index)" }

    @discardableResult
    private func open(key: String, title: String?, value: AnyHashable?) throws -> _SceneWindow {
        let window = _SceneWindow(sceneKey: key, presented: value, windows: self)
        if !gaveSceneFile {
            // The first window keeps the scene file: it is the one restored at start.
            gaveSceneFile = true
            window.sceneStore = AppStorageStore.scene
        }
        let connection = try connect()
        let host = ViewHost(connection: connection, clientName: title ?? name, capabilities: capabilities)
        window.host = host
        window.connection = connection
        windows.append(window)
        host.onSurfaceClosed = { [weak self, weak window] in
            guard let self, let window else { return }
            self.close(window)
        }
        configureHost?(host)
        onWindowOpened?(host, connection)
        host.mount(makeRoot(window))
        return window
    }

    /// `openWindow(id:)`, `openWindow(value:)`, `openWindow(id:value:)`: brings forward
    /// the open window of the scene presenting an equal value, else opens one. A window
    /// that cannot be opened (no such scene, no daemon) is logged: the action returns
    /// nothing, as SwiftUI's does.
    ///
    /// The window opens on the next main-queue turn, after the action that asked for it
    /// (a button's, inside its window's event handling) has returned.
    func openWindow(id: String?, value: AnyHashable?) {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.openNow(id: id, value: value) } }
    }

    private func openNow(id: String?, value: AnyHashable?) {
        let all = entries()
        let found = all.enumerated().first { i, e in
            if let id { return e.id == id }
            guard let value, let t = e.valueType else { return false }
            return type(of: value.base) == t
        }
        guard let (index, entry) = found else {
            let what = id.map { "id \"\($0)\"" } ?? value.map { "a value of type \(type(of: $0.base))" } ?? "nothing"
            TrellisLog.emit("openWindow: the app has no WindowGroup for \(what); no window opened")
            return
        }
        if value != nil, entry.valueType == nil {
            TrellisLog.emit("openWindow: the WindowGroup \"\(entry.id ?? "")\" presents no value; opening it without one")
        }
        let key = Self.key(of: entry, at: index)
        let presented = entry.valueType == nil ? nil : value
        if let presented, let existing = windows.first(where: { $0.sceneKey == key && $0.presented == presented }) {
            // SwiftUI brings the window presenting the value forward. The protocol has no
            // way to raise a window, so it stays where it is (see PlatformDifferences).
            _ = existing
            return
        }
        do { try open(key: key, title: entry.title, value: presented) } catch {
            TrellisLog.emit("openWindow: cannot open a window: \(error)")
        }
    }

    /// Opens a window for the document `box` holds, in the document group with key
    /// `sceneKey`; a document already open (the same file) is not opened twice. On the
    /// next main-queue turn, as `openWindow`.
    func openDocument(_ box: any _AnyDocumentBox, sceneKey: String) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if let url = box.fileURL, self.windows.contains(where: {
                    ($0.presented?.base as? any _AnyDocumentBox)?.fileURL?.standardizedFileURL == url.standardizedFileURL
                }) { return }
                do { try self.open(key: sceneKey, title: box.title, value: AnyHashable(box)) } catch {
                    TrellisLog.emit("DocumentGroup: cannot open a window: \(error)")
                }
            }
        }
    }

    /// Opens the document at `url` in a window of the first `DocumentGroup` that reads its
    /// type, as a document-based app does for the files it is asked to open (`App.main()`:
    /// the file paths and `file://` URLs among its arguments). Throws when no group reads
    /// it or the document cannot be read.
    public func openDocument(at url: URL) throws {
        for (i, e) in entries().enumerated() {
            guard let reader = e.openDocument, let box = try reader(url) else { continue }
            openDocument(box, sceneKey: Self.key(of: e, at: i))
            return
        }
        throw AppWindowsError.noDocumentGroup(for: url)
    }

    /// The existing files among an app's arguments (paths, `file://` URLs).
    nonisolated static func fileArguments(_ arguments: [String]) -> [URL] {
        arguments.compactMap { a in
            let url = a.hasPrefix("file://") ? URL(string: a) : (a.hasPrefix("-") ? nil : URL(fileURLWithPath: a))
            guard let url, url.isFileURL else { return nil }
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && !isDir.boolValue ? url : nil
        }
    }

    /// `dismissWindow()` and its forms: closes `window` — its session ends, the daemon
    /// removes its window — and quits the app if it was the last.
    /// Like opening, on the next main-queue turn: the window's views are not torn down
    /// under the action that dismisses them.
    func dismiss(_ window: _SceneWindow) {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.close(window) } }
    }

    /// `dismissWindow(id:)` / `(value:)` / `(id:value:)`: closes the windows of the scene
    /// with `id` (presenting `value`, when given).
    func dismiss(id: String?, value: AnyHashable?, behavior: DismissBehavior = .interactive) {
        let all = entries()
        let keys = Set(all.enumerated().filter { _, e in
            if let id { return e.id == id }
            guard let value, let t = e.valueType else { return false }
            return type(of: value.base) == t
        }.map { Self.key(of: $1, at: $0) })
        let matching = windows.filter { keys.contains($0.sceneKey) && (value == nil || $0.presented == value) }
        if matching.isEmpty {
            TrellisLog.emit("dismissWindow: no open window matches \(id.map { "id \"\($0)\"" } ?? "the value")")
        }
        for w in matching where w.allowsDismissal(behavior) { dismiss(w) }
    }

    /// The window's session is over (the user closed it, or it was dismissed): its views
    /// disappear (`onDisappear` runs) and are torn down (tasks cancelled, subscriptions
    /// and shared-state dependencies dropped), and it leaves `windows`.
    private func close(_ window: _SceneWindow) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: i)
        // Ended on purpose: no reconnection (`_Reconnector` listens on `onClose`); the
        // daemon sees the end of the session and removes its window.
        window.connection?.onClose = nil
        window.connection?.shutDown()
        window.host?.unmount()
        window.host?.onSurfaceClosed = nil
        if let host = window.host { onWindowClosed?(host) }
        window.host = nil
        window.connection = nil
        if windows.isEmpty { onLastWindowClosed?() }
    }

    /// A window's host continued on a new connection after a daemon restart.
    func reconnected(_ host: ViewHost, to connection: SocketConnection) {
        windows.first { $0.host === host }?.connection = connection
    }
}

/// Why `_AppWindows` could not open a window.
public enum AppWindowsError: Error, CustomStringConvertible {
    /// The App's body has no `WindowGroup` (nor other window-making scene).
    case noWindowScene
    /// No `DocumentGroup` of the app reads the file's type.
    case noDocumentGroup(for: URL)

    public var description: String {
        switch self {
        case .noWindowScene: return "the app's body has no WindowGroup: there is no window to open"
        case .noDocumentGroup(let url): return "no DocumentGroup of the app reads \(url.lastPathComponent)"
        }
    }
}
