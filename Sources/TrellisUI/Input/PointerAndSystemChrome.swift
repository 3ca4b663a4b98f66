// help, statusBarHidden, persistentSystemOverlays and handlesExternalEvents: what a
// tooltip, an iPhone's status bar and Home indicator and a multi-window app's URL routing
// do. Trellis's windows have no tooltips, status bar or system overlays, and an app has
// one window: like SwiftUI on an iPhone or a Mac, these change nothing —
// PlatformDifferences lists them. (Hover is real: Input/Hover.swift.)

extension View {
    /// A tooltip for the view. Not shown: Trellis's windows have no tooltips, as an iPhone
    /// shows none.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A tooltip for the view (not shown, see above).
    public func help(_ text: Text) -> some View { self }
    /// A tooltip for the view (not shown, see above).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Hides the status bar. A Linux window has no status bar, as a Mac has none.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Hides the status bar (the older form). A Linux window has no status bar.
    public func statusBar(hidden: Bool) -> some View { self }

    /// Whether the system overlays (an iPhone's Home indicator) show over the view. A
    /// Linux window has none, as a Mac window has none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Gives the view's own gestures priority over the system's gestures from `edges` of
    /// the screen (an iPhone's swipe up to go home, pull down for Notification Center).
    /// A Linux window gets no system gestures from its edges (a compositor's edge
    /// gestures act outside the window, as on a Mac), so every drag near an edge already
    /// reaches the view first and nothing needs deferring.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Which external events (URLs) the window showing this view prefers and allows. A
    /// Trellis app has one window, which handles every URL (`onOpenURL`).
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
