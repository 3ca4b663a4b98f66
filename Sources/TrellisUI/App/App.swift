import Foundation
import TrellisProtocol

/// A part of an app's user interface with a life cycle of its own: a `WindowGroup` (its
/// windows), a custom scene made of others. An App's `body` lists its scenes
/// (``SceneBuilder``); each window opened from one is a session of its own with trellisd.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// What a scene gives one of its windows: the content, the commands (App/Commands.swift)
/// and the changes scene modifiers make to the content (App/SceneModifiers.swift),
/// innermost first.
struct _WindowParts {
    var content: any View
    var commands: [_CommandItem] = []
    var transforms: [@MainActor (AnyView) -> AnyView] = []
    /// Values of scene modifiers that change nothing in the window (defaultSize...).
    var sceneValues: [String: Any] = [:]
}

/// One window-making scene of an app's body, after the builder's tuples and branches are
/// flattened: a `WindowGroup` (or a `DocumentGroup`) with its modifiers applied.
struct _SceneEntry {
    /// The `id:` a `WindowGroup` was given (what `openWindow(id:)` names).
    var id: String?
    /// The title given to the scene; its windows are titled with it.
    var title: String?
    /// The type of value a data-presenting `WindowGroup(for:)` presents.
    var valueType: Any.Type?
    var parts: _WindowParts
    /// A `DocumentGroup`'s reader: the document at a URL, boxed for its window
    /// (`_DocumentBox`), when the group reads that URL's type.
    var openDocument: (@MainActor (URL) throws -> (any _AnyDocumentBox)?)? = nil
}

/// Scenes that are made of window-making scenes without a `body` of their own: window
/// groups, tuples, branches, modified scenes.
@MainActor
protocol _SceneEntriesProviding { var _sceneEntries: [_SceneEntry] { get } }

/// The window-making scenes of `scene`, in the order the body lists them.
@MainActor
func _sceneEntries<S: Scene>(of scene: S) -> [_SceneEntry] {
    if let p = scene as? _SceneEntriesProviding { return p._sceneEntries }
    return _sceneEntries(of: scene.body)
}

/// The window parts of `scene`'s first window-making scene (the window an app opens at
/// launch).
@MainActor
func _windowParts<S: Scene>(of scene: S) -> _WindowParts {
    _sceneEntries(of: scene).first?.parts ?? _WindowParts(content: EmptyView())
}

/// The root view of a scene's window: its content with the commands' menu bar and key
/// host (when it has commands), changed by the scene's modifiers. `appName` titles the
/// bar's app menu (the scene's title, else the process's name).
@MainActor
func _rootView<S: Scene>(of scene: S) -> any View { _rootView(parts: _windowParts(of: scene)) }

@MainActor
func _rootView(parts: _WindowParts, appName: String? = nil) -> any View {
    // A scene without commands or modifiers shows its content as it is.
    if parts.commands.isEmpty && parts.transforms.isEmpty { return parts.content }
    var root = AnyView(parts.content)
    if !parts.commands.isEmpty {
        let menus = _menuBarMenus(parts.commands, appName: appName ?? ProcessInfo.processInfo.processName)
        if !menus.isEmpty {
            root = AnyView(VStack(spacing: 0) {
                _CommandMenuBar(menus: menus)
                root.frame(maxWidth: .infinity, maxHeight: .infinity)
            })
        }
        root = AnyView(root.background(alignment: .topLeading) { _CommandsKeyHost(items: parts.commands) })
    }
    for t in parts.transforms { root = t(root) }
    return root
}

/// An app: `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    init()
}

/// The root view of one of an app's windows: the app value's dynamic properties
/// (`@StateObject`...) belong to this identity — shared by every window's graph through
/// `_SharedDynamicStorage` — and its body is the content of the window's scene.
struct _AppRootView<A: App>: View, _InstallTargetProviding {
    let app: A
    /// The window this root shows; nil for a single window mounted by
    /// `ViewHost.mount(app:)` (the first scene's content, no window actions).
    let window: _SceneWindow?
    var _installTarget: Any { app }
    var _sharedStorage: _SharedDynamicStorage? { window?.windows?.sharedState }
    var body: AnyView {
        guard let window else { return AnyView(_rootViewOf(app)) }
        return window.rootView(entries: _sceneEntries(of: app.body))
    }
}

