// searchPresentationToolbarBehavior(_:): whether the navigation bar may hide while a search
// is being typed. On an iPhone `.automatic` lets the bar slide away; Trellis's bars never
// hide for a search (as on an iPad or a Mac), which is `.avoidHidingContent`'s look, so
// both behaviours draw the same here. The value is kept in the environment for views
// that read it.

/// Whether a presented search may hide the toolbar's content (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Equatable, Sendable {
    let raw: Int
    /// The platform decides: Trellis keeps the bar.
    public static var automatic: SearchPresentationToolbarBehavior { .init(raw: 0) }
    /// The toolbar's content stays while searching.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { .init(raw: 1) }
}

struct SearchPresentationToolbarBehaviorKey: EnvironmentKey {
    static var defaultValue: SearchPresentationToolbarBehavior { .automatic }
}

extension EnvironmentValues {
    /// The behaviour set with `searchPresentationToolbarBehavior(_:)`.
    var searchPresentationToolbarBehavior: SearchPresentationToolbarBehavior {
        get { self[SearchPresentationToolbarBehaviorKey.self] }
        set { self[SearchPresentationToolbarBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets whether presenting a search may hide the toolbar's content. Trellis never hides
    /// it (see the file's header), whichever behaviour is set.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        environment(\.searchPresentationToolbarBehavior, behavior)
    }
}
