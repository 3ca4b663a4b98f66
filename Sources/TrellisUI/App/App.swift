import Foundation
import TrellisProtocol

/// A scene: TrellisUI apps have one window, the content of their `WindowGroup`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// The window of an app; its content is the root view.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("WindowGroup is primitive") }
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// What a scene gives its window: the content, the commands (App/Commands.swift) and the
/// changes scene modifiers make to the content (App/SceneModifiers.swift), innermost first.
struct _WindowParts {
    var content: any View
    var commands: [_CommandItem] = []
    var transforms: [@MainActor (AnyView) -> AnyView] = []
    /// Values of scene modifiers that change nothing in the window (defaultSize...).
    var sceneValues: [String: Any] = [:]
}

@MainActor
protocol _WindowContentProviding { var _windowParts: _WindowParts { get } }
extension WindowGroup: _WindowContentProviding { var _windowParts: _WindowParts { _WindowParts(content: content) } }

@MainActor
func _windowParts<S: Scene>(of scene: S) -> _WindowParts {
    if let w = scene as? _WindowContentProviding { return w._windowParts }
    return _windowParts(of: scene.body)
}

/// The root view of a scene's window: its content with the commands' key host (when it
/// has commands), changed by the scene's modifiers.
@MainActor
func _rootView<S: Scene>(of scene: S) -> any View {
    let parts = _windowParts(of: scene)
    // A scene without commands or modifiers shows its content as it is.
    if parts.commands.isEmpty && parts.transforms.isEmpty { return parts.content }
    var root = AnyView(parts.content)
    if !parts.commands.isEmpty {
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

/// The root view of an app: the app value's dynamic properties (`@StateObject`...) belong
/// to this identity; its body is the window content.
struct _AppRootView<A: App>: View, _InstallTargetProviding {
    let app: A
    var _installTarget: Any { app }
    var body: AnyView { AnyView(_rootViewOf(app)) }
}

@MainActor
func _rootViewOf<A: App>(_ app: A) -> any View { _rootView(of: app.body) }

extension App {
    /// Connects to trellisd (`TRELLIS_SOCKET`, else `$XDG_RUNTIME_DIR/trellis.sock`, else
    /// `/tmp/trellis-$UID/trellis.sock`), mounts the window content and runs the main run
    /// loop (see `_runMainRunLoop()`).
    ///
    /// When the daemon goes away the app keeps running and reconnects (see
    /// `_Reconnector`); it exits with status 1 only when no daemon answers within
    /// `TRELLIS_RECONNECT_TIMEOUT` seconds (default 30). When the user closes the window
    /// (the daemon sends `closed`) the app quits with status 0, SwiftUI's behaviour for a
    /// single-window app.
    public static func main() {
        // First, before other threads allocate: arenas made before the cap stay in use.
        HeapTrim.limitArenas()
        let name = String(describing: Self.self)
        AppStorageStore.shared = .file(appName: name)
        AppStorageStore.scene = .file(appName: name + ".scene")
        let connection: SocketConnection
        do {
            connection = try SocketConnection()
        } catch {
            var msg = "\(name): \(error)\n"
            _ = msg.withUTF8 { write(2, $0.baseAddress, $0.count) }
            exit(1)
        }
        let host = ViewHost(connection: connection, clientName: name)
        _AppHolder.host = host
        host.onSurfaceClosed = { exit(0) }
        _Reconnector(host: host, path: SocketConnection.defaultPath, name: name).watch(connection)
        host.mount(app: Self())
        // Asked to open URLs (a desktop entry's `%u`): handed to `onOpenURL` handlers.
        for url in OpenURLRouter.urls(inArguments: Array(CommandLine.arguments.dropFirst())) { OpenURLRouter.open(url) }
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
enum _AppHolder { static var host: ViewHost? }