@MainActor
func _rootViewOf<A: App>(_ app: A) -> any View { _rootView(of: app.body) }

extension App {
    /// Connects to trellisd (`TRELLIS_SOCKET`, else `$XDG_RUNTIME_DIR/trellis.sock`, else
    /// `/tmp/trellis-$UID/trellis.sock`), opens the window of the body's first window group
    /// and runs the main run loop (see `_runMainRunLoop()`).
    ///
    /// Each window is a session of its own with the daemon (`_AppWindows`): `openWindow`
    /// opens another, closing one (the daemon's `closed`, or `dismissWindow`) ends that one
    /// only. When the daemon goes away each window reconnects (see `_Reconnector`); the
    /// app exits with status 1 only when no daemon answers within
    /// `TRELLIS_RECONNECT_TIMEOUT` seconds (default 30). When the last window closes the
    /// app quits with status 0, as a SwiftUI app does on iOS and (with
    /// `NSApplicationDelegate`'s default left to SwiftUI) for a single-group Mac app.
    public static func main() {
        // First, before other threads allocate: arenas made before the cap stay in use.
        HeapTrim.limitArenas()
        let name = String(describing: Self.self)
        AppStorageStore.shared = .file(appName: name)
        AppStorageStore.scene = .file(appName: name + ".scene")
        let path = SocketConnection.defaultPath
        let windows = _AppWindows(app: Self(), name: name) { try SocketConnection(path: path) }
        windows.onWindowOpened = { host, connection in
            let reconnector = _Reconnector(host: host, path: path, name: name)
            reconnector.onReconnect = { [weak windows, unowned host] c in windows?.reconnected(host, to: c) }
            reconnector.watch(connection)
        }
        windows.onLastWindowClosed = {
            UIApplicationLifecycle.quitting()
            exit(0)
        }
        // A document-based app asked to open files (a desktop entry's `%F`) opens a window
        // for each one it reads instead of its launch window.
        let arguments = Array(CommandLine.arguments.dropFirst())
        var openedDocument = false
        for file in _AppWindows.fileArguments(arguments) where (try? windows.openDocument(at: file)) != nil {
            openedDocument = true
        }
        do {
            if !openedDocument { try windows.openLaunchWindow() }
        } catch {
            var msg = "\(name): \(error)\n"
            _ = msg.withUTF8 { write(2, $0.baseAddress, $0.count) }
            exit(1)
        }
        _AppHolder.windows = windows
        UIApplicationLifecycle.launched()
        UIApplicationLifecycle.quitOnTermination()
        // Asked to open URLs (a desktop entry's `%u`): handed to `onOpenURL` handlers.
        for url in OpenURLRouter.urls(inArguments: arguments) { OpenURLRouter.open(url) }
        _runMainRunLoop()
    }
}

/// Runs the main run loop for the rest of the process, as an iOS or macOS app's main thread
/// does.
///
/// Not `dispatchMain()`: that serves the main queue (and with it the main actor) but never
/// the main run loop, so timers apps add to it — `Timer.scheduledTimer`, `RunLoop.main.add`,
/// `perform` — never fired. The main run loop serves the main queue on the main thread as
/// well (CoreFoundation wakes for it), so the main actor runs there as on Apple platforms.
/// Each turn returns when a source fired; the loop turns again. It never exits: the app
/// ends with `exit` (the window closed, or no daemon answered).
public func _runMainRunLoop() -> Never {
    while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
}

@MainActor
enum _AppHolder {
    /// The running app's windows (set by `App.main()`).
    static var windows: _AppWindows?
    /// The host of the app's most recently opened window still open.
    static var host: ViewHost? { windows?.hosts.last }
}
