// Scene modifiers: what a `WindowGroup` (or a scene made of one) can be given.
//
// A scene's modifiers act on each of its windows: commands become each window's key commands (App/Commands.swift); environment values, objects and change
// handlers set on the scene apply to the window's content, as they apply to every window
// of a SwiftUI scene. The window's size and resizability are the daemon's and the window
// manager's (the protocol has no way for an app to ask for a size): `defaultSize` and
// `windowResizability` keep their values and change nothing — see PlatformDifferences.
import Foundation

/// A scene changed by a scene modifier: the window parts of `base`, changed by `change`.
public struct _ModifiedScene<Base: Scene>: Scene {
    public typealias Body = Never
    let base: Base
    let change: @MainActor (inout _WindowParts) -> Void
    public var body: Never { fatalError("_ModifiedScene is primitive") }
}

extension _ModifiedScene: _SceneEntriesProviding {
    /// A modifier on several scenes (a tuple, a branch) changes the windows of each.
    var _sceneEntries: [_SceneEntry] {
        TrellisUI._sceneEntries(of: base).map { entry in
            var e = entry
            change(&e.parts)
            return e
        }
    }
}

/// How the user can resize a scene's windows (`windowResizability(_:)`).
public struct WindowResizability: Sendable, Hashable {
    let raw: Int
    /// The platform's default: windows resize freely.
    public static let automatic = WindowResizability(raw: 0)
    /// Windows can be resized between the content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(raw: 1)
    /// Windows can be made no smaller than the content's minimum size.
    public static let contentMinSize = WindowResizability(raw: 2)
}

extension Scene {
    /// Adds `content`'s commands to the scene. Each window of the scene shows them in a
    /// menu bar at its top (App/CommandMenuBar.swift), and each command that has a
    /// `keyboardShortcut` runs when its shortcut is typed while the window is active.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let items = _commandItems(content())
        return _ModifiedScene(base: self) { $0.commands += items }
    }

    /// Removes the commands this scene defines (those of its `commands` modifiers), so
    /// that none of their shortcuts runs.
    public func commandsRemoved() -> some Scene {
        _ModifiedScene(base: self) { $0.commands = [] }
    }

    /// Replaces the commands this scene defines with `content`'s.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let items = _commandItems(content())
        return _ModifiedScene(base: self) { $0.commands = items }
    }

    /// The size a new window of the scene opens with. Accepted and kept: trellisd and
    /// the window manager choose the size of the window (the protocol carries no size
    /// request from an app), so the window opens at the daemon's size.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// The size a new window of the scene opens with (see `defaultSize(width:height:)`).
    public func defaultSize(_ size: CGSize) -> some Scene {
        _ModifiedScene(base: self) { $0.defaultSize = size }
    }

    /// How the user can resize the scene's windows. Accepted and kept: the window
    /// manager resizes trellisd's window, and the content is laid out in whatever size
    /// it is given, as with `.automatic`.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _ModifiedScene(base: self) { $0.resizability = resizability }
    }

    /// Sets an environment value for every view of the scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(base: self) { $0.transforms.append { AnyView($0.environment(keyPath, value)) } }
    }

    /// Puts an `@Observable` object in the environment of the scene's windows, found by
    /// type by `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _ModifiedScene(base: self) { $0.transforms.append { AnyView($0.environment(object)) } }
    }

    /// Puts an observable object in the environment of the scene's windows, found by type
    /// by `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _ModifiedScene(base: self) { $0.transforms.append { AnyView($0.environmentObject(object)) } }
    }

    /// Changes one environment value for every view of the scene's windows.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some Scene {
        _ModifiedScene(base: self) { $0.transforms.append { AnyView($0.transformEnvironment(keyPath, transform: transform)) } }
    }

    /// Runs `action` with the old and new value when `value` changes (and once when the
    /// window first shows, with `initial`), like the view modifier of the same name.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(base: self) { $0.transforms.append { AnyView($0.onChange(of: value, initial: initial, action)) } }
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(base: self) { $0.transforms.append { AnyView($0.onChange(of: value, perform: action)) } }
    }

    /// Runs `action` when `value` changes (and once when the window first shows, with
    /// `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        _ModifiedScene(base: self) { $0.transforms.append { AnyView($0.onChange(of: value, initial: initial, action)) } }
    }

    /// Which external events (URLs) the scene's windows handle. Accepted and ignored: every
    /// open window's `onOpenURL` handlers hear every URL, and no window is opened for one
    /// (see PlatformDifferences).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        _ModifiedScene(base: self) { _ in }
    }

    /// Whether the system overlays (an iPhone's Home indicator) are shown over the
    /// scene. Accepted: a Linux window has no such overlays, as a Mac window has none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some Scene {
        _ModifiedScene(base: self) { _ in }
    }
}

extension _WindowParts {
    /// `defaultSize` and `windowResizability` as the scene declared them.
    var defaultSize: CGSize? {
        get { sceneValues["defaultSize"] as? CGSize }
        set { sceneValues["defaultSize"] = newValue }
    }
    var resizability: WindowResizability {
        get { sceneValues["resizability"] as? WindowResizability ?? .automatic }
        set { sceneValues["resizability"] = newValue }
    }
}
